import { parsePlaceText } from '../dealers/parse-place-text.js'
import type { PostcodeSearch } from './postcode-search.js'

/**
 * The postcode search as the shopper meant it, whichever field they typed the place in: the postcode and
 * locality fields read together (parsePlaceText), so "2000 Sydney" in the postcode field is postcode 2000
 * and locality Sydney, " 2000 " is 2000 and "sydney" a locality; state and retailer trimmed. Empty fields
 * are left out.
 */
export function normalisePostcodeSearch(search: PostcodeSearch): PostcodeSearch {
  const place = parsePlaceText([search.postcode ?? '', search.locality ?? ''].join(' '))
  const state = search.state?.trim()
  const retailer = search.retailer?.trim()
  return {
    ...(retailer ? { retailer } : {}),
    ...(state ? { state } : {}),
    ...place,
  }
}
