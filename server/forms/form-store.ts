import type { FormDefinition } from '../../engine/forms/form-definition.js'
import type { Database, Queryable } from '../db/database.js'
import { HttpError, notFound } from '../http/http-error.js'
import type { Integration } from './integration.js'
import type { StoredForm } from './stored-form.js'
import { isoTime } from '../db/iso-time.js'
import { leadSitesCondition } from '../jobs/lead-pages.js'

interface FormRow {
  id: string
  name: string
  definition: Pick<FormDefinition, 'fields' | 'steps' | 'settings'>
  integrations: Integration[]
  created_at: Date | string
  updated_at: Date | string
  deleted_at: Date | string | null
}

/** What POST/PUT/import store: a definition without the columns the server keeps. */
export type FormInput = Omit<FormDefinition, 'id' | 'created_at' | 'updated_at'>

// Milliseconds only, so updated_at answered as ISO text compares equal to the stored one (edit conflicts).
const NOW = "date_trunc('milliseconds', clock_timestamp())"

function toStored(row: FormRow): StoredForm {
  const { fields, steps, settings } = row.definition
  return {
    definition: {
      id: row.id,
      name: row.name,
      fields,
      ...(steps ? { steps } : {}),
      settings,
      created_at: isoTime(row.created_at),
      updated_at: isoTime(row.updated_at),
    },
    integrations: row.integrations,
    deleted: row.deleted_at !== null,
  }
}

const body = (input: FormInput) =>
  JSON.stringify({
    fields: input.fields,
    ...(input.steps ? { steps: input.steps } : {}),
    settings: input.settings,
  })

/** The forms table: definitions as jsonb, integrations beside them; deleting only marks a form. */
export class FormStore {
  constructor(private readonly database: Database) {}

  /**
   * Live forms by name, with their field and lead counts; the leads counted are those of `sites` (a lead
   * filter's sites: `null` for every site, leads without a site too).
   */
  async list(q: string | undefined, sites: string[] | null) {
    const rows = await this.database.query<FormRow & { leads_count: string | number }>(
      `SELECT f.*, (SELECT count(*) FROM leads l WHERE l.form_id = f.id AND ${leadSitesCondition(2, 'l.site')})
         AS leads_count
       FROM forms f WHERE f.deleted_at IS NULL AND ($1::text IS NULL OR f.name ILIKE '%' || $1 || '%')
       ORDER BY f.name, f.id`,
      [q ?? null, sites],
    )
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      fields_count: row.definition.fields.length,
      leads_count: Number(row.leads_count),
      created_at: isoTime(row.created_at),
      updated_at: isoTime(row.updated_at),
    }))
  }

  /** Which of `ids` name a live form (the publish gate's check of a page's form references). */
  async liveIds(ids: readonly string[]): Promise<Set<string>> {
    if (ids.length === 0) return new Set()
    const rows = await this.database.query<{ id: string }>(
      'SELECT id FROM forms WHERE id = ANY($1::text[]) AND deleted_at IS NULL',
      [[...ids]],
    )
    return new Set(rows.map((r) => r.id))
  }

  /** A form, deleted ones too (their leads still deliver and export). */
  async find(id: string, db: Queryable = this.database): Promise<StoredForm | undefined> {
    const [row] = await db.query<FormRow>('SELECT * FROM forms WHERE id = $1', [id])
    return row && toStored(row)
  }

  /** A live form, or 404. */
  async get(id: string): Promise<StoredForm> {
    const form = await this.find(id)
    if (!form || form.deleted) throw notFound(`No form ${id}`)
    return form
  }

  async exists(id: string): Promise<boolean> {
    return (await this.database.query('SELECT 1 FROM forms WHERE id = $1', [id])).length > 0
  }

  /** `base`, or `base-2`, `base-3`... whichever is free (deleted forms keep their ids). */
  async freeId(base: string): Promise<string> {
    const taken = new Set(
      (
        await this.database.query<{ id: string }>(
          `SELECT id FROM forms WHERE id = $1 OR id LIKE $1 || '-%'`,
          [base],
        )
      ).map((r) => r.id),
    )
    if (!taken.has(base)) return base
    for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`
  }

  async create(id: string, input: FormInput, integrations: Integration[] = []): Promise<StoredForm> {
    const rows = await this.database.query<FormRow>(
      `INSERT INTO forms (id, name, definition, integrations, created_at, updated_at)
       VALUES ($1, $2, $3::jsonb, $4::jsonb, ${NOW}, ${NOW}) ON CONFLICT (id) DO NOTHING RETURNING *`,
      [id, input.name, body(input), JSON.stringify(integrations)],
    )
    if (!rows[0]) throw new HttpError(409, 'form_exists', `A form with the id ${id} exists already`)
    return toStored(rows[0])
  }

  /** Replaces a live form's definition; with `expectedUpdatedAt`, only if nobody saved in between. */
  async update(id: string, input: FormInput, expectedUpdatedAt?: string): Promise<StoredForm> {
    // Compared to the millisecond: the editor holds updated_at as JSON gives it, while rows written by the
    // seed (or before NOW) carry PostgreSQL's microseconds and never matched, so their first save was a 409.
    const rows = await this.database.query<FormRow>(
      `UPDATE forms SET name = $2, definition = $3::jsonb, updated_at = ${NOW}
       WHERE id = $1 AND deleted_at IS NULL
         AND ($4::timestamptz IS NULL OR date_trunc('milliseconds', updated_at) = $4::timestamptz)
       RETURNING *`,
      [id, input.name, body(input), expectedUpdatedAt ?? null],
    )
    if (rows[0]) return toStored(rows[0])
    await this.get(id)
    throw new HttpError(
      409,
      'edit_conflict',
      'The form was changed since you opened it: reload and edit again',
    )
  }

  async setIntegrations(id: string, integrations: Integration[]): Promise<Integration[]> {
    const rows = await this.database.query<FormRow>(
      `UPDATE forms SET integrations = $2::jsonb, updated_at = ${NOW}
       WHERE id = $1 AND deleted_at IS NULL RETURNING *`,
      [id, JSON.stringify(integrations)],
    )
    if (!rows[0]) throw notFound(`No form ${id}`)
    return rows[0].integrations
  }

  async delete(id: string): Promise<void> {
    const rows = await this.database.query(
      `UPDATE forms SET deleted_at = now() WHERE id = $1 AND deleted_at IS NULL RETURNING id`,
      [id],
    )
    if (!rows.length) throw notFound(`No form ${id}`)
  }
}
