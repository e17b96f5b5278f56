import type { SchemaNode } from '../json-schema.js'
import { defaultObject } from '../defaults/default-value.js'
import { getAt, type DocPath } from '../tree/paths.js'
import { isObject } from '../tree/slot-instances.js'
import { refuse, YES, type Verdict } from './editor-action.js'

/**
 * Sets (or, with undefined, removes) one value at `parts` inside an object that is not a block's attributes
 * (the page's attributes, a block's visibility), as far as `schema` knows the path. A missing object on the
 * way is created from its schema defaults, so the first "Redirect to" typed on a page also gets the
 * redirect's default status 301. List items must exist: lists grow through their own actions. The value is
 * not checked: validation reports it, as for block fields.
 */
export function setSchemaValue(
  schema: SchemaNode,
  owner: unknown,
  ownerPath: DocPath,
  parts: readonly (string | number)[],
  value: unknown,
  draft: unknown,
  what: string,
): Verdict {
  if (parts.length === 0) return refuse('Say which setting to change')
  const schemas: SchemaNode[] = []
  let node: SchemaNode | undefined = schema
  for (const part of parts) {
    node =
      typeof part === 'number' ? (node?.type === 'array' ? node.items : undefined) : node?.properties?.[part]
    if (!node) return refuse(`${what} has no setting "${parts.join('/')}"`)
    schemas.push(node)
  }
  // Every list on the way must hold the item named; a missing object is made when writing.
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i] as string | number
    if (typeof part !== 'number') continue
    const list = getAt(owner, parts.slice(0, i))
    if (!Array.isArray(list) || part >= list.length)
      return refuse(`"${parts.join('/')}" is past the end of its list: add an item instead`)
  }
  if (draft) {
    const owned = getAt(draft, ownerPath)
    if (!isObject(owned)) return YES // nothing to remove from
    let target = owned as Record<string | number, unknown>
    for (let i = 0; i < parts.length - 1; i++) {
      const part = parts[i] as string | number
      if (!isObject(target[part]) && !Array.isArray(target[part])) {
        if (value === undefined) return YES
        target[part] = defaultObject(schemas[i] as SchemaNode)
      }
      target = target[part] as Record<string | number, unknown>
    }
    const last = parts[parts.length - 1] as string | number
    if (value === undefined && !Array.isArray(target)) delete target[last]
    else target[last] = value
  }
  return YES
}
