/** The weekday of a day number, as JavaScript counts them: 0 Sunday to 6 Saturday (1970-01-01 was a Thursday). */
export function weekdayOfDay(day: number): number {
  return (((day + 4) % 7) + 7) % 7
}
