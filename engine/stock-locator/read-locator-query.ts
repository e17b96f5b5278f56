import { parseListingParams } from '../stock/listing-params.js'
import { RANGE_FILTERS, VALUE_FILTERS, type ValueFilter } from '../stock/stock-types.js'
import type { LocatorState } from './locator-state.js'
import { normalisePostcodeSearch } from './normalise-postcode-search.js'
import { POSTCODE_QUERY_KEYS } from './postcode-query-keys.js'
import type { PostcodeSearch } from './postcode-search.js'
import { valueFilterParam } from './value-filter-param.js'

/** Parameters a shopper's URL may not set: the block decides the page size and the forced dealers. */
const BLOCK_ONLY = new Set([
  'items',
  'forced_statuses',
  'forced_dealer_codes',
  'filter[owner_dealer_codes_includes]',
])
const MAX_POSTCODE_FIELD = 100

/**
 * The stock locator state of a page query string (the inverse of writeLocatorQuery): what the URL says
 * over the block's defaults. A URL is typed or pasted by people, so it is read leniently: parameters the
 * stock API would refuse (unknown names, bad numbers, unknown values) are dropped, never an error.
 */
export function readLocatorQuery(params: URLSearchParams, defaults: LocatorState): LocatorState {
  const postcode: PostcodeSearch = {}
  for (const field of Object.keys(POSTCODE_QUERY_KEYS) as (keyof PostcodeSearch)[]) {
    const value = params.get(POSTCODE_QUERY_KEYS[field])?.trim()
    if (value) postcode[field] = value.slice(0, MAX_POSTCODE_FIELD)
  }
  const paramOf = new Map(VALUE_FILTERS.map((filter) => [valueFilterParam(filter), filter]))
  const cleared = new Set<ValueFilter>()
  let listing = new URLSearchParams()
  for (const [key, value] of params) {
    const plain = key.endsWith('[]') ? key.slice(0, -2) : key
    if (key.startsWith('_') || BLOCK_ONLY.has(plain)) continue
    const filter = paramOf.get(plain)
    if (filter && value === '') cleared.add(filter)
    else listing.append(key, value)
  }
  let parsed = parseListingParams(listing)
  if (!parsed.ok) {
    // Drop what the API refuses and read the rest.
    const refused = new Set(parsed.errors.map((error) => error.parameter))
    listing = new URLSearchParams(
      [...listing].filter(([key]) => !refused.has(key) && !refused.has(key.replace(/\[\]$/, ''))),
    )
    parsed = parseListingParams(listing)
  }
  const state: LocatorState = {
    filters: {
      values: { ...defaults.filters.values },
      ranges: { ...defaults.filters.ranges },
      ...(defaults.filters.model_group ? { model_group: defaults.filters.model_group } : {}),
    },
    sort: defaults.sort,
    page: defaults.page,
    // "_postcode=2000 Sydney" as a shopper may type it: postcode 2000, locality Sydney (decision 067).
    postcode: normalisePostcodeSearch(postcode),
  }
  for (const filter of cleared) delete state.filters.values[filter]
  if (!parsed.ok) return state
  const query = parsed.value
  for (const filter of VALUE_FILTERS) {
    const values = query.filters.values[filter]
    if (values) state.filters.values[filter] = values
  }
  for (const range of RANGE_FILTERS) {
    const bounds = query.filters.ranges[range]
    if (bounds) state.filters.ranges[range] = bounds
  }
  if (query.filters.model_group !== undefined) state.filters.model_group = query.filters.model_group
  if (listing.has('sort')) state.sort = query.sort
  if (listing.has('page')) state.page = query.page
  return state
}
