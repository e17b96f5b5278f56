import type { Dealer } from './stock-types.js'

/** A postcode or retailer search (000 §3 "Postcode search data"); absent criteria are left out. */
export interface DealerQuery {
  brand?: string
  state?: string
  postcode?: string
  locality?: string
  dealerCodes?: string[]
}

/**
 * Fetches dealers from the endpoint in the site setting stock_locator.endpoint_dealers (or
 * stock_locator.fallback_dealers) with the search as `q[brand_eq]`, `q[state_eq]`, `q[postcode_eq]`,
 * `q[locality_eq]` and repeated `dealer_codes`. Never throws: without an endpoint it logs "Error occurred
 * while fetching dealers: No API URL has been provided." (000 §8) and answers an empty list, and a failed
 * call is logged the same way with its message. `getJson` does the request (fetch in the browser, the
 * StockReader's HTTP twin in tests), so this stays pure.
 */
export async function fetchDealers(
  endpoint: string | null | undefined,
  query: DealerQuery,
  getJson: (url: string) => Promise<unknown>,
  log: (message: string) => void,
): Promise<Dealer[]> {
  if (!endpoint) {
    log('Error occurred while fetching dealers: No API URL has been provided.')
    return []
  }
  const params = new URLSearchParams()
  const criteria: [string, string | undefined][] = [
    ['q[brand_eq]', query.brand],
    ['q[state_eq]', query.state],
    ['q[postcode_eq]', query.postcode],
    ['q[locality_eq]', query.locality],
  ]
  for (const [key, value] of criteria) if (value) params.set(key, value)
  for (const code of query.dealerCodes ?? []) if (code) params.append('dealer_codes', code)
  const search = params.toString()
  const url = search ? `${endpoint}${endpoint.includes('?') ? '&' : '?'}${search}` : endpoint
  try {
    const body = await getJson(url)
    const data = Array.isArray(body) ? body : (body as { data?: unknown } | null)?.data
    return Array.isArray(data) ? (data as Dealer[]) : []
  } catch (error) {
    log(`Error occurred while fetching dealers: ${error instanceof Error ? error.message : String(error)}`)
    return []
  }
}
