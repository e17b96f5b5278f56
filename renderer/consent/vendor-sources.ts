import {
  cookiebotConsent,
  oneTrustConsent,
  trustArcConsent,
  usercentricsConsent,
} from '../../engine/rules/consent-vendor-state.js'
import type { ConsentStrategy, CookieConsentState } from '../../engine/rules/cookie-consent.js'

/** Starts listening to a consent vendor; `emit` is called with the state now (when known) and on changes. */
export type ConsentSource = (emit: (state: CookieConsentState) => void) => void

/** The parts of each vendor's documented JavaScript API the sources read. */
interface VendorWindow {
  OneTrust?: { IsAlertBoxClosed?: () => boolean }
  OptanonActiveGroups?: string
  OnetrustActiveGroups?: string
  OptanonWrapper?: () => void
  Cookiebot?: {
    hasResponse?: boolean
    consent?: { preferences?: boolean; statistics?: boolean; marketing?: boolean }
  }
  UC_UI?: {
    isInitialized?: () => boolean
    isConsentRequired?: () => boolean
    getServicesBaseInfo?: () => { categorySlug?: string; consent?: { status?: boolean } }[]
  }
  truste?: {
    cma?: { callApi?: (name: string, domain: string) => { consentDecision?: number[] | number } | undefined }
  }
}

const vendor = () => window as unknown as VendorWindow

/**
 * OneTrust calls window.OptanonWrapper once its script ran and after every change, and raises
 * OneTrustGroupsUpdated; the groups are in OptanonActiveGroups (",C0001,C0002,").
 */
const oneTrust: ConsentSource = (emit) => {
  const read = () =>
    emit(
      oneTrustConsent({
        activeGroups: vendor().OptanonActiveGroups ?? vendor().OnetrustActiveGroups,
        alertBoxClosed: vendor().OneTrust?.IsAlertBoxClosed?.() ?? false,
      }),
    )
  const previous = vendor().OptanonWrapper
  vendor().OptanonWrapper = () => {
    previous?.()
    read()
  }
  window.addEventListener('OneTrustGroupsUpdated', read)
  if (vendor().OneTrust) read()
}

/** Cookiebot raises CookiebotOnConsentReady, CookiebotOnAccept and CookiebotOnDecline on the window. */
const cookiebot: ConsentSource = (emit) => {
  const read = () =>
    emit(
      cookiebotConsent({
        hasResponse: vendor().Cookiebot?.hasResponse === true,
        consent: vendor().Cookiebot?.consent,
      }),
    )
  for (const name of ['CookiebotOnConsentReady', 'CookiebotOnAccept', 'CookiebotOnDecline'])
    window.addEventListener(name, read)
  if (vendor().Cookiebot?.consent) read()
}

/** The window event a Usercentrics setting raises by default on every consent change. */
export const USERCENTRICS_WINDOW_EVENT = 'ucEvent'

/** Usercentrics raises UC_UI_INITIALIZED when its API is ready and its window event on every change. */
const usercentrics: ConsentSource = (emit) => {
  const read = () => {
    const ui = vendor().UC_UI
    if (!ui?.isInitialized?.()) return
    emit(
      usercentricsConsent({
        consentRequired: ui.isConsentRequired?.() ?? true,
        services: ui.getServicesBaseInfo?.() ?? [],
      }),
    )
  }
  for (const name of ['UC_UI_INITIALIZED', 'UC_UI_CMP_EVENT', USERCENTRICS_WINDOW_EVENT])
    window.addEventListener(name, read)
  read()
}

/**
 * TrustArc answers truste.cma.callApi('getGDPRConsentDecision', domain) and posts a JSON message
 * {source: 'preference_manager', message: 'submit_preferences'} to the window when the visitor decides.
 */
const trustArc: ConsentSource = (emit) => {
  const read = () => {
    const api = vendor().truste?.cma?.callApi
    if (!api) return
    emit(
      trustArcConsent({ consentDecision: api('getGDPRConsentDecision', location.hostname)?.consentDecision }),
    )
  }
  window.addEventListener('message', (event: MessageEvent) => {
    let data: unknown = event.data
    try {
      if (typeof data === 'string') data = JSON.parse(data)
    } catch {
      return // Not TrustArc's message.
    }
    const message = data as { source?: string; message?: string } | null
    if (message?.source === 'preference_manager' && message.message === 'submit_preferences') setTimeout(read) // The decision is stored after the message is posted.
  })
  read()
}

/** The source of each third-party strategy (basic and none have none: consent-gate.ts handles them). */
export const VENDOR_SOURCES: Partial<Record<ConsentStrategy, ConsentSource>> = {
  onetrust: oneTrust,
  cookiebot,
  usercentrics,
  trustarc: trustArc,
}
