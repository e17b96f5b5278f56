import {
  FUEL_TYPES,
  PRICE_TYPES,
  RANGE_FILTERS,
  VALUE_FILTERS,
  VEHICLE_STATUSES,
  type FacetValue,
  type FilterKey,
  type ListingFacets,
  type ListingQuery,
  type ValueFilter,
} from '../../engine/stock/stock-types.js'
import type { Queryable } from '../db/database.js'
import { RANGE_COLUMNS, type ListingConditions } from './listing-conditions.js'

/**
 * The grouping sets: every value filter's column sits in exactly one set, and columns of few values share
 * a set (brand × model × fuel-type list, state × status × transmission, colour × colour name × price-type
 * list, dealer × seats: a few hundred groups at most), so each row is hashed four times instead of eleven.
 * A facet's counts are the sums over its set's groups; an array column's group counts once for each value
 * in it.
 */
const GROUPING_SETS: readonly (readonly (readonly [ValueFilter, string])[])[] = [
  [
    ['brands', 'brand'],
    ['models', 'nameplate_name'],
    ['engine_types', 'engine_types'],
  ],
  [
    ['states', 'state'],
    ['statuses', 'status'],
    ['transmissions', 'transmission'],
  ],
  [
    ['colors', 'color_canonical'],
    ['specific_colors', 'color_name'],
    ['financing_options', 'financing_options'],
  ],
  [
    ['dealers', 'owner_id'],
    ['number_of_seats', 'number_of_seats'],
  ],
]
const GROUPED = GROUPING_SETS.flat()
const ARRAY_COLUMNS = new Set(['engine_types', 'financing_options'])

/**
 * The total and the facets of a listing: for every filter, the values (or min/max) and their counts under
 * the base and every OTHER active filter. The total and every value facet (array columns included) come from
 * one scan of the list's rows: GROUPING SETS over the filter columns, with one count per distinct "all but
 * one filter" condition. The ranges' min, max and count are one row of FILTER aggregates over the same rows,
 * run beside it (on PostgreSQL on another connection): inside the grouping they would be computed once per
 * set. Rows that fail two or more active filters count for no facet, so both drop them first: the more
 * filters, the fewer rows are hashed.
 */
