import { isCookieBannerVisible } from '../../../engine/rules/cookie-banner-visible.js'
import {
  applyConsentAction,
  CONSENT_BANNER_RELOAD_DELAY_MS,
  type CookieConsentState,
} from '../../../engine/rules/cookie-consent.js'
import { serialiseConsent } from '../../../engine/rules/cookie-consent-serialise.js'
import { parseConsent } from '../../../engine/rules/cookie-consent-storage.js'
import { readStoredConsent, writeStoredConsent } from '../../consent/stored-consent.js'
import { LAYOUT_EVENTS } from '../layout-events.js'
import type { CookieBannerProps } from './cookie-banner.js'

/**
 * The cookie banner (island "layout:cookie-banner", 001 §2, §4): shown for the basic strategy while the
 * stored status is pending. A choice is stored under cookieConsentStatus and announced with the
 * consentChange event; the consentOpen event shows the banner again after 1000 ms. A plain module on the
 * server's markup (cookie-banner.tsx): no React is loaded for it.
 */
export default function mountCookieBanner(root: HTMLElement, props: CookieBannerProps): void {
  const banner = root.querySelector<HTMLElement>('.cookie-banner')
  if (!banner) return
  let state: CookieConsentState = parseConsent(readStoredConsent())
  const draw = () => {
    banner.hidden = !isCookieBannerVisible(props.strategy, state)
  }
  draw()
  let reopenTimer: ReturnType<typeof setTimeout> | undefined
  window.addEventListener(LAYOUT_EVENTS.consentOpen, () => {
    clearTimeout(reopenTimer)
    reopenTimer = setTimeout(() => {
      state = { status: 'pending', scopes: [] }
      draw()
    }, CONSENT_BANNER_RELOAD_DELAY_MS)
  })
  banner.addEventListener('click', (event) => {
    const action = (event.target as Element | null)?.closest?.('[data-consent]')?.getAttribute('data-consent')
    if (action !== 'reject' && action !== 'acceptAll') return
    state = applyConsentAction(state, { type: action })
    writeStoredConsent(serialiseConsent(state))
    draw()
    window.dispatchEvent(new CustomEvent(LAYOUT_EVENTS.consentChange, { detail: state }))
  })
}
