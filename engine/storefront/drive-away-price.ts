import type { Vehicle } from '../stock/stock-types.js'

/**
 * The drive-away price of a vehicle (000 §4), or null when it has none:
 * - a new vehicle: its price for the selected postcode state from `price_metadata`; without a selected
 *   state (or no price for it) the owning retailer's state, then the listing's current drive-away value;
 * - any other vehicle: the retailer drive-away price, `msrp_price`.
 * Values at or below zero count as none.
 */
export function driveAwayPrice(
  vehicle: Pick<Vehicle, 'attributes' | 'pricesDriveAway'>,
  selectedState?: string | null,
): number | null {
  const a = vehicle.attributes
  const positive = (n: unknown): number | null =>
    typeof n === 'number' && Number.isFinite(n) && n > 0 ? n : null
  if (a.state !== 'new') return positive(a.msrp_price)
  const byState = a.price_metadata ?? {}
  return (
    (selectedState ? positive(byState[selectedState.toUpperCase()]) : null) ??
    positive(byState[a.owner_state]) ??
    positive(vehicle.pricesDriveAway?.currentDriveAway.value)
  )
}
