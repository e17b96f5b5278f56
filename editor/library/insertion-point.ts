import { canApply } from '../../engine/operations/apply-action.js'
import type { Target } from '../../engine/operations/editor-action.js'
import { locateBlock, type BlockLocation } from '../../engine/tree/walk-blocks.js'
import type { Block, PageDocument } from '../../templates/generated/types.js'

/**
 * Where the library's "Add" button puts `block`: right after the selected block if its list takes it, else
 * right after the nearest ancestor whose list does (usually the selected block's top-level ancestor on the
 * page), else at the end of the page. With nothing selected, at the end of the page. Each place is asked
 * with the engine's dry run of the very insert, so "Add" never lands in a slot that refuses the block.
 */
export function insertionPoint(doc: PageDocument, selection: string | null, block: Block): Target {
  const end: Target = { parentId: null, index: doc.blocks.length }
  const selected = selection ? locateBlock(doc, selection) : undefined
  if (!selected) return end
  const outwards = [selected.block.id, ...[...selected.ancestors].reverse()]
  for (const id of outwards) {
    const location = id === selected.block.id ? selected : locateBlock(doc, id)
    if (!location) continue
    const to = after(location)
    if (canApply(doc, { type: 'insert', block, to }).ok) return to
  }
  return end
}

function after(location: BlockLocation): Target {
  return location.parentId === null
    ? { parentId: null, index: location.index + 1 }
    : { parentId: location.parentId, slot: location.slot ?? undefined, index: location.index + 1 }
}
