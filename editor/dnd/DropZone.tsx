import { memo } from 'react'
import type { DropTarget } from './drag-data.js'
import { useDropTarget } from './use-drop-target.js'

/**
 * The end of a list (the page root or a slot) as a drop target, test id `dropzone:root` or
 * `dropzone:<blockId>:<slot>`. During a drag it lights up only where the engine accepts the dragged block,
 * and says why not when the pointer is over a refusing one. A `pinned` zone stays put while its list
 * scrolls (CSS sticky): the collision detection measures it where it is (editor-collision.ts).
 */
export const DropZone = memo(function DropZone({
  id,
  target,
  label,
  pinned = false,
}: {
  id: string
  target: DropTarget
  label: string
  pinned?: boolean
}) {
  const { setNodeRef, state, isOver, reason, registration } = useDropTarget(id, target)
  return (
    <div
      ref={setNodeRef}
      data-testid={id}
      data-drop-state={state}
      data-drop-pinned={pinned || undefined}
      className={`dropzone dropzone--${state}${isOver ? ' dropzone--over' : ''}`}
    >
      <span className="dropzone__label">{label}</span>
      {isOver && reason ? (
        <span className="dropzone__reason" role="status">
          {reason}
        </span>
      ) : null}
      {registration}
    </div>
  )
}, sameZone)

/** Its list's place, not the object holding it: lists build a new one on every render. */
function sameZone(
  a: { id: string; target: DropTarget; label: string; pinned?: boolean },
  b: typeof a,
): boolean {
  return (
    a.id === b.id &&
    a.pinned === b.pinned &&
    a.label === b.label &&
    a.target.parentId === b.target.parentId &&
    a.target.slot === b.target.slot &&
    a.target.index === b.target.index
  )
}
