import { useDroppable } from '@dnd-kit/core'
import { useCallback, useMemo, useSyncExternalStore } from 'react'
import { useEditorStore } from '../state/editor-store-context.js'
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

const noSubscription = () => () => {}

/** A drop target that knows, during a drag, whether the engine would accept the drop (the dry run). */
export function useDropTarget(id: string, target: DropTarget): DropTargetState {
  const dragged = useDragged()
  // The document matters only while dragging: between drags a target neither renders again nor even runs a
  // selector on an edit (hundreds of targets on a long page), so it subscribes only during a drag.
  const store = useEditorStore()
  const dragging = dragged !== null
  const subscribe = useCallback(
    (listener: () => void) => (dragging ? store.subscribe(listener) : noSubscription()),
    [store, dragging],
  )
  const doc = useSyncExternalStore(subscribe, () => (dragging ? store.getState().doc : null))
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
