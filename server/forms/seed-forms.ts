import { existsSync, readFileSync, readdirSync } from 'node:fs'
import { randomUUID } from 'node:crypto'
import { join } from 'node:path'
import type { Database } from '../db/database.js'
import { parseIntegrations } from './parse-integrations.js'
import { parseLocation } from './parse-location.js'
import { validateDefinition } from './validate-definition.js'

/**
 * The demo forms (fixtures/forms/*.json: a definition with its id, plus `integrations`), locations and a
 * demo order (fixtures/forms/demo/). Each is checked as the API would check it; existing rows are kept.
 */
export async function seedForms(
  database: Database,
  fixturesDir: string,
  log: (line: string) => void = () => {},
) {
  const dir = join(fixturesDir, 'forms')
  if (!existsSync(dir)) return
  const files = readdirSync(dir)
    .filter((n) => n.endsWith('.json'))
    .sort()
  for (const name of files) {
    const { integrations = [], ...raw } = JSON.parse(readFileSync(join(dir, name), 'utf8')) as Record<
      string,
      unknown
    >
    let input
    try {
      input = validateDefinition(raw)
    } catch (error) {
      throw new Error(
        `[seed] fixtures/forms/${name} is not a valid form: ${JSON.stringify((error as { details?: unknown }).details)}`,
        { cause: error },
      )
    }
    const { id, updated_at: _u, ...definition } = input
    const { name: formName, ...body } = definition
    await database.query(
      `INSERT INTO forms (id, name, definition, integrations) VALUES ($1, $2, $3::jsonb, $4::jsonb) ON CONFLICT (id) DO NOTHING`,
      [
        id ?? name.replace(/\.json$/, ''),
        formName,
        JSON.stringify(body),
        JSON.stringify(parseIntegrations(integrations)),
      ],
    )
  }
  const read = (file: string) =>
    existsSync(join(dir, 'demo', file))
      ? (JSON.parse(readFileSync(join(dir, 'demo', file), 'utf8')) as Record<string, unknown>[])
      : []
  const hasLocations = (await database.query('SELECT 1 FROM form_locations LIMIT 1')).length > 0
  if (!hasLocations)
    for (const raw of read('locations.json')) {
      const location = parseLocation(raw)
      await database.query('INSERT INTO form_locations (id, name, data) VALUES ($1, $2, $3::jsonb)', [
        randomUUID(),
        location.name,
        JSON.stringify(location),
      ])
    }
  log(`[seed] ${files.length} forms`)
}
