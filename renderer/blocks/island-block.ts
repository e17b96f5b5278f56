import { slotInstances } from '../../engine/tree/slot-instances.js'
import type { Block } from '../../templates/generated/types.js'

/**
 * The block as its island's props carry it: nested blocks left out. Inside a hydrated island a Slot is a
 * hole that keeps the server's HTML (renderer/blocks/slot.tsx), so the browser never reads them; a tabs
 * block holding a page's worth of blocks shipped all of them again as JSON. Slots stay as empty lists;
 * a block without nested blocks is returned as it is.
 */
export function islandBlock(block: Block): Block {
  let attributes: Record<string, unknown> | null = null
  for (const slot of slotInstances(block)) {
    if (!slot.blocks?.length) continue
    attributes ??= { ...(block.attributes as Record<string, unknown>) }
    emptyAt(attributes, slot.path)
  }
  return attributes ? ({ ...block, attributes } as Block) : block
}

/** Sets `[]` at `path` in `root`, copying each object or list on the way so the stored block is untouched. */
function emptyAt(root: Record<string | number, unknown>, path: readonly (string | number)[]): void {
  let node = root
  path.forEach((part, i) => {
    if (i === path.length - 1) {
      node[part] = []
      return
    }
    const child = node[part]
    const copy = Array.isArray(child) ? [...child] : { ...(child as object) }
    node[part] = copy
    node = copy as Record<string | number, unknown>
  })
}
