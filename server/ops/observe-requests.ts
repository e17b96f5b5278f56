import type { IncomingMessage, ServerResponse } from 'node:http'
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
    observeRequest(metrics, req, res, res.locals, routeLabel(req, res.locals))
    next()
  }
}

/**
 * The same for one request, on Node's own request and response, so the cached-page path in front of
 * Express (server/http/cached-page-front.ts) is logged and measured alike: `route` names the route when the
 * response ends, `locals.pageCache` says whether the page cache answered. Answers the request's id.
 */
export function observeRequest(
  metrics: AppMetrics,
  req: IncomingMessage,
  res: ServerResponse,
  locals: Record<string, unknown>,
  route: () => string,
): string {
  const started = process.hrtime.bigint()
  const header = req.headers['x-request-id']
  const id = requestId(typeof header === 'string' ? header : undefined)
  locals.requestId = id
  res.setHeader('X-Request-Id', id)
  // `close`, not `finish`: a request the client abandoned is logged and counted too (marked aborted).
  res.on('close', () => {
    const seconds = Number(process.hrtime.bigint() - started) / 1e9
    const method = req.method ?? 'GET'
    metrics.observeRequest(method, route(), res.statusCode, seconds)
    const cache = locals.pageCache
    if (cache === 'hit' || cache === 'miss') metrics.pageCache(cache)
    logger.info(
      {
        reqId: id,
        method,
        route: route(),
        status: res.statusCode,
        ms: Math.round(seconds * 1e4) / 10,
        ...(res.writableFinished ? {} : { aborted: true }),
      },
      'request',
    )
  })
  return id
}
