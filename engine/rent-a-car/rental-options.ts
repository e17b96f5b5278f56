import type { RentACarAttributes } from '../../templates/generated/types.js'
import { DATE_PATTERNS, type DatePattern } from '../dates/date-pattern.js'
import type { RentalOptions } from './rent-a-car-types.js'

/** The block's additional_json with every option present: absent ones take the defaults of 002 §9. */
export function rentalOptions(additional: RentACarAttributes['additional_json']): RentalOptions {
  const a = additional ?? {}
  const days = (a.datepicker_disabled_days ?? [0]).filter((d) => Number.isInteger(d) && d >= 0 && d <= 6)
  return {
    allowDifferentDropoff: a.allow_different_dropoff ?? true,
    allowCustomPickup: a.allow_custom_pickup ?? false,
    allowCustomDropoff: a.allow_custom_dropoff ?? false,
    distanceUnit: a.distance_unit === 'mi' ? 'mi' : 'km',
    // Every weekday closed would leave no date to choose: then none is greyed out.
    disabledWeekdays: days.length >= 7 ? [] : [...new Set(days)],
    datePattern: (DATE_PATTERNS as readonly string[]).includes(a.date_format ?? '')
      ? (a.date_format as DatePattern)
      : 'DD/MM/YYYY',
    mapZoom: Math.min(20, Math.max(1, Math.round(a.map_zoom ?? 7))),
    mapCenter: a.map_center,
  }
}
