import { isObject } from '../tree/slot-instances.js'

/** The id of the innermost block on the way to a JSON pointer, or null when the pointer is page-level. */
export function blockIdAt(doc: unknown, pointer: string): string | null {
  let node: unknown = doc
  let blockId: string | null = null
  for (const raw of pointer.split('/').slice(1)) {
    const part = raw.replace(/~1/g, '/').replace(/~0/g, '~')
    const parentIsList = Array.isArray(node)
    if (node === null || typeof node !== 'object') break
    node = (node as Record<string, unknown>)[part]
    if (parentIsList && isObject(node) && typeof node.id === 'string' && typeof node.template === 'string')
      blockId = node.id
  }
  return blockId
}
