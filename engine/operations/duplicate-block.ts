import { pageBlockIds } from '../tree/page-block-ids.js'
import { locateBlock } from '../tree/walk-blocks.js'
import type { Command } from './command.js'
import { copyWithFreshIds } from './copy-with-fresh-ids.js'
import { draftList } from './draft-list.js'
import { refuse, YES, type EditorAction } from './editor-action.js'
import { canPlace, subtreeIds } from './placement-rules.js'
import { isVerdict, resolveContainer } from './resolve-container.js'

type Duplicate = Extract<EditorAction, { type: 'duplicate' }>

const ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]{0,55}$/

/** Puts a copy of a block, with fresh ids through its whole subtree, right after the original. */
export const duplicateBlock: Command<Duplicate> = (doc, { blockId, copyId }, draft) => {
  const source = locateBlock(doc, blockId)
  if (!source) return refuse(`Block "${blockId}" is not on this page`)
  if (!ID_PATTERN.test(copyId)) return refuse(`"${copyId}" cannot be a block id`)
  const container = resolveContainer(doc, {
    parentId: source.parentId,
    slot: source.slot ?? undefined,
    index: source.index + 1,
  })
  if (isVerdict(container)) return container
  const placement = canPlace(container, source.block.template, source.index + 1, true)
  if (!placement.ok) return placement
  const copy = copyWithFreshIds(source.block, copyId)
  const taken = subtreeIds(copy).find((id) => pageBlockIds(doc).has(id))
  if (taken !== undefined) return refuse(`Block id "${taken}" is already used on this page`)
  if (draft) draftList(draft, source.containerPath).splice(source.index + 1, 0, copy)
  return YES
}
