import { blockAtPointer } from './block-at-pointer.js'

/** The id of the innermost block on the way to a JSON pointer, or null when the pointer is page-level. */
export function blockIdAt(doc: unknown, pointer: string): string | null {
  return blockAtPointer(doc, pointer).block?.id ?? null
}
