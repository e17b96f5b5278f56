import { locateBlock } from '../../engine/tree/walk-blocks.js'
import { duplicateAndSelect } from '../state/duplicate-and-select.js'
import type { EditorStore } from '../state/create-editor-store.js'
import type { EditorShortcut } from './editor-shortcut.js'
import { outlineNeighbour } from './outline-neighbour.js'

/**
 * Does what a shortcut asks and says whether it was the editor's to do (then the browser's default is
 * prevented). Undo and redo always are; the block shortcuts only with a block selected, so without one
 * the arrows still scroll and Delete does what it did.
 */
export function runShortcut(store: EditorStore, shortcut: EditorShortcut): boolean {
  const state = store.getState()
  if (shortcut === 'undo') state.undo()
  else if (shortcut === 'redo') state.redo()
  // A selection undone away (its insert taken back) is no block to act on: the keys keep their defaults.
  else if (state.selection === null || !locateBlock(state.doc, state.selection)) return false
  else if (shortcut === 'remove') state.dispatch({ type: 'remove', blockId: state.selection })
  else if (shortcut === 'duplicate') duplicateAndSelect(state, state.selection)
  else {
    // At either end of the outline the selection stays where it is, and the page does not scroll instead.
    const next = outlineNeighbour(state.doc, state.selection, shortcut)
    if (next !== null) state.select(next)
  }
  return true
}
