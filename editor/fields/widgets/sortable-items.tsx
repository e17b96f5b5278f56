import {
  closestCenter,
  DndContext,
  DragOverlay,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core'
import { useState, type ReactNode } from 'react'

/**
 * The drag and drop of one group's items (its own dnd-kit context, apart from the page's blocks): drop an
 * item's handle on another item to move it there. The move buttons beside each item are the keyboard way
 * (WCAG 2.5.7).
 */
export function SortableItems({
  labelOf,
  onMove,
  children,
}: {
  /** The chip's text for the dragged item. */
  labelOf(index: number): string
  onMove(from: number, to: number): void
  children: ReactNode
}) {
  const [dragging, setDragging] = useState<number | null>(null)
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }))
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setDragging(null)
    const from = (active.data.current as { index?: number } | undefined)?.index
    const to = (over?.data.current as { index?: number } | undefined)?.index
    if (from !== undefined && to !== undefined && from !== to) onMove(from, to)
  }
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragStart={({ active }) => setDragging((active.data.current as { index: number }).index)}
      onDragEnd={onDragEnd}
      onDragCancel={() => setDragging(null)}
    >
      {children}
      <DragOverlay dropAnimation={null}>
        {dragging !== null ? <div className="drag-chip">{labelOf(dragging)}</div> : null}
      </DragOverlay>
    </DndContext>
  )
}
