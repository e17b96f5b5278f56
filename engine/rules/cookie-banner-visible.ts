import type { ConsentStrategy, CookieConsentState } from './cookie-consent.js'

/** The site's own banner shows only for the basic strategy and only while the status is pending (001 §2). */
export function isCookieBannerVisible(strategy: ConsentStrategy, state: CookieConsentState): boolean {
  return strategy === 'basic' && state.status === 'pending'
}
