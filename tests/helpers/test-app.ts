import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { inject } from 'vitest'
import { createApp, type AppOptions } from '../../server/app.js'
import type { AuthSettings } from '../../server/auth/auth-settings.js'
import { openDatabase, type Database } from '../../server/db/database.js'
import type { FormsOptions } from '../../server/forms/forms-options.js'
import { demoImage } from '../../server/media/demo-image.js'
import { mediaFiles } from '../../server/media/media-files.js'
import { createStorage, type Storage } from '../../server/storage/storage.js'

export interface TestApp {
  app: Awaited<ReturnType<typeof createApp>>['app']
  cache: Awaited<ReturnType<typeof createApp>>['cache']
  content: Awaited<ReturnType<typeof createApp>>['content']
  /** The app's payment providers (local outside strict production). */
  payments: Awaited<ReturnType<typeof createApp>>['payments']
  database: Database
  storage: Storage
  /** The app's data folder (outbox, exports, SMS). */
  dataDir: string
  logs: string[]
  /** With `auth`: where the app listens (http://127.0.0.1:<port>), the origin sign-in redirects to. */
  origin?: string
  close(): Promise<void>
}

/**
 * The real app on an in-memory PGlite holding the seeded demo content (from the dump tests/global-setup.ts
 * made), media in a temporary folder. Errors the app logs are collected in `logs`.
 *
 * `auth` adds sign-in (the development provider unless `oidc` is given). The provider sends browsers to
 * absolute URLs, so the app then listens on a real port, chosen before the app is built (its origin is
 * part of the sign-in settings); test it through `request.agent(origin)`.
 */
export async function startTestApp(
  options: {
    images?: boolean
    strict?: boolean
    auth?: boolean | Partial<AuthSettings>
    editorDir?: string
    /** Forms API settings (mailer, captcha, webhooks, rate limit, worker); outbox and exports default to a temporary folder. */
    forms?: Partial<FormsOptions>
    /** The pages call's bearer token (PAGES_API_TOKEN). */
    pagesApiToken?: string
    /** The bearer token of GET /metrics (METRICS_TOKEN). */
    metricsToken?: string
    /** Outbound calls may reach private addresses; default true, as tests' receivers run on this machine. */
    outboundAllowPrivate?: boolean
    /** The buy-online calls with these providers (docs/decisions/023). */
    orders?: AppOptions['orders']
    /** Rendered pages kept (default 500; 0: every request renders). */
    pageCacheSize?: number
    /** Rendered fragments reused (default 5000; 0: everything renders in place). */
    fragmentCacheSize?: number
    /** A migrated and seeded database of the suite's own (a PostgreSQL schema) in place of the seeded PGlite. */
    database?: Database
  } = {},
): Promise<TestApp> {
  const mediaDir = mkdtempSync(join(tmpdir(), 'media-'))
  const database =
    options.database ??
    (await openDatabase({
      dataDir: 'memory://',
      loadDataDir: new Blob([readFileSync(inject('seededDatabase'))]),
    }))
  const storage = createStorage(database)
  if (options.images) {
    const files = mediaFiles(mediaDir)
    const ids = await database.query<{ id: string }>('SELECT id FROM media')
    for (const { id } of ids) await files.write(id, await demoImage(id, 320, 180))
  }
  const logs: string[] = []
  const server = options.auth ? await listeningServer() : undefined
  const origin = server && `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const auth =
    origin && options.auth
      ? { origin, sessionSecret: 'test', production: false, ...(options.auth === true ? {} : options.auth) }
      : undefined
  const created = await createApp({
    database,
    mediaDir,
    // The outbox and exports live in the temporary folder too; the worker polls fast so deliveries show soon.
    dataDir: mediaDir,
    forms: { worker: { pollMs: 200 }, ...options.forms },
    strict: options.strict ?? false,
    // Tests never depend on what happens to be built: without an editor build, /cms answers the
    // signed-in page; tests/integration/editor-shell.test.ts serves a stub build of its own.
    editorDir: options.editorDir ?? join(mediaDir, 'no-editor-build'),
    ...(auth ? { auth } : {}),
    ...(options.pagesApiToken ? { pagesApiToken: options.pagesApiToken } : {}),
    ...(options.metricsToken ? { metricsToken: options.metricsToken } : {}),
    outboundAllowPrivate: options.outboundAllowPrivate ?? true,
    // Suites share one client address (supertest's loopback) and hold many vehicles; the limits' own suite
    // (tests/integration/hold-limits.test.ts) passes the real ones.
    orders: { ...options.orders, holds: { perClient: 1000, ...options.orders?.holds } },
    ...(options.pageCacheSize !== undefined ? { pageCacheSize: options.pageCacheSize } : {}),
    ...(options.fragmentCacheSize !== undefined ? { fragmentCacheSize: options.fragmentCacheSize } : {}),
    log: (message, error) =>
      logs.push(`${message} ${error instanceof Error ? error.message : (error ?? '')}`),
  })
  const { app, cache, content, payments } = created
  server?.on('request', app)
  return {
    app,
    cache,
    content,
    payments,
    database,
    storage,
    dataDir: mediaDir,
    logs,
    ...(origin ? { origin } : {}),
    close: async () => {
      server?.closeAllConnections()
      if (server) await new Promise((resolve) => server.close(resolve))
      await created.close()
      await database.close()
      rmSync(mediaDir, { recursive: true, force: true })
    },
  }
}

async function listeningServer(): Promise<Server> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return server
}
