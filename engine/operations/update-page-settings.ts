import { BLOCK_VISIBILITY_SCHEMA, PAGE_ATTRIBUTES_SCHEMA } from '../registry/page-settings-schemas.js'
import { parseRelativePath } from '../tree/paths.js'
import { locateBlock } from '../tree/walk-blocks.js'
import type { Command } from './command.js'
import { refuse, type EditorAction } from './editor-action.js'
import { setSchemaValue } from './set-schema-value.js'

type UpdatePage = Extract<EditorAction, { type: 'updatePage' }>
type UpdateVisibility = Extract<EditorAction, { type: 'updateVisibility' }>

/** Sets (undefined removes) one of the page's own attributes: meta, navigation, floating button, redirect. */
export const updatePage: Command<UpdatePage> = (doc, { path, value }, draft) =>
  setSchemaValue(
    PAGE_ATTRIBUTES_SCHEMA,
    doc.attributes,
    ['attributes'],
    parseRelativePath(path),
    value,
    draft,
    'A page',
  )

/** Sets (undefined removes) part of a block's visibility: its schedule or its dynamic-content strategy. */
export const updateVisibility: Command<UpdateVisibility> = (doc, { blockId, path, value }, draft) => {
  const location = locateBlock(doc, blockId)
  if (!location) return refuse(`Block "${blockId}" is not on this page`)
  if (draft && value !== undefined && !location.block.visibility) {
    // The visibility object itself is optional on a block; it is made on the first setting.
    const block = locate(draft, location.path)
    block.visibility = {}
  }
  return setSchemaValue(
    BLOCK_VISIBILITY_SCHEMA,
    location.block.visibility ?? {},
    [...location.path, 'visibility'],
    parseRelativePath(path),
    value,
    draft,
    "A block's visibility",
  )
}

function locate(draft: unknown, path: readonly (string | number)[]): Record<string, unknown> {
  let node = draft as Record<string | number, unknown>
  for (const part of path) node = node[part] as Record<string | number, unknown>
  return node as Record<string, unknown>
}
