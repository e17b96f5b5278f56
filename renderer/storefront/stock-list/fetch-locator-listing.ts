import { locatorListingQuery } from '../../../engine/stock-locator/locator-listing-query.js'
import type { LocatorState } from '../../../engine/stock-locator/locator-state.js'
import { matchDealers } from '../../../engine/stock-locator/match-dealers.js'
import { toListingParams } from '../../../engine/stock/listing-params.js'
import type { ListingResponse, VehicleLight } from '../../../engine/stock/stock-types.js'
import type { StockListData } from './stock-list-data.js'

/**
 * The listing for a state, from the stock API's light listing (`/listing/{list}/light`), limited to the
 * dealers the postcode search finds among the list's retailers, as the server's loader does. Null when the
 * search finds no dealer (the postcode modal opens); throws when the API fails.
 */
export async function fetchLocatorListing(
  data: Pick<StockListData, 'list' | 'blockDealerCodes' | 'retailers' | 'postcodeSearch'>,
  state: LocatorState,
  signal?: AbortSignal,
): Promise<ListingResponse<VehicleLight> | null> {
  const matched = data.postcodeSearch ? matchDealers(data.retailers, state.postcode) : null
  if (matched && matched.length === 0) return null
  const query = locatorListingQuery(
    state,
    data.blockDealerCodes,
    matched ? matched.map((d) => d.dealer_code) : null,
  )
  const response = await fetch(`/listing/${data.list}/light?${toListingParams(query).toString()}`, {
    headers: { accept: 'application/json' },
    signal,
  })
  if (!response.ok) throw new Error(`[stock-locator] the listing answered ${response.status}`)
  return (await response.json()) as ListingResponse<VehicleLight>
}
