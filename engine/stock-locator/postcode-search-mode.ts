import type { PostcodeSearch } from './postcode-search.js'

export type PostcodeSearchMode = 'postcode' | 'state' | 'retailer' | null

/**
 * The mode of a postcode search (000 §4): postcode plus locality is a postcode search; otherwise a state
 * is a state search; otherwise a retailer is a retailer search; otherwise there is no search (null). A
 * postcode or a locality alone, without a state, is a postcode search too (000 §5: "dealer retrieval needs
 * a state, postcode or locality"; decision 067), so "2000" or "Sydney" searches where the spec's pair would
 * have said nothing.
 */
export function postcodeSearchMode(search: PostcodeSearch): PostcodeSearchMode {
  if (search.postcode && search.locality) return 'postcode'
  if (search.state) return 'state'
  if (search.postcode || search.locality) return 'postcode'
  if (search.retailer) return 'retailer'
  return null
}
