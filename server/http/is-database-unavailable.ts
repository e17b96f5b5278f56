// Connection exceptions (08...), the server shutting down or starting (57P0x), too many connections.
const PG_CODES = /^(08...|57P0[1-3]|53300)$/
const NODE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'ENOTFOUND', 'EAI_AGAIN'])
const MESSAGES =
  /Connection terminated|connection error|timeout exceeded when trying to connect|Client was closed|Cannot use a pool after calling end|PGlite is closed/i

/** Whether an error means the database could not be reached (a restart), not that the query was wrong. */
export function isDatabaseUnavailable(error: unknown): boolean {
  const e = error as { code?: unknown; message?: unknown; cause?: unknown } | null
  if (!e || typeof e !== 'object') return false
  if (typeof e.code === 'string' && (PG_CODES.test(e.code) || NODE_CODES.has(e.code))) return true
  if (typeof e.message === 'string' && MESSAGES.test(e.message)) return true
  // Drizzle wraps the driver's error ("Failed query: ...") with the original as its cause.
  return e.cause !== undefined && e.cause !== error && isDatabaseUnavailable(e.cause)
}
