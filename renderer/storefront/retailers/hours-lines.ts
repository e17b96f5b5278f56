import { WEEK_DAYS, type OpeningHoursRule, type WeekDay } from '../../../engine/dealers/opening-hours.js'
import type { RetailerLabels } from './retailer-labels.js'
import type { HoursLine } from './retailer-view.js'

/** Opening hours as lines to show: runs of three or more days as a range ("Mon–Fri"), others listed. */
export function hoursLines(rules: readonly OpeningHoursRule[], labels: RetailerLabels): HoursLine[] {
  return rules
    .filter((rule) => rule.days.length)
    .map((rule) => {
      const indexes = rule.days.map((day) => WEEK_DAYS.indexOf(day)).sort((a, b) => a - b)
      const runs: WeekDay[][] = []
      for (const i of indexes) {
        const run = runs.at(-1)
        const last = run?.at(-1)
        if (run && last !== undefined && WEEK_DAYS.indexOf(last) === i - 1) run.push(WEEK_DAYS[i] as WeekDay)
        else runs.push([WEEK_DAYS[i] as WeekDay])
      }
      const days = runs
        .flatMap((run) =>
          run.length >= 3
            ? [labels.dayRange(labels.days[run[0] as WeekDay], labels.days[run.at(-1) as WeekDay])]
            : run.map((day) => labels.days[day]),
        )
        .join(', ')
      return { days, hours: `${rule.opens}–${rule.closes}` }
    })
}
