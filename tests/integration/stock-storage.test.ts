// The stock tables and the StockReader: the same suite on embedded PGlite always, and on a PostgreSQL
// server when TEST_DATABASE_URL is set (as tests/integration/storage.test.ts does). Totals and facets are
// checked against counts computed here from the generated vehicles.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { StockReader } from '../../engine/stock/stock-reader.js'
import { parseListingParams } from '../../engine/stock/listing-params.js'
import type { StockList, Vehicle } from '../../engine/stock/stock-types.js'
import { openDatabase, type Database } from '../../server/db/database.js'
import { migrate } from '../../server/db/migrate.js'
import { analyzeStockOnce } from '../../server/stock/analyze-stock.js'
import { createStockReader } from '../../server/stock/create-stock-reader.js'
import { generateStock } from '../../server/stock/generate/generate-stock.js'
import { insertStock } from '../../server/stock/insert-stock.js'
import { byValue, expectedListing } from '../unit/stock/expected-listing.js'

const backends: [string, () => Promise<Database>][] = [
  ['PGlite', () => openDatabase({ dataDir: 'memory://' })],
]
const url = process.env.TEST_DATABASE_URL
if (url)
  backends.push([
    'PostgreSQL',
    async () => {
      const database = await openDatabase({ url })
      await database.exec('DROP SCHEMA IF EXISTS public CASCADE; CREATE SCHEMA public;')
      return database
    },
  ])

const stock = generateStock({ count: 1500, seed: 77 })
const dealerCodes = new Map(stock.dealers.map((d) => [d.id, d.dealer_code]))

const QUERIES: [StockList, string][] = [
  ['new', ''],
  ['used', 'nameplate_brand_name_in=Land Rover&mileage_lteq=90000&sort=mileageAsc'],
  ['approved', 'engine_type_includes=diesel&financing_options=lease&financing_options=subscribe'],
  ['new', 'status_in=stock&status_in=demo&number_of_seats_in=7'],
  // Fractional bounds on whole-number columns: from 10.5 km means from 11.
  ['new', 'mileage_gteq=10.5&mileage_lteq=40.5&power_lteq=300.75'],
  ['new', 'nameplate_model_group_eq=Defender&display_price_lteq=150000&power_gteq=250&sort=priceAsc'],
  ['used', 'forced_statuses=stock&owner_id_in=dealer-005&owner_id_in=dealer-012&production_year_lteq=2020'],
  [
    'approved',
    'filter[owner_dealer_codes_includes]=AU01108&filter[owner_dealer_codes_includes]=AU01129&color_canonical_in=grey&msrp_price_gteq=40000',
  ],
  // Many filters at once, prices among them (a hidden price fails a price filter): rows failing two or
  // more filters are left out of the grouping, rows failing exactly one still count for that one's facet.
  [
    'approved',
    'nameplate_brand_name_in=Jaguar&engine_type_includes=petrol&engine_type_includes=diesel&display_price_gteq=30000&status_in=stock&status_in=reserved&color_canonical_in=black&color_canonical_in=white&color_canonical_in=grey',
  ],
  ['used', 'financing_options=purchase&transmission_in=manual&msrp_price_lteq=90000&number_of_seats_in=5'],
  ['new', 'nameplate_brand_name_in=Land Rover&nameplate_model_group_eq=Range Rover&model_year_gteq=2023'],
]

