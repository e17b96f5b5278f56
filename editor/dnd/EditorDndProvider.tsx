import {
  DndContext,
  DragOverlay,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
  type DragStartEvent,
} from '@dnd-kit/core'
import { useMemo, useRef, useState, type ReactNode } from 'react'
import { newBlock } from '../../engine/defaults/new-block.js'
import type { TemplateKey } from '../../templates/generated/types.js'
import { useEditorStore } from '../state/editor-store-context.js'
import { CanvasViewportContext, type CanvasViewport } from './canvas-viewport.js'
import type { Dragged, DropTarget } from './drag-data.js'
import { DragSession } from './drag-session.js'
import type { DragSource } from './drag-source.js'
import { dropAction } from './drop-action.js'
import { editorCollision } from './editor-collision.js'
import './dnd.css'

/**
 * Drag and drop for the editor: library templates, outline blocks and the canvas's selected block onto
 * the drop targets of the outline and of the canvas overlay. A drop dispatches the same action the targets
 * dry-ran while lighting up; a refused one sets the store's refusal, which the editor shows. Pointer only:
 * every drag has a keyboard alternative in buttons (WCAG 2.5.7).
 */
export function EditorDndProvider({ children }: { children: ReactNode }) {
  // Read at drop time: the provider does not render again on every edit.
  const store = useEditorStore()
  const viewport = useRef<CanvasViewport['current']>(null)
  const collision = useMemo(() => editorCollision(viewport), [])
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
    if (dragged && target) {
      const { doc, dispatch } = store.getState()
      dispatch(dropAction(doc, dragged, target))
    }
    setDragged(null)
  }

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={collision}
      onDragStart={onDragStart}
      onDragEnd={onDragEnd}
      onDragCancel={() => setDragged(null)}
    >
      <CanvasViewportContext.Provider value={viewport}>
        <DragSession.Provider value={dragged}>{children}</DragSession.Provider>
      </CanvasViewportContext.Provider>
      <DragOverlay dropAnimation={null}>
        {dragged ? <div className="drag-chip">{label}</div> : null}
      </DragOverlay>
    </DndContext>
  )
}
