import { dateRefusal, type DateLimits } from './date-refusal.js'
import { dayNumber } from './day-number.js'
import { isoOfDay } from './iso-of-day.js'

/**
 * The first date from `from` on that the limits allow (a calendar opens on it when nothing is chosen),
 * looking at most `within` days ahead; `from` itself when none is found.
 */
export function firstChoosableDay(from: string, limits: DateLimits, within = 400): string {
  const start = dayNumber(from)
  if (start === null) return from
  const min = dayNumber(limits.min)
  for (let day = Math.max(start, min ?? start); day < start + within; day++) {
    const iso = isoOfDay(day)
    if (!dateRefusal(iso, limits)) return iso
  }
  return from
}
