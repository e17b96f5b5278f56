import { isObject } from '../tree/slot-instances.js'

/** The innermost block on the way to a JSON pointer, and the pointer's parts inside it. */
export interface PointerInBlock {
  /** The innermost block (an object in a list with a string id and template), or null at page level. */
  block: { id: string; template: string } | null
  /** The pointer's parts after that block (after the page root when there is none), unescaped. */
  rest: string[]
}

/** Walks a JSON pointer through the document, noting the last block it passes. Never throws. */
export function blockAtPointer(doc: unknown, pointer: string): PointerInBlock {
  const parts = pointer
    .split('/')
    .slice(1)
    .map((raw) => raw.replace(/~1/g, '/').replace(/~0/g, '~'))
  let node: unknown = doc
  let block: PointerInBlock['block'] = null
  let restFrom = 0
  for (let i = 0; i < parts.length; i++) {
    const parentIsList = Array.isArray(node)
    if (node === null || typeof node !== 'object') break
    node = (node as Record<string, unknown>)[parts[i] as string]
    if (parentIsList && isObject(node) && typeof node.id === 'string' && typeof node.template === 'string') {
      block = { id: node.id, template: node.template }
      restFrom = i + 1
    }
  }
  return { block, rest: parts.slice(restFrom) }
}
