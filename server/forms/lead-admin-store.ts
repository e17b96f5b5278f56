import type { LeadAttributes } from '../../engine/forms/form-definition.js'
import type { Database } from '../db/database.js'
import { isoTimeOrNull } from '../db/iso-time.js'
import { isUuid } from '../db/uuid.js'
import { leadSitesCondition } from '../jobs/lead-pages.js'
import type { LeadListQuery } from './lead-list-query.js'

/** A stored lead as the admin calls answer it (001 §7). */
export interface StoredLead {
  id: string
  form_id: string
  /** The site the lead was submitted on; null for leads stored before leads had a site. */
  site: string | null
  created_at: string | null
  attributes: LeadAttributes
}

/** One delivery job of a lead (notification, confirmation, a webhook per integration). */
export interface LeadDelivery {
  id: string
  kind: string
  integration_id: string | null
  integration_name: string | null
  status: string
  attempts: number
  max_attempts: number
  run_after: string | null
  last_error: string | null
  created_at: string | null
  updated_at: string | null
  done_at: string | null
}

interface LeadRow {
  id: string
  form_id: string
  site: string | null
  created_at: Date
  attributes: LeadAttributes
}

interface DeliveryRow {
  id: string
  kind: string
  integration_id: string | null
  status: string
  attempts: number
  max_attempts: number
  run_after: Date
  last_error: string | null
  created_at: Date
  updated_at: Date
  done_at: Date | null
}

const lead = (row: LeadRow): StoredLead => ({ ...row, created_at: isoTimeOrNull(row.created_at) })

/**
 * The leads of a form and their delivery jobs, for the admin calls of docs/forms-api.md: a page of them,
 * one, deleting one, and queueing failed deliveries again. Ids that are not UUIDs find nothing.
 */
export class LeadAdminStore {
  constructor(private readonly database: Database) {}

  /** A page of a form's leads in the query's order, with how many match the filter (dates and sites). */
  async page(formId: string, q: LeadListQuery): Promise<{ leads: StoredLead[]; total: number }> {
    const where = `form_id = $1 AND ${leadSitesCondition(4)}
      AND ($2::timestamptz IS NULL OR created_at >= $2::timestamptz)
      AND ($3::timestamptz IS NULL OR created_at <= $3::timestamptz)`
    const params = [
      formId,
      q.filter.created_at_gteq ?? null,
      q.filter.created_at_lteq ?? null,
      q.filter.sites ?? null,
    ]
    const order = q.descending ? 'DESC' : 'ASC'
    const [count] = await this.database.query<{ total: string | number }>(
      `SELECT count(*) AS total FROM leads WHERE ${where}`,
      params,
    )
    const rows = await this.database.query<LeadRow>(
      `SELECT id, form_id, site, created_at, attributes FROM leads WHERE ${where}
       ORDER BY created_at ${order}, id ${order} LIMIT $5 OFFSET $6`,
      [...params, q.items, (q.page - 1) * q.items],
    )
    return { leads: rows.map(lead), total: Number(count?.total ?? 0) }
  }

  async get(formId: string, leadId: string): Promise<StoredLead | null> {
    if (!isUuid(leadId)) return null
    const [row] = await this.database.query<LeadRow>(
      'SELECT id, form_id, site, created_at, attributes FROM leads WHERE id = $1 AND form_id = $2',
      [leadId, formId],
    )
    return row ? lead(row) : null
  }

  /** Deletes a lead; its delivery jobs go with it (ON DELETE CASCADE). */
  async delete(leadId: string): Promise<void> {
    await this.database.query('DELETE FROM leads WHERE id = $1', [leadId])
  }

  /** A lead's deliveries in the order they were queued, each named after its integration. */
  async deliveries(leadId: string, integrations: { id: string; name: string }[]): Promise<LeadDelivery[]> {
    const names = new Map(integrations.map((i) => [i.id, i.name]))
    const rows = await this.database.query<DeliveryRow>(
      `SELECT id, kind, integration_id, status, attempts, max_attempts, run_after, last_error, created_at,
         updated_at, done_at FROM jobs WHERE lead_id = $1 ORDER BY created_at, kind, id`,
      [leadId],
    )
    return rows.map((r) => ({
      ...r,
      integration_name: r.integration_id ? (names.get(r.integration_id) ?? null) : null,
      run_after: isoTimeOrNull(r.run_after),
      created_at: isoTimeOrNull(r.created_at),
      updated_at: isoTimeOrNull(r.updated_at),
      done_at: isoTimeOrNull(r.done_at),
    }))
  }

  /**
   * Queues a lead's failed or waiting deliveries again from their first attempt (all of them, or those in
   * `ids`), and tells every process's worker.
   */
  async retryDeliveries(leadId: string, ids: string[] | undefined): Promise<void> {
    await this.database.query(
      `UPDATE jobs SET status = 'pending', attempts = 0, run_after = now(), locked_until = NULL, lease = NULL,
         updated_at = now()
       WHERE lead_id = $1 AND status IN ('failed', 'pending') AND ($2::text IS NULL OR id::text = ANY(string_to_array($2::text, ',')))`,
      [leadId, ids === undefined ? null : ids.join(',')],
    )
    await this.database.notify('jobs', 'fix')
  }
}
