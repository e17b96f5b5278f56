import type { RentalVehicle } from './rent-a-car-types.js'

/**
 * The vehicles offered at a pick-up branch: those that list it, and those that list no branch at all. A
 * pick-up at the shopper's address (no branch key) is offered every vehicle.
 */
export function vehiclesAt(vehicles: readonly RentalVehicle[], locationKey: string | null): RentalVehicle[] {
  return vehicles.filter(
    (v) => locationKey === null || !v.locations?.length || v.locations.includes(locationKey),
  )
}
