import type { ConsentStrategy, CookieConsentState } from './cookie-consent.js'

/**
 * Whether analytics (the tag manager's page views) may run: with the none strategy always; otherwise once
 * the visitor accepted the optional or the statistic scope. While the choice is pending analytics waits.
 */
export function consentAllowsAnalytics(strategy: ConsentStrategy, state: CookieConsentState): boolean {
  if (strategy === 'none') return true
  return (
    state.status === 'accepted' && (state.scopes.includes('optional') || state.scopes.includes('statistic'))
  )
}
