// The in-process facet index against the SQL facets it replaces (the reference): the same totals and facets
// for randomized filters over generated stock, on embedded PGlite always and on a PostgreSQL server when
// TEST_DATABASE_URL is set. Then what keeps it honest: a stock change in another process (another
// connection) is never answered from the old index, one rebuild runs however many listings ask, too much
// stock or a failed build falls back to SQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { defaultListingQuery } from '../../engine/stock/default-listing-query.js'
import {
  FUEL_TYPES,
  PRICE_TYPES,
  RANGE_FILTERS,
  SORT_OPTIONS,
  STOCK_LISTS,
  VEHICLE_STATUSES,
  type ListingQuery,
  type StockList,
  type ValueFilter,
} from '../../engine/stock/stock-types.js'
import { openDatabase, type Database, type Queryable } from '../../server/db/database.js'
import { migrate } from '../../server/db/migrate.js'
import { createStockReader } from '../../server/stock/create-stock-reader.js'
import { FACET_INDEX_SQL } from '../../server/stock/facet-index.js'
import { FacetIndexSource } from '../../server/stock/facet-index-source.js'
import { generateStock } from '../../server/stock/generate/generate-stock.js'
import { seededRandom, type SeededRandom } from '../../server/stock/generate/seeded-random.js'
import { insertStock } from '../../server/stock/insert-stock.js'
import { listingConditions } from '../../server/stock/listing-conditions.js'
import { listingFacets } from '../../server/stock/listing-facets.js'

// Its own schema on the server (through the connection's search_path), so the suites that reset `public`
// at the same time (vitest runs two files at once) cannot pull the tables from under it.
const SCHEMA = 'facet_index_test'
const url = process.env.TEST_DATABASE_URL && withSearchPath(process.env.TEST_DATABASE_URL, SCHEMA)
const backends: [string, () => Promise<Database>][] = [
  ['PGlite', () => openDatabase({ dataDir: 'memory://' })],
]
if (url)
  backends.push([
    'PostgreSQL',
    async () => {
      const database = await openDatabase({ url })
      await database.exec(`DROP SCHEMA IF EXISTS ${SCHEMA} CASCADE; CREATE SCHEMA ${SCHEMA};`)
      return database
    },
  ])

function withSearchPath(base: string, schema: string): string {
  const address = new URL(base)
  address.searchParams.set('options', `-c search_path=${schema}`)
  return address.toString()
}

const stock = generateStock({ count: 2500, seed: 20 })
const vehicles = stock.vehicles

/** Values to pick filters from: those in the stock, and one that matches nothing. */
const seen = <T>(read: (v: (typeof vehicles)[number]) => T) => [...new Set(vehicles.map(read))]
const VALUES: Record<ValueFilter, string[]> = {
  brands: [...seen((v) => v.attributes.nameplate_brand_name), 'Nobody'],
  models: [...seen((v) => v.attributes.nameplate_name), 'No Model'],
  financing_options: [...PRICE_TYPES],
  states: [...STOCK_LISTS],
  statuses: [...VEHICLE_STATUSES],
  engine_types: [...FUEL_TYPES],
  transmissions: ['auto', 'manual'],
  colors: [...seen((v) => v.attributes.color_canonical), 'ultraviolet'],
  specific_colors: [...seen((v) => v.attributes.color_name), 'No Colour'],
  dealers: [...seen((v) => v.attributes.owner_id), 'dealer-999'],
  number_of_seats: [...seen((v) => String(v.attributes.number_of_seats)), '42'],
}
const MODEL_GROUPS = [...seen((v) => v.attributes.nameplate_model_group), 'No Group']
const DEALER_CODES = [...stock.dealers.map((d) => d.dealer_code), 'AU99999']
/** Upper ends of each range's values, to draw bounds around. */
const SPANS: Record<(typeof RANGE_FILTERS)[number], number> = {
  msrp_price: 300_000,
  display_price: 300_000,
  mileage: 200_000,
  production_year: 2030,
  model_year: 2030,
  power: 600,
}

