import type { Vehicle } from '../stock/stock-types.js'
import { vehicleSlug } from './vehicle-slug.js'

// Re-exported so the stock locator imports both link functions from one place (the agreed contract).
export { vehicleSlug }

/**
 * The link to a vehicle page (000 §2): `/showroom/{slug}-{vehicleId}`, optionally followed by the
 * postcode-search query string (`postcodeQuery`, with or without its leading "?") when the postcode
 * feature is on. The slug is percent-encoded; a vehicle with no slug parts links as `/showroom/vehicle-{id}`
 * so the route's `{slug}-{id}` shape always holds.
 */
export function vehicleUrl(
  vehicle: Pick<Vehicle, 'id' | 'attributes'>,
  options: { omitBrand?: string; postcodeQuery?: string } = {},
): string {
  const slug = vehicleSlug(vehicle, { omitBrand: options.omitBrand }) || 'vehicle'
  const path = `/showroom/${encodeURIComponent(slug)}-${encodeURIComponent(vehicle.id)}`
  const query = (options.postcodeQuery ?? '').replace(/^\?/, '')
  return query ? `${path}?${query}` : path
}
