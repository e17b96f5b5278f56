import { LIGHT_ATTRIBUTES } from '../stock/light-attributes.js'
import type { Vehicle, VehicleLight } from '../stock/stock-types.js'

/**
 * A full listing vehicle cut down to what `/listing/{list}/light` answers. The server-side render and the
 * browser's later fetches then give the cards the same input, and the island's props stay small.
 */
export function lightVehicle(vehicle: Vehicle | VehicleLight): VehicleLight {
  const attributes = Object.fromEntries(LIGHT_ATTRIBUTES.map((key) => [key, vehicle.attributes[key]]))
  return {
    id: vehicle.id,
    list: vehicle.list,
    specification: vehicle.specification,
    prices: vehicle.prices,
    pricesDriveAway: vehicle.pricesDriveAway,
    attributes: attributes as VehicleLight['attributes'],
  }
}
