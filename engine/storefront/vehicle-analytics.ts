import type { Vehicle } from '../stock/stock-types.js'
import { vehicleSource } from './vehicle-source.js'

/** The vehicle part of a data-layer event: small enough to pass to an island. */
export interface VehicleAnalytics {
  id: string
  /** NVL for new, AVL for approved (000 §4), null otherwise. */
  source: 'NVL' | 'AVL' | null
  list: string
  brand: string
  model: string
  version: string
  year: number
  price: number | null
  currency: string
  dealer_id: string
}

/** The analytics description of a vehicle with the price it is shown at (null when none is shown). */
export function vehicleAnalytics(
  vehicle: Pick<Vehicle, 'id' | 'list' | 'attributes'>,
  price: number | null,
): VehicleAnalytics {
  const a = vehicle.attributes
  return {
    id: vehicle.id,
    source: vehicleSource(a.state),
    list: vehicle.list,
    brand: a.nameplate_brand_name,
    model: a.nameplate_name,
    version: a.version,
    year: a.production_year,
    price,
    currency: a.currency,
    dealer_id: a.owner_id,
  }
}
