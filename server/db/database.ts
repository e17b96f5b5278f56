import { AsyncLocalStorage } from 'node:async_hooks'
import { mkdirSync } from 'node:fs'
import { PGlite } from '@electric-sql/pglite'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import pg from 'pg'
import * as schema from './schema.js'

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>

/** Queries on one connection inside a transaction (Database.transaction). */
export interface Queryable {
  query<T>(sql: string, params?: unknown[]): Promise<T[]>
}

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
  /**
   * Calls `onPayload` with each notification on `channel`. On PostgreSQL the listening connection can drop;
   * it is opened again, and `onReconnect` is called once it listens again: notifications sent in between
   * are lost, so whoever listens must check what they may have missed. PGlite never loses one.
   */
  listen(channel: string, onPayload: (payload: string) => void, onReconnect?: () => void): Promise<void>
  /**
   * Runs `fn` in one transaction on one connection: COMMIT when it resolves, ROLLBACK (and rethrow) when it
   * throws. Everything that must happen together (a lead and its delivery jobs) goes through here.
   */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>
  /** PostgreSQL only: the pool's connections (for the metrics). */
  poolStats?(): { total: number; idle: number; waiting: number }
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
  /** Where connection errors the pool recovers from are reported (default: standard error). */
  log?: (message: string, error?: unknown) => void
}

/** Opens PGlite under `dataDir`, or PostgreSQL at `url`; in-memory PGlite when dataDir is 'memory://'. */
export async function openDatabase(options: OpenOptions): Promise<Database> {
  return options.url
    ? openPostgres(options.url, options.log ?? ((message, error) => console.error(message, error ?? '')))
    : openPglite(options.dataDir ?? './data/db', options.loadDataDir)
}

async function openPglite(dataDir: string, loadDataDir?: Blob): Promise<Database> {
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true })
  const client = await PGlite.create(loadDataDir ? { dataDir, loadDataDir } : { dataDir })
  // PGlite has one connection: a query on the database (not the transaction's own) made inside one of its
  // transactions waits for that transaction, which waits for the query, for ever, and every request after
  // it waits too. Such a call is refused at once instead, with where it was made.
  const inTransaction = new AsyncLocalStorage<{ open: boolean }>()
  const outside = async <T>(run: () => Promise<T>): Promise<T> => {
    // Work the transaction started and left running (a timer, a wake-up) may query once it has ended.
    if (inTransaction.getStore()?.open)
      throw new Error(
        "[db] a call on the database inside one of its transactions would wait for that transaction for ever: use the transaction's query",
      )
    return run()
  }
  return {
    db: drizzlePglite(client, { schema }) as unknown as Db,
    driver: 'pglite',
    exec: (sql) => outside(async () => void (await client.exec(sql))),
    query: <T>(sql: string, params: unknown[] = []) =>
      outside(async () => (await client.query<T>(sql, params)).rows),
    notify: (channel, payload) =>
      outside(async () => void (await client.query('SELECT pg_notify($1, $2)', [channel, payload]))),
    // A notification sent in a transaction reaches its listeners in that transaction's async context; they
    // run on their own, after it.
    listen: async (channel, onPayload) =>
      void (await client.listen(channel, (payload) => inTransaction.exit(() => onPayload(payload)))),
    transaction: (fn) =>
      outside(() =>
        watchedTransaction(() =>
          client.transaction((tx) => {
            const state = { open: true }
            return inTransaction.run(state, async () => {
              try {
                return await fn({
                  query: async <T>(sql: string, params: unknown[] = []) =>
                    (await tx.query<T>(sql, params)).rows,
                })
              } finally {
                state.open = false
              }
            })
          }),
        ),
      ),
    dump: () => client.dumpDataDir('none'),
    close: () => client.close(),
  }
}

