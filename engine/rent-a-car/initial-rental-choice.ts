import { controllerStart } from './controller-start.js'
import type { RentalChoice, RentalExtra } from './rent-a-car-types.js'

/**
 * The overlay's starting point: nothing chosen yet but the vehicle the shopper opened it from (if any),
 * and every extra at the value its controller starts at.
 */
export function initialRentalChoice(extras: readonly RentalExtra[], vehicle = ''): RentalChoice {
  return {
    pickup: { kind: 'location', key: '' },
    differentDropoff: false,
    dropoff: { kind: 'location', key: '' },
    pickupDate: '',
    dropoffDate: '',
    vehicle,
    extras: Object.fromEntries(extras.map((extra) => [extra.id, controllerStart(extra.subitem.controller)])),
  }
}
