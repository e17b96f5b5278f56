import type { SlotInstance } from '../../engine/tree/slot-instances.js'

/** A slot's title for people: "Content" for a single slot, "Content 2" for the second tab's. */
export function slotLabel(instance: Pick<SlotInstance, 'path' | 'spec'>): string {
  const item = instance.path.find((part) => typeof part === 'number')
  return item === undefined ? instance.spec.title : `${instance.spec.title} ${item + 1}`
}
