import { randomUUID } from 'node:crypto'
import type { Database } from '../db/database.js'
import { isUuid } from '../db/uuid.js'
import { JOBS_CHANNEL } from '../jobs/lead-delivery-jobs.js'
import type { LeadFilter } from '../jobs/lead-pages.js'

/** A lead export (001 §4): written by a `lead_export` job (write-lead-export), then downloaded. */
export interface LeadExport {
  id: string
  form_id: string
  format: 'csv' | 'xlsx'
  /** The dates and the sites (decision 067) of the leads it holds. */
  filter: LeadFilter
  status: string
  rows: number
  file: string | null
  error: string | null
  created_at: Date
  updated_at: Date
}

/** The lead exports behind `/forms/{id}/lead_exports`. Ids that are not UUIDs find nothing. */
export class LeadExportStore {
  constructor(private readonly database: Database) {}

  /**
   * Records an export and queues the job that writes it, in one transaction, and tells every process's
   * worker. `sort` is `created_at` or `-created_at`.
   */
  async create(
    formId: string,
    format: LeadExport['format'],
    filter: LeadFilter,
    sort: string,
  ): Promise<LeadExport> {
    const id = randomUUID()
    return this.database.transaction(async (tx) => {
      const [created] = await tx.query<LeadExport>(
        `INSERT INTO lead_exports (id, form_id, format, filter, sort) VALUES ($1, $2, $3, $4::jsonb, $5) RETURNING *`,
        [id, formId, format, JSON.stringify(filter), sort],
      )
      await tx.query(
        `INSERT INTO jobs (id, kind, export_id, max_attempts) VALUES ($1, 'lead_export', $2, 3)`,
        [randomUUID(), id],
      )
      await tx.query('SELECT pg_notify($1, $2)', [JOBS_CHANNEL, 'export'])
      return created as LeadExport
    })
  }

  async get(formId: string, exportId: string): Promise<LeadExport | null> {
    if (!isUuid(exportId)) return null
    const [row] = await this.database.query<LeadExport>(
      'SELECT * FROM lead_exports WHERE id = $1 AND form_id = $2',
      [exportId, formId],
    )
    return row ?? null
  }
}
