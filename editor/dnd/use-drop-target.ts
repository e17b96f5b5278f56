import { useDroppable } from '@dnd-kit/core'
import { useMemo } from 'react'
import { useEditor } from '../state/editor-store-context.js'
import type { DropTarget } from './drag-data.js'
import { useDragged } from './drag-session.js'
import { dropVerdict } from './drop-verdict.js'

export interface DropTargetState {
  setNodeRef: (element: HTMLElement | null) => void
  /** idle: no drag; allowed: the engine would accept this drop; refused: it would not, for `reason`. */
  state: 'idle' | 'allowed' | 'refused'
  isOver: boolean
  reason: string | null
}

/** A drop target that knows, during a drag, whether the engine would accept the drop (the dry run). */
export function useDropTarget(id: string, target: DropTarget): DropTargetState {
  const dragged = useDragged()
  // The document matters only while dragging: between drags a target does not re-render on every edit.
  const doc = useEditor((s) => (dragged ? s.doc : null))
  const { setNodeRef, isOver } = useDroppable({ id, data: { target } })
  const verdict = useMemo(
    () => (dragged && doc ? dropVerdict(doc, dragged, target) : null),
    // The target object is rebuilt on every render; its fields are what matter.
    [doc, dragged, target.parentId, target.slot, target.index],
  )
  if (!verdict) return { setNodeRef, state: 'idle', isOver: false, reason: null }
  return {
    setNodeRef,
    state: verdict.ok ? 'allowed' : 'refused',
    isOver,
    reason: verdict.ok ? null : verdict.reason,
  }
}
