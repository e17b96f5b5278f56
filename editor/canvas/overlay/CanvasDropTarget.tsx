import { useDroppable } from '@dnd-kit/core'
import { memo } from 'react'
import type { Verdict } from '../../../engine/operations/editor-action.js'
import type { CanvasDropData } from '../../dnd/canvas-data.js'
import type { CanvasTarget } from './canvas-target.js'

/**
 * One drop target over the canvas, placed over what it drops beside or into. Lists the engine accepts the
 * dragged block in are outlined faintly for the whole drag; under the pointer, an accepted target shows
 * where the block lands (a line between blocks, or the list), a refused one shows red and says why.
 */
export const CanvasDropTarget = memo(function CanvasDropTarget({
  target,
  verdict,
}: {
  target: CanvasTarget
  verdict: Verdict
}) {
  const data: CanvasDropData = { target: target.target, canvas: { depth: target.depth, band: target.band } }
  const { setNodeRef, isOver } = useDroppable({ id: target.id, data })
  const state = verdict.ok ? 'allowed' : 'refused'
  const { box, indicator } = target
  return (
    <div
      ref={setNodeRef}
      data-testid={target.id}
      data-drop-state={state}
      className={`canvas-drop canvas-drop--${target.kind}${isOver ? ' canvas-drop--over' : ''}`}
      style={{ left: box.x, top: box.y, width: box.width, height: box.height }}
    >
      {target.kind === 'list' && verdict.ok ? <div className="canvas-drop__list" /> : null}
      {isOver ? (
        <div
          className={`canvas-drop__indicator canvas-drop__indicator--${target.kind} canvas-drop__indicator--${state}`}
          style={{
            left: indicator.x - box.x,
            top: indicator.y - box.y,
            width: indicator.width,
            height: indicator.height,
          }}
        />
      ) : null}
      {isOver && !verdict.ok ? (
        <span className="canvas-drop__reason" role="status">
          {verdict.reason}
        </span>
      ) : null}
    </div>
  )
})
