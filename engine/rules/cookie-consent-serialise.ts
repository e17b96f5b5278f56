import type { CookieConsentState } from './cookie-consent.js'

/**
 * The stored form of a consent state (001 §4): the status, a colon, the scopes joined by commas.
 *
 * @example serialiseConsent({ status: 'rejected', scopes: ['obligatory'] }) // 'rejected:obligatory'
 */
export function serialiseConsent(state: CookieConsentState): string {
  return `${state.status}:${state.scopes.join(',')}`
}
