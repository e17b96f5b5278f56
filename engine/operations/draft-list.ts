import type { DocPath } from '../tree/paths.js'

/**
 * The list at `path` inside an immer draft, created empty when the slot was never set. Returns the draft
 * array itself: splicing it keeps working after other lists of the same draft have changed.
 */
export function draftList(draft: unknown, path: DocPath): unknown[] {
  let node = draft as Record<string | number, unknown>
  for (const part of path.slice(0, -1)) node = node[part] as Record<string | number, unknown>
  const last = path[path.length - 1] as string | number
  if (!Array.isArray(node[last])) node[last] = []
  return node[last] as unknown[]
}
