/**
 * npm run bench:stock: 50,000 generated vehicles (seed 42) in in-memory PGlite and, when a PostgreSQL server
 * answers (BENCH_DATABASE_URL, else DATABASE_URL, else postgres@127.0.0.1:5432 with trust auth), in a fresh
 * database `bench_stock_<pid>` it creates and drops. Then 30 representative listings (single filters,
 * combinations, ranges, sorts, deep pages; each a page of 12, the total and every facet) through the
 * StockReader, and a few through HTTP for the overhead. Each combination runs twice, interleaved: counted in
 * SQL (`facetIndex: false`, the reference and what a listing costs until the index is built) and from the
 * in-process facet index (server/stock/facet-index.ts; built first, its build time printed). Both measure the
 * whole listing: the page of 12 (with the stock version), the total and every facet. Prints p50/p95 and CPU ms
 * per listing of both, and the ratio to a baseline measured in the same run: `SELECT data ... ORDER BY id
 * LIMIT 12`. Targets (issue 11): p95 <= 20 ms on PostgreSQL, <= 50 ms on PGlite, for the index path.
 * BENCH_STOCK_RUNS (10) sets the runs per combination; BENCH_STOCK_PGLITE=0 skips PGlite.
 */
import { once } from 'node:events'
import { createServer } from 'node:http'
import { Socket } from 'node:net'
import type { AddressInfo } from 'node:net'
import express from 'express'
import { parseListingParams } from '../engine/stock/listing-params.js'
import type { StockList } from '../engine/stock/stock-types.js'
import { openDatabase, type Database } from '../server/db/database.js'
import { migrate } from '../server/db/migrate.js'
import { errorHandler } from '../server/http/error-handler.js'
import { createStockReader } from '../server/stock/create-stock-reader.js'
import { FacetIndexSource } from '../server/stock/facet-index-source.js'
import { generateStock } from '../server/stock/generate/generate-stock.js'
import { stockApi } from '../server/stock/http/stock-api.js'
import { insertStock } from '../server/stock/insert-stock.js'

const COUNT = Number(process.env.BENCH_STOCK_COUNT ?? 50_000)
const RUNS = Number(process.env.BENCH_STOCK_RUNS ?? 10)
const HTTP_RUNS = 20

/** [list, query string]: what shoppers and the storefront's blocks ask for. */
const COMBINATIONS: [StockList, string][] = [
  ['new', ''],
  ['approved', ''],
  ['used', ''],
  ['new', 'nameplate_brand_name_in=Land Rover'],
  ['new', 'nameplate_brand_name_in=Land Rover&nameplate_model_group_eq=Range Rover'],
  ['new', 'nameplate_name_in=Defender 110&nameplate_name_in=Defender 130'],
  ['used', 'nameplate_brand_name_in=Jaguar&nameplate_name_in=F-PACE'],
  ['new', 'engine_type_includes=phev&engine_type_includes=bev'],
  ['new', 'financing_options=lease'],
  ['new', 'status_in=stock&status_in=available_soon'],
  ['used', 'transmission_in=manual'],
  ['approved', 'color_canonical_in=black&color_canonical_in=white'],
  ['approved', 'color_name_in=Santorini Black'],
  ['new', 'number_of_seats_in=7&number_of_seats_in=8'],
  ['used', 'owner_id_in=dealer-003&owner_id_in=dealer-010'],
  ['used', 'mileage_lteq=50000'],
  ['used', 'production_year_gteq=2018&production_year_lteq=2021'],
  ['new', 'display_price_gteq=100000&display_price_lteq=200000'],
  ['new', 'msrp_price_lteq=120000&sort=priceAsc'],
  ['approved', 'power_gteq=250&model_year_gteq=2022'],
  ['new', 'nameplate_brand_name_in=Land Rover&engine_type_includes=diesel&status_in=stock&sort=priceDesc'],
  ['used', 'nameplate_brand_name_in=Land Rover&mileage_lteq=80000&production_year_gteq=2019&sort=mileageAsc'],
  ['approved', 'nameplate_brand_name_in=Jaguar&color_canonical_in=blue&display_price_lteq=90000'],
  ['new', 'forced_statuses=stock&forced_statuses=in_production&nameplate_name_in=Range Rover Sport'],
  ['new', 'forced_dealer_codes=AU01101&forced_dealer_codes=AU01115'],
  ['used', 'filter[owner_dealer_codes_includes]=AU01108&sort=productionYearDesc'],
  ['new', 'sort=status&page=20'],
  ['used', 'sort=mileageDesc&page=200'],
  ['approved', 'sort=createdAtAsc&page=500'],
  [
    'new',
    'nameplate_brand_name_in=Land Rover&nameplate_name_in=Defender 90&financing_options=purchase&engine_type_includes=mhev&transmission_in=auto&color_canonical_in=grey&number_of_seats_in=5&mileage_lteq=100&power_gteq=200&sort=productionYearAsc',
  ],
]

