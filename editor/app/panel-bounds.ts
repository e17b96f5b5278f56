/** The sizes a resizable panel may take, and how far one key press moves its edge. */
export interface PanelBounds {
  min: number
  max: number
  /** Arrow keys. */
  step: number
  /** Shift + arrow keys, Page Up and Page Down. */
  bigStep: number
}

/** A size within the bounds (a stored or dragged size may lie outside them). */
export function clampToBounds(size: number, bounds: PanelBounds): number {
  return Math.min(bounds.max, Math.max(bounds.min, Math.round(size)))
}
