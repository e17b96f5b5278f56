/**
 * A currency value as a number: the value is reduced to digits, dot and minus first (000 §3), so
 * "€ 45,990.50" gives 45990.5. Null when nothing numeric remains.
 */
export function cleanCurrencyValue(value: number | string | null | undefined): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null
  if (typeof value !== 'string') return null
  const cleaned = value.replace(/[^\d.-]/g, '')
  if (!/\d/.test(cleaned)) return null
  const parsed = Number.parseFloat(cleaned)
  return Number.isFinite(parsed) ? parsed : null
}
