// The listing's meaning computed in plain TypeScript over the generated vehicles, independently of the SQL:
// the stock suites compare what the StockReader and the API answer with this.
import type {
  FacetRange,
  FacetValue,
  FilterKey,
  ListingQuery,
  RangeFilter,
  StockList,
  ValueFilter,
  Vehicle,
} from '../../../engine/stock/stock-types.js'
import { RANGE_FILTERS, VALUE_FILTERS } from '../../../engine/stock/stock-types.js'

const valuesOf = (v: Vehicle, filter: ValueFilter): string[] => {
  const a = v.attributes
  switch (filter) {
    case 'brands':
      return [a.nameplate_brand_name]
    case 'models':
      return [a.nameplate_name]
    case 'financing_options':
      return a.financing_options
    case 'states':
      return [a.state]
    case 'statuses':
      return [a.status]
    case 'engine_types':
      return a.engine_type
    case 'transmissions':
      return [a.transmission]
    case 'colors':
      return [a.color_canonical]
    case 'specific_colors':
      return [a.color_name]
    case 'dealers':
      return [a.owner_id]
    case 'number_of_seats':
      return [String(a.number_of_seats)]
  }
}

const rangeValue = (v: Vehicle, range: RangeFilter): number | null => {
  const a = v.attributes
  switch (range) {
    case 'msrp_price':
      return a.msrp_price
    case 'display_price': {
      if (a.price_hidden) return null
      return (
        v.pricesDriveAway?.currentDriveAway.value ??
        v.prices.list.find((p) => p.type === 'purchase')?.value_raw ??
        null
      )
    }
    case 'mileage':
      return a.mileage
    case 'production_year':
      return a.production_year
    case 'model_year':
      return Number(a.model_year)
    case 'power':
      return a.power
  }
}

/** Whether a vehicle passes the list, the forced filters and every active filter but `except`. */
export function passes(
  v: Vehicle,
  list: StockList,
  query: ListingQuery,
  dealerCodes: Map<string, string>,
  except?: FilterKey,
): boolean {
  if (v.list !== list) return false
  const code = dealerCodes.get(v.attributes.owner_id) ?? ''
  if (query.forced_statuses.length && !query.forced_statuses.includes(v.attributes.status)) return false
  if (query.forced_dealer_codes.length && !query.forced_dealer_codes.includes(code)) return false
  if (query.owner_dealer_codes_includes.length && !query.owner_dealer_codes_includes.includes(code))
    return false
  for (const filter of VALUE_FILTERS) {
    if (filter === except) continue
    const selected = query.filters.values[filter]
    if (selected?.length && !valuesOf(v, filter).some((value) => selected.includes(value))) return false
    if (filter === 'brands' && query.filters.model_group !== undefined)
      if (v.attributes.nameplate_model_group !== query.filters.model_group) return false
  }
  for (const range of RANGE_FILTERS) {
    if (range === except) continue
    const bounds = query.filters.ranges[range]
    if (!bounds) continue
    const value = rangeValue(v, range)
    if (value === null) return false
    if (bounds.min !== undefined && value < bounds.min) return false
    if (bounds.max !== undefined && value > bounds.max) return false
  }
  return true
}

/** The total and facets the listing must answer, sorted by value for comparison. */
export function expectedListing(
  vehicles: Vehicle[],
  list: StockList,
  query: ListingQuery,
  dealerCodes: Map<string, string>,
): { total: number; values: Record<string, FacetValue[]>; ranges: Record<string, FacetRange> } {
  const total = vehicles.filter((v) => passes(v, list, query, dealerCodes)).length
  const values: Record<string, FacetValue[]> = {}
  for (const filter of VALUE_FILTERS) {
    const counts = new Map<string, number>()
    for (const v of vehicles)
      if (passes(v, list, query, dealerCodes, filter))
        for (const value of new Set(valuesOf(v, filter))) counts.set(value, (counts.get(value) ?? 0) + 1)
    for (const value of query.filters.values[filter] ?? []) if (!counts.has(value)) counts.set(value, 0)
    values[filter] = byValue([...counts].map(([value, count]) => ({ value, count })))
  }
  const ranges: Record<string, FacetRange> = {}
  for (const range of RANGE_FILTERS) {
    const numbers = vehicles
      .filter((v) => passes(v, list, query, dealerCodes, range))
      .map((v) => rangeValue(v, range))
      .filter((n): n is number => n !== null)
    ranges[range] = {
      min: numbers.length ? Math.min(...numbers) : null,
      max: numbers.length ? Math.max(...numbers) : null,
      count: numbers.length,
    }
  }
  return { total, values, ranges }
}

/** Facet values sorted by value, to compare regardless of the API's display order. */
export function byValue(facets: FacetValue[]): FacetValue[] {
  return [...facets].sort((a, b) => (a.value < b.value ? -1 : a.value > b.value ? 1 : 0))
}
