import type { Block } from '../../templates/generated/types.js'
import type { Target } from '../../engine/operations/editor-action.js'

/**
 * What is being dragged: a new block from the library (made once per drag, so every drop target's dry run
 * and the drop itself use the same block), or a block already on the page.
 */
export type Dragged = { kind: 'template'; key: string; block: Block } | { kind: 'block'; blockId: string }

/**
 * Where a drop puts the block: a list (the page root or a block's slot) and the index in that list as it
 * is now, before the dragged block leaves it. dropAction turns it into the engine's final index.
 */
export type DropTarget = Target
