import type { PostcodeSearch } from './postcode-search.js'

/** The page query parameter of each postcode search field (000 §3). */
export const POSTCODE_QUERY_KEYS: Readonly<Record<keyof PostcodeSearch, string>> = {
  retailer: '_retailer',
  state: '_state',
  postcode: '_postcode',
  locality: '_locality',
}
