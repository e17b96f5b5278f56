import type { DealerServiceKey } from './dealer-services.js'
import type { LatLng } from './distance-km.js'

/**
 * What a retailer locator shows, as its page URL keeps it: one place to search from (a postcode, a
 * locality, a state, or the shopper's position), a service filter and the retailer whose card is open.
 */
export interface DealerLocatorSearch {
  postcode?: string
  locality?: string
  state?: string
  near?: LatLng
  service?: DealerServiceKey
  /** The id of the retailer whose card is open. */
  retailer?: string
}

/** The page query parameter of each field (the `_` keys of 000 §3's postcode search, and three more). */
export const DEALER_LOCATOR_KEYS: Readonly<Record<keyof DealerLocatorSearch, string>> = {
  postcode: '_postcode',
  locality: '_locality',
  state: '_state',
  near: '_near',
  service: '_service',
  retailer: '_retailer',
}

/** The parameter a locator's search box posts without JavaScript: text the server reads as a place. */
export const DEALER_LOCATOR_TEXT_KEY = '_q'
