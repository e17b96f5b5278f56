const LITRES = new Set(['l', 'ltr', 'litre', 'litres', 'liter', 'liters'])

/**
 * 000 §3: an engine capacity for display: one decimal in litres ("3.0 L"), no decimals in any other unit
 * ("2996 CC"), the unit upper-cased after a space, or in the words `unitLabel` gives for it (a locale's
 * unit table). Nothing ("") when the value is not a number or the unit is missing.
 */
export function engineCapacity(
  value: number | string | null | undefined,
  unit: string | null | undefined,
  unitLabel: (unit: string) => string | undefined = () => undefined,
): string {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value
  if (typeof n !== 'number' || !Number.isFinite(n)) return ''
  const u = (unit ?? '').trim()
  if (!u) return ''
  const digits = LITRES.has(u.toLowerCase()) ? 1 : 0
  return `${n.toFixed(digits)} ${unitLabel(u.toLowerCase()) ?? u.toUpperCase()}`
}
