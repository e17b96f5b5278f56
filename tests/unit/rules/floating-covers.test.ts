import { describe, expect, it } from 'vitest'
import { floatingCovers, type ViewportBox } from '../../../engine/rules/floating-covers.js'

const box = (top: number, left: number, bottom: number, right: number): ViewportBox => ({
  top,
  left,
  bottom,
  right,
})
// The labelled floating button of a 375x800 phone, and the vehicle page's full-width "Enquire now".
const fab = box(729, 172, 784, 359)

describe('floatingCovers', () => {
  it.each<[string, ViewportBox[], boolean]>([
    ['the button under it', [box(752, 16, 800, 359)], true],
    ['the button partly under it, at the screen edge', [box(780, 16, 828, 359)], true],
    ['the button just above it, inside the clearance', [box(673, 16, 722, 359)], true],
    ['the button well above it', [box(600, 16, 648, 359)], false],
    ['the button below the screen', [box(900, 16, 948, 359)], false],
    ['a button beside it', [box(740, 16, 788, 150)], false],
    ['a hidden button (no size)', [box(0, 0, 0, 0), box(760, 200, 760, 200)], false],
    ['one of several buttons under it', [box(100, 16, 148, 359), box(752, 16, 800, 359)], true],
    ['no buttons', [], false],
  ])('%s', (_, targets, covers) => {
    expect(floatingCovers(fab, targets)).toBe(covers)
  })

  it('a control of no size (not rendered) covers nothing', () => {
    expect(floatingCovers(box(0, 0, 0, 0), [box(0, 0, 800, 375)])).toBe(false)
  })

  it('takes the clearance asked for', () => {
    const above = [box(700, 16, 725, 359)]
    expect(floatingCovers(fab, above, 0)).toBe(false)
    expect(floatingCovers(fab, above, 8)).toBe(true)
  })
})
