import type { RequestHandler } from 'express'
import type { AppMetrics } from './app-metrics.js'
import { logger } from './logger.js'
import { requestId } from './request-id.js'
import { routeLabel } from './route-label.js'

/**
 * Gives every request an id (the caller's X-Request-Id when it is a plain token), echoes it in the response,
 * and when the response is finished writes one JSON log line (id, method, route pattern, status, duration)
 * and the request's latency metric, also for requests the client abandoned (`aborted`). Page cache hits and misses are counted from `res.locals.pageCache`.
 */
export function observeRequests(metrics: AppMetrics): RequestHandler {
  return (req, res, next) => {
    const started = process.hrtime.bigint()
    const route = routeLabel(req, res.locals)
    const id = requestId(req.get('x-request-id'))
    res.locals.requestId = id
    res.set('X-Request-Id', id)
    // `close`, not `finish`: a request the client abandoned is logged and counted too (marked aborted).
    res.on('close', () => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9
      metrics.observeRequest(req.method, route(), res.statusCode, seconds)
      const cache = res.locals.pageCache
      if (cache === 'hit' || cache === 'miss') metrics.pageCache(cache)
      logger.info(
        {
          reqId: id,
          method: req.method,
          route: route(),
          status: res.statusCode,
          ms: Math.round(seconds * 1e4) / 10,
          ...(res.writableFinished ? {} : { aborted: true }),
        },
        'request',
      )
    })
    next()
  }
}