const percentile = (samples: number[], p: number): number => {
  const sorted = [...samples].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN
}
const fmt = (ms: number) => `${ms.toFixed(1)} ms`

async function timeIt(fn: () => Promise<unknown>, runs: number): Promise<number[]> {
  await fn() // warm the plan and the caches
  const samples: number[] = []
  for (let i = 0; i < runs; i++) {
    const start = performance.now()
    await fn()
    samples.push(performance.now() - start)
  }
  return samples
}

async function benchBackend(name: string, database: Database, stock: ReturnType<typeof generateStock>) {
  let start = performance.now()
  await migrate(database)
  await insertStock(database, stock)
  await database.exec('ANALYZE vehicles; ANALYZE stock_dealers')
  console.log(`\n${name}: inserted ${stock.vehicles.length} vehicles in ${fmt(performance.now() - start)}`)

  const reference = createStockReader(database, { facetIndex: false })
  const source = new FacetIndexSource(database)
  start = performance.now()
  await source.refresh()
  if (!source.ready) throw new Error('[bench:stock] the facet index was not built')
  console.log(`${name}: facet index of ${COUNT} vehicles built in ${fmt(performance.now() - start)}`)
  const reader = createStockReader(database, { facetIndex: source })
  const baseline = await timeIt(
    () => database.query('SELECT data FROM vehicles WHERE list = $1 ORDER BY id LIMIT 12', ['new']),
    RUNS * 3,
  )
  const paths = { sql: { reader: reference }, index: { reader } }
  const measured = {
    sql: { all: [] as number[], cpu: 0, worst: [] as [string, number][] },
    index: { all: [] as number[], cpu: 0, worst: [] as [string, number][] },
  }
  start = performance.now()
  for (const [list, qs] of COMBINATIONS) {
    const parsed = parseListingParams(new URLSearchParams(qs))
    if (!parsed.ok) throw new Error(`[bench:stock] bad combination ${qs}: ${JSON.stringify(parsed.errors)}`)
    // The two paths take turns, so the machine's noise falls on both alike.
    for (const path of ['sql', 'index'] as const) {
      const cpu = process.cpuUsage()
      const samples = await timeIt(() => paths[path].reader.listing(list, parsed.value), RUNS)
      const used = process.cpuUsage(cpu)
      measured[path].cpu += (used.user + used.system) / 1000
      measured[path].all.push(...samples)
      measured[path].worst.push([`${list}?${qs}`, percentile(samples, 95)])
    }
  }
  const elapsed = performance.now() - start
  const all = measured.index.all
  const worst = measured.index.worst

  // Through HTTP: the same reader behind the stock API, JSON and all.
  const app = express()
  app.use(
    stockApi(reader, database),
    errorHandler(() => {}),
  )
  const server = createServer(app).listen(0, '127.0.0.1')
  await once(server, 'listening')
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const http: number[] = []
  for (const [list, qs] of COMBINATIONS.slice(0, 5))
    http.push(
      ...(await timeIt(async () => {
        const response = await fetch(`${origin}/listing/${list}/light?${qs}`)
        if (!response.ok) throw new Error(`[bench:stock] HTTP ${response.status}`)
        await response.json()
      }, HTTP_RUNS)),
    )
  server.close()

  const p50 = percentile(all, 50)
  const p95 = percentile(all, 95)
  const baseP50 = percentile(baseline, 50)
  const listings = COMBINATIONS.length * (RUNS + 1)
  console.log(
    `${name}: baseline SELECT ... LIMIT 12  p50 ${fmt(baseP50)}  p95 ${fmt(percentile(baseline, 95))}`,
  )
  for (const path of ['sql', 'index'] as const) {
    const { all: samples, cpu } = measured[path]
    const median = percentile(samples, 50)
    console.log(
      `${name}: listing + total + facets, ${path === 'sql' ? 'counted in SQL (reference)' : 'from the facet index'} (${COMBINATIONS.length} combinations × ${RUNS})  p50 ${fmt(median)}  p95 ${fmt(percentile(samples, 95))}  CPU of this process ${fmt(cpu / listings)} per listing  ratio p50/baseline ${(median / baseP50).toFixed(1)}×`,
    )
  }
  console.log(
    `${name}: index vs SQL  p50 ${(percentile(measured.sql.all, 50) / p50).toFixed(1)}× faster  p95 ${(percentile(measured.sql.all, 95) / p95).toFixed(1)}× faster  (${fmt(elapsed)} for both)`,
  )
  console.log(
    `${name}: through HTTP (/light, 5 combinations × ${HTTP_RUNS})  p50 ${fmt(percentile(http, 50))}  p95 ${fmt(percentile(http, 95))}`,
  )
  worst.sort((a, b) => b[1] - a[1])
  console.log(
    `${name}: slowest combinations (p95): ${worst
      .slice(0, 3)
      .map(([q, ms]) => `${q} ${fmt(ms)}`)
      .join('; ')}`,
  )
  return p95
}

