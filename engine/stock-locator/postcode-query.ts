import { POSTCODE_QUERY_KEYS } from './postcode-query-keys.js'
import type { PostcodeSearch } from './postcode-search.js'

/**
 * The postcode search as a query string without "?" (`_postcode=2000&_locality=Sydney`), "" when there
 * is none. Vehicle links carry it so the vehicle page prices for the same state (000 §2).
 */
export function postcodeQuery(search: PostcodeSearch): string {
  const params = new URLSearchParams()
  for (const field of ['retailer', 'state', 'postcode', 'locality'] as const) {
    const value = search[field]?.trim()
    if (value) params.set(POSTCODE_QUERY_KEYS[field], value)
  }
  return params.toString()
}
