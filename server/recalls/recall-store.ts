import { randomUUID } from 'node:crypto'
import type { Database } from '../db/database.js'
import type { Recall } from '../../engine/vin/recall.js'
import type { RecallInput } from './recall-input.js'
import { isUuid } from '../db/uuid.js'

interface RecallRow extends Omit<Recall, 'created_at' | 'updated_at'> {
  created_at: Date | string
  updated_at: Date | string
}

const COLUMNS = 'id, vin, campaign, note, created_at, updated_at'
const recall = (row: RecallRow): Recall => ({
  ...row,
  created_at: new Date(row.created_at).toISOString(),
  updated_at: new Date(row.updated_at).toISOString(),
})

/**
 * The recall table of the local VIN checker (migration 0016): whether a VIN is affected, and the rows /admin
 * edits. VINs come in normalised (server/recalls/recall-input.ts); ids that are not UUIDs find nothing.
 */
export class RecallStore {
  constructor(private readonly database: Database) {}

  /** Whether the VIN is on the recall table: the only thing a shopper's check learns. */
  async isAffected(vin: string): Promise<boolean> {
    const rows = await this.database.query('SELECT 1 FROM vehicle_recalls WHERE vin = $1', [vin])
    return rows.length > 0
  }

  /** A page of the table, newest first; `search` matches the start of a VIN or part of the campaign. */
  async list(query: {
    search: string
    page: number
    items: number
  }): Promise<{ rows: Recall[]; total: number }> {
    const where = query.search ? `WHERE vin LIKE upper($1) || '%' OR campaign ILIKE '%' || $1 || '%'` : ''
    const params: unknown[] = query.search ? [query.search.replace(/[\\%_]/g, '\\$&')] : []
    const [rows, [count]] = await Promise.all([
      this.database.query<RecallRow>(
        `SELECT ${COLUMNS} FROM vehicle_recalls ${where} ORDER BY created_at DESC, id
         LIMIT ${query.items} OFFSET ${(query.page - 1) * query.items}`,
        params,
      ),
      this.database.query<{ total: string | number }>(
        `SELECT count(*) AS total FROM vehicle_recalls ${where}`,
        params,
      ),
    ])
    return { rows: rows.map(recall), total: Number(count?.total ?? 0) }
  }

  /** A new row; a VIN already on the table is a unique violation, which the error handler answers 409. */
  async add(input: RecallInput): Promise<Recall> {
    const [row] = await this.database.query<RecallRow>(
      `INSERT INTO vehicle_recalls (id, vin, campaign, note) VALUES ($1, $2, $3, $4) RETURNING ${COLUMNS}`,
      [randomUUID(), input.vin, input.campaign, input.note],
    )
    return recall(row!)
  }

  /** Many VINs of one campaign at once; those already on the table are left as they are. */
  async addMany(vins: string[], campaign: string, note: string): Promise<{ added: number }> {
    const rows = await this.database.query<{ id: string }>(
      `INSERT INTO vehicle_recalls (id, vin, campaign, note)
       SELECT gen_random_uuid(), vin, $2, $3 FROM unnest($1::text[]) AS vin
       ON CONFLICT (vin) DO NOTHING RETURNING id`,
      [vins, campaign, note],
    )
    return { added: rows.length }
  }

  /** The row after the change, or null when there is no such row. */
  async update(id: string, input: RecallInput): Promise<Recall | null> {
    if (!isUuid(id)) return null
    const [row] = await this.database.query<RecallRow>(
      `UPDATE vehicle_recalls SET vin = $2, campaign = $3, note = $4, updated_at = now()
       WHERE id = $1 RETURNING ${COLUMNS}`,
      [id, input.vin, input.campaign, input.note],
    )
    return row ? recall(row) : null
  }

  /** Whether there was such a row to remove. */
  async remove(id: string): Promise<boolean> {
    if (!isUuid(id)) return false
    return (
      (await this.database.query('DELETE FROM vehicle_recalls WHERE id = $1 RETURNING id', [id])).length > 0
    )
  }
}
