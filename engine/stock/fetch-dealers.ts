import { dealerSearchUrl, type DealerQuery } from './dealer-search-url.js'
import type { Dealer } from './stock-types.js'

export type { DealerQuery }

/**
 * Fetches dealers from the endpoint in the site setting stock_locator.endpoint_dealers (or
 * stock_locator.fallback_dealers) with the search as dealerSearchUrl writes it. Never throws: without an endpoint it logs "Error occurred
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
  const url = dealerSearchUrl(endpoint, query)
  try {
    const body = await getJson(url)
    const data = Array.isArray(body) ? body : (body as { data?: unknown } | null)?.data
    return Array.isArray(data) ? (data as Dealer[]) : []
  } catch (error) {
    log(`Error occurred while fetching dealers: ${error instanceof Error ? error.message : String(error)}`)
    return []
  }
}
