import { dayNumber } from './day-number.js'
import { isoOfDay } from './iso-of-day.js'
import { weekdayOfDay } from './weekday-of-day.js'

/**
 * The weeks of a month as a calendar shows them: rows of seven calendar dates starting on `weekStart`
 * (0 Sunday ... 6 Saturday), null where a cell belongs to the month before or after. `month` is 1-12.
 */
export function monthGrid(year: number, month: number, weekStart: number): (string | null)[][] {
  const first = dayNumber(`${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-01`)
  if (first === null) return []
  const next = month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`
  const end = (dayNumber(next) ?? first + 28) - 1
  const lead = (weekdayOfDay(first) - weekStart + 7) % 7
  const weeks: (string | null)[][] = []
  for (let start = first - lead; start <= end; start += 7)
    weeks.push(
      Array.from({ length: 7 }, (_, i) => {
        const day = start + i
        return day < first || day > end ? null : isoOfDay(day)
      }),
    )
  return weeks
}
