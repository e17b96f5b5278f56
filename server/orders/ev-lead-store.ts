import type { Database } from '../db/database.js'
import { isUuid } from '../db/uuid.js'

/** The form the electric-vehicle lead API's leads belong to (fixtures/forms/ev-reservation.json). */
export const EV_LEAD_FORM = 'ev-reservation'

export interface EvLead {
  id: string
  vehicleId: string
  attributes: Record<string, unknown>
  createdAt: string
}

/** The EV lead API's reads: its leads, their deliveries to the CRM, and the order each one paid for. */
export class EvLeadStore {
  constructor(private readonly database: Database) {}

  /** An EV lead by id, or null (unknown, malformed or a lead of another form). */
  /** The EV lead `id` of `site` (leads stored before they had a site are any site's), or null. */
  async lead(id: string, site: string): Promise<EvLead | null> {
    if (!isUuid(id)) return null
    const [row] = await this.database.query<{
      id: string
      attributes: Record<string, unknown>
      created_at: Date
    }>(
      'SELECT id, attributes, created_at FROM leads WHERE id = $1 AND form_id = $2 AND (site = $3 OR site IS NULL)',
      [id, EV_LEAD_FORM, site],
    )
    if (!row) return null
    return {
      id: row.id,
      vehicleId: String(row.attributes.vehicle_id ?? ''),
      attributes: row.attributes,
      createdAt: new Date(row.created_at).toISOString(),
    }
  }

  /** The lead's deliveries (notification, confirmation, CRM webhooks) with their status. */
  deliveries(leadId: string): Promise<{ kind: string; status: string; attempts: number }[]> {
    return this.database.query(
      'SELECT kind, status, attempts FROM jobs WHERE lead_id = $1 ORDER BY created_at, kind',
      [leadId],
    )
  }

  /** The number of the lead's newest order, or null. */
  async orderNumber(leadId: string): Promise<string | null> {
    const [row] = await this.database.query<{ order_number: string }>(
      'SELECT order_number FROM orders WHERE lead_id = $1 ORDER BY created_at DESC LIMIT 1',
      [leadId],
    )
    return row?.order_number ?? null
  }
}
