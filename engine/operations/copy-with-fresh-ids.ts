import type { Block } from '../../templates/generated/types.js'
import { slotInstances } from '../tree/slot-instances.js'

/**
 * A deep copy of a block whose id is `copyId` and whose nested blocks get `${copyId}-1`, `${copyId}-2`...
 * in depth-first order. Anchors (block_scroll_id) are cleared in the copy: two blocks may not share one.
 */
export function copyWithFreshIds(block: Block, copyId: string): Block {
  const copy = JSON.parse(JSON.stringify(block)) as Block
  let counter = 0
  const renew = (b: Block, id: string) => {
    b.id = id
    const attributes = b.attributes as Record<string, unknown>
    if (typeof attributes.block_scroll_id === 'string') attributes.block_scroll_id = ''
    for (const instance of slotInstances(b))
      for (const child of instance.blocks ?? []) renew(child as Block, `${copyId}-${++counter}`)
  }
  renew(copy, copyId)
  return copy
}
