import { defaultListingQuery } from './default-listing-query.js'
import {
  FUEL_TYPES,
  LISTING_ITEMS_MAX,
  LISTING_ITEMS_MIN,
  PRICE_TYPES,
  RANGE_FILTERS,
  SORT_OPTIONS,
  STOCK_LISTS,
  TRANSMISSIONS,
  VALUE_FILTERS,
  VEHICLE_STATUSES,
  type ListingQuery,
  type ParameterError,
  type RangeFilter,
  type SortOption,
  type ValueFilter,
} from './stock-types.js'

/** The query parameter of each value filter (000 §7). */
const VALUE_PARAMS: Record<ValueFilter, string> = {
  brands: 'nameplate_brand_name_in',
  models: 'nameplate_name_in',
  financing_options: 'financing_options',
  states: 'state_in',
  statuses: 'status_in',
  engine_types: 'engine_type_includes',
  transmissions: 'transmission_in',
  colors: 'color_canonical_in',
  specific_colors: 'color_name_in',
  dealers: 'owner_id_in',
  number_of_seats: 'number_of_seats_in',
}

/** Filters whose values come from a closed list; the others take free text (names, codes). */
const ALLOWED_VALUES: Partial<Record<ValueFilter, readonly string[]>> = {
  financing_options: PRICE_TYPES,
  states: STOCK_LISTS,
  statuses: VEHICLE_STATUSES,
  engine_types: FUEL_TYPES,
  transmissions: TRANSMISSIONS,
}

const MODEL_GROUP_PARAM = 'nameplate_model_group_eq'
const OWNER_CODES_PARAM = 'filter[owner_dealer_codes_includes]'
const FORCED_PARAMS = ['forced_statuses', 'forced_dealer_codes'] as const

/** Limits that keep hostile input out of the database: long values and long lists are refused. */
const MAX_VALUE_LENGTH = 100
const MAX_VALUES = 50
const MAX_BOUND = 1_000_000_000
const MAX_PAGE = 100_000
const BOUND_PATTERN = /^\d{1,10}(\.\d{1,2})?$/
const SEATS_PATTERN = /^[1-9]\d?$/
const PAGE_PATTERN = /^[1-9]\d{0,5}$/
// Control characters have no business in a name or a code.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/

const multiParams = (): string[] => [
  ...VALUE_FILTERS.map((filter) => VALUE_PARAMS[filter]),
  ...FORCED_PARAMS,
  OWNER_CODES_PARAM,
]
const singleParams = (): string[] => [
  MODEL_GROUP_PARAM,
  ...RANGE_FILTERS.flatMap((range) => [`${range}_gteq`, `${range}_lteq`]),
  'items',
  'page',
  'sort',
]

/**
 * Writes a listing query as the stock API's query string (000 §7). Only what differs from the defaults is
 * written; empty value lists, empty values and range bounds below 0 (or not numbers) are left out, so the
 * shopper's URL stays short. Multi-valued parameters repeat the key.
 */
export function toListingParams(query: Partial<ListingQuery>): URLSearchParams {
  const params = new URLSearchParams()
  const defaults = defaultListingQuery()
  const appendAll = (key: string, values: readonly string[] | undefined): void => {
    for (const value of values ?? []) if (value !== '') params.append(key, value)
  }
  const filters = query.filters
  for (const filter of VALUE_FILTERS) {
    appendAll(VALUE_PARAMS[filter], filters?.values[filter])
    if (filter === 'brands' && filters?.model_group) params.set(MODEL_GROUP_PARAM, filters.model_group)
  }
  for (const range of RANGE_FILTERS) {
    const bounds = filters?.ranges[range]
    for (const [suffix, bound] of [
      ['gteq', bounds?.min],
      ['lteq', bounds?.max],
    ] as const) {
      if (typeof bound === 'number' && Number.isFinite(bound) && bound >= 0) {
        params.set(`${range}_${suffix}`, String(bound))
      }
    }
  }
  appendAll('forced_statuses', query.forced_statuses)
  appendAll('forced_dealer_codes', query.forced_dealer_codes)
  appendAll(OWNER_CODES_PARAM, query.owner_dealer_codes_includes)
  if (query.items !== undefined && query.items !== defaults.items) params.set('items', String(query.items))
  if (query.page !== undefined && query.page !== defaults.page) params.set('page', String(query.page))
  if (query.sort !== undefined && query.sort !== defaults.sort) params.set('sort', query.sort)
  return params
}

/**
 * Reads and validates the stock API's listing query string. Multi-valued parameters may repeat the key
 * and may use the `key[]` form; every other parameter may appear once. Unknown parameters, values out of
 * their closed list, values over 100 characters, more than 50 values, bounds that are not numbers from 0
 * to 1,000,000,000 (or a lower bound above the upper one), items outside 1..12, a page below 1 and an
 * unknown sort are refused, each error naming its parameter. Bad input is data: this never throws.
 */
