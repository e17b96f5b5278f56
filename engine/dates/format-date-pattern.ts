import type { DatePattern } from './date-pattern.js'

/** A calendar date ("2026-03-04") written in a pattern: "04/03/2026" for DD/MM/YYYY; "" for no date. */
export function formatDatePattern(iso: string | undefined, pattern: DatePattern): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso ?? '')
  if (!match) return ''
  const [, year, month, day] = match as unknown as [string, string, string, string]
  return pattern.replace('YYYY', year).replace('MM', month).replace('DD', day)
}
