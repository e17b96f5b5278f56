import type { AdminDealer } from '../../engine/dealers/admin-dealer.js'
import { dealerFromInput } from '../../engine/dealers/dealer-from-input.js'
import type { DealerInput } from '../../engine/dealers/dealer-input.js'
import { openingHoursText } from '../../engine/dealers/opening-hours-text.js'
import { newId } from '../../engine/defaults/new-id.js'
import type { FooterRetailer } from '../../engine/rules/retailer-order.js'
import type { Dealer } from '../../engine/stock/stock-types.js'
import type { Database, Queryable } from '../db/database.js'
import { announceStockChange } from './stock-changes.js'

/** `%` and `_` are LIKE wildcards; a search for "50%" means the text. */
const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

const ADMIN_COLUMNS = `data, version, is_fallback, updated_at`
type AdminRow = { data: Dealer; version: number; is_fallback: boolean; updated_at: Date | string }
const adminDealer = (row: AdminRow): AdminDealer => ({
  ...row.data,
  version: Number(row.version),
  is_fallback: row.is_fallback,
  updated_at: new Date(row.updated_at).toISOString(),
})

const WRITE_COLUMNS = `dealer_code = $2, name = $3, brands = $4::text[], state = $5, postcode = $6,
  locality = $7, position = $8, tag_class = $9, latitude = $10, longitude = $11, is_fallback = $12,
  market = $13, services = $14::text[], data = $15::jsonb`

function writeParams(dealer: Dealer, isFallback: boolean): unknown[] {
  return [
    dealer.dealer_code,
    dealer.name,
    dealer.brands,
    dealer.state,
    dealer.postcode,
    dealer.locality,
    dealer.position,
    dealer.tag_class,
    dealer.latitude,
    dealer.longitude,
    isFallback,
    dealer.market,
    dealer.services,
    JSON.stringify(dealer),
  ]
}

/**
 * The retailers (`stock_dealers`, decision 038): what the Dealers screen lists, creates, edits and deletes,
 * and the footer picker's list. The stock, the dealers endpoints and the locators read the same rows
 * (server/stock/search-dealers.ts). Every write announces a stock change in its transaction, so pages that
 * show retailers are rendered again in every process.
 */
export class DealerStore {
  constructor(private readonly database: Database) {}

  /** A page of a brand's retailers by market, position and name; `search` matches name, code or locality. */
  async list(options: {
    brand: string
    search?: string
    page: number
    items: number
  }): Promise<{ dealers: AdminDealer[]; total: number }> {
    const params: unknown[] = [options.brand]
    let where = '$1::text = ANY(brands)'
    if (options.search) {
      params.push(likeText(options.search))
      where += ` AND (name ILIKE $2 OR dealer_code ILIKE $2 OR locality ILIKE $2)`
    }
    const rows = await this.database.query<AdminRow & { total: string | number }>(
      `SELECT ${ADMIN_COLUMNS}, count(*) OVER () AS total FROM stock_dealers WHERE ${where}
       ORDER BY market, is_fallback, position, name, id LIMIT ${options.items} OFFSET ${(options.page - 1) * options.items}`,
      params,
    )
    const total = rows.length
      ? Number(rows[0]?.total)
      : Number(
          (
            await this.database.query<{ n: string | number }>(
              `SELECT count(*) AS n FROM stock_dealers WHERE ${where}`,
              params,
            )
          )[0]?.n ?? 0,
        )
    return { dealers: rows.map(adminDealer), total }
  }

  async get(id: string, q: Queryable = this.database): Promise<AdminDealer | null> {
    const [row] = await q.query<AdminRow>(`SELECT ${ADMIN_COLUMNS} FROM stock_dealers WHERE id = $1`, [id])
    return row ? adminDealer(row) : null
  }

  /** Whether another dealer (not `exceptId`) has this dealer code. */
  async codeTaken(code: string, exceptId?: string): Promise<boolean> {
    const rows = await this.database.query(
      'SELECT 1 FROM stock_dealers WHERE lower(dealer_code) = lower($1) AND id <> $2',
      [code, exceptId ?? ''],
    )
    return rows.length > 0
  }

