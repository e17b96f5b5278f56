import { useDroppable } from '@dnd-kit/core'
import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
  type RefObject,
} from 'react'
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
  /** Render it beside the target: during a drag, it registers the target with dnd-kit. */
  registration: ReactNode
}

const noSubscription = () => () => {}

/**
 * A drop target that knows, during a drag, whether the engine would accept the drop (the dry run).
 *
 * It is a dnd-kit droppable only during a drag (`registration`), like the canvas's targets. Registered all
 * the time, every insert or delete registered or removed one, which changed dnd-kit's context: React then
 * walked the whole editor (the canvas's thousands of elements included) and rendered every outline row
 * again, the largest part of an insert's script on a 1,000-block page (decision 043).
 */
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
  // The element in a ref, not state: a row mounting must not render again (a page's open renders them all).
  const node = useRef<HTMLElement | null>(null)
  const forward = useRef<((element: HTMLElement | null) => void) | null>(null)
  const setNodeRef = useCallback((element: HTMLElement | null) => {
    node.current = element
    forward.current?.(element)
  }, [])
  const [isOver, setIsOver] = useState(false)
  const verdict = useMemo(
    () => (dragged && doc ? dropVerdict(doc, dragged, target) : null),
    // The target object is rebuilt on every render; its fields are what matter.
    [doc, dragged, target.parentId, target.slot, target.index],
  )
  const registration = dragging ? (
    <Droppable id={id} target={target} node={node} forward={forward} onOver={setIsOver} />
  ) : null
  if (!verdict) return { setNodeRef, state: 'idle', isOver: false, reason: null, registration }
  return {
    setNodeRef,
    state: verdict.ok ? 'allowed' : 'refused',
    isOver,
    reason: verdict.ok ? null : verdict.reason,
    registration,
  }
}

/** The target as a dnd-kit droppable, for one drag: hands dnd-kit the element and reports `isOver`. */
function Droppable({
  id,
  target,
  node,
  forward,
  onOver,
}: {
  id: string
  target: DropTarget
  node: RefObject<HTMLElement | null>
  forward: RefObject<((element: HTMLElement | null) => void) | null>
  onOver: (over: boolean) => void
}) {
  const { setNodeRef, isOver } = useDroppable({ id, data: { target } })
  useLayoutEffect(() => {
    setNodeRef(node.current)
    forward.current = setNodeRef
    return () => {
      forward.current = null
    }
  }, [node, forward, setNodeRef])
  useLayoutEffect(() => onOver(isOver), [isOver, onOver])
  useEffect(() => () => onOver(false), [onOver])
  return null
}
