import type { DatePattern } from './date-pattern.js'
import { dayNumber } from './day-number.js'

/**
 * What a shopper typed, read in a pattern: "4/3/2026" or "04/03/2026" in DD/MM/YYYY is "2026-03-04".
 * Day and month may have one digit, the year needs four; any separator among / . - and spaces is taken, as
 * are Arabic-Indic digits. Null when it is not a real date in that pattern.
 */
export function parseDatePattern(text: string, pattern: DatePattern): string | null {
  const latin = text
    .trim()
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[\u06f0-\u06f9]/g, (d) => String(d.charCodeAt(0) - 0x06f0))
  const parts = latin.split(/\s*[/.\-\s]\s*/)
  if (parts.length !== 3 || parts.some((p) => !/^\d+$/.test(p))) return null
  const order = pattern.split(/[/.-]/)
  const at = (token: string) => parts[order.indexOf(token)] ?? ''
  const year = at('YYYY')
  const month = at('MM')
  const day = at('DD')
  if (year.length !== 4 || month.length > 2 || day.length > 2) return null
  const iso = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`
  return dayNumber(iso) === null ? null : iso
}