/** A random listing query: a few value filters (some with values nobody has), ranges, forced filters. */
function randomQuery(random: SeededRandom): ListingQuery {
  const query = defaultListingQuery()
  for (const filter of random.sample(Object.keys(VALUES) as ValueFilter[], random.int(0, 4)))
    query.filters.values[filter] = random.sample(VALUES[filter], random.int(1, 3))
  if (random.chance(0.15)) query.filters.model_group = random.pick(MODEL_GROUPS)
  for (const range of random.sample(RANGE_FILTERS, random.int(0, 3))) {
    const span = SPANS[range]
    const low = range.endsWith('year') ? 2010 : 0
    const a = low + random.next() * (span - low)
    const b = low + random.next() * (span - low)
    // Fractional bounds too: whole-number columns round them inwards, prices compare as given.
    const bound = (x: number) => (random.chance(0.5) ? Math.round(x) : Math.round(x * 100) / 100)
    const bounds: { min?: number; max?: number } = {}
    if (random.chance(0.7)) bounds.min = bound(Math.min(a, b))
    if (random.chance(0.7) || bounds.min === undefined) bounds.max = bound(Math.max(a, b))
    query.filters.ranges[range] = bounds
  }
  if (random.chance(0.15)) query.forced_statuses = random.sample(VEHICLE_STATUSES, random.int(1, 3))
  if (random.chance(0.1)) query.forced_dealer_codes = random.sample(DEALER_CODES, random.int(1, 6))
  if (random.chance(0.1)) query.owner_dealer_codes_includes = random.sample(DEALER_CODES, random.int(1, 6))
  query.sort = random.pick(SORT_OPTIONS)
  query.page = random.chance(0.8) ? 1 : random.int(2, 40)
  return query
}

/** A Queryable that counts the index builds it runs. */
function countingBuilds(db: Queryable): { db: Queryable; builds: () => number } {
  let builds = 0
  return {
    db: {
      query: (sql, params) => {
        if (sql === FACET_INDEX_SQL) builds++
        return db.query(sql, params)
      },
    },
    builds: () => builds,
  }
}

