/** Days of the week as schema.org's openingHours text writes them, Monday first. */
export const WEEK_DAYS = ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su'] as const
export type WeekDay = (typeof WEEK_DAYS)[number]

/** Opening hours for some days: `opens` and `closes` as 24-hour "HH:MM" local times. */
export interface OpeningHoursRule {
  days: WeekDay[]
  opens: string
  closes: string
}

/** A 24-hour "HH:MM" time, 00:00 to 24:00. */
export const TIME_OF_DAY = /^(?:[01]\d|2[0-3]):[0-5]\d$|^24:00$/
