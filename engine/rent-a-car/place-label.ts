import type { RentalLocation, RentalPlace } from './rent-a-car-types.js'

/**
 * How a pick-up or return place reads: "Sydney, Artarmon showroom" for a branch (city and point joined by
 * the language's comma, "، " in Arabic), the address as typed.
 */
export function placeLabel(place: RentalPlace, locations: readonly RentalLocation[], comma = ', '): string {
  if (place.kind === 'address') return place.address.trim()
  const location = locations.find((l) => l.name_key === place.key)
  if (!location) return ''
  return location.point_name ? `${location.city_name}${comma}${location.point_name}` : location.city_name
}
