import type { StockReader } from '../../engine/stock/stock-reader.js'
import type { Vehicle } from '../../engine/stock/stock-types.js'
import type { VehicleBuildStore } from './vehicle-build-store.js'

/**
 * The vehicle a checkout, an order's summary or its confirmation is about: a stock vehicle, else a shopper's
 * build of the configurator journey (decision 070). The stock reader itself never finds builds, so the
 * vehicle pages, lists and search cannot show them.
 */
export async function orderVehicle(
  stock: Pick<StockReader, 'vehicleById'> | undefined,
  builds: VehicleBuildStore,
  id: string,
): Promise<Vehicle | null> {
  return (await stock?.vehicleById(id)) ?? builds.vehicle(id)
}
