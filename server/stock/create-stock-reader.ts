import type { StockReader } from '../../engine/stock/stock-reader.js'
import {
  SIMILAR_VEHICLES_MAX,
  type Dealer,
  type ListingQuery,
  type ListingResponse,
  type StockList,
  type Vehicle,
} from '../../engine/stock/stock-types.js'
import type { Queryable } from '../db/database.js'
import { listingConditions } from './listing-conditions.js'
import { listingFacets } from './listing-facets.js'
import { LISTING_ORDER } from './listing-order.js'
import { VEHICLE_LIGHT_SQL } from './vehicle-light-sql.js'

/**
 * The stock over PostgreSQL (PGlite or a server): the StockReader the stock API answers from and the
 * storefront's server-side loaders call. A listing is three queries run side by side (on PostgreSQL,
 * each on its own connection): the page, the grouped value facets, and one row of the total, the ranges and
 * the array facets (server/stock/listing-facets.ts).
 */
export function createStockReader(db: Queryable): StockReader {
  async function listing<V>(list: StockList, query: ListingQuery, select: string) {
    const conditions = listingConditions(list, query)
    const where = [conditions.base, ...Object.values(conditions.active).map((sql) => `(${sql})`)].join(
      ' AND ',
    )
    const limit = conditions.params.length + 1
    const page = db.query<{ v: V }>(
      `SELECT ${select} AS v FROM vehicles WHERE ${where} ORDER BY ${LISTING_ORDER[query.sort]}
       LIMIT $${limit} OFFSET $${limit + 1}`,
      [...conditions.params, query.items, (query.page - 1) * query.items],
    )
    const [rows, { total, facets }] = await Promise.all([page, listingFacets(db, conditions, query)])
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
  }
}
