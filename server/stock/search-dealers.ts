import type { DealerOrigin, DealerPage } from '../../engine/stock/dealer-page.js'
import type { DealerQuery } from '../../engine/stock/dealer-search-url.js'
import { DEALERS_PAGE_ITEMS, type Dealer } from '../../engine/stock/stock-types.js'
import type { Queryable } from '../db/database.js'
import { findPlaces } from './find-place.js'

/** A dealer search (000 §7 and dealerSearchUrl's additions) and the page wanted. */
export type DealerSearch = DealerQuery & { page?: number }

/** Great-circle kilometres from ($lat, $lng) to a dealer, in SQL (engine/dealers/distance-km.ts in JS). */
const distanceSql = (lat: string, lng: string) =>
  `6371.0088 * 2 * asin(least(1, sqrt(power(sin(radians(latitude - ${lat}) / 2), 2) +
    cos(radians(${lat})) * cos(radians(latitude)) * power(sin(radians(longitude - ${lng}) / 2), 2))))`

/**
 * Dealers matching every given criterion, fallback dealers excluded. A near search (a point, or a postcode
 * or locality found in the gazetteer) answers nearest first, each dealer with its `distance_km`, and the
 * place in `meta.origin`; a postcode or locality the gazetteer does not know falls back to the dealers with
 * exactly that postcode or locality (`origin: null`). Otherwise by position, then name.
 */
export async function searchDealers(db: Queryable, search: DealerSearch): Promise<DealerPage> {
  const params: unknown[] = []
  const where = ['NOT is_fallback']
  const add = (sql: (placeholder: string) => string, value: unknown) => {
    params.push(value)
    where.push(sql(`$${params.length}`))
  }
  const placeholder = (value: unknown) => {
    params.push(value)
    return `$${params.length}`
  }
  if (search.brand) add((p) => `${p}::text = ANY(brands)`, search.brand)
  if (search.market) add((p) => `market = ${p}`, search.market)
  if (search.service) add((p) => `${p}::text = ANY(services)`, search.service)
  if (search.state) add((p) => `state = ${p}`, search.state)
  if (search.postcode) add((p) => `postcode = ${p}`, search.postcode)
  if (search.locality) add((p) => `lower(locality) = lower(${p})`, search.locality)
  if (search.dealerCodes?.length) add((p) => `dealer_code = ANY(${p}::text[])`, search.dealerCodes)

  // Where a near search measures from: a point, or every place a postcode or locality names (a locality
  // name several places share measures to the nearest of them).
  let origins: DealerOrigin[] | undefined
  if (search.near)
    origins = [
      { latitude: search.near.lat, longitude: search.near.lng, postcode: null, locality: null, state: null },
    ]
  else if (search.nearPostcode || search.nearLocality) {
    origins = await findPlaces(db, {
      ...(search.nearPostcode ? { postcode: search.nearPostcode } : { locality: search.nearLocality }),
      ...(search.market ? { market: search.market } : {}),
    })
    if (!origins.length && search.nearPostcode) add((p) => `postcode = ${p}`, search.nearPostcode)
    else if (!origins.length && search.nearLocality)
      add((p) => `lower(locality) = lower(${p})`, search.nearLocality)
  }
  const origin: DealerOrigin | null | undefined = origins && (origins[0] ?? null)
  const measured = origins ?? []
  const distance = measured.length
    ? `least(${measured
        .map((o) => distanceSql(`${placeholder(o.latitude)}::float8`, `${placeholder(o.longitude)}::float8`))
        .join(', ')})`
    : 'NULL::float8'
  const order = measured.length ? 'distance NULLS LAST, position, name, id' : 'position, name, id'
  const items = search.items ?? DEALERS_PAGE_ITEMS
  const page = search.page ?? 1
  const filter = where.join(' AND ')
  const rows = await db.query<{ data: Dealer; distance: number | null; total: string | number }>(
    `SELECT data, ${distance} AS distance, count(*) OVER () AS total FROM stock_dealers WHERE ${filter}
     ORDER BY ${order} LIMIT ${items} OFFSET ${(page - 1) * items}`,
    params,
  )
  const total =
    rows.length > 0
      ? Number(rows[0]?.total)
      : Number(
          (
            await db.query<{ n: string | number }>(
              `SELECT count(*) AS n FROM stock_dealers WHERE ${filter}`,
              params.slice(0, measured.length ? -2 * measured.length : undefined),
            )
          )[0]?.n ?? 0,
        )
  const data = rows.map(({ data: dealer, distance: km }) =>
    km === null || km === undefined ? dealer : { ...dealer, distance_km: Math.round(km * 10) / 10 },
  )
  const meta: DealerPage['meta'] = { total, page, items, pages: Math.ceil(total / items) }
  if (origin !== undefined) meta.origin = origin
  return { data, meta }
}
