/** Cells a spreadsheet would run as a formula (=, +, -, @; also tab and CR, per OWASP). */
const FORMULA_START = /^[=+\-@\t\r]/

/**
 * One CSV cell: a leading `'` when a spreadsheet would read the value as a formula (CSV injection), then
 * quoted (quotes doubled) when it holds a comma, quote or line break.
 */
export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe
}
