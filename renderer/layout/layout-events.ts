/**
 * Window events the layout islands use to talk to each other and to blocks, without importing one another.
 * consentChange carries the new CookieConsentState in `detail`; consentOpen asks the banner to show again;
 * navigationStart/End drive the progress bar for navigations done in script.
 */
export const LAYOUT_EVENTS = {
  consentChange: 'dealer:cookie-consent-change',
  consentOpen: 'dealer:cookie-consent-open',
  navigationStart: 'dealer:navigation-start',
  navigationEnd: 'dealer:navigation-end',
} as const
