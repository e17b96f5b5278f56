import type { Dealer } from '../stock/stock-types.js'
import { postcodeSearchMode } from './postcode-search-mode.js'
import type { PostcodeSearch } from './postcode-search.js'

/** What the search compares of a dealer. */
type DealerPlace = Pick<Dealer, 'id' | 'dealer_code' | 'state' | 'postcode' | 'zipcode' | 'locality' | 'city'>

const same = (a: string | undefined, b: string | undefined): boolean =>
  (a ?? '').trim().toLowerCase() === (b ?? '').trim().toLowerCase()

/**
 * The dealers a postcode search selects exactly, out of a list of dealers (000 §4-5): a postcode search
 * matches the postcode (or zipcode) and the locality it names (either alone when only one is given), a
 * state search the state, a retailer search the dealer's id or dealer code. No search selects nothing
 * (null: no restriction). The nearest retailers are the next step (postcodeSearchDealers).
 */
export function matchDealers<D extends DealerPlace>(
  dealers: readonly D[],
  search: PostcodeSearch,
): D[] | null {
  switch (postcodeSearchMode(search)) {
    case 'postcode':
      return dealers.filter(
        (d) =>
          (!search.postcode || same(d.postcode, search.postcode) || same(d.zipcode, search.postcode)) &&
          (!search.locality || same(d.locality || d.city, search.locality)),
      )
    case 'state':
      return dealers.filter((d) => same(d.state, search.state))
    case 'retailer':
      return dealers.filter((d) => same(d.id, search.retailer) || same(d.dealer_code, search.retailer))
    default:
      return null
  }
}
