import type { Database } from '../db/database.js'

/** A vehicle as the order routes need it, read fresh (never from a cache): its status and price data. */
export interface VehicleForOrder {
  id: string
  list: string
  status: string
  vin: string | null
  owner_id: string
  currency: string | undefined
  reservation: { reservation_fee?: number; currency?: string; owner_uuid?: string } | undefined
  title: string
}

/**
 * Reads what the order routes decide on: the site's order_online config (or its config_ variant for the
 * configurator journey, 000 §4) and the vehicle's current row.
 */
export class OrderOnlineConfigStore {
  constructor(private readonly database: Database) {}

  /** The data of the site's `order_online` (or `config_order_online`) company config entry, or null. */
  async orderOnline(site: string, configurator = false): Promise<Record<string, unknown> | null> {
    const [row] = await this.database.query<{ data: { data?: Record<string, unknown> } }>(
      'SELECT data FROM company_configs WHERE company = $1 AND config_key = $2',
      [site, configurator ? 'config_order_online' : 'order_online'],
    )
    return row?.data?.data ?? null
  }

  async vehicle(id: string): Promise<VehicleForOrder | null> {
    const [row] = await this.database.query<{
      id: string
      list: string
      status: string
      owner_id: string
      attributes: Record<string, unknown>
    }>(`SELECT id, list, status, owner_id, data->'attributes' AS attributes FROM vehicles WHERE id = $1`, [
      id,
    ])
    if (!row) return null
    const a = row.attributes
    return {
      id: row.id,
      list: row.list,
      status: row.status,
      owner_id: row.owner_id,
      vin: typeof a.vin === 'string' ? a.vin : null,
      currency: typeof a.currency === 'string' ? a.currency : undefined,
      reservation: (a.reservation as VehicleForOrder['reservation']) ?? undefined,
      title: [a.nameplate_brand_name, a.model_display_name].filter((v) => typeof v === 'string').join(' '),
    }
  }
}
