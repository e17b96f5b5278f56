import { useDndContext, useDraggable, useDroppable } from '@dnd-kit/core'
import type { ReactNode } from 'react'

/**
 * One item of a sortable group: a drop target (a line shows where the dragged item lands: above it when
 * coming from below, below it when coming from above) with a drag handle in its head (test id
 * `group-handle:<pointer>/<index>`).
 */
export function SortableItem({
  id,
  index,
  name,
  head,
  children,
}: {
  /** Unique within the group's context: the item's JSON pointer. */
  id: string
  index: number
  name: string
  head: ReactNode
  children: ReactNode
}) {
  const drag = useDraggable({ id: `drag:${id}`, data: { index } })
  const drop = useDroppable({ id: `drop:${id}`, data: { index } })
  const from = (useDndContext().active?.data.current as { index?: number } | undefined)?.index
  const line = drop.isOver && from !== undefined && from !== index ? (from > index ? 'above' : 'below') : null
  return (
    <li
      ref={drop.setNodeRef}
      className={[
        'field-item',
        drag.isDragging ? 'field-item--dragging' : '',
        line ? `field-item--drop-${line}` : '',
      ].join(' ')}
      aria-label={name}
    >
      <div className="field-item-head">
        <span
          ref={drag.setNodeRef}
          {...drag.listeners}
          className="field-item-handle"
          data-testid={`group-handle:${id}`}
          title={`Drag to move ${name} (or use the arrow buttons)`}
          aria-hidden="true"
        >
          ⠿
        </span>
        {head}
      </div>
      {children}
    </li>
  )
}