/** Waits until `done()` holds (a background build finished), for at most 10 s. */
async function until(done: () => boolean): Promise<void> {
  for (let waited = 0; !done(); waited += 10) {
    if (waited > 10_000) throw new Error('timed out')
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
}

const version = async (db: Queryable) =>
  (await db.query<{ version: string }>('SELECT version::text AS version FROM stock_version'))[0]!.version

describe.each(backends)('facet index on %s', (_name, open) => {
  let database: Database

  beforeAll(async () => {
    database = await open()
    await migrate(database)
    await insertStock(database, stock)
    // Writing 2,500 vehicles takes PGlite well over the default minute on a loaded machine.
  }, 180_000)
  afterAll(async () => {
    if (_name === 'PostgreSQL') await database.exec(`DROP SCHEMA ${SCHEMA} CASCADE`)
    await database.close()
  })

  it('counts every total and facet as the SQL reference does, for 300 random queries', async () => {
    // Built in chunks of 700 vehicles (four statements), as a large stock is.
    const source = new FacetIndexSource(database, { chunkRows: 700 })
    await source.refresh()
    const index = source.at(await version(database))
    expect(index?.size).toBe(vehicles.length)
    const random = seededRandom(2026)
    let nonEmpty = 0
    for (let i = 0; i < 300; i++) {
      const list = random.pick(STOCK_LISTS) as StockList
      const query = randomQuery(random)
      const expected = await listingFacets(database, listingConditions(list, query), query)
      const context = JSON.stringify([list, query])
      expect([context, index!.facets(list, query)]).toEqual([context, expected])
      if (expected.total > 0) nonEmpty++
    }
    // The random filters must not all miss, or the comparison would prove little.
    expect(nonEmpty).toBeGreaterThan(60)
  })

  it('answers listings (page, total, facets) as the reader without index does', async () => {
    const indexed = createStockReader(database, { facetIndex: new FacetIndexSource(database) })
    const reference = createStockReader(database, { facetIndex: false })
    const random = seededRandom(7)
    // The first listing starts the build; a listing before the index is ready counts in SQL, equally right.
    for (let i = 0; i < 40; i++) {
      const list = random.pick(STOCK_LISTS) as StockList
      const query = randomQuery(random)
      const [a, b] = await Promise.all([
        indexed.listingLight(list, query),
        reference.listingLight(list, query),
      ])
      expect(a).toEqual(b)
    }
  })

  it('never answers from an index older than the stock, whichever connection changed it', async () => {
    // Another process: its own connection (on PGlite, the same database through another reader).
    const other = url && _name === 'PostgreSQL' ? await openDatabase({ url }) : database
    try {
      const counted = countingBuilds(database)
      const source = new FacetIndexSource(counted.db)
      const reader = createStockReader(counted.db, { facetIndex: source })
      await source.refresh()
      expect(source.ready).toBe(true)
      const query = defaultListingQuery()
      const before = await reader.listing('used', query)
      const gone = before.data.slice(0, 3).map((v) => v.id)
      const removed = await other.transaction(async (tx) => {
        const rows = await tx.query<{ data: unknown }>(
          'DELETE FROM vehicles WHERE id = ANY($1) RETURNING data',
          [gone],
        )
        return rows.length
      })
      expect(removed).toBe(3)
      const after = await reader.listing('used', query)
      expect(after.meta.total).toBe(before.meta.total - 3)
      expect(after.data.map((v) => v.id)).not.toContain(gone[0])
      // One rebuild, however many listings asked meanwhile.
      await Promise.all(Array.from({ length: 8 }, () => reader.listing('used', query)))
      const current = await version(database)
      await until(() => source.at(current) !== undefined)
      expect(counted.builds()).toBe(2)
      const again = await reader.listing('used', query)
      expect(again.meta).toEqual(after.meta)
      // Put them back, so the other tests see the whole stock.
      await insertStock(other, { dealers: [], vehicles: vehicles.filter((v) => gone.includes(v.id)) })
      expect((await reader.listing('used', query)).meta.total).toBe(before.meta.total)
    } finally {
      if (other !== database) await other.close()
    }
  })

  it('keeps no index of more stock than maxRows, and counts in SQL', async () => {
    const counted = countingBuilds(database)
    const source = new FacetIndexSource(counted.db, { maxRows: 100 })
    await source.refresh()
    expect(source.ready).toBe(false)
    const reader = createStockReader(counted.db, { facetIndex: source })
    const reference = createStockReader(database, { facetIndex: false })
    const query = defaultListingQuery()
    expect(await reader.listing('new', query)).toEqual(await reference.listing('new', query))
    // The version was found too large once: no build per listing.
    await reader.listing('new', query)
    expect(counted.builds()).toBe(1)
  })

  it('falls back to SQL when a build fails, logs it, and retries only after retryMs', async () => {
    let clock = 0
    const logged: string[] = []
    const failing: Queryable = {
      query: (sql, params) =>
        sql === FACET_INDEX_SQL ? Promise.reject(new Error('boom')) : database.query(sql, params),
    }
    const counted = countingBuilds(failing)
    const source = new FacetIndexSource(counted.db, {
      retryMs: 1000,
      now: () => clock,
      log: (message) => logged.push(message),
    })
    const reader = createStockReader(counted.db, { facetIndex: source })
    const reference = createStockReader(database, { facetIndex: false })
    const query = defaultListingQuery()
    expect(await reader.listing('approved', query)).toEqual(await reference.listing('approved', query))
    await until(() => logged.length === 1)
    await reader.listing('approved', query)
    expect(counted.builds()).toBe(1)
    clock = 1000
    expect(await reader.listing('approved', query)).toEqual(await reference.listing('approved', query))
    await until(() => logged.length === 2)
    expect(counted.builds()).toBe(2)
  })
})
