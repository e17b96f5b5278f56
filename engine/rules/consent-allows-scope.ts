import { consentAllowsAnalytics } from './consent-allows-analytics.js'
import { consentAllowsMarketing } from './consent-allows-marketing.js'
import type { ConsentStrategy, CookieConsentState } from './cookie-consent.js'

/**
 * Whether something that waits for a consent scope (a metahead's `data-consent-scope`) may run. obligatory
 * and the none strategy never wait. The optional scope is the visitor's general yes (the basic banner and
 * OneTrust grant no finer scopes), so it also covers statistic, marketing and unclassified, as it does for
 * analytics and embedded content; otherwise the scope itself must be granted. Pending or rejected: wait.
 */
export function consentAllowsScope(
  strategy: ConsentStrategy,
  state: CookieConsentState,
  scope: string,
): boolean {
  if (strategy === 'none' || scope === 'obligatory') return true
  if (scope === 'statistic') return consentAllowsAnalytics(strategy, state)
  if (scope === 'marketing') return consentAllowsMarketing(strategy, state)
  return (
    state.status === 'accepted' &&
    (state.scopes.includes('optional') || state.scopes.some((s) => s === scope))
  )
}
