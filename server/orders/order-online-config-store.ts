import type { Database } from '../db/database.js'

/** A vehicle as the order routes need it, read fresh (never from a cache): its status and price data. */
export interface VehicleForOrder {
  id: string
  list: string
  status: string
  vin: string | null
  owner_id: string
  /** The brand: a site reserves only its own brand's vehicles. */
  brand: string
  /** The retailer's addresses (owner_email, owner_contact_details.email): where inquiries may go. */
  ownerEmails: string[]
  currency: string | undefined
  reservation: { reservation_fee?: number; currency?: string; owner_uuid?: string } | undefined
  title: string
  /** A shopper's build of a configured vehicle (decision 070): its configurator URL; null for stock. */
  configUrl: string | null
}

/**
 * Reads what the order routes decide on: the site's order_online config (or its config_ variant for the
 * configurator journey, 000 §4) and the vehicle's current row.
 */
export class OrderOnlineConfigStore {
  constructor(private readonly database: Database) {}

  /**
   * The data of the `order_online` (or `config_order_online`) company config entry for a vehicle of
   * `owner` on `site`, or null. A retailer may have its own entry (company = its uuid, as the Company-Config
   * header names it); its keys override the site's, so a retailer can take reservations with another vendor
   * (decision 026).
   */
  async orderOnline(
    site: string,
    configurator = false,
    owner?: string,
  ): Promise<Record<string, unknown> | null> {
    const rows = await this.database.query<{ company: string; data: { data?: Record<string, unknown> } }>(
      'SELECT company, data FROM company_configs WHERE company = ANY($1::text[]) AND config_key = $2',
      [owner ? [site, owner] : [site], configurator ? 'config_order_online' : 'order_online'],
    )
    const siteData = rows.find((row) => row.company === site)?.data?.data
    const ownerData = owner ? rows.find((row) => row.company === owner)?.data?.data : undefined
    if (!siteData && !ownerData) return null
    return { ...siteData, ...ownerData }
  }

  /**
   * The vendors (trimmed, upper-case) that may take a reservation on `site`: its own order_online entries'
   * and those of every retailer with its own entry, since any retailer's vehicle may be on the site.
   */
  async vendorsOf(site: string): Promise<string[]> {
    const rows = await this.database.query<{ vendor: string }>(
      `SELECT DISTINCT upper(trim(data->'data'->'vendor'->>'type')) AS vendor FROM company_configs
       WHERE config_key IN ('order_online', 'config_order_online')
         AND (company = $1 OR company IN (SELECT id FROM stock_dealers))
         AND data->'data'->'vendor'->>'type' IS NOT NULL`,
      [site],
    )
    return rows.map((row) => row.vendor)
  }

  /** A stock vehicle or a shopper's build (decision 070) by its id, as it is now. */
  async vehicle(id: string): Promise<VehicleForOrder | null> {
    const [row] = await this.database.query<{
      id: string
      list: string
      status: string
      owner_id: string
      brand: string
      attributes: Record<string, unknown>
      config_url: string | null
    }>(
      `SELECT id, list, status, owner_id, brand, data->'attributes' AS attributes, NULL AS config_url
       FROM vehicles WHERE id = $1
       UNION ALL SELECT id, data->>'list', status, owner_id, brand, data->'attributes', config_url
       FROM vehicle_builds WHERE id = $1`,
      [id],
    )
    if (!row) return null
    const a = row.attributes
    return {
      id: row.id,
      list: row.list,
      status: row.status,
      owner_id: row.owner_id,
      brand: row.brand,
      ownerEmails: [a.owner_email, (a.owner_contact_details as { email?: unknown } | null)?.email].filter(
        (e): e is string => typeof e === 'string' && e !== '',
      ),
      vin: typeof a.vin === 'string' ? a.vin : null,
      currency: typeof a.currency === 'string' ? a.currency : undefined,
      reservation: (a.reservation as VehicleForOrder['reservation']) ?? undefined,
      title: [a.nameplate_brand_name, a.model_display_name].filter((v) => typeof v === 'string').join(' '),
      configUrl: row.config_url,
    }
  }
}
