import { locateBlock } from '../tree/walk-blocks.js'
import type { Command } from './command.js'
import { draftList } from './draft-list.js'
import { refuse, YES, type EditorAction } from './editor-action.js'

type Remove = Extract<EditorAction, { type: 'remove' }>

/** Removes a block with everything nested in it. */
export const removeBlock: Command<Remove> = (doc, { blockId }, draft) => {
  const location = locateBlock(doc, blockId)
  if (!location) return refuse(`Block "${blockId}" is not on this page`)
  if (draft) draftList(draft, location.containerPath).splice(location.index, 1)
  return YES
}
