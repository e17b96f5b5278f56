import { VEHICLE_STATUSES, type VehicleStatus } from '../stock/stock-types.js'

/**
 * The statuses the storefront lists: every one but sold. A sold vehicle's page is not found (000 §2 via the
 * vehicle page), so listing it would offer shoppers a card that leads nowhere; the stock API still answers
 * sold vehicles to callers that ask for them (`status_in=sold`).
 */
export const SHOPPABLE_STATUSES: readonly VehicleStatus[] = VEHICLE_STATUSES.filter((s) => s !== 'sold')
