import type { StockReader } from '../../engine/stock/stock-reader.js'
import {
  SIMILAR_VEHICLES_MAX,
  type Dealer,
  type ListingQuery,
  type ListingResponse,
  type StockList,
  type Vehicle,
  type VehicleLight,
} from '../../engine/stock/stock-types.js'
import type { Queryable } from '../db/database.js'
import { logToLogger } from '../ops/logger.js'
import { FacetIndexSource, type FacetIndexOptions } from './facet-index-source.js'
import { listingConditions, type ListingConditions } from './listing-conditions.js'
import { listingFacets } from './listing-facets.js'
import { LISTING_ORDER } from './listing-order.js'
import { StorefrontReferenceStore } from './storefront-reference-store.js'
import { searchDealers } from './search-dealers.js'
import { VEHICLE_LIGHT_SQL } from './vehicle-light-sql.js'

export interface StockReaderOptions {
  /**
   * The in-process facet index a listing counts its total and facets from (facet-index-source.ts), or false
   * to count them in SQL every time (the reference the index is tested and benchmarked against).
   */
  facetIndex?: FacetIndexSource | FacetIndexOptions | false
}

/**
 * The stock over PostgreSQL (PGlite or a server): the StockReader the stock API answers from and the
 * storefront's server-side loaders call. A listing reads its page and, in the same statement, the stock
 * version; its total and facets come from the in-process facet index of that version (a few ms), else from
 * SQL (server/stock/listing-facets.ts: two queries, run beside the page while no index is kept yet).
 */
export function createStockReader(db: Queryable, options: StockReaderOptions = {}): StockReader {
  const facetIndex =
    options.facetIndex === false
      ? undefined
      : options.facetIndex instanceof FacetIndexSource
        ? options.facetIndex
        : new FacetIndexSource(db, { log: logToLogger, ...options.facetIndex })

  const reference = new StorefrontReferenceStore(db)

  /** A listing's WHERE: the list's base condition and every active filter. */
  const whereOf = (conditions: ListingConditions) =>
    [conditions.base, ...Object.values(conditions.active).map((sql) => `(${sql})`)].join(' AND ')

  /**
   * One page of a listing's rows, `select` of each, in the query's order. The page's ids are chosen first
   * and only its rows read whole: sorting every match with its `data` along copied each vehicle's JSON
   * (about 4x slower for a thousand matches).
   */
  function pageOf<R>(conditions: ListingConditions, query: ListingQuery, select: string) {
    const order = LISTING_ORDER[query.sort]
    const limit = conditions.params.length + 1
    return db.query<R>(
      `SELECT ${select} FROM vehicles JOIN (
         SELECT id FROM vehicles WHERE ${whereOf(conditions)} ORDER BY ${order} LIMIT $${limit} OFFSET $${limit + 1}
       ) AS page USING (id)
       ORDER BY ${order}`,
      [...conditions.params, query.items, (query.page - 1) * query.items],
    )
  }

  /** The stock version; a listing reads it with its page, this only when the page is empty. */
  const stockVersion = async () =>
    (await db.query<{ version: string }>('SELECT version::text AS version FROM stock_version'))[0]?.version

  async function listing<V>(list: StockList, query: ListingQuery, select: string) {
    const conditions = listingConditions(list, query)
    // The version is read in the page's statement, so the counts below are of the stock the page shows.
    const page = pageOf<{ v: V; stock_version: string }>(
      conditions,
      query,
      `${select} AS v, (SELECT version FROM stock_version)::text AS stock_version`,
    )
    let rows: { v: V; stock_version: string }[]
    let counted: Awaited<ReturnType<typeof listingFacets>> | undefined
    if (facetIndex?.ready) {
      rows = await page
      const version = rows[0]?.stock_version ?? (await stockVersion())
      counted = version === undefined ? undefined : facetIndex.at(version)?.facets(list, query)
      counted ??= await listingFacets(db, conditions, query)
    } else {
      // No index yet (or none kept: too much stock): count in SQL beside the page; the version starts a build.
      ;[rows, counted] = await Promise.all([page, listingFacets(db, conditions, query)])
      const version = rows[0]?.stock_version ?? (await stockVersion())
      if (facetIndex && version !== undefined) facetIndex.at(version)
    }
    const { total, facets } = counted
    const response: ListingResponse<V> = {
      data: rows.map((row) => row.v),
      meta: {
        total,
        page: query.page,
        items: query.items,
        pages: Math.ceil(total / query.items),
        sort: query.sort,
        facets,
      },
    }
    return response
  }

  const one = async (sql: string, params: unknown[]): Promise<Vehicle | null> =>
    (await db.query<{ data: Vehicle }>(sql, params))[0]?.data ?? null

  return {
    listing: (list, query) => listing<Vehicle>(list, query, 'data'),
    listingLight: (list, query) => listing(list, query, VEHICLE_LIGHT_SQL),
    async cards(list, query) {
      const conditions = listingConditions(list, query)
      const [rows, counted] = await Promise.all([
        pageOf<{ v: VehicleLight }>(conditions, query, `${VEHICLE_LIGHT_SQL} AS v`),
        db.query<{ total: string }>(
          `SELECT count(*) AS total FROM vehicles WHERE ${whereOf(conditions)}`,
          conditions.params,
        ),
      ])
      return { data: rows.map((row) => row.v), total: Number(counted[0]?.total ?? 0) }
    },
    vehicle: (list, id) => one('SELECT data FROM vehicles WHERE id = $1 AND list = $2', [id, list]),
    vehicleById: (id) => one('SELECT data FROM vehicles WHERE id = $1', [id]),
    async similar(vehicle, limit) {
      const rows = await db.query<{ data: Vehicle }>(
        `SELECT data FROM vehicles
         WHERE list = $1 AND brand = $2 AND id <> $3 AND status <> 'sold'
         ORDER BY (nameplate_name = $4) DESC, abs(coalesce(display_price, 0) - $5), id
         LIMIT $6`,
        [
          vehicle.list,
          vehicle.attributes.nameplate_brand_name,
          vehicle.id,
          vehicle.attributes.nameplate_name,
          vehicle.pricesDriveAway?.currentDriveAway.value ?? vehicle.prices.list[0]?.value_raw ?? 0,
          Math.max(0, Math.min(limit, SIMILAR_VEHICLES_MAX)),
        ],
      )
      return rows.map((row) => row.data)
    },
    async listingDealers(list, brand) {
      const rows = await db.query<{ data: Dealer }>(
        `SELECT d.data FROM stock_dealers d
         WHERE EXISTS (SELECT 1 FROM vehicles v WHERE v.list = $1 AND v.owner_id = d.id
           AND ($2::text IS NULL OR v.brand = $2))
         ORDER BY d.name, d.id`,
        [list, brand ?? null],
      )
      return rows.map((row) => row.data)
    },
    models: (brand) => reference.nameplatesOfBrand(brand),
    catalogueModel: (id) => reference.model(id),
    dealers(query) {
      return searchDealers(db, query)
    },
  }
}
