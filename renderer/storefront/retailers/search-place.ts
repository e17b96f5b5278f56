import type { DealerLocatorSearch } from '../../../engine/dealers/dealer-locator-search.js'
import type { DealerOrigin } from '../../../engine/stock/dealer-page.js'

/**
 * What a search was from, in words for the results line: "your location", "2150 Parramatta", "Hobart",
 * "VIC"; null without a place.
 */
export function searchPlace(
  search: DealerLocatorSearch,
  origin: DealerOrigin | null | undefined,
  yourLocation: string,
): string | null {
  if (search.near) return yourLocation
  if (search.postcode) return [search.postcode, origin?.locality].filter(Boolean).join(' ')
  return search.locality ?? search.state ?? null
}
