import { LISTING_ITEMS_MAX, type ListingQuery } from './stock-types.js'

/**
 * The listing query with no filter: the first page of 12, newest first. The query string leaves out
 * whatever equals these defaults (000 §2, "written to the query only when different from their defaults").
 */
export function defaultListingQuery(): ListingQuery {
  return {
    filters: { values: {}, ranges: {} },
    forced_statuses: [],
    forced_dealer_codes: [],
    owner_dealer_codes_includes: [],
    items: LISTING_ITEMS_MAX,
    page: 1,
    sort: 'createdAtDesc',
  }
}
