import { TIME_OF_DAY, WEEK_DAYS, type OpeningHoursRule, type WeekDay } from './opening-hours.js'

const DAY_LIST =
  /^(?:Mo|Tu|We|Th|Fr|Sa|Su)(?:-(?:Mo|Tu|We|Th|Fr|Sa|Su))?(?:,(?:Mo|Tu|We|Th|Fr|Sa|Su)(?:-(?:Mo|Tu|We|Th|Fr|Sa|Su))?)*$/

/** "Mo-Fr" or "Mo,We,Fr" or "Sa" as days in week order (a range may wrap: "Fr-Mo"). */
function daysOf(list: string): WeekDay[] {
  const days = new Set<WeekDay>()
  for (const part of list.split(',')) {
    const [from, to] = part.split('-') as [WeekDay, WeekDay | undefined]
    const start = WEEK_DAYS.indexOf(from)
    const end = WEEK_DAYS.indexOf(to ?? from)
    for (let i = start; ; i = (i + 1) % 7) {
      days.add(WEEK_DAYS[i] as WeekDay)
      if (i === end) break
    }
  }
  return WEEK_DAYS.filter((day) => days.has(day))
}

/**
 * Opening hours written as schema.org's openingHours text, one rule per line or comma-free segment
 * ("Mo-Fr 08:30-17:30", "Sa 09:00-13:00"), as rules; each line that does not read is an error naming it.
 * Empty lines are skipped.
 */
export function parseOpeningHours(text: string): { rules: OpeningHoursRule[]; errors: string[] } {
  const rules: OpeningHoursRule[] = []
  const errors: string[] = []
  for (const raw of text.split(/\r?\n|;/)) {
    const line = raw.trim()
    if (!line) continue
    const match = /^(\S+)\s+(\d{2}:\d{2})\s*-\s*(\d{2}:\d{2})$/.exec(line)
    const [, list = '', opens = '', closes = ''] = match ?? []
    if (!match || !DAY_LIST.test(list) || !TIME_OF_DAY.test(opens) || !TIME_OF_DAY.test(closes)) {
      errors.push(`"${line.slice(0, 60)}" is not like "Mo-Fr 08:30-17:30"`)
      continue
    }
    if (opens >= closes) {
      errors.push(`"${line.slice(0, 60)}" closes before it opens`)
      continue
    }
    rules.push({ days: daysOf(list), opens, closes })
  }
  return { rules, errors }
}
