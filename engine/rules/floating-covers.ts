/** A rectangle in viewport pixels, as getBoundingClientRect gives it. */
export interface ViewportBox {
  top: number
  left: number
  bottom: number
  right: number
}

/** Room kept between a floating control and what it must not cover. */
export const FLOATING_CLEARANCE_PX = 8

/**
 * Whether a floating control (the floating action button, the quick-links bar) at `floating` would cover
 * any of `targets` (call-to-action buttons marked `data-fab-avoid`), with `clearance` pixels of room. A
 * target of no size (display: none) is never covered. The layout moves the control aside while it would.
 */
export function floatingCovers(
  floating: ViewportBox,
  targets: readonly ViewportBox[],
  clearance: number = FLOATING_CLEARANCE_PX,
): boolean {
  if (floating.bottom <= floating.top || floating.right <= floating.left) return false
  return targets.some(
    (t) =>
      t.bottom > t.top &&
      t.right > t.left &&
      t.top < floating.bottom + clearance &&
      t.bottom > floating.top - clearance &&
      t.left < floating.right + clearance &&
      t.right > floating.left - clearance,
  )
}
