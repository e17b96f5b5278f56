import { HttpError } from './http-error.js'
import { isDatabaseUnavailable } from './is-database-unavailable.js'

/** PostgreSQL's codes for writes that lost a race: another request got there first or in between. */
const CONFLICTS = new Set([
  '23505', // unique_violation: two creates of one path
  '23P01', // exclusion_violation
  '23503', // foreign_key_violation: what it points at was removed meanwhile
  '40001', // serialization_failure
  '40P01', // deadlock_detected
  '55P03', // lock_not_available
])

function sqlState(error: unknown, depth = 0): string | undefined {
  const e = error as { code?: unknown; cause?: unknown } | null
  if (!e || typeof e !== 'object' || depth > 3) return undefined
  if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e.code
  return sqlState(e.cause, depth + 1)
}

/** Whether `error` is PostgreSQL refusing a second row under a unique index (a create that lost a race). */
export const isUniqueViolation = (error: unknown): boolean => sqlState(error) === '23505'

/**
 * The one mapping of database failures to answers (used by the error handler): unreachable is 503 (the
 * handler adds Retry-After), a lost race is 409, a value PostgreSQL refuses (class 22: out of range, bad text,
 * a NUL; 23514 check violations; 23502 missing values) is 400. Anything else is not the client's doing.
 */
export function databaseErrorAsHttp(error: unknown): HttpError | undefined {
  if (isDatabaseUnavailable(error))
    return new HttpError(
      503,
      'database_unavailable',
      'The database is not reachable right now: try again',
      undefined,
      true,
    )
  const code = sqlState(error)
  if (!code) return undefined
  if (CONFLICTS.has(code))
    return new HttpError(
      409,
      'conflict',
      'Another change to the same data happened at the same time: reload and try again',
    )
  if (code.startsWith('22') || code === '23514' || code === '23502')
    return new HttpError(
      400,
      'invalid_value',
      'A value in the request cannot be stored (out of range or malformed)',
    )
  return undefined
}
