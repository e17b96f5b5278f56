/**
 * What the PostgreSQL benchmarks (bench:leads, bench:orders) share: a database of their own on the server
 * at BENCH_PG_URL (default 127.0.0.1:5432, user postgres), migrated and holding the demo sites; cutting
 * its connections as a restart would; and the latency figures.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import pg from 'pg'
import { openDatabase, type Database } from '../../server/db/database.js'
import { migrate } from '../../server/db/migrate.js'

export const ADMIN_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const FIXTURES = join(import.meta.dirname, '../../fixtures')

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

export const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? NaN
}

/** A fresh database `name` (dropped first), migrated, with the demo sites; and the admin connection. */
export async function benchDatabase(
  name: string,
): Promise<{ admin: pg.Client; database: Database; url: string }> {
  const admin = new pg.Client({ connectionString: ADMIN_URL })
  await admin.connect()
  await admin.query(`DROP DATABASE IF EXISTS ${name}`)
  await admin.query(`CREATE DATABASE ${name}`)
  const url = ADMIN_URL.replace(/\/[^/]*$/, `/${name}`)
  // A cut connection is expected here: one line, not the whole error object.
  const database = await openDatabase({
    url,
    log: (message, error) => console.error(message, error instanceof Error ? error.message : ''),
  })
  await migrate(database)
  for (const site of JSON.parse(readFileSync(join(FIXTURES, 'site/sites.json'), 'utf8')) as Record<
    string,
    unknown
  >[])
    await database.query(
      'INSERT INTO sites (key, host, name, brand, theme, default_locale, locales) VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb)',
      [
        site.key,
        site.host,
        site.name,
        site.brand,
        site.theme,
        site.default_locale,
        JSON.stringify(site.locales),
      ],
    )
  return { admin, database, url }
}

/** Ends every other connection to the database, as a restart or failover would; answers how many. */
export async function cutConnections(admin: pg.Client, name: string): Promise<number> {
  const killed = await admin.query(
    `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()`,
    [name],
  )
  return killed.rowCount ?? 0
}

/** Drops the benchmark's database and closes the admin connection. */
export async function dropBenchDatabase(admin: pg.Client, name: string): Promise<void> {
  await cutConnections(admin, name)
  await admin.query(`DROP DATABASE IF EXISTS ${name}`)
  await admin.end()
}

/**
 * Cuts the database's connections `times` times while a run goes on, the first after `firstAfterMs`, then
 * every `everyMs`; `stop()` ends it and answers how many cuts happened.
 */
export function connectionCutter(
  admin: pg.Client,
  name: string,
  { times, firstAfterMs, everyMs }: { times: number; firstAfterMs: number; everyMs: number },
): { stop: () => Promise<number> } {
  let cuts = 0
  let cutting = true
  const done = (async () => {
    await sleep(firstAfterMs)
    while (cutting && cuts < times) {
      if (await cutConnections(admin, name)) cuts++
      await sleep(everyMs)
    }
  })()
  return {
    stop: async () => {
      cutting = false
      await done
      return cuts
    },
  }
}
