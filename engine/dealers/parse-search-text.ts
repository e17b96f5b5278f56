import type { DealerLocatorSearch } from './dealer-locator-search.js'
import { PLACE_NAME } from './dealer-text-patterns.js'
import { stateCode } from './state-code.js'

/**
 * What a shopper typed in a locator's one search box, as the place to search from: three or four digits
 * are a postcode (a leading zero added: "800" is 0800, Darwin), a state's code or name is a state, other
 * words a locality. Nothing usable gives an empty search.
 */
export function parseSearchText(text: string): Pick<DealerLocatorSearch, 'postcode' | 'locality' | 'state'> {
  const value = text.trim().replace(/\s+/g, ' ')
  if (/^\d{3,4}$/.test(value)) return { postcode: value.padStart(4, '0') }
  const state = stateCode(value)
  if (state) return { state }
  return PLACE_NAME.test(value) ? { locality: value } : {}
}
