import type { VehicleLight } from '../stock/stock-types.js'
import type { VehicleAnalytics } from './vehicle-analytics.js'
import { vehicleSource } from './vehicle-source.js'

/**
 * The analytics description of a list card's vehicle (the light listing's fields), shaped as the vehicle
 * page's (vehicleAnalytics), with the price the card shows (null when it shows none).
 */
export function cardVehicleAnalytics(vehicle: VehicleLight, price: number | null): VehicleAnalytics {
  const s = vehicle.specification
  return {
    id: vehicle.id,
    source: vehicleSource(vehicle.attributes.state),
    list: vehicle.list,
    brand: s.brand,
    model: s.model,
    version: s.version,
    year: s.productionYear,
    price,
    currency: vehicle.attributes.currency,
    dealer_id: vehicle.attributes.owner_id,
  }
}
