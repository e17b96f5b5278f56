import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import type { Database } from './database.js'
import { PROJECT_ROOT } from '../project-root.js'

const MIGRATIONS_DIR = join(PROJECT_ROOT, 'server/db/migrations')
/** The advisory lock key the migration runner holds on PostgreSQL (any fixed bigint; "dealer" in ASCII). */
export const MIGRATION_LOCK_KEY = 0x6465616c6572

const CREATE_TABLE =
  'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())'

let names: string[] | undefined

/** The migration files, in the order they apply (read once: they ship with the code, and /readyz asks often). */
export function migrationNames(): string[] {
  names ??= readdirSync(MIGRATIONS_DIR)
    .filter((f) => f.endsWith('.sql'))
    .sort()
  return [...names]
}

/** The migrations not yet applied to `database` (all of them when it has never been migrated). */
export async function pendingMigrations(database: Database): Promise<string[]> {
  const [table] = await database.query<{ name: string | null }>(
    "SELECT to_regclass('schema_migrations')::text AS name",
  )
  if (!table?.name) return migrationNames()
  const done = new Set(
    (await database.query<{ name: string }>('SELECT name FROM schema_migrations')).map((r) => r.name),
  )
  return migrationNames().filter((name) => !done.has(name))
}

/**
 * Applies server/db/migrations/*.sql in name order, each once, recording it in schema_migrations. Returns the
 * names applied now.
 *
 * On PostgreSQL several processes may start together (replicas, `node:cluster`): the whole run holds a
 * transaction-scoped advisory lock, so the second waits, then finds nothing left to do, and a failed migration
 * leaves the database as it was. PGlite is one process's folder, so there each migration is its own transaction.
 */
export async function migrate(database: Database): Promise<string[]> {
  if (database.driver === 'postgres')
    return database.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY])
      await tx.query(CREATE_TABLE)
      const done = new Set(
        (await tx.query<{ name: string }>('SELECT name FROM schema_migrations')).map((r) => r.name),
      )
      const applied: string[] = []
      for (const name of migrationNames()) {
        if (done.has(name)) continue
        // No parameters: the simple query protocol, which runs a file of several statements.
        await tx.query(readFileSync(join(MIGRATIONS_DIR, name), 'utf8'))
        await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [name])
        applied.push(name)
      }
      return applied
    })

  await database.exec(CREATE_TABLE)
  const pending = await pendingMigrations(database)
  for (const name of pending) {
    const sql = readFileSync(join(MIGRATIONS_DIR, name), 'utf8')
    const escaped = name.replace(/'/g, "''")
    await database.exec(
      `BEGIN;\n${sql}\nINSERT INTO schema_migrations (name) VALUES ('${escaped}');\nCOMMIT;`,
    )
  }
  return pending
}
