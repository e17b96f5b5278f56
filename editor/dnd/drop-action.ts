import type { EditorAction } from '../../engine/operations/editor-action.js'
import { locateBlock } from '../../engine/tree/walk-blocks.js'
import type { PageDocument } from '../../templates/generated/types.js'
import type { Dragged, DropTarget } from './drag-data.js'

/**
 * The engine action a drop makes. A drop target counts positions in the list as it is now; the engine's
 * move takes the final index, which is one less when the block moves down within its own list.
 */
export function dropAction(doc: PageDocument, dragged: Dragged, target: DropTarget): EditorAction {
  if (dragged.kind === 'template') return { type: 'insert', block: dragged.block, to: target }
  const source = locateBlock(doc, dragged.blockId)
  const sameList =
    source !== undefined &&
    source.parentId === target.parentId &&
    (target.parentId === null || source.slot === target.slot)
  const index = sameList && source.index < target.index ? target.index - 1 : target.index
  return { type: 'move', blockId: dragged.blockId, to: { ...target, index } }
}
