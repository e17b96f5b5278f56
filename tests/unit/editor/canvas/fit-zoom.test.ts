import { describe, expect, it } from 'vitest'
import { fitZoom } from '../../../../editor/canvas/fit-zoom.js'

describe('fitZoom', () => {
  it('shrinks a device wider than the pane to the pane', () => {
    // The 1280 px preview in the 648 px a 1280 px window leaves the canvas.
    expect(fitZoom(1280, 648, 'fit')).toBe(0.506)
    expect(1280 * fitZoom(1280, 648, 'fit')).toBeLessThanOrEqual(648)
  })

  it('never enlarges a device narrower than the pane', () => {
    expect(fitZoom(360, 648, 'fit')).toBe(1)
    expect(fitZoom(768, 768, 'fit')).toBe(1)
  })

  it('rounds down, so the scaled page never overflows by a fraction of a pixel', () => {
    const scale = fitZoom(1280, 1000, 'fit')
    expect(scale).toBe(0.781)
    expect(1280 * scale).toBeLessThanOrEqual(1000)
  })

  it('is 1 at 100%, and while the pane is not measured yet', () => {
    expect(fitZoom(1280, 648, '100%')).toBe(1)
    expect(fitZoom(1280, 0, 'fit')).toBe(1)
  })

  it('keeps a lower bound for a pane squeezed to almost nothing', () => {
    expect(fitZoom(1280, 20, 'fit')).toBe(0.1)
  })
})
