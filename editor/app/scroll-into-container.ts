import { nearestScrollDelta } from './nearest-scroll-delta.js'

/**
 * Scrolls one container (an element, or a window such as the canvas frame's) just far enough to show
 * `elements` (one, or several shown together such as an outline row and its actions), vertically only.
 * Element.scrollIntoView would scroll every scrolling ancestor too, across the iframe boundary and
 * sideways: that is how selecting a block used to push the canvas's left edge out of view. `topInset` and
 * `bottomInset` leave out what covers the container's edges (a sticky header, a sticky drop zone).
 */
export function scrollIntoContainer(
  elements: Element | readonly Element[],
  container: Element | Window,
  {
    margin = 8,
    topInset = 0,
    bottomInset = 0,
  }: { margin?: number; topInset?: number; bottomInset?: number } = {},
): void {
  const rects = (Array.isArray(elements) ? elements : [elements as Element]).map((e) =>
    e.getBoundingClientRect(),
  )
  if (rects.length === 0) return
  const item = { top: Math.min(...rects.map((r) => r.top)), bottom: Math.max(...rects.map((r) => r.bottom)) }
  const box =
    'document' in container ? { top: 0, bottom: container.innerHeight } : container.getBoundingClientRect()
  const delta = nearestScrollDelta(
    item,
    { top: box.top + topInset, bottom: box.bottom - bottomInset },
    margin,
  )
  if (delta !== 0) container.scrollBy?.({ top: delta })
}
