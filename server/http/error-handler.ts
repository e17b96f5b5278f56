import type { ErrorRequestHandler } from 'express'
import { databaseErrorAsHttp } from './database-error.js'
import { HttpError } from './http-error.js'

/**
 * The one place errors become responses. Client mistakes (HttpError, bad JSON, undecodable URLs, oversized
 * bodies) answer 4xx with what was wrong; database failures answer as databaseErrorAsHttp says (503 with
 * Retry-After when unreachable, 409 for a lost race, 400 for a value PostgreSQL refuses); anything else is
 * logged and answers 500 with no internals.
 */
export function errorHandler(log: (message: string, error: unknown) => void): ErrorRequestHandler {
  return (error, req, res, _next) => {
    const known = toHttpError(error)
    if (known.status >= 500) log(`[server] ${req.method} ${req.originalUrl}`, error)
    if (res.headersSent) {
      res.destroy()
      return
    }
    // Clients (and the lead form) retry a lost database with the same Idempotency-Key.
    if (known.status === 503) res.set('Retry-After', '1')
    res.status(known.status).json({
      error: {
        code: known.code,
        message: known.expose ? known.message : 'Internal server error',
        ...(known.expose && known.details !== undefined ? { details: known.details } : {}),
      },
    })
  }
}

function toHttpError(error: unknown): HttpError {
  if (error instanceof HttpError) return error
  const database = databaseErrorAsHttp(error)
  if (database) return database
  const e = error as { status?: number; statusCode?: number; type?: string; message?: string }
  const status = e?.status ?? e?.statusCode
  if (e?.type === 'entity.parse.failed')
    return new HttpError(400, 'invalid_json', 'The request body is not valid JSON')
  if (e?.type === 'entity.too.large')
    return new HttpError(413, 'payload_too_large', 'The request body is too large')
  if (error instanceof URIError) return new HttpError(400, 'bad_request', 'The URL is not valid')
  if (typeof status === 'number' && status >= 400 && status < 500)
    return new HttpError(status, 'bad_request', 'Bad request')
  return new HttpError(500, 'internal', 'Internal server error', undefined, false)
}
