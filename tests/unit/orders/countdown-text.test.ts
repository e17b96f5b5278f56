import { expect, it } from 'vitest'
import { countdownText, HOLD_WARNING_MS } from '../../../engine/orders/countdown-text.js'

it('shows the hold left as m:ss, rounding a started second up', () => {
  expect(countdownText(15 * 60_000)).toBe('15:00')
  expect(countdownText(61_000)).toBe('1:01')
  expect(countdownText(59_001)).toBe('1:00')
  expect(countdownText(999)).toBe('0:01')
})

it('stops at 0:00 once the hold has passed', () => {
  expect(countdownText(0)).toBe('0:00')
  expect(countdownText(-5_000)).toBe('0:00')
})

it('warns two minutes before the end (WCAG 2.2.1 leaves at least 20 s to ask for more time)', () => {
  expect(HOLD_WARNING_MS).toBe(120_000)
})
