import {
  FUEL_TYPES,
  PRICE_TYPES,
  VALUE_FILTERS,
  VEHICLE_STATUSES,
  type FacetValue,
  type ListingQuery,
  type ValueFilter,
} from '../../engine/stock/stock-types.js'

/**
 * The value facets of a listing from their counts, however they were counted (SQL in listing-facets.ts, the
 * in-process index in facet-index.ts): values with a count above 0, every selected value (with 0 when it
 * counts none, so the shopper can still see and clear it), in each facet's order. One function, so both
 * ways answer the same lists.
 */
export function facetLists(
  counts: ReadonlyMap<ValueFilter, ReadonlyMap<string, number>>,
  query: ListingQuery,
): Record<ValueFilter, FacetValue[]> {
  const values = Object.fromEntries(VALUE_FILTERS.map((filter) => [filter, [] as FacetValue[]])) as Record<
    ValueFilter,
    FacetValue[]
  >
  for (const filter of VALUE_FILTERS) {
    for (const [value, count] of counts.get(filter) ?? [])
      if (count > 0) values[filter].push({ value, count })
    for (const value of query.filters.values[filter] ?? [])
      if (!values[filter].some((facet) => facet.value === value)) values[filter].push({ value, count: 0 })
    values[filter].sort(facetOrder(filter))
  }
  return values
}

/** Statuses and fuel types in the spec's order, seats by number, everything else alphabetically. */
function facetOrder(filter: ValueFilter): (a: FacetValue, b: FacetValue) => number {
  const ordered: readonly string[] | undefined =
    filter === 'statuses'
      ? VEHICLE_STATUSES
      : filter === 'engine_types'
        ? FUEL_TYPES
        : filter === 'financing_options'
          ? PRICE_TYPES
          : undefined
  if (ordered)
    return (a, b) => rank(ordered, a.value) - rank(ordered, b.value) || a.value.localeCompare(b.value)
  if (filter === 'number_of_seats') return (a, b) => Number(a.value) - Number(b.value)
  return (a, b) => (a.value < b.value ? -1 : a.value > b.value ? 1 : 0)
}

function rank(ordered: readonly string[], value: string): number {
  const index = ordered.indexOf(value)
  return index === -1 ? ordered.length : index
}
