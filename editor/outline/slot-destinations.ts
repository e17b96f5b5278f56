import { getTemplate } from '../../engine/registry/template-registry.js'
import { slotInstances } from '../../engine/tree/slot-instances.js'
import { walkBlocks } from '../../engine/tree/walk-blocks.js'
import type { PageDocument } from '../../templates/generated/types.js'
import type { DropTarget } from '../dnd/drag-data.js'
import { slotLabel } from './slot-label.js'

export interface SlotDestination {
  /** Stable value for a select: "root" or "<blockId>:<slot>". */
  value: string
  label: string
  /** The end of that list. */
  target: DropTarget
}

/**
 * Every list a block could move into, for the keyboard "Move into…": the page and each slot of each
 * block, appended at its end. Which of them the engine accepts is its business: a refusal says why.
 */
export function slotDestinations(doc: PageDocument): SlotDestination[] {
  const out: SlotDestination[] = [
    { value: 'root', label: 'The page (top level)', target: { parentId: null, index: doc.blocks.length } },
  ]
  walkBlocks(doc, ({ block }) => {
    const name = getTemplate(block.template)?.name ?? block.template
    for (const instance of slotInstances(block)) {
      out.push({
        value: `${block.id}:${instance.slot}`,
        label: `${name} (${block.id}) › ${slotLabel(instance)}`,
        target: { parentId: block.id, slot: instance.slot, index: instance.blocks?.length ?? 0 },
      })
    }
  })
  return out
}