export async function listingFacets(
  db: Queryable,
  conditions: ListingConditions,
  query: ListingQuery,
): Promise<{ total: number; facets: ListingFacets }> {
  const { base, active, params } = conditions
  const activeKeys = Object.keys(active) as FilterKey[]
  /** Which condition counts facet `key`: all active filters but its own. */
  const conditionKey = (key: FilterKey): FilterKey | 'all' => (active[key] ? key : 'all')
  // Each active filter is evaluated once per row, as a boolean column of the rows subquery; a facet's
  // condition is then a cheap AND of those flags instead of the filters' SQL repeated per aggregate.
  const conditionSql = (key: FilterKey | 'all'): string => {
    const flags = activeKeys.flatMap((filter, i) => (filter === key ? [] : [`f${i}`]))
    return flags.length ? flags.join(' AND ') : 'true'
  }
  const rangeColumns = RANGE_FILTERS.map((range) => RANGE_COLUMNS[range])
  const rowColumns = [
    ...GROUPED.map(([, column]) => column),
    ...rangeColumns,
    // A price filter on a vehicle without a price is NULL, which fails it like false.
    ...activeKeys.map((filter, i) => `coalesce((${active[filter]}), false) AS f${i}`),
  ]
  const failed = activeKeys.map((_, i) => `(NOT f${i})::int`).join(' + ')
  // OFFSET 0 keeps the planner from inlining the subquery (and with it, the filters into every aggregate).
  // Without an active filter there are no flags to compute: the table is grouped directly.
  const rows = !activeKeys.length
    ? `vehicles WHERE ${base}`
    : `(SELECT ${rowColumns.join(', ')} FROM vehicles WHERE ${base} OFFSET 0) AS v${
        activeKeys.length > 1 ? ` WHERE ${failed} <= 1` : ''
      }`

  const keys = [...new Set([...GROUPED.map(([filter]) => conditionKey(filter)), 'all' as const])]
  const count = (key: FilterKey | 'all') => `n${keys.indexOf(key)}`
  /** ` FILTER (WHERE ...)` for a condition; nothing for "no active filter", which costs a test per row. */
  const filterOf = (key: FilterKey | 'all') => {
    const condition = conditionSql(key)
    return condition === 'true' ? '' : ` FILTER (WHERE ${condition})`
  }
  const counts = keys.map((key) => `count(*)${filterOf(key)} AS ${count(key)}`)
  const rangeAggregates = RANGE_FILTERS.flatMap((range) => {
    const column = RANGE_COLUMNS[range]
    const where = filterOf(conditionKey(range))
    return [
      `min(${column})${where} AS ${range}_min`,
      `max(${column})${where} AS ${range}_max`,
      `count(${column})${where} AS ${range}_count`,
    ]
  })
  const columns = GROUPED.map(([, column]) => column)
  const grouped = `SELECT GROUPING(${columns.join(', ')}) AS g,
    ${columns.map((c) => (ARRAY_COLUMNS.has(c) ? c : `${c}::text AS ${c}`)).join(', ')},
    ${counts.join(', ')}
    FROM ${rows}
    GROUP BY GROUPING SETS (${GROUPING_SETS.map((set) => `(${set.map(([, c]) => c).join(', ')})`).join(', ')})`
  const [groupRows, [row]] = await Promise.all([
    db.query<Record<string, unknown>>(grouped, params),
    db.query<Record<string, unknown>>(`SELECT ${rangeAggregates.join(', ')} FROM ${rows}`, params),
  ])

  // GROUPING() has a 1 bit for each column left out of the row's set, a 0 bit for each column in it.
  const bit = (column: string) => 1 << (columns.length - 1 - columns.indexOf(column))
  const firstSetMask =
    columns.reduce((mask, column) => mask | bit(column), 0) &
    ~GROUPING_SETS[0]!.reduce((mask, [, column]) => mask | bit(column), 0)
  const sums = new Map<ValueFilter, Map<string, number>>(GROUPED.map(([filter]) => [filter, new Map()]))
  let total = 0
  const ranges = Object.fromEntries(
    RANGE_FILTERS.map((range) => {
      const min = row?.[`${range}_min`]
      const max = row?.[`${range}_max`]
      return [
        range,
        {
          min: min === null || min === undefined ? null : Number(min),
          max: max === null || max === undefined ? null : Number(max),
          count: Number(row?.[`${range}_count`] ?? 0),
        },
      ]
    }),
  ) as ListingFacets['ranges']
  for (const groupRow of groupRows) {
    const mask = Number(groupRow.g)
    for (const [filter, column] of GROUPED) {
      if ((mask & bit(column)) !== 0) continue
      const n = Number(groupRow[count(conditionKey(filter))])
      const sum = sums.get(filter) as Map<string, number>
      const cell = groupRow[column]
      // A value listed twice in one vehicle's array still counts that vehicle once.
      for (const value of Array.isArray(cell) ? new Set(cell as unknown[]) : [cell])
        sum.set(String(value), (sum.get(String(value)) ?? 0) + n)
    }
    // Every set covers every row once: the total is read from the first set's groups.
    if (mask === firstSetMask) total += Number(groupRow[count('all')])
  }
  const values = Object.fromEntries(VALUE_FILTERS.map((filter) => [filter, [] as FacetValue[]])) as Record<
    ValueFilter,
    FacetValue[]
  >
  for (const [filter, sum] of sums)
    for (const [value, n] of sum) if (n > 0) values[filter].push({ value, count: n })
  for (const filter of VALUE_FILTERS) {
    // A selected value stays in its facet with 0, so the shopper can still see and clear it.
    for (const value of query.filters.values[filter] ?? [])
      if (!values[filter].some((facet) => facet.value === value)) values[filter].push({ value, count: 0 })
    values[filter].sort(facetOrder(filter))
  }
  return { total, facets: { values, ranges } }
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
