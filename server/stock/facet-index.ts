import {
  FUEL_TYPES,
  PRICE_TYPES,
  RANGE_FILTERS,
  type FilterKey,
  type ListingFacets,
  type ListingQuery,
  type StockList,
  type ValueFilter,
} from '../../engine/stock/stock-types.js'
import { facetLists } from './facet-lists.js'
import { RANGE_COLUMNS, VALUE_COLUMNS } from './listing-conditions.js'

/** Text (and seat) columns kept as dictionary codes: every scalar filter's, the model group's and the base's. */
const CODED = [
  'state',
  'status',
  'brand',
  'model_group',
  'nameplate_name',
  'transmission',
  'color_canonical',
  'color_name',
  'owner_id',
  'owner_dealer_code',
  'number_of_seats',
] as const
type CodedColumn = (typeof CODED)[number]

/** Array columns with closed value lists, kept as one bit per value. */
const MASKED = { financing_options: PRICE_TYPES, engine_types: FUEL_TYPES } as const
type MaskedColumn = keyof typeof MASKED
const MASKED_COLUMNS = Object.keys(MASKED) as MaskedColumn[]

type RangedColumn = (typeof RANGE_COLUMNS)[keyof typeof RANGE_COLUMNS]
const RANGED = Object.values(RANGE_COLUMNS)

/**
 * What the index is built from, a chunk at a time: the stock's version and the next $2 vehicles after id $1
 * (by primary key; null for the first), as one JSON array per vehicle. JSON, because one string parsed by JSON.parse is far
 * cheaper than a million column values through the driver; chunks, because PGlite has one connection and a
 * build in one statement would hold every other query for a second or more. Seats travel as text: the SQL
 * facets name them `number_of_seats::text`, and so does the index.
 */
export const FACET_INDEX_SQL = `
SELECT (SELECT version FROM stock_version)::text AS version, (
  SELECT json_agg(json_build_array(id, list, ${CODED.map((c) => `${c}::text`).join(', ')},
    ${MASKED_COLUMNS.join(', ')}, ${RANGED.join(', ')}) ORDER BY id)
  FROM (SELECT * FROM vehicles WHERE $1::text IS NULL OR id > $1 ORDER BY id LIMIT $2) AS chunk
) AS rows`

/** A vehicle as FACET_INDEX_SQL reads it: id, list, the coded columns, the masked ones, the ranged ones. */
export type FacetIndexRow = unknown[]

interface Coded {
  /** Each distinct value once; a row's code is its value's position. */
  values: string[]
  codes: Map<string, number>
  column: Uint32Array
}

/** One condition on a row: its value among allowed codes, a bit of a mask, or a bound of a range. */
type Part =
  | { kind: 'codes'; column: Uint32Array; allowed: Uint8Array }
  | { kind: 'mask'; column: Uint8Array; mask: number }
  | { kind: 'min' | 'max'; column: Float64Array; bound: number }

/**
 * The facet columns of the whole stock in memory, dictionary-coded into typed arrays (about 100 bytes a
 * vehicle), rows grouped by list. A listing's total and facets are counted here in a few passes over the
 * list's rows instead of two SQL aggregations; the answer equals `listingFacets` (server/stock/
 * listing-facets.ts) exactly, which stays the reference and the fallback (tests/integration/
 * facet-index.test.ts compares them). The filters mirror `listingConditions` (listing-conditions.ts):
 * a row counts for a facet when it passes the base and every active filter but the facet's own.
 * An index is immutable and belongs to one stock version (FacetIndexSource decides when it is current).
 */
export class FacetIndex {
  private readonly lists = new Map<string, [start: number, end: number]>()
  private readonly coded = {} as Record<CodedColumn, Coded>
  private readonly masked = {} as Record<MaskedColumn, Uint8Array>
  private readonly ranged = {} as Record<RangedColumn, Float64Array>