async function openPostgres(url: string, log: (message: string, error?: unknown) => void): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: Number(process.env.DATABASE_POOL_SIZE ?? 10) })
  // An idle connection the server closes (a restart, pg_terminate_backend) is reported here; without a
  // listener it would crash the process. The pool drops it and opens a new one on the next query; the error
  // is still worth seeing (a restart, a failover, a killed backend).
  pool.on('error', (error) => log('[db] an idle connection was lost; the pool opens a new one', error))
  // Fail at start, with the server's message, rather than at the first request.
  await pool.query('SELECT 1')
  const listeners = new Set<pg.PoolClient>()
  const guarded = new WeakSet<pg.PoolClient>()
  let closed = false

  /** A dedicated connection for LISTEN; when the server drops it, listen again on a new one. */
  async function listenOn(
    channel: string,
    onPayload: (payload: string) => void,
    onReconnect?: () => void,
    again = false,
  ): Promise<void> {
    const client = await pool.connect()
    listeners.add(client)
    client.on('notification', (message) => {
      if (message.channel === channel) onPayload(message.payload ?? '')
    })
    /** Gives the connection up and listens again on a new one (once per connection). */
    const drop = () => {
      if (!listeners.delete(client)) return
      client.release(true)
      const retry = () => {
        if (closed) return
        listenOn(channel, onPayload, onReconnect, true).catch(() => setTimeout(retry, 1000).unref())
      }
      setTimeout(retry, 200).unref()
    }
    client.on('error', drop)
    try {
      await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`)
    } catch (error) {
      if (!again) throw error
      // Dropped before it listened: try again on a new connection.
      drop()
      return
    }
    if (again) onReconnect?.()
  }

  return {
    db: drizzlePg(pool, { schema }) as unknown as Db,
    driver: 'postgres',
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    exec: async (sql) => void (await pool.query(sql)),
    query: async <T>(sql: string, params: unknown[] = []) => (await pool.query(sql, params)).rows as T[],
    notify: async (channel, payload) =>
      void (await pool.query('SELECT pg_notify($1, $2)', [channel, payload])),
    listen: (channel, onPayload, onReconnect) => listenOn(channel, onPayload, onReconnect),
    transaction: async (fn) => {
      const client = await pool.connect()
      // A checked-out connection has no error listener of the pool's: one the server drops between two
      // queries (or after we destroyed it) would crash the process. The failed query reports it instead.
      if (!guarded.has(client)) {
        guarded.add(client)
        client.on('error', () => {})
      }
      try {
        await client.query('BEGIN')
        const result = await fn({
          query: async <T>(sql: string, params: unknown[] = []) =>
            (await client.query(sql, params)).rows as T[],
        })
        await client.query('COMMIT')
        client.release()
        return result
      } catch (error) {
        // A connection that cannot even roll back is broken: destroy it rather than return it to the pool.
        const healthy = await client.query('ROLLBACK').then(
          () => true,
          () => false,
        )
        client.release(healthy ? undefined : true)
        throw error
      }
    },
    close: async () => {
      closed = true
      // Destroyed, not returned to the pool: they carry LISTEN state.
      const open = [...listeners]
      listeners.clear()
      for (const client of open) client.release(true)
      await pool.end()
    },
  }
}

/** How long a PGlite transaction may stay open before it is reported (everything else waits for it). */
const LONG_TRANSACTION_MS = 10_000

/**
 * Runs a PGlite transaction, reporting one still open after LONG_TRANSACTION_MS with where it began: PGlite
 * has one connection, so a transaction that waits for something outside the database (an HTTP call, a
 * query on the database instead of on the transaction) stalls every request, and this says which.
 */
async function watchedTransaction<T>(run: () => Promise<T>): Promise<T> {
  const begun = new Error('[db] a transaction has been open for 10 s; it began here')
  const timer = setTimeout(() => console.error(begun.stack), LONG_TRANSACTION_MS)
  timer.unref()
  try {
    return await run()
  } finally {
    clearTimeout(timer)
  }
}
