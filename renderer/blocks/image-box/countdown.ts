/** What is left until an end time, in whole days, hours and minutes (rounded up to the minute); null once past. */
export function countdown(
  endMs: number,
  nowMs: number,
): { days: number; hours: number; minutes: number } | null {
  const left = endMs - nowMs
  if (!Number.isFinite(left) || left <= 0) return null
  const totalMinutes = Math.ceil(left / 60_000)
  return {
    days: Math.floor(totalMinutes / 1440),
    hours: Math.floor((totalMinutes % 1440) / 60),
    minutes: totalMinutes % 60,
  }
}
