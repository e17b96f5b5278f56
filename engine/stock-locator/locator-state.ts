import type { ListingFilters, SortOption } from '../stock/stock-types.js'
import type { PostcodeSearch } from './postcode-search.js'

/**
 * What the shopper chose on a stock locator: filters, sort, page and the postcode search. It lives in
 * the page URL (see writeLocatorQuery / readLocatorQuery), so every search is a shareable link and the
 * browser's Back button restores the previous one.
 */
export interface LocatorState {
  filters: ListingFilters
  sort: SortOption
  page: number
  postcode: PostcodeSearch
}
