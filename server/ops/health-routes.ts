import { Router } from 'express'
import type { Database } from '../db/database.js'
import { pendingMigrations } from '../db/migrate.js'

/** How long a readiness probe waits for the database before it says not ready. */
const READY_TIMEOUT_MS = 2_000

/**
 * GET /healthz: the process is up and answering (a liveness probe; it touches nothing else).
 * GET /readyz: this process should get traffic: the database answers and every migration is applied, and the
 * process is not shutting down. Otherwise 503 with Retry-After, so a load balancer takes it out of rotation.
 * Neither is ever cached. Mounted before site resolution, so probes need no Host of a site.
 */
export function healthRoutes(database: Database, isDraining: () => boolean): Router {
  const router = Router()
  router.get('/healthz', (_req, res) => {
    res.set('Cache-Control', 'no-store').json({ status: 'ok' })
  })
  router.get('/readyz', async (_req, res) => {
    res.set('Cache-Control', 'no-store')
    const notReady = (reason: string) =>
      res.status(503).set('Retry-After', '5').json({ status: 'unavailable', reason })
    if (isDraining()) return notReady('shutting down')
    let timer: NodeJS.Timeout | undefined
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('timeout')), READY_TIMEOUT_MS)
    })
    try {
      const pending = await Promise.race([pendingMigrations(database), timeout])
      if (pending.length) return notReady(`migrations not applied: ${pending.join(', ')}`)
      res.json({ status: 'ready' })
    } catch {
      notReady('database unreachable')
    } finally {
      clearTimeout(timer)
    }
  })
  return router
}
