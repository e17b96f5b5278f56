/**
 * 000 §3: the number of seats plus "seat" or "seats", only when the number is positive ("" otherwise, so
 * the caller shows nothing). `labels` carries translations of the two words.
 */
export function seatsLabel(
  seats: number | string | null | undefined,
  labels: { one: string; many: string } = { one: 'seat', many: 'seats' },
): string {
  const n = typeof seats === 'string' ? Number(seats) : seats
  if (typeof n !== 'number' || !Number.isFinite(n) || n <= 0) return ''
  return `${n} ${n === 1 ? labels.one : labels.many}`
}
