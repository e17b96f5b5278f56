import { dayNumber } from './day-number.js'
import { isoOfDay } from './iso-of-day.js'
import { weekdayOfDay } from './weekday-of-day.js'

/** The same day of the month `months` later, or the month's last day when it has fewer days. */
function addMonths(iso: string, months: number): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number]
  const index = y * 12 + (m - 1) + months
  const year = Math.floor(index / 12)
  const month = (index % 12) + 1
  const pad = (n: number) => String(n).padStart(2, '0')
  for (let day = d; day >= 28; day--) {
    const candidate = `${year}-${pad(month)}-${pad(day)}`
    if (dayNumber(candidate) !== null) return candidate
  }
  return `${year}-${pad(month)}-${pad(Math.min(d, 28))}`
}

/**
 * Where a key moves the focused day of a calendar grid (WAI-ARIA date picker dialog): arrows by a day or a
 * week (left and right swap in right-to-left), Home and End to the start and end of the week, Page Up and
 * Page Down by a month, with Shift by a year. Null for any other key.
 */
export function moveDateByKey(
  iso: string,
  key: string,
  options: { rtl: boolean; weekStart: number; shift?: boolean },
): string | null {
  const day = dayNumber(iso)
  if (day === null) return null
  const forward = options.rtl ? -1 : 1
  switch (key) {
    case 'ArrowRight':
      return isoOfDay(day + forward)
    case 'ArrowLeft':
      return isoOfDay(day - forward)
    case 'ArrowDown':
      return isoOfDay(day + 7)
    case 'ArrowUp':
      return isoOfDay(day - 7)
    case 'Home':
      return isoOfDay(day - ((weekdayOfDay(day) - options.weekStart + 7) % 7))
    case 'End':
      return isoOfDay(day + 6 - ((weekdayOfDay(day) - options.weekStart + 7) % 7))
    case 'PageUp':
      return addMonths(iso, options.shift ? -12 : -1)
    case 'PageDown':
      return addMonths(iso, options.shift ? 12 : 1)
    default:
      return null
  }
}
