import { defaultListingQuery } from '../stock/default-listing-query.js'
import type { ListingQuery } from '../stock/stock-types.js'
import type { LocatorState } from './locator-state.js'
import { SHOPPABLE_STATUSES } from './shoppable-statuses.js'

/**
 * The stock API query for a locator state: its filters, sort and page, 12 a page, limited to the dealers
 * a postcode search found (`searchDealerCodes`, when a search is active) or else the block's own dealers,
 * and never sold vehicles (SHOPPABLE_STATUSES).
 */
export function locatorListingQuery(
  state: LocatorState,
  blockDealerCodes: readonly string[],
  searchDealerCodes: readonly string[] | null = null,
): ListingQuery {
  return {
    ...defaultListingQuery(),
    filters: state.filters,
    sort: state.sort,
    page: Math.max(1, Math.floor(state.page) || 1),
    forced_dealer_codes: [...(searchDealerCodes ?? blockDealerCodes)],
    forced_statuses: [...SHOPPABLE_STATUSES],
  }
}
