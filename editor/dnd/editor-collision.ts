import {
  rectIntersection,
  type ClientRect,
  type CollisionDetection,
  type DroppableContainer,
} from '@dnd-kit/core'
import { pickCanvasTarget } from '../canvas/overlay/pick-canvas-target.js'
import type { CanvasDropData } from './canvas-data.js'
import type { CanvasViewport, ViewportRect } from './canvas-viewport.js'

function canvasData(container: DroppableContainer): CanvasDropData['canvas'] | undefined {
  return (container.data.current as Partial<CanvasDropData> | undefined)?.canvas
}

/** The scroll area an outline target lies in: the outline. */
function outlineOf(container: DroppableContainer): Pick<Element, 'getBoundingClientRect'> | null {
  return container.node.current?.closest('.outline') ?? null
}

function touches(rect: { left: number; top: number; right: number; bottom: number }, area: ViewportRect) {
  return rect.left < area.right && area.left < rect.right && rect.top < area.bottom && area.top < rect.bottom
}

/**
 * A target's rectangle for this pointer move. dnd-kit measures targets when a drag starts and then moves
 * each by its scroll area's scrolling, which is wrong for a pinned (CSS sticky) target: it stays where it
 * is while the outline scrolls under it (the outline scrolls by itself when the pointer nears its edge),
 * so a pinned target is measured where it is now.
 */
function rectOf(
  container: DroppableContainer,
  measured: Map<DroppableContainer['id'], ClientRect>,
): ClientRect | undefined {
  const node = container.node.current
  return node?.hasAttribute('data-drop-pinned') ? node.getBoundingClientRect() : measured.get(container.id)
}

function isPinnedUnder(
  container: DroppableContainer,
  rects: Map<DroppableContainer['id'], ClientRect>,
  pointer: { x: number; y: number },
): boolean {
  if (!container.node.current?.hasAttribute('data-drop-pinned')) return false
  const rect = rects.get(container.id)
  return (
    rect !== undefined &&
    pointer.x >= rect.left &&
    pointer.x < rect.right &&
    pointer.y >= rect.top &&
    pointer.y < rect.bottom
  )
}

/**
 * Which drop target the pointer is over. Over the canvas: the overlay's targets, ranked by the pointer
 * (pickCanvasTarget); they overlap as the blocks nest. Elsewhere: the outline's and the other targets by
 * rectangle intersection with the dragged item, as dnd-kit does by default, except that a pinned target
 * under the pointer wins. Canvas targets outside the
 * visible canvas (scrolled under a side panel) never count, nor outline targets scrolled out of the
 * outline's view (they would lie under the field panel, where a drop seems to do nothing).
 */
export function editorCollision(
  viewport: CanvasViewport,
  scrollAreaOf: (container: DroppableContainer) => Pick<Element, 'getBoundingClientRect'> | null = outlineOf,
): CollisionDetection {
  return (args) => {
    // One measurement of each scroll area per pointer move, however many targets it holds.
    const areas = new Map<unknown, ViewportRect>()
    const areaOf = (container: DroppableContainer): ViewportRect | null => {
      const element = scrollAreaOf(container)
      if (!element) return null
      let area = areas.get(element)
      if (!area) areas.set(element, (area = element.getBoundingClientRect()))
      return area
    }
    const canvas: DroppableContainer[] = []
    const others: DroppableContainer[] = []
    const rects = new Map(args.droppableRects)
    for (const container of args.droppableContainers) {
      if (canvasData(container)) {
        canvas.push(container)
        continue
      }
      const rect = rectOf(container, args.droppableRects)
      if (rect) rects.set(container.id, rect)
      const area = rect ? areaOf(container) : null
      if (!rect || !area || touches(rect, area)) others.push(container)
    }
    const pointer = args.pointerCoordinates
    const area = viewport.current?.()
    const overCanvas =
      pointer !== null &&
      area != null &&
      pointer.x >= area.left &&
      pointer.x < area.right &&
      pointer.y >= area.top &&
      pointer.y < area.bottom
    if (!overCanvas) {
      // The pointer on a pinned target (the page's "Drop into the page" at the outline's end) means it:
      // the dragged row's rectangle may overlap the nested rows just above more than the zone itself.
      const pinned = pointer
        ? others.find((container) => isPinnedUnder(container, rects, pointer))
        : undefined
      if (pinned) return [{ id: pinned.id, data: { droppableContainer: pinned, value: 1 } }]
      return rectIntersection({ ...args, droppableRects: rects, droppableContainers: others })
    }
    const ranked = canvas.flatMap((container) => {
      const rect = args.droppableRects.get(container.id)
      const data = canvasData(container)
      if (!rect || !data) return []
      return [
        {
          id: container,
          box: { x: rect.left, y: rect.top, width: rect.width, height: rect.height },
          ...data,
        },
      ]
    })
    const best = pickCanvasTarget(ranked, pointer.x, pointer.y)
    return best ? [{ id: best.id, data: { droppableContainer: best, value: 0 } }] : []
  }
}
