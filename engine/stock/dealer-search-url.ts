import type { LatLng } from '../dealers/distance-km.js'

/** A search of the dealers endpoint (000 §3 "Postcode search data" and §7); absent criteria are left out. */
export interface DealerQuery {
  brand?: string
  state?: string
  postcode?: string
  locality?: string
  dealerCodes?: string[]
  /** The market's retailers only ("au", "ae"). */
  market?: string
  /** Retailers offering this service (a DEALER_SERVICES key). */
  service?: string
  /** Nearest first from this point, each with its distance. */
  near?: LatLng
  /** Nearest first from this postcode's place (or, unknown, the retailers with that postcode). */
  nearPostcode?: string
  /** Nearest first from this locality's place (or, unknown, the retailers in that locality). */
  nearLocality?: string
  items?: number
}

/**
 * The URL of a dealers search on `endpoint` (the site setting stock_locator.endpoint_dealers): the spec's
 * `q[brand_eq]`, `q[state_eq]`, `q[postcode_eq]`, `q[locality_eq]` and repeated `dealer_codes`, and this
 * project's `q[market_eq]`, `q[services_includes]`, `near`, `near_postcode`, `near_locality` and `items`.
 */
export function dealerSearchUrl(endpoint: string, query: DealerQuery): string {
  const params = new URLSearchParams()
  const criteria: [string, string | undefined][] = [
    ['q[brand_eq]', query.brand],
    ['q[state_eq]', query.state],
    ['q[postcode_eq]', query.postcode],
    ['q[locality_eq]', query.locality],
    ['q[market_eq]', query.market],
    ['q[services_includes]', query.service],
    ['near', query.near && `${query.near.lat},${query.near.lng}`],
    ['near_postcode', query.nearPostcode],
    ['near_locality', query.nearLocality],
    ['items', query.items === undefined ? undefined : String(query.items)],
  ]
  for (const [key, value] of criteria) if (value) params.set(key, value)
  for (const code of query.dealerCodes ?? []) if (code) params.append('dealer_codes', code)
  const search = params.toString()
  return search ? `${endpoint}${endpoint.includes('?') ? '&' : '?'}${search}` : endpoint
}
