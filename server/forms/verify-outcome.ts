/** What the verify call tells the admin about one integration's answer. */
export interface VerifyOutcome {
  ok: boolean
  /** The HTTP status the endpoint answered, or null when it did not answer. */
  status: number | null
  /** Why it failed, in a few safe words: never the remote answer, which the admin's browser would show. */
  error: string | null
}

/**
 * Turns a failed verify ping into its outcome: the status of a non-2xx answer, the refusal of an address
 * the outbound client will not call, a timeout, or the system error code of a connection that failed.
 */
export function verifyOutcome(error: unknown): VerifyOutcome {
  const message = error instanceof Error ? error.message : ''
  // The sender's error carries the status, or at least starts its message with it; the rest is the remote's.
  const given = (error as { status?: unknown } | undefined)?.status
  const status = typeof given === 'number' ? given : Number(/^HTTP (\d{3})\b/.exec(message)?.[1] ?? NaN)
  if (Number.isInteger(status) && status >= 100 && status < 600)
    return { ok: false, status, error: `HTTP ${status}` }
  const name = error instanceof Error ? error.name : ''
  // Its message names the host and the address refused, written for this admin (server/http/outbound).
  if (name === 'OutboundRefusedError') return { ok: false, status: null, error: message.slice(0, 200) }
  const code = systemCode(error) ?? systemCode(error instanceof Error ? error.cause : undefined)
  if (name === 'TimeoutError' || code === 'ETIMEDOUT' || code === 'ABORT_ERR')
    return { ok: false, status: null, error: 'No answer in time' }
  return { ok: false, status: null, error: code ? `No answer (${code})` : 'No answer' }
}

function systemCode(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | undefined)?.code
  return typeof code === 'string' && /^[A-Z][A-Z0-9_]{1,40}$/.test(code) ? code : undefined
}
