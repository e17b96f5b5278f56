/**
 * npm start: opens the database (embedded PGlite under ./data, or DATABASE_URL), applies migrations, seeds
 * an empty database from fixtures/, and serves the demo sites with sign-in on PORT (default 3000). The
 * sign-in settings are read first, so a production server without a real provider stops before anything.
 */
import { join } from 'node:path'
import { AuthConfigError, authSettingsFromEnv } from './auth/auth-settings.js'
import { startServer } from './start-server.js'
import { PROJECT_ROOT } from './project-root.js'

const port = Number(process.env.PORT ?? 3000)
let auth
try {
  auth = authSettingsFromEnv(process.env, port)
} catch (error) {
  if (!(error instanceof AuthConfigError)) throw error
  console.error(error.message)
  process.exit(1)
}

await startServer({
  port,
  dataDir: process.env.DATA_DIR ?? join(PROJECT_ROOT, 'data'),
  databaseUrl: process.env.DATABASE_URL,
  pageCacheSize: process.env.PAGE_CACHE_SIZE === undefined ? undefined : Number(process.env.PAGE_CACHE_SIZE),
  ...(process.env.FRAGMENT_CACHE_SIZE === undefined
    ? {}
    : { fragmentCacheSize: Number(process.env.FRAGMENT_CACHE_SIZE) }),
  auth,
  // The development server delivers the demo forms to its own dev CRM on localhost; production reaches
  // private addresses only when OUTBOUND_ALLOW_PRIVATE=1 says so (docs/decisions/010-outbound-http.md).
  outboundAllowPrivate:
    process.env.OUTBOUND_ALLOW_PRIVATE === undefined
      ? !auth.production
      : process.env.OUTBOUND_ALLOW_PRIVATE === '1',
})
