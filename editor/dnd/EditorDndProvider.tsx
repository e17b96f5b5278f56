import {
  DndContext,
  DragOverlay,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
  type DragStartEvent,
} from '@dnd-kit/core'
import { useState, type ReactNode } from 'react'
import { newBlock } from '../../engine/defaults/new-block.js'
import type { TemplateKey } from '../../templates/generated/types.js'
import { useEditor } from '../state/editor-store-context.js'
import type { Dragged, DropTarget } from './drag-data.js'
import { DragSession } from './drag-session.js'
import type { DragSource } from './drag-source.js'
import { dropAction } from './drop-action.js'
import './dnd.css'

/**
 * Drag and drop for the editor: library templates and outline blocks onto drop targets. A drop dispatches
 * the same action the targets dry-ran while lighting up; a refused one sets the store's refusal, which the
 * editor shows. Pointer only: every drag has a keyboard alternative in buttons (WCAG 2.5.7).
 */
export function EditorDndProvider({ children }: { children: ReactNode }) {
  const doc = useEditor((s) => s.doc)
  const dispatch = useEditor((s) => s.dispatch)
  const [dragged, setDragged] = useState<Dragged | null>(null)
  const [label, setLabel] = useState('')
  // A few pixels of travel before a drag starts, so clicks on buttons inside draggables stay clicks.
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }))

  const onDragStart = ({ active }: DragStartEvent) => {
    const source = active.data.current as DragSource | undefined
    if (!source) return
    setLabel(source.label)
    // One new block per drag: every target's dry run and the drop itself see the same block.
    setDragged(
      source.kind === 'template'
        ? { kind: 'template', key: source.key, block: newBlock(source.key as TemplateKey) }
        : { kind: 'block', blockId: source.blockId },
    )
  }
  const onDragEnd = ({ over }: DragEndEvent) => {
    const target = (over?.data.current as { target?: DropTarget } | undefined)?.target
    if (dragged && target) dispatch(dropAction(doc, dragged, target))
    setDragged(null)
  }

  return (
    <DndContext
      sensors={sensors}
      onDragStart={onDragStart}
      onDragEnd={onDragEnd}
      onDragCancel={() => setDragged(null)}
    >
      <DragSession.Provider value={dragged}>{children}</DragSession.Provider>
      <DragOverlay dropAnimation={null}>
        {dragged ? <div className="drag-chip">{label}</div> : null}
      </DragOverlay>
    </DndContext>
  )
}
