import { CONSENT_SCOPES, type ConsentScope, type CookieConsentState } from './cookie-consent.js'
import { scopesFromVendorGroups } from './consent-vendor-scopes.js'

// Each consent vendor's own answer mapped to the spec's states and scopes (001 §3, §4). The browser side
// (renderer/consent/vendor-sources.ts) reads the vendor's JavaScript API into these inputs. A vendor that
// has no answer from the visitor yet is pending; an answer that grants nothing past the obligatory scope
// is rejected; anything more is accepted with the scopes granted. Decision 048.

function stateOf(answered: boolean, granted: readonly ConsentScope[]): CookieConsentState {
  if (!answered) return { status: 'pending', scopes: [] }
  const scopes = CONSENT_SCOPES.filter((s) => s === 'obligatory' || granted.includes(s))
  return { status: scopes.length > 1 ? 'accepted' : 'rejected', scopes }
}

/**
 * OneTrust: window.OptanonActiveGroups (",C0001,C0002,") and OneTrust.IsAlertBoxClosed(). C0001 is
 * obligatory, C0002 and C0004 optional (001 §4); other groups grant nothing the site checks.
 */
export function oneTrustConsent(input: {
  activeGroups: string | readonly string[] | undefined
  alertBoxClosed: boolean
}): CookieConsentState {
  return stateOf(input.alertBoxClosed, scopesFromVendorGroups(input.activeGroups ?? []))
}

/** Cookiebot: Cookiebot.hasResponse and Cookiebot.consent's four categories. */
export function cookiebotConsent(input: {
  hasResponse: boolean
  consent: { preferences?: boolean; statistics?: boolean; marketing?: boolean } | undefined
}): CookieConsentState {
  const c = input.consent ?? {}
  const granted: ConsentScope[] = []
  if (c.preferences) granted.push('optional')
  if (c.statistics) granted.push('statistic')
  if (c.marketing) granted.push('marketing')
  return stateOf(input.hasResponse, granted)
}

/** Usercentrics' category slugs as the spec's scopes; a slug of the admin's own is unclassified. */
const USERCENTRICS_SCOPES: Readonly<Record<string, ConsentScope>> = {
  essential: 'obligatory',
  functional: 'optional',
  marketing: 'marketing',
  statistics: 'statistic',
}

/**
 * Usercentrics: UC_UI.isConsentRequired() (true until the visitor answers) and the services of
 * UC_UI.getServicesBaseInfo(), each with its categorySlug and consent.status. A scope is granted when a
 * service of its category is.
 */
export function usercentricsConsent(input: {
  consentRequired: boolean
  services: readonly { categorySlug?: string; consent?: { status?: boolean } }[]
}): CookieConsentState {
  const granted = input.services
    .filter((s) => s.consent?.status === true)
    .map((s) => USERCENTRICS_SCOPES[s.categorySlug ?? ''] ?? 'unclassified')
  return stateOf(!input.consentRequired, granted)
}

/** TrustArc's consent levels: 1 required, 2 functional, 3 advertising; 0 means no decision yet. */
const TRUSTARC_SCOPES: Readonly<Record<number, ConsentScope>> = {
  1: 'obligatory',
  2: 'optional',
  3: 'marketing',
}

/**
 * TrustArc: truste.cma.callApi('getGDPRConsentDecision', domain).consentDecision, a list of levels
 * ([0] before the visitor decides).
 */
export function trustArcConsent(input: {
  consentDecision: readonly number[] | number | undefined
}): CookieConsentState {
  const levels = (
    Array.isArray(input.consentDecision) ? input.consentDecision : [input.consentDecision]
  ).filter((level): level is number => typeof level === 'number' && level > 0)
  return stateOf(
    levels.length > 0,
    levels.flatMap((level) => (TRUSTARC_SCOPES[level] ? [TRUSTARC_SCOPES[level]] : [])),
  )
}
