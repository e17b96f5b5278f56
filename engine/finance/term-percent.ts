/**
 * A future-value table's percentage for a term: `byYear[0]` is for 1 year, `byYear[1]` for 2 and so on.
 * A term between two whole years is interpolated linearly (30 months: halfway between years 2 and 3);
 * shorter than a year takes the first entry, longer than the table the last.
 */
export function termPercent(byYear: readonly number[], months: number): number {
  const first = byYear[0] ?? 0
  const years = months / 12
  if (years <= 1) return first
  if (years >= byYear.length) return byYear[byYear.length - 1] ?? first
  const whole = Math.floor(years)
  const below = byYear[whole - 1] as number
  const above = byYear[whole] as number
  return below + (above - below) * (years - whole)
}
