/**
 * How far to scroll a view (vertically) so an item shows in it, moving as little as possible, as
 * `scrollIntoView({ block: 'nearest' })` does: 0 when the item is wholly in view or fills the view; else the
 * edge that sticks out comes in (for an item taller than the view, the other edge, so as much as possible
 * of it shows). Coordinates are any one system (client pixels); `margin` keeps a little room around it.
 */
export function nearestScrollDelta(
  item: { top: number; bottom: number },
  view: { top: number; bottom: number },
  margin = 0,
): number {
  const top = item.top - margin
  const bottom = item.bottom + margin
  const fits = bottom - top <= view.bottom - view.top
  if (top >= view.top && bottom <= view.bottom) return 0
  if (top <= view.top && bottom >= view.bottom) return 0
  if (top < view.top) return fits ? top - view.top : bottom - view.bottom
  return fits ? bottom - view.bottom : top - view.top
}