  /** A new retailer with a fresh id, at version 1. */
  async create(input: DealerInput): Promise<AdminDealer> {
    const id = `dealer-${newId().slice(0, 8)}`
    const dealer = dealerFromInput(id, input)
    return this.database.transaction(async (tx) => {
      const [row] = await tx.query<AdminRow>(
        `INSERT INTO stock_dealers (id, dealer_code, name, brands, state, postcode, locality, position, tag_class,
           latitude, longitude, is_fallback, market, services, data)
         VALUES ($1, $2, $3, $4::text[], $5, $6, $7, $8, $9, $10, $11, $12, $13, $14::text[], $15::jsonb)
         RETURNING ${ADMIN_COLUMNS}`,
        [id, ...writeParams(dealer, input.is_fallback)],
      )
      await announceStockChange(tx)
      return adminDealer(row as AdminRow)
    })
  }

  /**
   * Saves a retailer over `version`, the one its editor started from. The vehicles it owns show their owner
   * from the same save (the vehicle page's retailer details). Answers the saved dealer, `missing`, or the
   * current one as `conflict` when another save came first.
   */
  async update(
    id: string,
    input: DealerInput,
    version: number,
  ): Promise<{ ok: true; dealer: AdminDealer } | { missing: true } | { conflict: AdminDealer }> {
    return this.database.transaction(async (tx) => {
      const current = await this.get(id, tx)
      if (!current) return { missing: true as const }
      const dealer = dealerFromInput(id, input, current)
      const [row] = await tx.query<AdminRow>(
        `UPDATE stock_dealers SET ${WRITE_COLUMNS}, version = version + 1, updated_at = now()
         WHERE id = $1 AND version = $16 RETURNING ${ADMIN_COLUMNS}`,
        [id, ...writeParams(dealer, input.is_fallback), version],
      )
      if (!row) return { conflict: current }
      await syncVehicleOwners(tx, dealer)
      await announceStockChange(tx)
      return { ok: true as const, dealer: adminDealer(row) }
    })
  }

  /** Deletes a retailer that owns no vehicle; answers how many it owns otherwise. */
  async remove(id: string): Promise<{ ok: true } | { missing: true } | { vehicles: number }> {
    return this.database.transaction(async (tx) => {
      const [owned] = await tx.query<{ n: string | number }>(
        'SELECT count(*) AS n FROM vehicles WHERE owner_id = $1',
        [id],
      )
      if (Number(owned?.n ?? 0) > 0) return { vehicles: Number(owned?.n) }
      const deleted = await tx.query('DELETE FROM stock_dealers WHERE id = $1 RETURNING id', [id])
      if (!deleted.length) return { missing: true as const }
      await announceStockChange(tx)
      return { ok: true as const }
    })
  }

  /**
   * The footer picker's retailers of a brand in a market (000 §7 "retailers from a market API URL plus
   * language"), named in `language` where the retailer has a name in it; sorted as stored (the picker
   * orders them by position itself).
   */
  async footerRetailers(brand: string, market: string, language: string): Promise<FooterRetailer[]> {
    const rows = await this.database.query<{ data: Dealer }>(
      `SELECT data FROM stock_dealers WHERE market = $1 AND $2::text = ANY(brands) AND NOT is_fallback
       ORDER BY position, name, id`,
      [market, brand],
    )
    return rows.map(({ data }) => ({
      id: data.id,
      name: data.names?.[language] || data.name,
      ...(data.url ? { url: data.url } : {}),
      position: data.position,
      tag_class: data.tag_class,
    }))
  }
}

/** The owner fields every vehicle of the dealer copies (000 §3 "Owner fields"), from the dealer as saved. */
async function syncVehicleOwners(tx: Queryable, dealer: Dealer): Promise<void> {
  const owner = {
    owner_name: dealer.name,
    owner_address: dealer.address,
    owner_city: dealer.city,
    owner_zipcode: dealer.postcode,
    owner_email: dealer.email,
    owner_phone: dealer.phone,
    owner_state: dealer.state,
    owner_contact_details: { phone: dealer.phone, email: dealer.email },
    owner_opening_hours: openingHoursText(dealer.opening_hours).join(', '),
    owner_metadata: Object.fromEntries(dealer.brands.map((brand) => [brand, dealer.name])),
  }
  // A statement trigger bumps the stock's version (migration 0008) even for no rows: ask first.
  if (!(await tx.query('SELECT 1 FROM vehicles WHERE owner_id = $1 LIMIT 1', [dealer.id])).length) return
  await tx.query(
    `UPDATE vehicles SET owner_state = $2, owner_dealer_code = $3,
       data = jsonb_set(data || jsonb_build_object('attributes', (data->'attributes') || $4::jsonb),
         '{specification,ownerName}', to_jsonb($5::text), false)
     WHERE owner_id = $1`,
    [dealer.id, dealer.state, dealer.dealer_code, JSON.stringify(owner), dealer.name],
  )
}
