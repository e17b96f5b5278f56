import {
  FUEL_TYPES,
  PRICE_TYPES,
  RANGE_FILTERS,
  type FilterKey,
  type ListingFacets,
  type ListingQuery,
  type ValueFilter,
} from '../../engine/stock/stock-types.js'
import type { Queryable } from '../db/database.js'
import { facetLists } from './facet-lists.js'
import { RANGE_COLUMNS, type ListingConditions } from './listing-conditions.js'

/** Value filters with one value per vehicle, counted in one pass with GROUPING SETS. */
const SCALAR_FACETS = [
  ['brands', 'brand'],
  ['models', 'nameplate_name'],
  ['states', 'state'],
  ['statuses', 'status'],
  ['transmissions', 'transmission'],
  ['colors', 'color_canonical'],
  ['specific_colors', 'color_name'],
  ['dealers', 'owner_id'],
  ['number_of_seats', 'number_of_seats'],
] as const satisfies readonly (readonly [ValueFilter, string])[]

/**
 * The grouping sets: columns of few values share a set (brand × model, state × status × transmission,
 * colour × colour name, dealer × seats: a few hundred groups at most), so each row is hashed four times
 * instead of nine; a facet's counts are the sums over its column's groups.
 */
const GROUPING_SETS = [
  ['brand', 'nameplate_name'],
  ['state', 'status', 'transmission'],
  ['color_canonical', 'color_name'],
  ['owner_id', 'number_of_seats'],
]

/** Array filters have closed value lists, so each value is one FILTER aggregate of the single-row query. */
const ARRAY_FACETS = [
  ['engine_types', 'engine_types', FUEL_TYPES],
  ['financing_options', 'financing_options', PRICE_TYPES],
] as const

/**
 * The total and the facets of a listing: for every filter, the values (or min/max) and their counts under
 * the base and every OTHER active filter. Two queries over the list's rows, run side by side: the scalar
 * value facets through GROUPING SETS, one count column per distinct "all but one filter" condition; the
 * array facets, the ranges and the total as FILTER aggregates of one row. Both only ever read the list's
 * rows (the base is in WHERE), and only those that fail at most one active filter, so the cost grows with
 * the list and falls with the filters. Counting everything in one statement (ranges and arrays inside the
 * grouping) was measured and is slower: every aggregate then runs once per grouping set (decision 013).
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
  // A price filter on a vehicle without a price is NULL, which fails it like false.
  const flags = activeKeys.map((filter, i) => `coalesce((${active[filter]}), false) AS f${i}`)
  // Rows that fail two or more active filters count for no facet (each facet leaves out one filter at
  // most): they are dropped before grouping and aggregating, so the more filters, the less work.
  const failed = activeKeys.map((_, i) => `(NOT f${i})::int`).join(' + ')
  /**
   * The list's rows with `columns` and the filter flags. OFFSET 0 keeps the planner from inlining the
   * subquery (and with it, the filters into every aggregate); each query takes only the columns it reads.
   */
  const rowsWith = (columns: readonly string[]) =>
    `(SELECT ${[...columns, ...flags].join(', ')} FROM vehicles WHERE ${base} OFFSET 0) AS v${
      activeKeys.length > 1 ? ` WHERE ${failed} <= 1` : ''
    }`

  const keys = [...new Set(SCALAR_FACETS.map(([filter]) => conditionKey(filter)))]
  const columns = SCALAR_FACETS.map(([, column]) => column)
  const grouped = `SELECT GROUPING(${columns.join(', ')}) AS g, ${columns.map((c) => `${c}::text AS ${c}`).join(', ')},
    ${keys.map((key, i) => `count(*) FILTER (WHERE ${conditionSql(key)}) AS n${i}`).join(', ')}
    FROM ${rowsWith(columns)}
    GROUP BY GROUPING SETS (${GROUPING_SETS.map((set) => `(${set.join(', ')})`).join(', ')})`

  const aggregates = [`count(*) FILTER (WHERE ${conditionSql('all')}) AS total`]
  for (const [filter, column, values] of ARRAY_FACETS)
    values.forEach((value, i) =>
      aggregates.push(
        `count(*) FILTER (WHERE ${conditionSql(conditionKey(filter))} AND '${value}' = ANY(${column})) AS ${filter}_${i}`,
      ),
    )
  for (const range of RANGE_FILTERS) {
    const column = RANGE_COLUMNS[range]
    const where = `FILTER (WHERE ${conditionSql(conditionKey(range))})`
    aggregates.push(
      `min(${column}) ${where} AS ${range}_min`,
      `max(${column}) ${where} AS ${range}_max`,
      `count(${column}) ${where} AS ${range}_count`,
    )
  }
  const single = `SELECT ${aggregates.join(', ')}
    FROM ${rowsWith([...ARRAY_FACETS.map(([, column]) => column), ...RANGE_FILTERS.map((range) => RANGE_COLUMNS[range])])}`

  const [groupRows, [row]] = await Promise.all([
    db.query<Record<string, unknown>>(grouped, params),
    db.query<Record<string, unknown>>(single, params),
  ])
  const sums = new Map<ValueFilter, Map<string, number>>(SCALAR_FACETS.map(([filter]) => [filter, new Map()]))
  for (const groupRow of groupRows) {
    // GROUPING() has a 1 bit for each column left out of the row's set, a 0 bit for each column in it.
    const mask = Number(groupRow.g)
    SCALAR_FACETS.forEach(([filter, column], i) => {
      if ((mask & (1 << (SCALAR_FACETS.length - 1 - i))) !== 0) return
      const value = String(groupRow[column])
      const sum = sums.get(filter) as Map<string, number>
      sum.set(value, (sum.get(value) ?? 0) + Number(groupRow[`n${keys.indexOf(conditionKey(filter))}`]))
    })
  }
  for (const [filter, , closed] of ARRAY_FACETS)
    sums.set(filter, new Map(closed.map((value, i) => [value, Number(row?.[`${filter}_${i}`] ?? 0)])))
  const values = facetLists(sums, query)
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
  return { total: Number(row?.total ?? 0), facets: { values, ranges } }
}
