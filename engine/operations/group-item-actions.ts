import { defaultObject } from '../defaults/default-value.js'
import type { Command } from './command.js'
import { draftList } from './draft-list.js'
import { refuse, YES, type EditorAction } from './editor-action.js'
import { isGroupVerdict, resolveGroup } from './resolve-group.js'

type Add = Extract<EditorAction, { type: 'addGroupItem' }>
type MoveItem = Extract<EditorAction, { type: 'moveGroupItem' }>
type RemoveItem = Extract<EditorAction, { type: 'removeGroupItem' }>

/** Adds an item to a repeatable group (at the end unless an index is given), from the schema's defaults. */
export const addGroupItem: Command<Add> = (doc, { blockId, group, index, item }, draft) => {
  const ref = resolveGroup(doc, blockId, group)
  if (isGroupVerdict(ref)) return ref
  const size = ref.items.length
  if (size >= ref.spec.maxItems) return refuse(`${ref.label} holds at most ${ref.spec.maxItems} items`)
  const at = index ?? size
  if (!Number.isInteger(at) || at < 0 || at > size)
    return refuse(`Position ${at} is out of range (0 to ${size})`)
  if (item && hasNestedBlocks(item))
    return refuse('A new group item starts with empty slots: add the item, then insert blocks into it')
  if (draft) draftList(draft, ref.path).splice(at, 0, item ?? defaultObject(ref.spec.item))
  return YES
}

/** Moves a group item to a final index. */
export const moveGroupItem: Command<MoveItem> = (doc, { blockId, group, from, to }, draft) => {
  const ref = resolveGroup(doc, blockId, group)
  if (isGroupVerdict(ref)) return ref
  const last = ref.items.length - 1
  for (const position of [from, to])
    if (!Number.isInteger(position) || position < 0 || position > last)
      return refuse(`Position ${position} is out of range (0 to ${last})`)
  if (draft) {
    const list = draftList(draft, ref.path)
    const [moved] = list.splice(from, 1)
    list.splice(to, 0, moved)
  }
  return YES
}

/** Removes a group item with whatever it holds, keeping the group's minimum. */
export const removeGroupItem: Command<RemoveItem> = (doc, { blockId, group, index }, draft) => {
  const ref = resolveGroup(doc, blockId, group)
  if (isGroupVerdict(ref)) return ref
  if (!Number.isInteger(index) || index < 0 || index >= ref.items.length)
    return refuse(`${ref.label} has no item ${index}`)
  if (ref.items.length <= ref.spec.minItems)
    return refuse(`${ref.label} needs at least ${ref.spec.minItems} item(s)`)
  if (draft) draftList(draft, ref.path).splice(index, 1)
  return YES
}

/** True when a proposed item already carries blocks in one of its slots. */
function hasNestedBlocks(item: Record<string, unknown>): boolean {
  return Object.values(item).some(
    (value) =>
      Array.isArray(value) && value.some((v) => typeof v === 'object' && v !== null && 'template' in v),
  )
}
