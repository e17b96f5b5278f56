import type { Server } from 'node:http'
import { join } from 'node:path'
import { createApp } from './app.js'
import type { AuthSettings } from './auth/auth-settings.js'
import { openDatabase } from './db/database.js'
import { seedForms } from './forms/seed-forms.js'
import { migrate } from './db/migrate.js'
import { mediaFiles } from './media/media-files.js'
import { seed } from './seed/seed.js'
import { analyzeStockOnce } from './stock/analyze-stock.js'
import { createStorage } from './storage/storage.js'
import { PROJECT_ROOT } from './project-root.js'

/** How long a shutdown waits for requests in flight before it closes their connections. */
const DRAIN_DEADLINE_MS = Number(process.env.SHUTDOWN_DRAIN_MS ?? 10_000)

export interface ServerOptions {
  port: number
  /** The embedded database (db/) and media files (media/). */
  dataDir: string
  /** A PostgreSQL server instead of the embedded database. */
  databaseUrl?: string
  pageCacheSize?: number
  fragmentCacheSize?: number
  /** Sign-in, /cms and /admin; absent, the public site only (the SSR benchmark). */
  auth?: AuthSettings
  /** Outbound calls may reach private addresses (the development server's own dev CRM). */
  outboundAllowPrivate?: boolean
}

/**
 * Opens the database, applies migrations, seeds an empty database from fixtures/ and serves the app.
 * Prints "[server] Land Rover: ..." once listening (scripts wait for it); drains and closes on SIGINT/SIGTERM.
 */
export async function startServer(options: ServerOptions): Promise<Server> {
  const { port, dataDir } = options
  const mediaDir = join(dataDir, 'media')
  const database = await openDatabase({ url: options.databaseUrl, dataDir: join(dataDir, 'db') })
  const applied = await migrate(database)
  if (applied.length) console.log(`[db] applied ${applied.join(', ')}`)
  const storage = createStorage(database)
  if ((await storage.pages.count()) === 0)
    await seed(storage, mediaFiles(mediaDir), join(PROJECT_ROOT, 'fixtures'), console.log)
  // A database seeded before the forms existed gets the demo forms once (never again after that).
  else if ((await database.query('SELECT 1 FROM forms LIMIT 1')).length === 0)
    await seedForms(database, join(PROJECT_ROOT, 'fixtures'), console.log)
  if (await analyzeStockOnce(database)) console.log("[db] gathered the stock tables' statistics")

  let shuttingDown = false
  const { app, close } = await createApp({
    database,
    mediaDir,
    // Outbox (.eml files without SMTP_URL) and lead exports under the data folder unless set otherwise.
    dataDir,
    pageCacheSize: options.pageCacheSize,
    ...(options.fragmentCacheSize !== undefined ? { fragmentCacheSize: options.fragmentCacheSize } : {}),
    isDraining: () => shuttingDown,
    ...(options.auth ? { auth: options.auth } : {}),
    ...(options.outboundAllowPrivate !== undefined
      ? { outboundAllowPrivate: options.outboundAllowPrivate }
      : {}),
  })
  const server = app.listen(port, () => {
    console.log(
      `[server] ${database.driver === 'pglite' ? 'embedded PGlite in ' + join(dataDir, 'db') : 'PostgreSQL'}`,
    )
    if (options.auth && !options.auth.oidc)
      console.log(
        `[auth] development identity provider at ${options.auth.origin}/oidc (users editor, admin, viewer; password = user name)`,
      )
    if (options.auth) console.log(`[server] editor: ${options.auth.origin}/cms`)
    console.log(
      `[forms] mail ${process.env.SMTP_URL ? 'over SMTP_URL' : `as .eml files in ${process.env.OUTBOX_DIR ?? join(dataDir, 'outbox')}`}; delivery worker ${process.env.JOBS_WORKER === 'off' ? 'off' : 'on'}`,
    )
    console.log(
      `[server] Land Rover: http://localhost:${port}/  Jaguar: http://jaguar.localhost:${port}/  Arabic: http://localhost:${port}/ar`,
    )
  })

  // SIGTERM (an orchestrator stopping the container) and SIGINT drain: /readyz says 503 at once, the listener
  // stops accepting, idle keep-alive connections close, requests in flight finish (or are cut after the
  // deadline), the delivery worker finishes and records its running jobs, then the database closes.
  const shutdown = async (signal: string) => {
    if (shuttingDown) return
    shuttingDown = true
    console.log(`[server] ${signal}: draining`)
    const closed = new Promise<void>((resolve) => server.close(() => resolve()))
    server.closeIdleConnections()
    const deadline = setTimeout(() => {
      console.error(`[server] requests still open after ${DRAIN_DEADLINE_MS} ms: closing them`)
      server.closeAllConnections()
    }, DRAIN_DEADLINE_MS)
    deadline.unref()
    await closed
    clearTimeout(deadline)
    await close()
    await database.close()
    console.log('[server] closed')
    process.exit(0)
  }
  process.on('SIGINT', () => void shutdown('SIGINT'))
  process.on('SIGTERM', () => void shutdown('SIGTERM'))
  return server
}
