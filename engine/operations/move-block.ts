import { locateBlock } from '../tree/walk-blocks.js'
import type { Command } from './command.js'
import { draftList } from './draft-list.js'
import { refuse, YES, type EditorAction } from './editor-action.js'
import { canPlace } from './placement-rules.js'
import { isVerdict, resolveContainer } from './resolve-container.js'

type Move = Extract<EditorAction, { type: 'move' }>

/**
 * Moves a block to a final index in the same list, another slot or the page root; never into itself or
 * its own nested blocks. The block object itself is reused, so its subtree keeps its identity.
 */
export const moveBlock: Command<Move> = (doc, { blockId, to }, draft) => {
  const source = locateBlock(doc, blockId)
  if (!source) return refuse(`Block "${blockId}" is not on this page`)
  const container = resolveContainer(doc, to)
  if (isVerdict(container)) return container
  if (container.lineage.includes(blockId))
    return refuse('A block cannot be moved into itself or into a block it contains')
  const sameList = container.path.join('/') === source.containerPath.join('/')
  const placement = canPlace(container, source.block.template, to.index, !sameList)
  if (!placement.ok) return placement
  if (draft) {
    // Take both lists before changing either: the draft arrays stay valid even if one contains the other.
    const from = draftList(draft, source.containerPath)
    const into = draftList(draft, container.path)
    from.splice(source.index, 1)
    into.splice(to.index, 0, source.block)
  }
  return YES
}
