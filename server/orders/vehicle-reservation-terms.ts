import { reservationTerms, type ReservationTerms } from '../../engine/orders/reservation-terms.js'
import type { OrderOnlineConfigStore, VehicleForOrder } from './order-online-config-store.js'

/**
 * The reservation terms of `vehicle` on `site`: the site's order_online config (its config_ variant in the
 * configurator journey) with the vehicle's retailer's own entry over it (decision 026). Null when the
 * vehicle cannot be reserved online.
 */
export async function vehicleReservationTerms(
  configs: OrderOnlineConfigStore,
  site: string,
  vehicle: VehicleForOrder,
  configurator: boolean,
): Promise<ReservationTerms | null> {
  const owner = vehicle.reservation?.owner_uuid ?? vehicle.owner_id
  return reservationTerms(await configs.orderOnline(site, configurator, owner), vehicle)
}
