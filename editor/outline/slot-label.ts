import { getAt } from '../../engine/tree/paths.js'
import type { SlotInstance } from '../../engine/tree/slot-instances.js'
import { itemSummary } from '../fields/item-summary.js'

/**
 * A slot's title for people: "Content" for a single slot; for a slot inside a group item, the item's own
 * name as the editor typed it ("Specifications" for a tab, "Defender" for an info-system option), or
 * "Content 2" while that item has no text yet.
 */
export function slotLabel(instance: Pick<SlotInstance, 'path' | 'spec'>, attributes?: unknown): string {
  const at = instance.path.findIndex((part) => typeof part === 'number')
  if (at < 0) return instance.spec.title
  const named = itemSummary(getAt(attributes, instance.path.slice(0, at + 1)))
  return named ?? `${instance.spec.title} ${(instance.path[at] as number) + 1}`
}