export function parseListingParams(
  params: URLSearchParams,
): { ok: true; value: ListingQuery } | { ok: false; errors: ParameterError[] } {
  const errors: ParameterError[] = []
  const fail = (parameter: string, message: string): void => {
    if (!errors.some((error) => error.parameter === parameter)) errors.push({ parameter, message })
  }
  const multi = new Set(multiParams())
  const single = new Set(singleParams())
  const multiValues = new Map<string, string[]>()
  const singleValues = new Map<string, string>()

  for (const [rawKey, value] of params) {
    const key = rawKey.endsWith('[]') && multi.has(rawKey.slice(0, -2)) ? rawKey.slice(0, -2) : rawKey
    if (multi.has(key)) {
      const values = multiValues.get(key) ?? []
      if (!values.includes(value)) values.push(value)
      multiValues.set(key, values)
    } else if (single.has(key)) {
      if (singleValues.has(key)) fail(key, 'must be given once')
      singleValues.set(key, value)
    } else {
      fail(rawKey.slice(0, MAX_VALUE_LENGTH), 'is not a known parameter')
    }
  }

  const textValues = (key: string, allowed?: readonly string[], pattern?: RegExp): string[] => {
    const values = multiValues.get(key) ?? []
    if (values.length > MAX_VALUES) fail(key, `accepts at most ${MAX_VALUES} values`)
    for (const value of values) {
      const message = checkText(value, allowed, pattern)
      if (message) fail(key, message)
    }
    return values
  }

  const query = defaultListingQuery()
  for (const filter of VALUE_FILTERS) {
    const key = VALUE_PARAMS[filter]
    const pattern = filter === 'number_of_seats' ? SEATS_PATTERN : undefined
    const values = textValues(key, ALLOWED_VALUES[filter], pattern)
    if (values.length > 0) query.filters.values[filter] = values
  }
  query.forced_statuses = textValues('forced_statuses', VEHICLE_STATUSES)
  query.forced_dealer_codes = textValues('forced_dealer_codes')
  query.owner_dealer_codes_includes = textValues(OWNER_CODES_PARAM)

  const modelGroup = singleValues.get(MODEL_GROUP_PARAM)
  if (modelGroup !== undefined) {
    const message = checkText(modelGroup)
    if (message) fail(MODEL_GROUP_PARAM, message)
    else query.filters.model_group = modelGroup
  }

  for (const range of RANGE_FILTERS) readRange(range, singleValues, query, fail)

  const items = singleValues.get('items')
  if (items !== undefined) {
    const value = /^\d{1,3}$/.test(items) ? Number(items) : NaN
    if (!(value >= LISTING_ITEMS_MIN && value <= LISTING_ITEMS_MAX)) {
      fail('items', `must be a whole number from ${LISTING_ITEMS_MIN} to ${LISTING_ITEMS_MAX}`)
    } else query.items = value
  }
  const page = singleValues.get('page')
  if (page !== undefined) {
    if (!PAGE_PATTERN.test(page) || Number(page) > MAX_PAGE) {
      fail('page', `must be a whole number from 1 to ${MAX_PAGE}`)
    } else query.page = Number(page)
  }
  const sort = singleValues.get('sort')
  if (sort !== undefined) {
    if (!(SORT_OPTIONS as readonly string[]).includes(sort)) {
      fail('sort', `must be one of ${SORT_OPTIONS.join(', ')}`)
    } else query.sort = sort as SortOption
  }

  return errors.length > 0 ? { ok: false, errors } : { ok: true, value: query }
}

/** Why a free-text or closed-list value is refused, or undefined when it is fine. */
function checkText(value: string, allowed?: readonly string[], pattern?: RegExp): string | undefined {
  if (value === '') return 'must not be empty'
  if (value.length > MAX_VALUE_LENGTH) return `must be at most ${MAX_VALUE_LENGTH} characters`
  if (allowed && !allowed.includes(value)) return `must be one of ${allowed.join(', ')}`
  if (pattern && !pattern.test(value)) return 'must be a whole number from 1 to 99'
  if (CONTROL_CHARACTERS.test(value)) return 'must not contain control characters'
  return undefined
}

/** Reads `{range}_gteq` and `{range}_lteq` into the query's range filter. */
function readRange(
  range: RangeFilter,
  singleValues: Map<string, string>,
  query: ListingQuery,
  fail: (parameter: string, message: string) => void,
): void {
  const bounds: { min?: number; max?: number } = {}
  for (const [suffix, side] of [
    ['gteq', 'min'],
    ['lteq', 'max'],
  ] as const) {
    const key = `${range}_${suffix}`
    const raw = singleValues.get(key)
    if (raw === undefined) continue
    const value = BOUND_PATTERN.test(raw) ? Number(raw) : NaN
    if (!(value >= 0 && value <= MAX_BOUND)) fail(key, `must be a number from 0 to ${MAX_BOUND}`)
    else bounds[side] = value
  }
  if (bounds.min !== undefined && bounds.max !== undefined && bounds.min > bounds.max) {
    fail(`${range}_gteq`, `must not be greater than ${range}_lteq`)
    return
  }
  if (bounds.min !== undefined || bounds.max !== undefined) query.filters.ranges[range] = bounds
}
