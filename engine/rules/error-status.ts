/**
 * The status an error page shows for a route error (001 §4, 000 §8): the error's statusCode, then its
 * status, then its response's status, otherwise 500. Only HTTP error codes (400 to 599) count.
 */
export function errorStatus(error: unknown): number {
  const e = asObject(error)
  for (const candidate of [e.statusCode, e.status, asObject(e.response).status]) {
    const code = typeof candidate === 'string' ? Number(candidate) : candidate
    if (typeof code === 'number' && Number.isInteger(code) && code >= 400 && code <= 599) return code
  }
  return 500
}

function asObject(value: unknown): Record<string, unknown> {
  return value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : {}
}