/** Whether something listens on 127.0.0.1:5432, within a second. */
async function postgresAnswers(): Promise<boolean> {
  const socket = new Socket()
  socket.setTimeout(1000)
  const answered = await Promise.race([
    once(socket.connect(5432, '127.0.0.1'), 'connect').then(() => true),
    once(socket, 'error').then(() => false),
    once(socket, 'timeout').then(() => false),
  ])
  socket.destroy()
  return answered
}

const generated = performance.now()
const stock = generateStock({ count: COUNT, seed: 42 })
console.log(`[bench:stock] generated ${COUNT} vehicles in ${fmt(performance.now() - generated)}`)

if (process.env.BENCH_STOCK_PGLITE === '0') console.log('\nPGlite: skipped (BENCH_STOCK_PGLITE=0)')
else {
  const pglite = await openDatabase({ dataDir: 'memory://' })
  try {
    const p95 = await benchBackend('PGlite', pglite, stock)
    console.log(`\nPGlite p95 ${fmt(p95)} (facet index): ${p95 <= 50 ? 'meets' : 'MISSES'} the 50 ms target`)
  } finally {
    await pglite.close()
  }
}

const serverUrl =
  process.env.BENCH_DATABASE_URL ??
  process.env.DATABASE_URL ??
  ((await postgresAnswers()) ? 'postgres://postgres@127.0.0.1:5432/postgres' : undefined)
if (!serverUrl) {
  console.log(
    '\nPostgreSQL: nothing answers at 127.0.0.1:5432 and no BENCH_DATABASE_URL/DATABASE_URL: skipped',
  )
} else {
  const name = `bench_stock_${process.pid}`
  const admin = await openDatabase({ url: serverUrl })
  await admin.exec(`CREATE DATABASE ${name}`)
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  const postgres = await openDatabase({ url: url.toString() })
  let p95: number
  try {
    p95 = await benchBackend('PostgreSQL', postgres, stock)
  } finally {
    await postgres.close()
    await admin.exec(`DROP DATABASE IF EXISTS ${name}`)
    await admin.close()
  }
  console.log(
    `\nPostgreSQL p95 ${fmt(p95)} (facet index): ${p95 <= 20 ? 'meets' : 'MISSES'} the 20 ms target`,
  )
}
