import { mkdirSync } from 'node:fs'
import { PGlite } from '@electric-sql/pglite'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import pg from 'pg'
import * as schema from './schema.js'

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>

/**
 * The one store: PostgreSQL through Drizzle, embedded (PGlite, in a folder) by default or a server
 * (DATABASE_URL). Besides queries it offers what the two drivers do differently: running a SQL script,
 * and LISTEN/NOTIFY for cache invalidation across processes.
 */
export interface Database {
  db: Db
  driver: 'pglite' | 'postgres'
  /** Runs SQL with no parameters, possibly several statements (migrations). */
  exec(sql: string): Promise<void>
  /** Runs one parameterised query and returns its rows. */
  query<T>(sql: string, params?: unknown[]): Promise<T[]>
  notify(channel: string, payload: string): Promise<void>
  listen(channel: string, onPayload: (payload: string) => void): Promise<void>
  /** PGlite only: the whole database as a tarball, to start another instance from (test fixtures). */
  dump?(): Promise<Blob>
  close(): Promise<void>
}

export interface OpenOptions {
  /** A PostgreSQL server; when absent, embedded PGlite. */
  url?: string
  /** PGlite's folder; 'memory://' keeps it in memory. */
  dataDir?: string
  /** PGlite: start from a dump (Database.dump) instead of an empty cluster; much faster than initdb. */
  loadDataDir?: Blob
}

/** Opens PGlite under `dataDir`, or PostgreSQL at `url`; in-memory PGlite when dataDir is 'memory://'. */
export async function openDatabase(options: OpenOptions): Promise<Database> {
  return options.url
    ? openPostgres(options.url)
    : openPglite(options.dataDir ?? './data/db', options.loadDataDir)
}

async function openPglite(dataDir: string, loadDataDir?: Blob): Promise<Database> {
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true })
  const client = await PGlite.create(loadDataDir ? { dataDir, loadDataDir } : { dataDir })
  return {
    db: drizzlePglite(client, { schema }) as unknown as Db,
    driver: 'pglite',
    exec: async (sql) => void (await client.exec(sql)),
    query: async <T>(sql: string, params: unknown[] = []) => (await client.query<T>(sql, params)).rows,
    notify: async (channel, payload) =>
      void (await client.query('SELECT pg_notify($1, $2)', [channel, payload])),
    listen: async (channel, onPayload) => void (await client.listen(channel, onPayload)),
    dump: () => client.dumpDataDir('none'),
    close: () => client.close(),
  }
}

async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 })
  // Fail at start, with the server's message, rather than at the first request.
  await pool.query('SELECT 1')
  const listeners: pg.PoolClient[] = []
  return {
    db: drizzlePg(pool, { schema }) as unknown as Db,
    driver: 'postgres',
    exec: async (sql) => void (await pool.query(sql)),
    query: async <T>(sql: string, params: unknown[] = []) => (await pool.query(sql, params)).rows as T[],
    notify: async (channel, payload) =>
      void (await pool.query('SELECT pg_notify($1, $2)', [channel, payload])),
    listen: async (channel, onPayload) => {
      const client = await pool.connect()
      listeners.push(client)
      client.on('notification', (message) => {
        if (message.channel === channel) onPayload(message.payload ?? '')
      })
      await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`)
    },
    close: async () => {
      for (const client of listeners) client.release()
      await pool.end()
    },
  }
}
