import { reservationTerms, type ReservationTerms } from '../../engine/orders/reservation-terms.js'
import type { OrderOnlineConfigStore, VehicleForOrder } from './order-online-config-store.js'

/**
 * The reservation terms of `vehicle` on `site`: the site's order_online config (its config_ variant in the
 * configurator journey, and always for a build) with the vehicle's retailer's own entry over it (decision
 * 026). Null when the vehicle cannot be reserved online.
 */
export async function vehicleReservationTerms(
  configs: OrderOnlineConfigStore,
  site: string,
  vehicle: VehicleForOrder,
  configurator: boolean,
): Promise<ReservationTerms | null> {
  const owner = vehicle.reservation?.owner_uuid ?? vehicle.owner_id
  // A build (decision 070) is the configurator journey's whatever the caller says: the config_ terms.
  const config = await configs.orderOnline(site, configurator || vehicle.configUrl !== null, owner)
  return reservationTerms(config, vehicle)
}
