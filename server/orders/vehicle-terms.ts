import type { ReservationTerms } from '../../engine/orders/reservation-terms.js'
import { OrderError } from './order-error.js'
import type { Site } from '../storage/site-store.js'
import type { OrderOnlineConfigStore, VehicleForOrder } from './order-online-config-store.js'
import { vehicleReservationTerms } from './vehicle-reservation-terms.js'

/**
 * The reservation terms of a site's vehicle, or a 404/422 naming why it cannot be reserved: another brand's
 * vehicle is not in this site's stock (each site sells its own brand), and a vehicle the site's config (or a
 * vendor this server cannot take) leaves without terms is not reservable online.
 */
export async function vehicleTerms(
  configs: OrderOnlineConfigStore,
  offers: (vendor: string) => boolean,
  site: Site,
  vehicleId: string,
  configurator: boolean,
): Promise<{ vehicle: VehicleForOrder; terms: ReservationTerms }> {
  const vehicle = await configs.vehicle(vehicleId)
  if (!vehicle || vehicle.brand !== site.brand)
    throw new OrderError('unknown_vehicle', `No vehicle ${vehicleId}`, [
      { field: 'vehicle_id', message: 'is not a vehicle in stock' },
    ])
  const terms = await vehicleReservationTerms(configs, site.key, vehicle, configurator)
  if (!terms || !offers(terms.vendor))
    throw new OrderError('not_reservable', 'This vehicle cannot be reserved online', [
      { field: 'vehicle_id', message: 'cannot be reserved online' },
    ])
  return { vehicle, terms }
}
