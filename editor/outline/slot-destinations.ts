import { getTemplate } from '../../engine/registry/template-registry.js'
import { slotInstances } from '../../engine/tree/slot-instances.js'
import { walkBlocks } from '../../engine/tree/walk-blocks.js'
import type { Block, PageDocument } from '../../templates/generated/types.js'
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
 * block, appended at its end, named as an editor knows them (`Tabs “Range” › Specifications`, never an
 * id); two that would read the same are numbered. Which of them the engine accepts is its business: a
 * refusal says why.
 */
export function slotDestinations(doc: PageDocument): SlotDestination[] {
  const out: SlotDestination[] = [
    { value: 'root', label: 'The page (top level)', target: { parentId: null, index: doc.blocks.length } },
  ]
  walkBlocks(doc, ({ block }) => {
    const name = blockCaption(block)
    for (const instance of slotInstances(block)) {
      out.push({
        value: `${block.id}:${instance.slot}`,
        label: `${name} › ${slotLabel(instance, block.attributes)}`,
        target: { parentId: block.id, slot: instance.slot, index: instance.blocks?.length ?? 0 },
      })
    }
  })
  return numberTwins(out)
}

/** A block as the outline shows it: its template's name and its heading or title, when it has one. */
function blockCaption(block: Block): string {
  const name = getTemplate(block.template)?.name ?? block.template
  const attributes = block.attributes as Record<string, unknown>
  const text = [attributes.heading, attributes.title, attributes.label].find(
    (v): v is string => typeof v === 'string' && v.trim() !== '',
  )
  return text ? `${name} “${text.trim().slice(0, 40)}”` : name
}

/** "Tabs › Overview" twice becomes "Tabs › Overview (1)" and "(2)", in page order. */
function numberTwins(destinations: SlotDestination[]): SlotDestination[] {
  const counts = new Map<string, number>()
  for (const d of destinations) counts.set(d.label, (counts.get(d.label) ?? 0) + 1)
  const seen = new Map<string, number>()
  return destinations.map((d) => {
    if ((counts.get(d.label) ?? 0) < 2) return d
    const n = (seen.get(d.label) ?? 0) + 1
    seen.set(d.label, n)
    return { ...d, label: `${d.label} (${n})` }
  })
}
