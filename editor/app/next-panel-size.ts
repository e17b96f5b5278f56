import { clampToBounds, type PanelBounds } from './panel-bounds.js'

/**
 * The size a panel's resize handle (a WAI-ARIA window splitter) moves to on a key press, or null for a key
 * it does not handle. `grows` is the arrow that makes the panel larger: 'ArrowRight' for a panel at the
 * start of the row, 'ArrowLeft' for one at its end, 'ArrowDown' for one on top. Home and End go to the
 * smallest and largest size.
 */
export function nextPanelSize(
  key: string,
  shift: boolean,
  size: number,
  bounds: PanelBounds,
  grows: 'ArrowRight' | 'ArrowLeft' | 'ArrowDown' | 'ArrowUp',
): number | null {
  const shrinks = {
    ArrowRight: 'ArrowLeft',
    ArrowLeft: 'ArrowRight',
    ArrowDown: 'ArrowUp',
    ArrowUp: 'ArrowDown',
  }[grows]
  const step = shift ? bounds.bigStep : bounds.step
  if (key === grows) return clampToBounds(size + step, bounds)
  if (key === shrinks) return clampToBounds(size - step, bounds)
  if (key === 'PageUp') return clampToBounds(size + bounds.bigStep, bounds)
  if (key === 'PageDown') return clampToBounds(size - bounds.bigStep, bounds)
  if (key === 'Home') return bounds.min
  if (key === 'End') return bounds.max
  return null
}
