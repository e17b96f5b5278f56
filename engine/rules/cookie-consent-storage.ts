import { CONSENT_SCOPES, type ConsentScope, type CookieConsentState } from './cookie-consent.js'

const STATUSES = ['pending', 'accepted', 'rejected', 'unknown'] as const

/**
 * Reads the stored choice `status:scope1,scope2` (001 §4). Nothing stored gives pending (the banner shows);
 * a value that does not parse gives unknown, and unknown scopes are dropped.
 *
 * @example parseConsent('accepted:obligatory,optional') // { status: 'accepted', scopes: ['obligatory', 'optional'] }
 */
export function parseConsent(stored: string | null | undefined): CookieConsentState {
  if (stored == null || stored === '') return { status: 'pending', scopes: [] }
  const colon = stored.indexOf(':')
  const status = (colon < 0 ? stored : stored.slice(0, colon)).trim()
  if (!(STATUSES as readonly string[]).includes(status)) return { status: 'unknown', scopes: [] }
  const scopes =
    colon < 0
      ? []
      : stored
          .slice(colon + 1)
          .split(',')
          .map((s) => s.trim())
  return {
    status: status as CookieConsentState['status'],
    scopes: CONSENT_SCOPES.filter((s: ConsentScope) => scopes.includes(s)),
  }
}
