import { WEEK_DAYS, type OpeningHoursRule, type WeekDay } from './opening-hours.js'

/**
 * Days as schema.org's openingHours text writes them: runs of three or more days as a range ("Mo-Fr"),
 * shorter runs listed ("Sa,Su").
 */
export function dayListText(days: readonly WeekDay[]): string {
  const indexes = [...new Set(days)].map((day) => WEEK_DAYS.indexOf(day)).sort((a, b) => a - b)
  const parts: string[] = []
  for (let i = 0; i < indexes.length;) {
    let j = i
    while (j + 1 < indexes.length && (indexes[j + 1] as number) === (indexes[j] as number) + 1) j++
    const first = WEEK_DAYS[indexes[i] as number] as WeekDay
    const last = WEEK_DAYS[indexes[j] as number] as WeekDay
    if (j - i >= 2) parts.push(`${first}-${last}`)
    else for (let k = i; k <= j; k++) parts.push(WEEK_DAYS[indexes[k] as number] as WeekDay)
    i = j + 1
  }
  return parts.join(',')
}

/** Rules as schema.org openingHours texts, one per rule: ["Mo-Fr 08:30-17:30", "Sa 09:00-13:00"]. */
export function openingHoursText(rules: readonly OpeningHoursRule[]): string[] {
  return rules.filter((rule) => rule.days.length).map((r) => `${dayListText(r.days)} ${r.opens}-${r.closes}`)
}
