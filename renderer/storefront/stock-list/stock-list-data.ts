import type { LocatorState } from '../../../engine/stock-locator/locator-state.js'
import type { NearbyRetailer } from '../../../engine/stock-locator/nearby-retailers.js'
import type { PostcodeFound } from '../../../engine/stock-locator/postcode-search-dealers.js'
import type { PriceSettings } from '../../../engine/storefront/price-settings.js'
import type { ListingResponse, StockList, VehicleLight } from '../../../engine/stock/stock-types.js'

/** A retailer as the postcode search offers it. */
export interface LocatorRetailer {
  id: string
  name: string
  dealer_code: string
  state: string
  postcode: string
  zipcode: string
  locality: string
  city: string
}

/** What a stock locator's loader answers: the first render's result and everything the island needs. */
export interface StockListData {
  list: StockList
  /** The block's defaults (nothing chosen) and the state the page URL named. */
  defaults: LocatorState
  state: LocatorState
  blockDealerCodes: string[]
  /** The page of vehicles; null when a postcode search found no dealers (the postcode modal opens). */
  listing: ListingResponse<VehicleLight> | null
  priceSettings: PriceSettings
  cardAttributes: string[]
  /** The site's own brand, left out of vehicle links (000 §2). */
  omitBrand: string
  /** The retailers of the list, for the postcode search. */
  retailers: LocatorRetailer[]
  postcodeSearch: boolean
  /** The brand of the list's retailers (the block's sl_key_brand), which the near search asks for too. */
  brand?: string
  /** How the postcode search found its retailers (exactly, nearest to the place, or not), null without one. */
  postcodeFound: PostcodeFound | null
  /** For a search by distance: the retailers shown and how far each is, nearest first. */
  nearby: NearbyRetailer[]
  savedView: boolean
}
