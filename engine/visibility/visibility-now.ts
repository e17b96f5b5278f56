import type { BlockVisibility, DateRange } from '../../templates/generated/types.js'

/**
 * Whether a schedule lets its block show at `now` (ms since the epoch): from its start to its end,
 * both included. A start or end that is missing or not a date does not limit it, as the validation
 * reports such a range.
 */
export function inSchedule(schedule: Partial<DateRange>, now: number): boolean {
  const start = Date.parse(String(schedule.start))
  const end = Date.parse(String(schedule.end))
  return !(now < start || now > end)
}

/** What a block's visibility means at `now`, in an editor's words: the editor's "Shown now" line. */
export interface VisibilityNow {
  shown: boolean
  /** "Shown now", "Hidden now"… */
  text: string
  /** Why, or under which condition: "until 31 Jan 2027, 23:59 UTC", "when its strategy's check passes". */
  detail: string | null
}

/**
 * The schedule decides shown or hidden now (visibleBlocks leaves out a block outside its schedule); an
 * enabled dynamic-content strategy is checked per visitor where its data is, so a block it guards is
 * shown now only to visitors for whom the check passes.
 */
export function visibilityNow(visibility: BlockVisibility | undefined, now: number): VisibilityNow {
  const schedule = visibility?.schedule
  const strategy = visibility?.strategy
  const guarded = strategy?.key !== undefined && strategy.enabled !== false
  const shown = schedule ? inSchedule(schedule, now) : true
  const parts: string[] = []
  if (schedule) {
    const start = Date.parse(String(schedule.start))
    const end = Date.parse(String(schedule.end))
    if (now < start) parts.push(`from ${dateText(start)}`)
    else if (now > end) parts.push(`ended ${dateText(end)}`)
    else if (!Number.isNaN(end)) parts.push(`until ${dateText(end)}`)
  }
  if (guarded && shown) parts.push(`to visitors who pass the ${strategy.key} check`)
  return { shown, text: shown ? 'Shown now' : 'Hidden now', detail: parts.length ? parts.join(', ') : null }
}

/** "31 Jan 2027, 23:59 UTC": one form for every editor, whatever the browser's locale. */
function dateText(time: number): string {
  const date = new Date(time)
  const month = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'][
    date.getUTCMonth()
  ]
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${date.getUTCDate()} ${month} ${date.getUTCFullYear()}, ${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())} UTC`
}
