import type { DealerLocatorSearch } from './dealer-locator-search.js'
import { PLACE_NAME } from './dealer-text-patterns.js'
import { parsePlaceText } from './parse-place-text.js'
import { stateCode } from './state-code.js'

/**
 * What a shopper typed in a locator's one search box, as the place to search from: a state's code or name
 * is a state; otherwise a postcode and a locality in any order (parsePlaceText: "2000 Sydney", "800" is
 * 0800). A search from a postcode measures from it, so a locality beside it is kept only without one. A
 * locality that cannot be a place's name, or nothing usable, gives an empty search.
 */
export function parseSearchText(text: string): Pick<DealerLocatorSearch, 'postcode' | 'locality' | 'state'> {
  const state = stateCode(text)
  if (state) return { state }
  const { postcode, locality } = parsePlaceText(text)
  if (postcode) return { postcode }
  return locality && PLACE_NAME.test(locality) ? { locality } : {}
}
