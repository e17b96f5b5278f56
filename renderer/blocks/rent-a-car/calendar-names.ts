import { dayNumber } from '../../../engine/dates/day-number.js'

/** Names a calendar shows in a language, with Latin digits (typed dates use them in every language). */
export interface CalendarNames {
  /** "March 2026" for a month's first day. */
  month: (iso: string) => string
  /** "Saturday, 14 March 2026": the accessible name of a day. */
  day: (iso: string) => string
  /** Weekday names from Sunday (0) to Saturday (6), short and long. */
  weekdays: { short: string; long: string }[]
}

/** The calendar's names in a locale, from the browser's Intl data (no table of our own to keep). */
export function calendarNames(locale: string): CalendarNames {
  const tag = `${locale}-u-nu-latn`
  const at = (iso: string) => new Date((dayNumber(iso) ?? 0) * 86_400_000)
  const month = new Intl.DateTimeFormat(tag, { month: 'long', year: 'numeric', timeZone: 'UTC' })
  const day = new Intl.DateTimeFormat(tag, { dateStyle: 'full', timeZone: 'UTC' })
  const short = new Intl.DateTimeFormat(tag, { weekday: 'short', timeZone: 'UTC' })
  const long = new Intl.DateTimeFormat(tag, { weekday: 'long', timeZone: 'UTC' })
  // 1970-01-04 was a Sunday (day number 3).
  const weekdays = Array.from({ length: 7 }, (_, i) => {
    const date = new Date((3 + i) * 86_400_000)
    return { short: short.format(date), long: long.format(date) }
  })
  return { month: (iso) => month.format(at(iso)), day: (iso) => day.format(at(iso)), weekdays }
}
