import type { DateRange } from '../../templates/generated/types.js'

/** Whether `now` falls inside a DateRange (inclusive); no range means always. */
export function inSchedule(range: DateRange | undefined, now: number = Date.now()): boolean {
  if (!range) return true
  const start = Date.parse(range.start)
  const end = Date.parse(range.end)
  return !(now < start || now > end)
}
