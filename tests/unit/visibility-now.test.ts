import { expect, it } from 'vitest'
import { inSchedule, visibilityNow } from '../../engine/visibility/visibility-now.js'

const DEC_1 = Date.parse('2026-12-01T00:00:00Z')
const JAN_31 = Date.parse('2027-01-31T23:59:00Z')
const schedule = { start: '2026-12-01T00:00:00Z', end: '2027-01-31T23:59:00Z' }

it('is shown from a schedule’s start to its end, both included', () => {
  expect(inSchedule(schedule, DEC_1 - 1)).toBe(false)
  expect(inSchedule(schedule, DEC_1)).toBe(true)
  expect(inSchedule(schedule, JAN_31)).toBe(true)
  expect(inSchedule(schedule, JAN_31 + 1)).toBe(false)
  expect(inSchedule({ start: schedule.start }, JAN_31 + 1)).toBe(true)
})

it('says shown now or hidden now, and until or from when', () => {
  expect(visibilityNow(undefined, DEC_1)).toEqual({ shown: true, text: 'Shown now', detail: null })
  expect(visibilityNow({ schedule }, DEC_1 - 1000)).toEqual({
    shown: false,
    text: 'Hidden now',
    detail: 'from 1 Dec 2026, 00:00 UTC',
  })
  expect(visibilityNow({ schedule }, DEC_1 + 1000)).toEqual({
    shown: true,
    text: 'Shown now',
    detail: 'until 31 Jan 2027, 23:59 UTC',
  })
  expect(visibilityNow({ schedule }, JAN_31 + 60_000)).toMatchObject({
    text: 'Hidden now',
    detail: 'ended 31 Jan 2027, 23:59 UTC',
  })
})

it('names an enabled strategy as the condition, and ignores a disabled one', () => {
  expect(visibilityNow({ strategy: { key: 'url_brands', value: 'jaguar' } }, DEC_1).detail).toBe(
    'to visitors who pass the url_brands check',
  )
  expect(visibilityNow({ strategy: { key: 'url_brands', enabled: false } }, DEC_1).detail).toBeNull()
  expect(visibilityNow({ schedule, strategy: { key: 'mena_offers' } }, DEC_1 - 1000).text).toBe('Hidden now')
})
