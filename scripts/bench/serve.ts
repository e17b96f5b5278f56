/**
 * The public site only, for npm run bench:ssr and bench:lighthouse: the same start as server/main.ts
 * without sign-in, so the benchmarks can run with NODE_ENV=production and no OpenID Connect provider.
 * Never a way to serve /cms. Answers its parent's CPU-time requests (answer-cpu-requests.ts).
 */
import { join } from 'node:path'
import { startServer } from '../../server/start-server.js'
import { answerCpuRequests } from './answer-cpu-requests.js'

answerCpuRequests()
await startServer({
  port: Number(process.env.PORT ?? 3000),
  dataDir: process.env.DATA_DIR ?? join(import.meta.dirname, '../../data'),
  databaseUrl: process.env.DATABASE_URL,
  pageCacheSize: process.env.PAGE_CACHE_SIZE === undefined ? undefined : Number(process.env.PAGE_CACHE_SIZE),
  ...(process.env.FRAGMENT_CACHE_SIZE === undefined
    ? {}
    : { fragmentCacheSize: Number(process.env.FRAGMENT_CACHE_SIZE) }),
})
