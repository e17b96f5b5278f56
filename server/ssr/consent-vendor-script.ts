import type { ConsentStrategy } from '../../engine/rules/cookie-consent.js'
import { escapeHtml } from './escape-html.js'

/** The setting naming the site's account at its consent vendor (OneTrust domain script id, Cookiebot id...). */
export const CONSENT_VENDOR_ID_SETTING = 'cookie_consent.vendor_id'

/**
 * Each vendor's loader script as the vendor documents it, for the site's id, and the hosts its script
 * loads from and talks to (added to the page's CSP: server/http/allow-consent-vendor-in-csp.ts).
 */
export const CONSENT_VENDORS: Partial<
  Record<
    ConsentStrategy,
    { script: (id: string) => { src: string; attrs: string }; csp: Record<string, string[]> }
  >
> = {
  onetrust: {
    script: (id) => ({
      src: 'https://cdn.cookielaw.org/scripttemplates/otSDKStub.js',
      attrs: `data-domain-script="${escapeHtml(id)}" charset="UTF-8"`,
    }),
    csp: {
      'script-src': ['https://cdn.cookielaw.org'],
      'connect-src': ['https://cdn.cookielaw.org', 'https://geolocation.onetrust.com'],
      'img-src': ['https://cdn.cookielaw.org'],
    },
  },
  cookiebot: {
    script: (id) => ({
      src: 'https://consent.cookiebot.com/uc.js',
      attrs: `id="Cookiebot" data-cbid="${escapeHtml(id)}"`,
    }),
    csp: {
      'script-src': ['https://consent.cookiebot.com', 'https://consentcdn.cookiebot.com'],
      'connect-src': ['https://consent.cookiebot.com', 'https://consentcdn.cookiebot.com'],
      'frame-src': ['https://consentcdn.cookiebot.com'],
      'img-src': ['https://consent.cookiebot.com', 'https://imgsct.cookiebot.com'],
    },
  },
  usercentrics: {
    script: (id) => ({
      src: 'https://app.usercentrics.eu/browser-ui/latest/loader.js',
      attrs: `id="usercentrics-cmp" data-settings-id="${escapeHtml(id)}" async`,
    }),
    csp: {
      'script-src': ['https://app.usercentrics.eu'],
      'connect-src': ['https://*.usercentrics.eu'],
      'img-src': ['https://*.usercentrics.eu'],
    },
  },
  trustarc: {
    script: (id) => ({
      src: `https://consent.trustarc.com/notice?domain=${encodeURIComponent(id)}&c=teconsent&js=nj&noticeType=bb`,
      attrs: 'async',
    }),
    csp: {
      'script-src': ['https://consent.trustarc.com'],
      'connect-src': ['https://consent.trustarc.com'],
      'frame-src': ['https://consent-pref.trustarc.com'],
      'img-src': ['https://consent.trustarc.com', 'https://consent-pref.trustarc.com'],
    },
  },
}

/**
 * The vendor's loader script for the head (with the response's nonce), first so the vendor answers before
 * anything waits on it; '' for basic and none, and (logged) when the site has no vendor id.
 */
export function consentVendorScript(
  strategy: ConsentStrategy,
  settings: Record<string, string>,
  nonce: string,
  log: (message: string) => void,
): string {
  const vendor = CONSENT_VENDORS[strategy]
  if (!vendor) return ''
  const id = settings[CONSENT_VENDOR_ID_SETTING]?.trim()
  if (!id) {
    log(
      `[consent] the ${strategy} strategy needs the ${CONSENT_VENDOR_ID_SETTING} setting; no vendor script loads`,
    )
    return ''
  }
  const { src, attrs } = vendor.script(id)
  return `<script nonce="${nonce}" src="${escapeHtml(src)}" ${attrs}></script>`
}
