import { locatorListingQuery } from '../../../engine/stock-locator/locator-listing-query.js'
import type { LocatorState } from '../../../engine/stock-locator/locator-state.js'
import { postcodeSearchDealers } from '../../../engine/stock-locator/postcode-search-dealers.js'
import { dealerSearchUrl } from '../../../engine/stock/dealer-search-url.js'
import type { DealerPage } from '../../../engine/stock/dealer-page.js'
import { toListingParams } from '../../../engine/stock/listing-params.js'
import {
  DEALERS_PAGE_ITEMS,
  type ListingResponse,
  type VehicleLight,
} from '../../../engine/stock/stock-types.js'
import type { StockListData } from './stock-list-data.js'

/** A search's result: the listing (null when the postcode search found no dealer) and how it found them. */
export type LocatorResult = Pick<StockListData, 'listing' | 'postcodeFound' | 'nearby'>

async function getJson<T>(url: string, signal?: AbortSignal): Promise<T> {
  const response = await fetch(url, { headers: { accept: 'application/json' }, signal })
  if (!response.ok) throw new Error(`[stock-locator] ${url.split('?')[0]} answered ${response.status}`)
  return (await response.json()) as T
}

/**
 * The listing for a state, from the stock API's light listing (`/listing/{list}/light`), limited to the
 * dealers the postcode search finds among the list's retailers, as the server's loader does: exactly, else
 * the nearest to the place (the dealers endpoint's near search, postcodeSearchDealers). No listing when the
 * search finds no dealer (the postcode modal opens); throws when an API call fails.
 */
export async function fetchLocatorListing(
  data: Pick<StockListData, 'list' | 'blockDealerCodes' | 'retailers' | 'postcodeSearch' | 'brand'>,
  state: LocatorState,
  signal?: AbortSignal,
): Promise<LocatorResult> {
  const searched = data.postcodeSearch
    ? await postcodeSearchDealers(data.retailers, state.postcode, async (place) => {
        const url = dealerSearchUrl('/dealers', {
          ...(data.brand ? { brand: data.brand } : {}),
          market: 'au',
          items: DEALERS_PAGE_ITEMS,
          ...('postcode' in place ? { nearPostcode: place.postcode } : { nearLocality: place.locality }),
        })
        const page = await getJson<DealerPage>(url, signal)
        return { known: Boolean(page.meta.origin), dealers: page.data }
      })
    : null
  const found = { postcodeFound: searched?.found ?? null, nearby: searched?.nearby ?? [] }
  const matched = searched?.dealers ?? null
  if (matched && matched.length === 0) return { listing: null, ...found }
  const query = locatorListingQuery(
    state,
    data.blockDealerCodes,
    matched ? matched.map((d) => d.dealer_code) : null,
  )
  const listing = await getJson<ListingResponse<VehicleLight>>(
    `/listing/${data.list}/light?${toListingParams(query).toString()}`,
    signal,
  )
  return { listing, ...found }
}
