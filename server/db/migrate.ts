import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import type { Database } from './database.js'

const MIGRATIONS_DIR = join(import.meta.dirname, 'migrations')

/**
 * Applies server/db/migrations/*.sql in name order, each once and in its own transaction, recording it in
 * schema_migrations. Returns the names applied now.
 */
export async function migrate(database: Database): Promise<string[]> {
  await database.exec(
    'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
  )
  const done = new Set(
    (await database.query<{ name: string }>('SELECT name FROM schema_migrations')).map((r) => r.name),
  )
  const applied: string[] = []
  for (const name of readdirSync(MIGRATIONS_DIR)
    .filter((f) => f.endsWith('.sql'))
    .sort()) {
    if (done.has(name)) continue
    const sql = readFileSync(join(MIGRATIONS_DIR, name), 'utf8')
    const escaped = name.replace(/'/g, "''")
    await database.exec(
      `BEGIN;\n${sql}\nINSERT INTO schema_migrations (name) VALUES ('${escaped}');\nCOMMIT;`,
    )
    applied.push(name)
  }
  return applied
}