describe.each(backends)('stock on %s', (_name, open) => {
  let database: Database
  let reader: StockReader

  beforeAll(async () => {
    database = await open()
    await migrate(database)
    await insertStock(database, stock)
    reader = createStockReader(database)
  })
  afterAll(() => database.close())

  it('stores every vehicle whole, with its filter columns read from it', async () => {
    const [row] = await database.query<{ n: string | number }>('SELECT count(*) AS n FROM vehicles')
    expect(Number(row?.n)).toBe(1500)
    const sample = stock.vehicles[123] as Vehicle
    expect(await reader.vehicleById(sample.id)).toEqual(sample)
    const [columns] = await database.query<Record<string, unknown>>(
      'SELECT brand, nameplate_name, engine_types, number_of_seats, model_year, owner_dealer_code FROM vehicles WHERE id = $1',
      [sample.id],
    )
    expect(columns).toEqual({
      brand: sample.attributes.nameplate_brand_name,
      nameplate_name: sample.attributes.nameplate_name,
      engine_types: sample.attributes.engine_type,
      number_of_seats: sample.attributes.number_of_seats,
      model_year: Number(sample.attributes.model_year),
      owner_dealer_code: dealerCodes.get(sample.attributes.owner_id),
    })
  })

  it('indexes every filterable column', async () => {
    const rows = await database.query<{ indexdef: string }>(
      "SELECT indexdef FROM pg_indexes WHERE tablename = 'vehicles'",
    )
    const definitions = rows.map((r) => r.indexdef).join('\n')
    for (const column of [
      'status',
      'brand',
      'nameplate_name',
      'owner_state',
      'transmission',
      'color_canonical',
      'color_name',
      'owner_id',
      'owner_dealer_code',
      'number_of_seats',
      'mileage',
      'production_year',
      'model_year',
      'power',
      'display_price',
      'msrp_price',
      'created_at',
    ])
      expect(definitions).toContain(column)
    expect(definitions).toMatch(/gin \(engine_types\)/)
    expect(definitions).toMatch(/gin \(financing_options\)/)
  })

  it.each(QUERIES)('%s?%s: total and facets match the generated data', async (list, qs) => {
    const parsed = parseListingParams(new URLSearchParams(qs))
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors))
    const answer = await reader.listing(list, parsed.value)
    const expected = expectedListing(stock.vehicles, list, parsed.value, dealerCodes)
    expect(expected.total).toBeGreaterThan(0)
    expect(answer.meta.total).toBe(expected.total)
    for (const [filter, values] of Object.entries(answer.meta.facets.values))
      expect([filter, byValue(values)]).toEqual([filter, expected.values[filter]])
    expect(answer.meta.facets.ranges).toEqual(expected.ranges)
    const light = await reader.listingLight(list, parsed.value)
    expect(light.data.map((v) => v.id)).toEqual(answer.data.map((v) => v.id))
    // The carousels' read: the same page and total, light, without facets.
    const cards = await reader.cards(list, parsed.value)
    expect(cards).toEqual({ data: light.data, total: expected.total })
  })

  it('leaves the planner statistics behind, and gathers them at start when a database has none', async () => {
    const statsRows = async () =>
      (
        await database.query<{ n: string }>(`SELECT count(*) AS n FROM pg_stats WHERE tablename = 'vehicles'`)
      )[0]!.n
    expect(Number(await statsRows())).toBeGreaterThan(0)
    expect(await analyzeStockOnce(database)).toBe(false)
    // A database written before insertStock analysed (PGlite never does it on its own).
    await database.query(`DELETE FROM pg_statistic WHERE starelid = 'vehicles'::regclass`)
    expect(Number(await statsRows())).toBe(0)
    expect(await analyzeStockOnce(database)).toBe(true)
    expect(Number(await statsRows())).toBeGreaterThan(0)
  })

  it('finds a vehicle only in its own list', async () => {
    const sample = stock.vehicles.find((v) => v.list === 'used') as Vehicle
    expect(await reader.vehicle('used', sample.id)).toEqual(sample)
    expect(await reader.vehicle('new', sample.id)).toBeNull()
    expect(await reader.vehicleById('missing')).toBeNull()
  })

  it('answers up to 6 similar vehicles of the same list and brand, never itself, same model first', async () => {
    const sample = stock.vehicles.find(
      (v) => v.list === 'new' && v.attributes.nameplate_name === 'Range Rover',
    ) as Vehicle
    const similar = await reader.similar(sample, 10)
    expect(similar).toHaveLength(6)
    for (const v of similar) {
      expect(v.id).not.toBe(sample.id)
      expect(v.list).toBe('new')
      expect(v.attributes.nameplate_brand_name).toBe('Land Rover')
      expect(v.attributes.status).not.toBe('sold')
    }
    expect(similar[0]?.attributes.nameplate_name).toBe('Range Rover')
  })

  it('answers the dealers owning vehicles of a list, by brand, sorted by name', async () => {
    const dealers = await reader.listingDealers('approved', 'Jaguar')
    const owners = new Set(
      stock.vehicles
        .filter((v) => v.list === 'approved' && v.attributes.nameplate_brand_name === 'Jaguar')
        .map((v) => v.attributes.owner_id),
    )
    expect(dealers.map((d) => d.id).sort()).toEqual([...owners].sort())
    expect(dealers.map((d) => d.name)).toEqual(dealers.map((d) => d.name).sort((a, b) => (a < b ? -1 : 1)))
    expect(dealers[0]).not.toHaveProperty('isFallback')
  })
})
