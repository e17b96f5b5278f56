import type { Block } from '../../templates/generated/types.js'
import { setAt } from './paths.js'
import { slotInstances } from './slot-instances.js'

/**
 * The blocks `keep` accepts, in slots too: a block left out takes its nested blocks with it, and `keep` is
 * asked about the nested blocks of the blocks kept only. `keep` may instead answer a block to put in the
 * block's place (a hidden block's fallback), whose slots are not visited. Lists and blocks that lose nothing are returned
 * as they were (the same objects), so a caller can tell "nothing changed" by identity.
 */
export function filterBlocks(blocks: Block[], keep: (block: Block) => boolean | Block): Block[] {
  let changed = false
  const out: Block[] = []
  for (const block of blocks) {
    const verdict = keep(block)
    if (verdict === false) {
      changed = true
      continue
    }
    if (verdict !== true) {
      changed = true
      out.push(verdict)
      continue
    }
    const next = filterSlots(block, keep)
    if (next !== block) changed = true
    out.push(next)
  }
  return changed ? out : blocks
}

function filterSlots(block: Block, keep: (block: Block) => boolean | Block): Block {
  let attributes: Record<string, unknown> | null = null
  for (const slot of slotInstances(block)) {
    if (!slot.blocks) continue
    const kept = filterBlocks(slot.blocks as Block[], keep)
    if (kept === slot.blocks) continue
    attributes ??= JSON.parse(JSON.stringify(block.attributes)) as Record<string, unknown>
    setAt(attributes, slot.path, kept)
  }
  return attributes ? ({ ...block, attributes } as Block) : block
}
