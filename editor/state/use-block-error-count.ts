import type { EditorState } from './create-editor-store.js'
import { keyedSlice } from './keyed-slice.js'

/** The blocks whose error count differs between two states (none while the counts object is the same). */
function changedCounts(state: EditorState, previous: EditorState): string[] {
  const now = state.errorsByBlock
  const before = previous.errorsByBlock
  if (now === before) return []
  const changed: string[] = []
  for (const id of Object.keys(now)) if (now[id] !== before[id]) changed.push(id)
  for (const id of Object.keys(before)) if (!(id in now)) changed.push(id)
  return changed
}

/**
 * The number of validation errors inside a block, for its badges in the canvas and the outline. A change
 * of the errors wakes only the blocks whose count changed.
 */
export const useBlockErrorCount = keyedSlice(
  changedCounts,
  (state, blockId) => state.errorsByBlock[blockId] ?? 0,
)
