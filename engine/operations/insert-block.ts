import type { Block } from '../../templates/generated/types.js'
import { pageBlockIds } from '../tree/page-block-ids.js'
import type { Command } from './command.js'
import { draftList } from './draft-list.js'
import { refuse, YES, type EditorAction } from './editor-action.js'
import { canPlace, subtreeIds } from './placement-rules.js'
import { isVerdict, resolveContainer } from './resolve-container.js'

type Insert = Extract<EditorAction, { type: 'insert' }>

/** Inserts a block (and whatever it nests) at the page root or into a slot. */
export const insertBlock: Command<Insert> = (doc, { block, to }, draft) => {
  const container = resolveContainer(doc, to)
  if (isVerdict(container)) return container
  const placement = canPlace(container, block.template, to.index, true)
  if (!placement.ok) return placement
  const ids = subtreeIds(block)
  const duplicate = ids.find((id, i) => ids.indexOf(id) !== i || pageBlockIds(doc).has(id))
  if (duplicate !== undefined) return refuse(`Block id "${duplicate}" is already used on this page`)
  if (draft) draftList(draft, container.path).splice(to.index, 0, block as Block)
  return YES
}
