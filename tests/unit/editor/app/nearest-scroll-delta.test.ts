import { describe, expect, it } from 'vitest'
import { nearestScrollDelta } from '../../../../editor/app/nearest-scroll-delta.js'

const view = { top: 100, bottom: 500 }

describe('nearestScrollDelta', () => {
  it.each([
    ['an item in view does not scroll', { top: 150, bottom: 300 }, 0],
    ['an item above comes down to the top', { top: 20, bottom: 80 }, -80],
    ['an item below comes up to the bottom', { top: 560, bottom: 620 }, 120],
    ['an item half out at the bottom comes up just enough', { top: 450, bottom: 550 }, 50],
    ['an item that fills the view stays', { top: 0, bottom: 900 }, 0],
    ['a tall item below shows its top', { top: 300, bottom: 1300 }, 200],
    ['a tall item above shows its bottom', { top: -900, bottom: 300 }, -200],
  ])('%s', (_name, item, delta) => {
    expect(nearestScrollDelta(item, view)).toBe(delta)
  })

  it('keeps a margin around the item', () => {
    expect(nearestScrollDelta({ top: 20, bottom: 80 }, view, 8)).toBe(-88)
    expect(nearestScrollDelta({ top: 104, bottom: 200 }, view, 8)).toBe(-4)
  })
})
