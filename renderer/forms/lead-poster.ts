import type { LeadAttributes, LeadFieldError } from '../../engine/forms/form-definition.js'
import { newIdempotencyKey } from './idempotency-key.js'

/** What a lead post came to. */
export type LeadOutcome =
  | { kind: 'created'; id: string }
  /** 422: the server's field errors (the same rules as the browser's, plus reCAPTCHA and unknown fields). */
  | { kind: 'invalid'; errors: LeadFieldError[] }
  /** Network error, 429, 5xx or an answer we cannot read: the same attempt may be sent again. */
  | { kind: 'failed'; retryable: boolean }

interface ErrorBody {
  error?: { code?: string; details?: LeadFieldError[] }
}

/**
 * Posts leads of one form to `POST /forms/{id}/leads` with an `Idempotency-Key` per submission attempt
 * (docs/forms-api.md). The key is made when a body is first sent and kept while the outcome is unknown or
 * transient (network error, 429, 5xx), so "Try again" resends it and the server stores the lead at most
 * once; an answer that settles the attempt (201, 4xx) forgets it, and the next submission gets a new one.
 */
export function createLeadPoster(
  formId: string,
  fetchImpl: typeof fetch = (...args) => fetch(...args),
  makeKey: () => string = newIdempotencyKey,
) {
  let pending: { body: string; key: string } | null = null
  return {
    /** The key the next send of this body would carry (for tests and diagnostics). */
    pendingKey: () => pending?.key ?? null,
    async send(attributes: LeadAttributes, recaptchaToken?: string): Promise<LeadOutcome> {
      const payload: Record<string, unknown> = { attributes }
      if (recaptchaToken) payload['g-recaptcha-response'] = recaptchaToken
      const body = JSON.stringify(payload)
      if (!pending || pending.body !== body) pending = { body, key: makeKey() }
      const key = pending.key
      let response: Response
      try {
        response = await fetchImpl(`/forms/${encodeURIComponent(formId)}/leads`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'Idempotency-Key': key },
          body,
        })
      } catch {
        return { kind: 'failed', retryable: true }
      }
      const transient = response.status === 429 || response.status >= 500
      if (!transient) pending = null
      const json = (await response.json().catch(() => ({}))) as ErrorBody & {
        data?: { data?: { id?: string } }
      }
      if (response.ok) return { kind: 'created', id: json.data?.data?.id ?? '' }
      if (response.status === 422 && Array.isArray(json.error?.details))
        return { kind: 'invalid', errors: json.error.details }
      return { kind: 'failed', retryable: transient }
    },
  }
}

export type LeadPoster = ReturnType<typeof createLeadPoster>
