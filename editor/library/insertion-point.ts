import type { Target } from '../../engine/operations/editor-action.js'
import { locateBlock } from '../../engine/tree/walk-blocks.js'
import type { PageDocument } from '../../templates/generated/types.js'

/** Where the library's "Add" button puts a block: right after the selected block, or at the end of the page. */
export function insertionPoint(doc: PageDocument, selection: string | null): Target {
  const selected = selection ? locateBlock(doc, selection) : undefined
  if (!selected) return { parentId: null, index: doc.blocks.length }
  return selected.parentId === null
    ? { parentId: null, index: selected.index + 1 }
    : { parentId: selected.parentId, slot: selected.slot ?? undefined, index: selected.index + 1 }
}
