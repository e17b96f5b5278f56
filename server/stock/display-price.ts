import type { Vehicle } from '../../engine/stock/stock-types.js'

/**
 * The price a card shows and the display_price filter and price sorts use: the drive-away price, which
 * overrides the purchase price (000 §4), else the purchase price; null when the price is hidden.
 */
export function displayPrice(vehicle: Vehicle): number | null {
  if (vehicle.attributes.price_hidden) return null
  const driveAway = vehicle.pricesDriveAway?.currentDriveAway.value
  if (typeof driveAway === 'number') return driveAway
  return vehicle.prices.list.find((price) => price.type === 'purchase')?.value_raw ?? null
}
