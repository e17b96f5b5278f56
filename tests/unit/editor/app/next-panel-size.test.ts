import { describe, expect, it } from 'vitest'
import { nextPanelSize } from '../../../../editor/app/next-panel-size.js'

const bounds = { min: 180, max: 420, step: 16, bigStep: 64 }

describe('nextPanelSize', () => {
  it('grows and shrinks by a step, by a big step with Shift', () => {
    expect(nextPanelSize('ArrowRight', false, 260, bounds, 'ArrowRight')).toBe(276)
    expect(nextPanelSize('ArrowLeft', false, 260, bounds, 'ArrowRight')).toBe(244)
    expect(nextPanelSize('ArrowRight', true, 260, bounds, 'ArrowRight')).toBe(324)
  })

  it('follows the side the panel is on: for a panel at the end, the left arrow grows it', () => {
    expect(nextPanelSize('ArrowLeft', false, 340, bounds, 'ArrowLeft')).toBe(356)
    expect(
      nextPanelSize('ArrowDown', false, 40, { min: 15, max: 85, step: 5, bigStep: 15 }, 'ArrowDown'),
    ).toBe(45)
    expect(nextPanelSize('ArrowUp', false, 40, { min: 15, max: 85, step: 5, bigStep: 15 }, 'ArrowDown')).toBe(
      35,
    )
  })

  it('stays within its bounds, and Home and End go to them', () => {
    expect(nextPanelSize('ArrowLeft', true, 200, bounds, 'ArrowRight')).toBe(180)
    expect(nextPanelSize('ArrowRight', true, 400, bounds, 'ArrowRight')).toBe(420)
    expect(nextPanelSize('Home', false, 300, bounds, 'ArrowRight')).toBe(180)
    expect(nextPanelSize('End', false, 300, bounds, 'ArrowRight')).toBe(420)
  })

  it('leaves other keys alone', () => {
    expect(nextPanelSize('ArrowUp', false, 300, bounds, 'ArrowRight')).toBeNull()
    expect(nextPanelSize('a', false, 300, bounds, 'ArrowRight')).toBeNull()
  })
})
