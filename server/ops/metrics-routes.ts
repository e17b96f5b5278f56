import { Router } from 'express'
import { hasBearerToken } from '../auth/bearer-token.js'
import { HttpError } from '../http/http-error.js'
import type { AppMetrics } from './app-metrics.js'

/**
 * GET /metrics: Prometheus text, for a scraper holding `Authorization: Bearer <METRICS_TOKEN>` (compared in
 * constant time). Without the header, or with another token, 401; without METRICS_TOKEN configured the route
 * does not exist (404), so nothing about the process leaks by default.
 */
export function metricsRoutes(metrics: AppMetrics, token: string | undefined): Router {
  const router = Router()
  router.get('/metrics', async (req, res, next) => {
    if (!token) return next()
    if (!hasBearerToken(req, token))
      throw new HttpError(401, 'unauthorized', 'The metrics need Authorization: Bearer <METRICS_TOKEN>')
    res
      .set('Cache-Control', 'no-store')
      .type(metrics.registry.contentType)
      .send(await metrics.registry.metrics())
  })
  return router
}
