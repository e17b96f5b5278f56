import type { ErrorRequestHandler } from 'express'
import { HttpError } from '../http/http-error.js'

// Connection exceptions (08...), the server shutting down or starting (57P0x), too many connections.
const PG_CODES = /^(08...|57P0[1-3]|53300)$/
const NODE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT'])
const MESSAGES =
  /Connection terminated|connection error|timeout exceeded when trying to connect|Client was closed/i

/** Whether an error means the database could not be reached (a restart), not that the query was wrong. */
export function isDatabaseUnavailable(error: unknown): boolean {
  const e = error as { code?: unknown; message?: unknown } | null
  if (!e || typeof e !== 'object') return false
  if (typeof e.code === 'string' && (PG_CODES.test(e.code) || NODE_CODES.has(e.code))) return true
  return typeof e.message === 'string' && MESSAGES.test(e.message)
}

/**
 * Turns a lost database connection into 503 database_unavailable with Retry-After, so clients retry
 * (with the same Idempotency-Key) instead of seeing a 500; everything else goes on to the error handler.
 */
export const databaseUnavailable: ErrorRequestHandler = (error, _req, res, next) => {
  if (!isDatabaseUnavailable(error)) return next(error)
  res.set('Retry-After', '1')
  next(
    new HttpError(
      503,
      'database_unavailable',
      'The database is not reachable right now: try again',
      undefined,
      true,
    ),
  )
}
