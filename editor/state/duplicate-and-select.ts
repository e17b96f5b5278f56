import { newId } from '../../engine/defaults/new-id.js'
import type { Verdict } from '../../engine/operations/editor-action.js'
import type { EditorState } from './create-editor-store.js'

/** Duplicates a block right after itself and selects the copy (the outline's button and Ctrl/Cmd+D). */
export function duplicateAndSelect(
  state: Pick<EditorState, 'dispatch' | 'select'>,
  blockId: string,
): Verdict {
  const copyId = newId()
  const verdict = state.dispatch({ type: 'duplicate', blockId, copyId })
  if (verdict.ok) state.select(copyId)
  return verdict
}
