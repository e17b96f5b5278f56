/**
 * Between an ISO date-time and the value of an `<input type="datetime-local">` (YYYY-MM-DDTHH:mm), in the
 * browser's time zone: the editor picks a publication time as their clock shows it.
 */
export const localDateTime = {
  fromIso(iso: string | null): string {
    if (!iso) return ''
    const date = new Date(iso)
    const pad = (n: number) => String(n).padStart(2, '0')
    return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`
  },
  toIso(local: string): string | null {
    if (!local) return null
    const date = new Date(local)
    return Number.isNaN(date.getTime()) ? null : date.toISOString()
  },
}
