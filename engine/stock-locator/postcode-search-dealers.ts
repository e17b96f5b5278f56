import { PLACE_NAME } from '../dealers/dealer-text-patterns.js'
import type { Dealer } from '../stock/stock-types.js'
import { matchDealers } from './match-dealers.js'
import { nearbyRetailers, type NearbyRetailer } from './nearby-retailers.js'
import { postcodeSearchMode } from './postcode-search-mode.js'
import type { PostcodeSearch } from './postcode-search.js'

/** The dealers endpoint's near search, as the server (StockReader) or the browser (fetch) asks it. */
export type NearSearch = (place: { postcode: string } | { locality: string }) => Promise<{
  /** Whether the place is known (the answer's `meta.origin`); an unknown place measures nothing. */
  known: boolean
  dealers: readonly Pick<Dealer, 'id' | 'distance_km'>[]
}>

/** How the postcode search found its retailers: the spec's exact match, by distance, or not at all. */
export type PostcodeFound = 'exact' | 'nearest' | 'unknown_place' | 'none'

export interface PostcodeSearchDealers<R> {
  /** The retailers whose stock is shown; null when no search limits it, [] when the search found none. */
  dealers: R[] | null
  found: PostcodeFound | null
  /** For `nearest`: the retailers and how far each is, nearest first. */
  nearby: NearbyRetailer[]
}

/**
 * The retailers a stock locator's postcode search selects (000 §5, decision 067). First the spec's exact
 * match (matchDealers); when a postcode or locality matches no retailer, the nearest of the list's
 * retailers to that place (nearbyRetailers), measured from the postcode, else from the locality. A place
 * nobody knows, or a locality that cannot be a place's name, finds none (the postcode modal opens).
 */
export async function postcodeSearchDealers<
  R extends Pick<
    Dealer,
    'id' | 'name' | 'dealer_code' | 'state' | 'postcode' | 'zipcode' | 'locality' | 'city'
  >,
>(retailers: readonly R[], search: PostcodeSearch, near: NearSearch): Promise<PostcodeSearchDealers<R>> {
  const exact = matchDealers(retailers, search)
  if (exact === null) return { dealers: null, found: null, nearby: [] }
  if (exact.length) return { dealers: exact, found: 'exact', nearby: [] }
  if (postcodeSearchMode(search) !== 'postcode') return { dealers: [], found: 'none', nearby: [] }
  const places: ({ postcode: string } | { locality: string })[] = [
    ...(search.postcode ? [{ postcode: search.postcode }] : []),
    ...(search.locality && PLACE_NAME.test(search.locality) ? [{ locality: search.locality }] : []),
  ]
  for (const place of places) {
    const answer = await near(place)
    if (!answer.known) continue
    const nearest = nearbyRetailers(retailers, answer.dealers)
    return {
      dealers: nearest,
      found: nearest.length ? 'nearest' : 'none',
      nearby: nearest.map((r) => ({ id: r.id, name: r.name, distance_km: r.distance_km })),
    }
  }
  return { dealers: [], found: 'unknown_place', nearby: [] }
}