  constructor(
    /** The stock version the rows were read at. */
    readonly version: string,
    rows: readonly FacetIndexRow[],
  ) {
    const size = rows.length
    for (const column of CODED)
      this.coded[column] = { values: [], codes: new Map(), column: new Uint32Array(size) }
    for (const column of MASKED_COLUMNS) this.masked[column] = new Uint8Array(size)
    for (const column of RANGED) this.ranged[column] = new Float64Array(size)
    // Rows are kept grouped by list (in their given order within each), so a listing reads one span.
    const order = rows.map((_, i) => i)
    const listOf = rows.map((row) => String(row[1]))
    order.sort((a, b) => (listOf[a]! < listOf[b]! ? -1 : listOf[a]! > listOf[b]! ? 1 : a - b))
    order.forEach((from, r) => {
      const row = rows[from] as FacetIndexRow
      const list = listOf[from] as string
      const span = this.lists.get(list)
      if (span) span[1] = r + 1
      else this.lists.set(list, [r, r + 1])
      let at = 2
      for (const column of CODED) {
        const coded = this.coded[column]
        const value = String(row[at++])
        let code = coded.codes.get(value)
        if (code === undefined) {
          code = coded.values.length
          coded.codes.set(value, code)
          coded.values.push(value)
        }
        coded.column[r] = code
      }
      for (const column of MASKED_COLUMNS) {
        const closed: readonly string[] = MASKED[column]
        let mask = 0
        for (const value of (row[at++] as string[] | null) ?? []) {
          const bit = closed.indexOf(value)
          if (bit !== -1) mask |= 1 << bit
        }
        this.masked[column][r] = mask
      }
      // NULL (a hidden price) is NaN: it fails every bound, as NULL fails the SQL comparison.
      for (const column of RANGED) {
        const value = row[at++]
        this.ranged[column][r] = value === null || value === undefined ? NaN : Number(value)
      }
    })
  }

  /** Vehicles indexed. */
  get size(): number {
    return this.ranged.mileage.length
  }

  /**
   * The total and facets of `query` on `list`, as `listingFacets` answers them; undefined when the query
   * holds something the index cannot represent exactly (an array value outside its closed list, seats that
   * are not a whole number), for the caller to count in SQL.
   */
  facets(list: StockList, query: ListingQuery): { total: number; facets: ListingFacets } | undefined {
    const [start, end] = this.lists.get(list) ?? [0, 0]
    const n = end - start
    const base = this.baseParts(query)
    const active = this.activeParts(query)
    if (!base || !active) return undefined

    // fails[i]: how many active filters row i fails (2 when it fails the base, so it never counts);
    // failed[i]: which one, when it is exactly one (1-based; 0 = none).
    const fails = new Uint8Array(n)
    const failed = new Uint8Array(n)
    const ok = new Uint8Array(n)
    if (base.length) {
      passes(base, start, ok)
      for (let i = 0; i < n; i++) if (!ok[i]) fails[i] = 2
    }
    const ids = new Map<FilterKey, number>()
    active.forEach(([filter, parts], index) => {
      ids.set(filter, index + 1)
      passes(parts, start, ok)
      for (let i = 0; i < n; i++)
        if (!ok[i]) {
          fails[i] = Math.min(2, (fails[i] as number) + 1)
          failed[i] = index + 1
        }
    })
    let total = 0
    for (let i = 0; i < n; i++) if (fails[i] === 0) total++

    const counts = new Map<ValueFilter, Map<string, number>>()
    for (const [filter, [column, kind]] of Object.entries(VALUE_COLUMNS) as [
      ValueFilter,
      (typeof VALUE_COLUMNS)[keyof typeof VALUE_COLUMNS],
    ][]) {
      const id = ids.get(filter) ?? 0
      if (kind === 'array') {
        const closed: readonly string[] = MASKED[column]
        const sums = new Uint32Array(closed.length)
        const masks = this.masked[column]
        for (let i = 0; i < n; i++) {
          const f = fails[i]
          if (f !== 0 && (f !== 1 || failed[i] !== id)) continue
          const mask = masks[start + i] as number
          for (let bit = 0; bit < closed.length; bit++) if (mask & (1 << bit)) (sums[bit] as number)++
        }
        counts.set(filter, new Map(closed.map((value, bit) => [value, sums[bit] as number])))
      } else {
        const coded = this.coded[column]
        const sums = new Uint32Array(coded.values.length)
        const codes = coded.column
        for (let i = 0; i < n; i++) {
          const f = fails[i]
          if (f === 0 || (f === 1 && failed[i] === id)) (sums[codes[start + i] as number] as number)++
        }
        const byValue = new Map<string, number>()
        sums.forEach((count, code) => count > 0 && byValue.set(coded.values[code] as string, count))
        counts.set(filter, byValue)
      }
    }

    const ranges = {} as ListingFacets['ranges']
    for (const range of RANGE_FILTERS) {
      const id = ids.get(range) ?? 0
      const values = this.ranged[RANGE_COLUMNS[range]]
      let min = Infinity
      let max = -Infinity
      let count = 0
      for (let i = 0; i < n; i++) {
        const f = fails[i]
        if (f !== 0 && (f !== 1 || failed[i] !== id)) continue
        const value = values[start + i] as number
        if (value !== value) continue // NaN: no value, which min, max and count skip as SQL does NULL
        count++
        if (value < min) min = value
        if (value > max) max = value
      }
      ranges[range] = { min: count ? min : null, max: count ? max : null, count }
    }
    return { total, facets: { values: facetLists(counts, query), ranges } }
  }

