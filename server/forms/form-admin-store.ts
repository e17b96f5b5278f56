import { randomUUID } from 'node:crypto'
import type { Database } from '../db/database.js'
import type { LocationInput } from './parse-location.js'
import { isUuid } from '../db/uuid.js'

/** A dealer location of the forms API: its stored data with its id and name on top. */
export type FormLocation = Record<string, unknown> & { id: string; name: string }
/** A forms setting: a key and any JSON value. */
export interface FormSetting {
  id: string
  key: string
  value: unknown
}

const location = (row: { id: string; name: string; data: Record<string, unknown> }): FormLocation => ({
  ...row.data,
  id: row.id,
  name: row.name,
})

/**
 * The forms API's locations and settings (001 §7, docs/forms-api.md): the rows behind
 * `/forms/locations` and `/forms/settings`. Ids that are not UUIDs find nothing (no query is sent).
 */
export class FormAdminStore {
  constructor(private readonly database: Database) {}

  async locations(): Promise<FormLocation[]> {
    const rows = await this.database.query<{ id: string; name: string; data: Record<string, unknown> }>(
      'SELECT id, name, data FROM form_locations ORDER BY name, id',
    )
    return rows.map(location)
  }

  async addLocation(input: LocationInput): Promise<FormLocation> {
    const [row] = await this.database.query<{ id: string; name: string; data: Record<string, unknown> }>(
      'INSERT INTO form_locations (id, name, data) VALUES ($1, $2, $3::jsonb) RETURNING id, name, data',
      [randomUUID(), input.name, JSON.stringify(input)],
    )
    return location(row!)
  }

  /** The location after the change, or null when there is no such location. */
  async updateLocation(id: string, input: LocationInput): Promise<FormLocation | null> {
    if (!isUuid(id)) return null
    const [row] = await this.database.query<{ id: string; name: string; data: Record<string, unknown> }>(
      `UPDATE form_locations SET name = $2, data = $3::jsonb, updated_at = now() WHERE id = $1 RETURNING id, name, data`,
      [id, input.name, JSON.stringify(input)],
    )
    return row ? location(row) : null
  }

  /** Whether there was such a location to remove. */
  async removeLocation(id: string): Promise<boolean> {
    if (!isUuid(id)) return false
    return (
      (await this.database.query('DELETE FROM form_locations WHERE id = $1 RETURNING id', [id])).length > 0
    )
  }

  settings(): Promise<FormSetting[]> {
    return this.database.query('SELECT id, key, value FROM form_settings ORDER BY key')
  }

  /** A setting's value, or undefined when it is not set. */
  async setting(key: string): Promise<{ value: unknown } | undefined> {
    const [row] = await this.database.query<{ value: unknown }>(
      'SELECT value FROM form_settings WHERE key = $1',
      [key],
    )
    return row
  }

  /** Sets `key` to `value` (a new setting, or the existing one changed). */
  async putSetting(key: string, value: unknown): Promise<FormSetting> {
    const [row] = await this.database.query<FormSetting>(
      `INSERT INTO form_settings (id, key, value) VALUES ($1, $2, $3::jsonb)
       ON CONFLICT (key) DO UPDATE SET value = excluded.value, updated_at = now() RETURNING id, key, value`,
      [randomUUID(), key, JSON.stringify(value)],
    )
    return row!
  }

  /** Whether there was such a setting to remove. */
  async removeSetting(id: string): Promise<boolean> {
    if (!isUuid(id)) return false
    return (
      (await this.database.query('DELETE FROM form_settings WHERE id = $1 RETURNING id', [id])).length > 0
    )
  }
}
