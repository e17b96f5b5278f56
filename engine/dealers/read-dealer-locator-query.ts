import { isDealerService } from './dealer-services.js'
import {
  DEALER_LOCATOR_KEYS,
  DEALER_LOCATOR_TEXT_KEY,
  type DealerLocatorSearch,
} from './dealer-locator-search.js'
import { DEALER_ID, PLACE_NAME, POSTCODE } from './dealer-text-patterns.js'
import { parseSearchText } from './parse-search-text.js'
import { stateCode } from './state-code.js'
import type { LatLng } from './distance-km.js'

/** "lat,lng" in degrees within range, rounded to 3 decimals (about 100 m: enough, and kinder to privacy). */
export function readLatLng(text: string | null | undefined): LatLng | undefined {
  const match = /^\s*(-?\d{1,2}(?:\.\d+)?)\s*,\s*(-?\d{1,3}(?:\.\d+)?)\s*$/.exec(text ?? '')
  if (!match) return undefined
  const lat = Number(match[1])
  const lng = Number(match[2])
  if (Math.abs(lat) > 90 || Math.abs(lng) > 180) return undefined
  const round = (n: number) => Math.round(n * 1000) / 1000
  return { lat: round(lat), lng: round(lng) }
}

/**
 * A retailer locator's search from its page's query (the inverse of writeDealerLocatorQuery). URLs are
 * typed and shared by people, so this is lenient: a value that does not read is left out, never an error.
 * One place is kept, the first of position, postcode, locality, state; the search box's `_q` (a form sent
 * without JavaScript) counts when no other place is given.
 */
export function readDealerLocatorQuery(params: URLSearchParams): DealerLocatorSearch {
  const get = (key: keyof DealerLocatorSearch) => params.get(DEALER_LOCATOR_KEYS[key])?.trim() ?? ''
  const search: DealerLocatorSearch = {}
  const near = readLatLng(get('near'))
  const postcode = get('postcode')
  const locality = get('locality')
  const state = stateCode(get('state'))
  if (near) search.near = near
  else if (POSTCODE.test(postcode)) search.postcode = postcode
  else if (PLACE_NAME.test(locality)) search.locality = locality
  else if (state) search.state = state
  else Object.assign(search, parseSearchText(params.get(DEALER_LOCATOR_TEXT_KEY) ?? ''))
  const service = get('service')
  if (isDealerService(service)) search.service = service
  const retailer = get('retailer')
  if (DEALER_ID.test(retailer)) search.retailer = retailer
  return search
}
