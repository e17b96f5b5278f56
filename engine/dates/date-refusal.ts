import { dayNumber } from './day-number.js'
import { weekdayOfDay } from './weekday-of-day.js'

/** Why a date cannot be chosen. */
export type DateRefusal = 'invalid' | 'before_min' | 'after_max' | 'disabled_day'

/** The limits of a date picker: the first and last choosable dates, and weekdays never choosable. */
export interface DateLimits {
  min?: string
  max?: string
  /** 0 Sunday ... 6 Saturday (002 §9: Sundays, day 0, disabled in the sample settings). */
  disabledWeekdays?: readonly number[]
}

/**
 * Why a date may not be chosen under the limits, or null when it may. The date picker greys out such days
 * and a typed one is refused with the same answer, so both ways of entering a date follow one rule.
 */
export function dateRefusal(iso: string, limits: DateLimits): DateRefusal | null {
  const day = dayNumber(iso)
  if (day === null) return 'invalid'
  const min = dayNumber(limits.min)
  const max = dayNumber(limits.max)
  if (min !== null && day < min) return 'before_min'
  if (max !== null && day > max) return 'after_max'
  if (limits.disabledWeekdays?.includes(weekdayOfDay(day))) return 'disabled_day'
  return null
}
