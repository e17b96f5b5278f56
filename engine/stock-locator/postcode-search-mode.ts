import type { PostcodeSearch } from './postcode-search.js'

export type PostcodeSearchMode = 'postcode' | 'state' | 'retailer' | null

/**
 * The mode of a postcode search (000 §4): postcode plus locality is a postcode search; otherwise a state
 * is a state search; otherwise a retailer is a retailer search; otherwise there is no search (null).
 */
export function postcodeSearchMode(search: PostcodeSearch): PostcodeSearchMode {
  if (search.postcode && search.locality) return 'postcode'
  if (search.state) return 'state'
  if (search.retailer) return 'retailer'
  return null
}
