// Cookie consent (001 §3, §4, §8, §9; 000 §9). The state machine; storage, banner and vendor mapping are
// in the cookie-consent-*.ts files beside this one.

export type ConsentStatus = 'pending' | 'accepted' | 'rejected' | 'unknown'
/** obligatory and optional for the basic strategy; some vendors also classify statistic, marketing, unclassified. */
export type ConsentScope = 'obligatory' | 'optional' | 'statistic' | 'marketing' | 'unclassified'
/** basic (the site's own banner), none, and four third-party consent vendors. */
export type ConsentStrategy = 'basic' | 'none' | 'onetrust' | 'cookiebot' | 'usercentrics' | 'trustarc'

export interface CookieConsentState {
  status: ConsentStatus
  scopes: ConsentScope[]
}

export type ConsentAction =
  { type: 'acceptAll' } | { type: 'accept'; scopes: readonly ConsentScope[] } | { type: 'reject' }

export const CONSENT_SCOPES: readonly ConsentScope[] = [
  'obligatory',
  'optional',
  'statistic',
  'marketing',
  'unclassified',
]
export const CONSENT_STRATEGIES: readonly ConsentStrategy[] = [
  'basic',
  'none',
  'onetrust',
  'cookiebot',
  'usercentrics',
  'trustarc',
]
/** 000 §9: cookie consent strategy default. */
export const DEFAULT_CONSENT_STRATEGY: ConsentStrategy = 'basic'
/** Browser storage key of the choice (001 §9). */
export const CONSENT_STORAGE_KEY = 'cookieConsentStatus'
/** Delay before the banner shows again when it is reloaded (001 §9). */
export const CONSENT_BANNER_RELOAD_DELAY_MS = 1000
/** The initial state (001 §4). */
export const INITIAL_CONSENT: CookieConsentState = { status: 'pending', scopes: [] }
/** 001 §8: shown instead of embedded third-party content when marketing cookies are refused. */
export const MARKETING_PLACEHOLDER_TEXT =
  'This content is hidden to respect your choice to say no to marketing cookies, as this is the only way we can block third party cookies.'
/** 001 §8: consent storage missing. */
export const NO_LOCAL_STORAGE_ERROR = 'There is no localStorage'

/**
 * The consent after a visitor's choice (001 §4): acceptAll accepts the obligatory and optional scopes,
 * accept accepts the given scopes (obligatory always included: the site cannot work without them), reject
 * keeps only the obligatory scope.
 */
export function applyConsentAction(_state: CookieConsentState, action: ConsentAction): CookieConsentState {
  switch (action.type) {
    case 'acceptAll':
      return { status: 'accepted', scopes: ['obligatory', 'optional'] }
    case 'accept':
      return {
        status: 'accepted',
        scopes: CONSENT_SCOPES.filter((s) => s === 'obligatory' || action.scopes.includes(s)),
      }
    case 'reject':
      return { status: 'rejected', scopes: ['obligatory'] }
  }
}
