import type { ConsentStrategy, CookieConsentState } from './cookie-consent.js'

/**
 * Whether embedded third-party content (videos, maps, social posts) may load. With the none strategy there
 * is nothing to ask; otherwise the visitor must have accepted the optional or marketing scope. While the
 * choice is pending the content waits, so nothing is set before the visitor answers.
 */
export function consentAllowsMarketing(strategy: ConsentStrategy, state: CookieConsentState): boolean {
  if (strategy === 'none') return true
  return (
    state.status === 'accepted' && (state.scopes.includes('optional') || state.scopes.includes('marketing'))
  )
}
