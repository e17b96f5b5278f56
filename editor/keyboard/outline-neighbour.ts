import { walkBlocks } from '../../engine/tree/walk-blocks.js'
import type { PageDocument } from '../../templates/generated/types.js'

/** A move through the outline: up and down its rows, out to the parent, in to the first nested block. */
export type OutlineStep = 'previous' | 'next' | 'parent' | 'firstChild'

/**
 * The block a step from `blockId` lands on, in the outline's order (the page's blocks depth-first, parents
 * before what their slots hold), or null at an end.
 */
export function outlineNeighbour(doc: PageDocument, blockId: string, step: OutlineStep): string | null {
  const rows: { id: string; parentId: string | null }[] = []
  walkBlocks(doc, ({ block, parentId }) => void rows.push({ id: block.id, parentId }))
  const at = rows.findIndex((row) => row.id === blockId)
  if (at < 0) return null
  switch (step) {
    case 'previous':
      return rows[at - 1]?.id ?? null
    case 'next':
      return rows[at + 1]?.id ?? null
    case 'parent':
      return rows[at]?.parentId ?? null
    case 'firstChild': {
      const next = rows[at + 1]
      return next?.parentId === blockId ? next.id : null
    }
  }
}
