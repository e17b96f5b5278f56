import type { CanvasZoom } from '../toolbar/preview-settings.js'

/**
 * The scale the canvas shows a device width at. 'fit' shrinks the device to the width the canvas has (never
 * enlarges it: a phone stays phone-sized), so the whole page width is always in view; '100%' is 1. Rounded
 * down to a thousandth, so the scaled page never overflows its pane by a fraction of a pixel.
 */
export function fitZoom(deviceWidth: number, availableWidth: number, zoom: CanvasZoom): number {
  if (zoom === '100%' || deviceWidth <= 0) return 1
  if (!(availableWidth > 0)) return 1
  const scale = Math.floor((availableWidth / deviceWidth) * 1000) / 1000
  return Math.min(1, Math.max(scale, 0.1))
}
