import type { SchemaNode } from '../json-schema.js'
import { fieldSchemaAt } from '../registry/template-structure.js'
import { getAt, parseRelativePath } from '../tree/paths.js'
import { locateBlock } from '../tree/walk-blocks.js'
import type { Command } from './command.js'
import { refuse, YES, type EditorAction } from './editor-action.js'

type Update = Extract<EditorAction, { type: 'update' }>

/**
 * Sets (or, with undefined, removes) one value inside a block's attributes. The value itself is not
 * checked here: an editor passes through invalid states while typing, and validation reports them.
 * Refused: fields the template does not have, separators, and anything holding nested blocks (those
 * change only through block actions, which keep ids unique).
 */
export const updateAttribute: Command<Update> = (doc, { blockId, path, value }, draft) => {
  const location = locateBlock(doc, blockId)
  if (!location) return refuse(`Block "${blockId}" is not on this page`)
  const parts = parseRelativePath(path)
  if (parts.length === 0) return refuse('Say which field to change')
  const field = fieldSchemaAt(location.block.template, parts)
  if (!field) return refuse(`${location.block.template} has no field "${path}"`)
  if (field['x-field'] === 'Separator') return refuse(`"${path}" is a separator and holds no value`)
  if (holdsBlocks(field))
    return refuse(`"${path}" holds nested blocks: insert, move or remove blocks instead`)
  const parent = getAt(location.block.attributes, parts.slice(0, -1))
  const last = parts[parts.length - 1] as string | number
  if (parent === null || typeof parent !== 'object')
    return refuse(`"${path}" is inside a group item that does not exist`)
  if (typeof last === 'number' && (!Array.isArray(parent) || last >= parent.length))
    return refuse(`"${path}" is past the end of its group: add an item instead`)
  if (draft) {
    const target = getAt(draft, [...location.path, 'attributes', ...parts.slice(0, -1)]) as Record<
      string | number,
      unknown
    >
    if (value === undefined && !Array.isArray(target)) delete target[last]
    else target[last] = value
  }
  return YES
}

function holdsBlocks(schema: SchemaNode): boolean {
  if (schema['x-field'] === 'Slot') return true
  if (schema.items && holdsBlocks(schema.items)) return true
  return Object.values(schema.properties ?? {}).some(holdsBlocks)
}
