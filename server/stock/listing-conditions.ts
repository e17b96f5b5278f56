import type { FilterKey, ListingQuery, StockList } from '../../engine/stock/stock-types.js'

/** The column each value filter matches, and whether it is an array (matches when any value is there). */
export const VALUE_COLUMNS = {
  brands: ['brand', 'text'],
  models: ['nameplate_name', 'text'],
  financing_options: ['financing_options', 'array'],
  states: ['state', 'text'],
  statuses: ['status', 'text'],
  engine_types: ['engine_types', 'array'],
  transmissions: ['transmission', 'text'],
  colors: ['color_canonical', 'text'],
  specific_colors: ['color_name', 'text'],
  dealers: ['owner_id', 'text'],
  number_of_seats: ['number_of_seats', 'int'],
} as const

/** The column of each range filter. */
export const RANGE_COLUMNS = {
  msrp_price: 'msrp_price',
  display_price: 'display_price',
  mileage: 'mileage',
  production_year: 'production_year',
  model_year: 'model_year',
  power: 'power',
} as const

/**
 * A listing query as SQL: `base` (the list and the editor's forced filters, which every count obeys) and
 * one condition per active shopper filter, all parameterised through `params` ($1, $2, ...). Facets combine
 * the conditions of every filter but their own.
 */
export interface ListingConditions {
  params: unknown[]
  base: string
  active: Partial<Record<FilterKey, string>>
}

/** Builds the WHERE parts of a validated listing query. Values only ever travel as parameters. */
export function listingConditions(list: StockList, query: ListingQuery): ListingConditions {
  const params: unknown[] = []
  const param = (value: unknown, cast: string): string => {
    params.push(value)
    return `$${params.length}::${cast}`
  }
  const base = [`list = ${param(list, 'text')}`]
  if (query.forced_statuses.length) base.push(`status = ANY(${param(query.forced_statuses, 'text[]')})`)
  if (query.forced_dealer_codes.length)
    base.push(`owner_dealer_code = ANY(${param(query.forced_dealer_codes, 'text[]')})`)
  if (query.owner_dealer_codes_includes.length)
    base.push(`owner_dealer_code = ANY(${param(query.owner_dealer_codes_includes, 'text[]')})`)

  const active: Partial<Record<FilterKey, string>> = {}
  const { values, ranges, model_group } = query.filters
  for (const [filter, [column, kind]] of Object.entries(VALUE_COLUMNS) as [
    keyof typeof VALUE_COLUMNS,
    (typeof VALUE_COLUMNS)[keyof typeof VALUE_COLUMNS],
  ][]) {
    const selected = values[filter]
    const parts: string[] = []
    if (selected?.length) {
      if (kind === 'array') parts.push(`${column} && ${param(selected, 'text[]')}`)
      else if (kind === 'int') parts.push(`${column} = ANY(${param(selected.map(Number), 'int[]')})`)
      else parts.push(`${column} = ANY(${param(selected, 'text[]')})`)
    }
    // The model group narrows the brands filter (000 §7: brands give both parameters).
    if (filter === 'brands' && model_group !== undefined)
      parts.push(`model_group = ${param(model_group, 'text')}`)
    if (parts.length) active[filter] = parts.join(' AND ')
  }
  for (const [range, column] of Object.entries(RANGE_COLUMNS) as [keyof typeof RANGE_COLUMNS, string][]) {
    const bounds = ranges[range]
    const parts: string[] = []
    // Whole-number columns compare with whole numbers (a bound of 10.5 km means from 11), so the column is
    // not cast per row and its index stays usable; prices are numeric.
    const whole = !column.endsWith('price')
    if (bounds?.min !== undefined)
      parts.push(`${column} >= ${whole ? param(Math.ceil(bounds.min), 'int') : param(bounds.min, 'numeric')}`)
    if (bounds?.max !== undefined)
      parts.push(
        `${column} <= ${whole ? param(Math.floor(bounds.max), 'int') : param(bounds.max, 'numeric')}`,
      )
    if (parts.length) active[range] = parts.join(' AND ')
  }
  return { params, base: base.join(' AND '), active }
}
