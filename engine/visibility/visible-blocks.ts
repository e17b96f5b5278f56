import type { PageDocument } from '../../templates/generated/types.js'
import { templateStructure } from '../registry/template-structure.js'
import { filterBlocks } from '../tree/filter-blocks.js'
import { getAt } from '../tree/paths.js'
import { isObject } from '../tree/slot-instances.js'
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
  const blocks = filterBlocks(doc.blocks, (block) => {
    const schedule = block.visibility?.schedule
    if (schedule) {
      note(Date.parse(schedule.start))
      note(Date.parse(schedule.end))
      if (!inSchedule(schedule, now)) return false
    }
    for (const pattern of templateStructure(block.template).dateRanges)
      if (pattern.every((part) => part !== '*')) {
        const range = getAt(block.attributes, pattern)
        if (isObject(range)) {
          note(Date.parse(String(range.start)))
          note(Date.parse(String(range.end)))
        }
      }
    return true
  })
  return { doc: blocks === doc.blocks ? doc : { ...doc, blocks }, changesAt }
}