  /** The list's other conditions (forced statuses and dealers), as listingConditions puts them in `base`. */
  private baseParts(query: ListingQuery): Part[] | undefined {
    const parts: Part[] = []
    if (query.forced_statuses.length) parts.push(this.codesPart('status', query.forced_statuses))
    if (query.forced_dealer_codes.length)
      parts.push(this.codesPart('owner_dealer_code', query.forced_dealer_codes))
    if (query.owner_dealer_codes_includes.length)
      parts.push(this.codesPart('owner_dealer_code', query.owner_dealer_codes_includes))
    return parts
  }

  /** Each active shopper filter with its conditions, in listingConditions' order. */
  private activeParts(query: ListingQuery): [FilterKey, Part[]][] | undefined {
    const active: [FilterKey, Part[]][] = []
    const { values, ranges, model_group } = query.filters
    for (const [filter, [column, kind]] of Object.entries(VALUE_COLUMNS) as [
      ValueFilter,
      (typeof VALUE_COLUMNS)[keyof typeof VALUE_COLUMNS],
    ][]) {
      const selected = values[filter]
      const parts: Part[] = []
      if (selected?.length) {
        if (kind === 'array') {
          const closed: readonly string[] = MASKED[column]
          if (selected.some((value) => !closed.includes(value))) return undefined
          const mask = selected.reduce((bits, value) => bits | (1 << closed.indexOf(value)), 0)
          parts.push({ kind: 'mask', column: this.masked[column], mask })
        } else if (kind === 'int') {
          // SQL compares numbers (`= ANY(int[])`); the dictionary holds their text, which is unique for
          // whole numbers.
          const numbers = selected.map(Number)
          if (!numbers.every((seats) => Number.isSafeInteger(seats))) return undefined
          parts.push(this.codesPart(column, numbers.map(String)))
        } else parts.push(this.codesPart(column, selected))
      }
      if (filter === 'brands' && model_group !== undefined)
        parts.push(this.codesPart('model_group', [model_group]))
      if (parts.length) active.push([filter, parts])
    }
    for (const range of RANGE_FILTERS) {
      const column = RANGE_COLUMNS[range]
      const bounds = ranges[range]
      const parts: Part[] = []
      // As in SQL: whole-number columns compare with whole numbers, prices with the bound as given.
      const whole = !column.endsWith('price')
      const values = this.ranged[column]
      if (bounds?.min !== undefined)
        parts.push({ kind: 'min', column: values, bound: whole ? Math.ceil(bounds.min) : bounds.min })
      if (bounds?.max !== undefined)
        parts.push({ kind: 'max', column: values, bound: whole ? Math.floor(bounds.max) : bounds.max })
      if (parts.length) active.push([range, parts])
    }
    return active
  }

  private codesPart(column: CodedColumn, selected: readonly string[]): Part {
    const coded = this.coded[column]
    const allowed = new Uint8Array(coded.values.length)
    for (const value of selected) {
      const code = coded.codes.get(value)
      if (code !== undefined) allowed[code] = 1
    }
    return { kind: 'codes', column: coded.column, allowed }
  }
}

/** ok[i] = whether row start + i passes every part (one tight loop per part). */
function passes(parts: readonly Part[], start: number, ok: Uint8Array): void {
  ok.fill(1)
  const n = ok.length
  for (const part of parts) {
    if (part.kind === 'codes') {
      const { column, allowed } = part
      for (let i = 0; i < n; i++) if (!allowed[column[start + i] as number]) ok[i] = 0
    } else if (part.kind === 'mask') {
      const { column, mask } = part
      for (let i = 0; i < n; i++) if (((column[start + i] as number) & mask) === 0) ok[i] = 0
    } else if (part.kind === 'min') {
      const { column, bound } = part
      for (let i = 0; i < n; i++) if (!((column[start + i] as number) >= bound)) ok[i] = 0
    } else {
      const { column, bound } = part
      for (let i = 0; i < n; i++) if (!((column[start + i] as number) <= bound)) ok[i] = 0
    }
  }
}
