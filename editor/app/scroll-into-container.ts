import { nearestScrollDelta } from './nearest-scroll-delta.js'

/**
 * Scrolls one container (an element, or a window such as the canvas frame's) just far enough to show
 * `element`, vertically only. Element.scrollIntoView would scroll every scrolling ancestor too, across
 * the iframe boundary and sideways: that is how selecting a block used to push the canvas's left edge out
 * of view.
 */
export function scrollIntoContainer(element: Element, container: Element | Window, margin = 8): void {
  const item = element.getBoundingClientRect()
  const view =
    'document' in container ? { top: 0, bottom: container.innerHeight } : container.getBoundingClientRect()
  const delta = nearestScrollDelta(item, view, margin)
  if (delta !== 0) container.scrollBy?.({ top: delta })
}
