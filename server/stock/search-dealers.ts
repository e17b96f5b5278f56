import { DEALERS_PAGE_ITEMS, type Dealer } from '../../engine/stock/stock-types.js'
import type { Queryable } from '../db/database.js'

/** A dealer search (000 §7): any of brand, state, postcode, locality and dealer codes; a page of 50. */
export interface DealerSearch {
  brand?: string
  state?: string
  postcode?: string
  locality?: string
  dealerCodes?: string[]
  items?: number
  page?: number
}

/** Dealers matching every given criterion, sorted by position then name; fallback dealers excluded. */
export async function searchDealers(
  db: Queryable,
  search: DealerSearch,
): Promise<{ data: Dealer[]; meta: { total: number; page: number; items: number; pages: number } }> {
  const params: unknown[] = []
  const where = ['NOT is_fallback']
  const add = (sql: (placeholder: string) => string, value: unknown) => {
    params.push(value)
    where.push(sql(`$${params.length}`))
  }
  if (search.brand) add((p) => `${p}::text = ANY(brands)`, search.brand)
  if (search.state) add((p) => `state = ${p}`, search.state)
  if (search.postcode) add((p) => `postcode = ${p}`, search.postcode)
  if (search.locality) add((p) => `lower(locality) = lower(${p})`, search.locality)
  if (search.dealerCodes?.length) add((p) => `dealer_code = ANY(${p}::text[])`, search.dealerCodes)
  const items = search.items ?? DEALERS_PAGE_ITEMS
  const page = search.page ?? 1
  const rows = await db.query<{ data: Dealer; total: string | number }>(
    `SELECT data, count(*) OVER () AS total FROM stock_dealers WHERE ${where.join(' AND ')}
     ORDER BY position, name, id LIMIT ${items} OFFSET ${(page - 1) * items}`,
    params,
  )
  const total =
    rows.length > 0
      ? Number(rows[0]?.total)
      : Number(
          (
            await db.query<{ n: string | number }>(
              `SELECT count(*) AS n FROM stock_dealers WHERE ${where.join(' AND ')}`,
              params,
            )
          )[0]?.n ?? 0,
        )
  return { data: rows.map((row) => row.data), meta: { total, page, items, pages: Math.ceil(total / items) } }
}
