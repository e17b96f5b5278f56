const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/

/**
 * A calendar date ("2026-03-14") as a day number (days since 1970-01-01), or null for anything that is not
 * a real date ("2026-02-30", "14/03/2026"). Day numbers make date arithmetic plain integer arithmetic and
 * never depend on the time zone the code runs in.
 */
export function dayNumber(iso: string | undefined | null): number | null {
  const match = ISO_DATE.exec(iso ?? '')
  if (!match) return null
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const time = Date.UTC(year, month - 1, day)
  const back = new Date(time)
  if (back.getUTCFullYear() !== year || back.getUTCMonth() !== month - 1 || back.getUTCDate() !== day)
    return null
  return Math.round(time / 86_400_000)
}
