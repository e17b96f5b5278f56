/** The calendar date ("2026-03-14") of a day number (days since 1970-01-01); see dayNumber. */
export function isoOfDay(day: number): string {
  return new Date(day * 86_400_000).toISOString().slice(0, 10)
}
