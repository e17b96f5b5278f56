import type { Block, PageDocument } from '../../templates/generated/types.js'
import { templateStructure } from '../registry/template-structure.js'
import { getAt, setAt } from '../tree/paths.js'
import { isObject, slotInstances } from '../tree/slot-instances.js'
import { inSchedule } from './visibility-now.js'

/** When the visible set of a page changes next: the earliest schedule start or end after `now`. */
export interface Visibility {
  doc: PageDocument
  /** Milliseconds since the epoch, or null when no schedule changes anything later. */
  changesAt: number | null
}

/**
 * The page as shoppers see it at `now`: blocks whose visibility.schedule (a DateRange) does not include
 * `now` are left out, in slots too. Also says when what shoppers see changes next (a schedule, or a
 * DateRange a block renders by, such as an offer schedule), so a cached render can expire then.
 */
export function visibleBlocks(doc: PageDocument, now: number): Visibility {
  let changesAt: number | null = null
  const note = (time: number) => {
    if (time > now && (changesAt === null || time < changesAt)) changesAt = time
  }
  const filter = (blocks: Block[]): Block[] => {
    let changed = false
    const out: Block[] = []
    for (const block of blocks) {
      const schedule = block.visibility?.schedule
      if (schedule) {
        const start = Date.parse(schedule.start)
        const end = Date.parse(schedule.end)
        note(start)
        note(end)
        if (!inSchedule(schedule, now)) {
          changed = true
          continue
        }
      }
      for (const pattern of templateStructure(block.template).dateRanges)
        if (pattern.every((part) => part !== '*')) {
          const range = getAt(block.attributes, pattern)
          if (isObject(range)) {
            note(Date.parse(String(range.start)))
            note(Date.parse(String(range.end)))
          }
        }
      const next = filterSlots(block)
      if (next !== block) changed = true
      out.push(next)
    }
    return changed ? out : blocks
  }
  const filterSlots = (block: Block): Block => {
    let attributes: Record<string, unknown> | null = null
    for (const slot of slotInstances(block)) {
      if (!slot.blocks) continue
      const kept = filter(slot.blocks as Block[])
      if (kept === slot.blocks) continue
      attributes ??= JSON.parse(JSON.stringify(block.attributes)) as Record<string, unknown>
      setAt(attributes, slot.path, kept)
    }
    return attributes ? ({ ...block, attributes } as Block) : block
  }
  const blocks = filter(doc.blocks)
  return { doc: blocks === doc.blocks ? doc : { ...doc, blocks }, changesAt }
}
