import { rectIntersection, type CollisionDetection, type DroppableContainer } from '@dnd-kit/core'
import { pickCanvasTarget } from '../canvas/overlay/pick-canvas-target.js'
import type { CanvasDropData } from './canvas-data.js'
import type { CanvasViewport } from './canvas-viewport.js'

function canvasData(container: DroppableContainer): CanvasDropData['canvas'] | undefined {
  return (container.data.current as Partial<CanvasDropData> | undefined)?.canvas
}

/**
 * Which drop target the pointer is over. Over the canvas: the overlay's targets, ranked by the pointer
 * (pickCanvasTarget); they overlap as the blocks nest. Elsewhere: the outline's and the other targets by
 * rectangle intersection with the dragged item, as dnd-kit does by default. Canvas targets outside the
 * visible canvas (scrolled under a side panel) never count.
 */
export function editorCollision(viewport: CanvasViewport): CollisionDetection {
  return (args) => {
    const canvas: DroppableContainer[] = []
    const others: DroppableContainer[] = []
    for (const container of args.droppableContainers)
      (canvasData(container) ? canvas : others).push(container)
    const pointer = args.pointerCoordinates
    const area = viewport.current?.()
    const overCanvas =
      pointer !== null &&
      area != null &&
      pointer.x >= area.left &&
      pointer.x < area.right &&
      pointer.y >= area.top &&
      pointer.y < area.bottom
    if (!overCanvas) return rectIntersection({ ...args, droppableContainers: others })
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
