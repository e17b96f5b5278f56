import { useRef, useState, type KeyboardEvent, type MouseEvent, type PointerEvent } from 'react'
import { focalPosition } from '../../../../renderer/html/responsive-image.js'
import { imageUrl } from '../../../../renderer/media/image-url.js'
import type { Image } from '../../../../templates/generated/types.js'
import { pointAt, pointMovedByKey, type Point } from './point-moves.js'

export interface PickerPoint extends Point {
  title?: unknown
}

/**
 * The block's image with its hotspots drawn on it, numbered in list order, cropped 16:9 as the page shows
 * it. A click on the image adds a point there; a point is dragged with the pointer or moved by the arrow
 * keys when focused (1 %, Shift 5 %). Dragging uses pointer events rather than dnd-kit: the point moves
 * freely over one picture and drops nowhere else, so one captured pointer and the percent under it is the
 * whole job, and the move is dispatched once, on release (one undo step).
 */
export function HotspotPicker({
  id,
  image,
  points,
  onAdd,
  onMove,
}: {
  id: string
  image: Image | undefined
  points: readonly PickerPoint[]
  onAdd(point: Point): void
  onMove(index: number, point: Point): void
}) {
  const stage = useRef<HTMLDivElement>(null)
  const [drag, setDrag] = useState<{ index: number; point: Point; moved: boolean } | null>(null)
  const hintId = `${id}-picker-hint`

  const under = (e: { clientX: number; clientY: number }) =>
    stage.current ? pointAt(stage.current.getBoundingClientRect(), e.clientX, e.clientY) : null

  const addAt = (e: MouseEvent<HTMLDivElement>) => {
    // Only a click on the picture itself, not one that ends a drag on a point; a keyboard has the Add button.
    if ((e.target as HTMLElement).closest('button')) return
    const point = under(e)
    if (point) onAdd(point)
  }
  const grab = (index: number, e: PointerEvent<HTMLButtonElement>) => {
    if (e.button !== 0) return
    const spot = points[index]
    if (!spot) return
    e.currentTarget.setPointerCapture(e.pointerId)
    setDrag({ index, point: spot, moved: false })
  }
  const follow = (index: number, e: PointerEvent<HTMLButtonElement>) => {
    if (drag?.index !== index) return
    const point = under(e)
    if (point) setDrag({ index, point, moved: true })
  }
  const release = (index: number) => {
    if (drag?.index === index && drag.moved) onMove(index, drag.point)
    setDrag(null)
  }
  const nudge = (index: number, e: KeyboardEvent<HTMLButtonElement>) => {
    const spot = points[index]
    const next = spot ? pointMovedByKey(spot, e.key, e.shiftKey) : null
    if (!next) return
    e.preventDefault()
    e.stopPropagation()
    onMove(index, next)
  }

  return (
    <div className="field-hotspots-picker">
      <p id={hintId} className="field-hint">
        Click the image to add a point there. Drag a point, or focus it and use the arrow keys (Shift: 5 %),
        to move it.
      </p>
      <div
        ref={stage}
        className="field-hotspots-stage"
        role="group"
        aria-label="Hotspots on the image"
        data-testid={`hotspot-stage:${id}`}
        onClick={addAt}
      >
        {image?.id ? (
          <img
            src={imageUrl(image.id, 640)}
            alt=""
            draggable={false}
            style={{ objectPosition: focalPosition(image) }}
          />
        ) : (
          <span className="field-hotspots-empty">
            No image chosen yet: points are placed on a blank 16:9 area.
          </span>
        )}
        {points.map((spot, i) => {
          const at = drag?.index === i ? drag.point : spot
          const title = typeof spot.title === 'string' && spot.title !== '' ? spot.title : '(no title)'
          return (
            <button
              key={i}
              type="button"
              className={`field-hotspot${drag?.index === i && drag.moved ? ' field-hotspot--dragging' : ''}`}
              style={{ left: `${at.x}%`, top: `${at.y}%` }}
              aria-label={`Point ${i + 1}, ${title}: ${at.x}% from the left, ${at.y}% from the top`}
              aria-describedby={hintId}
              data-testid={`hotspot-point:${i}`}
              onPointerDown={(e) => grab(i, e)}
              onPointerMove={(e) => follow(i, e)}
              onPointerUp={() => release(i)}
              onPointerCancel={() => setDrag(null)}
              onKeyDown={(e) => nudge(i, e)}
            >
              {i + 1}
            </button>
          )
        })}
      </div>
    </div>
  )
}
