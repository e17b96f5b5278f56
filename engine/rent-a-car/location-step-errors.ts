import { dateRefusal, type DateLimits } from '../dates/date-refusal.js'
import { dayNumber } from '../dates/day-number.js'
import type {
  RentalChoice,
  RentalLocation,
  RentalOptions,
  RentalPlace,
  RentalVehicle,
} from './rent-a-car-types.js'
import { vehiclesAt } from './vehicles-at.js'

/** The fields of the location and date step, as the overlay names its controls. */
export type LocationStepField =
  'pickup' | 'pickup_address' | 'dropoff' | 'dropoff_address' | 'pickup_date' | 'dropoff_date' | 'vehicle'

/** What is wrong with a field, by the key of its text in the overlay's texts. */
export type LocationStepCode =
  | 'required'
  | 'date_invalid'
  | 'date_past'
  | 'date_too_far'
  | 'date_disabled'
  | 'dropoff_before_pickup'
  | 'no_vehicle_here'

export interface LocationStepError {
  field: LocationStepField
  code: LocationStepCode
}

const REFUSAL_CODE = {
  invalid: 'date_invalid',
  before_min: 'date_past',
  after_max: 'date_too_far',
  disabled_day: 'date_disabled',
} as const

function placeErrors(
  place: RentalPlace,
  locations: readonly RentalLocation[],
  field: 'pickup' | 'dropoff',
): LocationStepError[] {
  if (place.kind === 'address')
    return place.address.trim() ? [] : [{ field: `${field}_address`, code: 'required' }]
  return locations.some((l) => l.name_key === place.key) ? [] : [{ field, code: 'required' }]
}

/**
 * The location and date step's rules, one error per field in the order the step shows them: a pick-up
 * branch (or address when allowed), a return place when the shopper asked for another, both dates (real,
 * from `limits.min`, not after `limits.max`, not on a closed weekday, the return not before the pick-up),
 * and a vehicle offered at the pick-up branch when the block offers vehicles.
 */
export function locationStepErrors(
  choice: RentalChoice,
  context: {
    locations: readonly RentalLocation[]
    vehicles: readonly RentalVehicle[]
    options: RentalOptions
    limits: Pick<DateLimits, 'min' | 'max'>
  },
): LocationStepError[] {
  const { locations, vehicles, options, limits } = context
  const errors: LocationStepError[] = []
  const pickup: RentalPlace =
    choice.pickup.kind === 'address' && !options.allowCustomPickup
      ? { kind: 'location', key: '' }
      : choice.pickup
  errors.push(...placeErrors(pickup, locations, 'pickup'))
  if (options.allowDifferentDropoff && choice.differentDropoff) {
    const dropoff: RentalPlace =
      choice.dropoff.kind === 'address' && !options.allowCustomDropoff
        ? { kind: 'location', key: '' }
        : choice.dropoff
    errors.push(...placeErrors(dropoff, locations, 'dropoff'))
  }
  const dateLimits = { ...limits, disabledWeekdays: options.disabledWeekdays }
  const dateError = (value: string, field: 'pickup_date' | 'dropoff_date'): LocationStepError | null => {
    if (!value.trim()) return { field, code: 'required' }
    const refusal = dateRefusal(value, dateLimits)
    return refusal ? { field, code: REFUSAL_CODE[refusal] } : null
  }
  const pickupDate = dateError(choice.pickupDate, 'pickup_date')
  if (pickupDate) errors.push(pickupDate)
  const dropoffDate = dateError(choice.dropoffDate, 'dropoff_date')
  if (dropoffDate) errors.push(dropoffDate)
  else if (!pickupDate && (dayNumber(choice.dropoffDate) ?? 0) < (dayNumber(choice.pickupDate) ?? 0))
    errors.push({ field: 'dropoff_date', code: 'dropoff_before_pickup' })
  if (vehicles.length) {
    const offered = vehiclesAt(vehicles, pickup.kind === 'location' ? pickup.key || null : null)
    if (!choice.vehicle) errors.push({ field: 'vehicle', code: 'required' })
    else if (!offered.some((v) => v.nameplate_name === choice.vehicle))
      errors.push({ field: 'vehicle', code: 'no_vehicle_here' })
  }
  return errors
}
