import type { ErrorRequestHandler } from 'express'
import { HttpError } from './http-error.js'

/**
 * The one place errors become responses. Client mistakes (HttpError, bad JSON, undecodable URLs, oversized
 * bodies) answer 4xx with what was wrong; anything else is logged and answers 500 with no internals.
 */
export function errorHandler(log: (message: string, error: unknown) => void): ErrorRequestHandler {
  return (error, req, res, _next) => {
    const known = toHttpError(error)
    if (known.status >= 500) log(`[server] ${req.method} ${req.originalUrl}`, error)
    if (res.headersSent) {
      res.destroy()
      return
    }
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
