// The parameters a provider may send back to the callback (RFC 6749 4.1.2, RFC 9207, OIDC session management).
const PARAMETERS = ['code', 'state', 'error', 'error_description', 'error_uri', 'iss', 'session_state']

/**
 * Whether the callback's query can be what a provider sends: a `code` or an `error`, every known parameter
 * a single short string without control characters. Anything else never reaches passport, which would
 * start a new sign-in without a code and pass arrays on to the token endpoint.
 */
export function callbackQueryIsWellFormed(query: Record<string, unknown>): boolean {
  for (const name of PARAMETERS) {
    const value = query[name]
    if (value === undefined) continue
    // eslint-disable-next-line no-control-regex
    if (typeof value !== 'string' || value.length > 4096 || /[\u0000-\u001f\u007f]/.test(value)) return false
  }
  return typeof query.code === 'string' || typeof query.error === 'string'
}
