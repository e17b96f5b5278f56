// Local stand-ins for the four consent vendors' scripts, implementing the documented JavaScript API surface
// the site reads (renderer/consent/vendor-sources.ts), for Vitest (happy-dom) and Playwright
// (page.addInitScript). The real scripts are never reachable in tests. Each fake "loads" on the next tick,
// as the vendor's script would after the page's own, and exposes window.__consentFake.choose(...) for the
// visitor's answer. Every function is self-contained: Playwright serialises it into the page.

/** The visitor's answer: which optional things they allowed. */
export interface FakeChoice {
  optional?: boolean
  statistics?: boolean
  marketing?: boolean
}

type FakeWindow = Window & Record<string, unknown>

/** OneTrust: OneTrust.IsAlertBoxClosed(), OptanonActiveGroups, OptanonWrapper(), OneTrustGroupsUpdated. */
export function installFakeOneTrust(): void {
  const w = window as unknown as FakeWindow
  let closed = false
  const publish = (groups: string[]) => {
    w.OptanonActiveGroups = `,${groups.join(',')},`
    w.OnetrustActiveGroups = w.OptanonActiveGroups
    ;(w.OptanonWrapper as (() => void) | undefined)?.()
    window.dispatchEvent(new CustomEvent('OneTrustGroupsUpdated', { detail: groups }))
  }
  setTimeout(() => {
    w.OneTrust = {
      IsAlertBoxClosed: () => closed,
      OnConsentChanged: (cb: () => void) => window.addEventListener('OneTrustGroupsUpdated', cb),
      GetDomainData: () => ({ ShowAlertNotice: true, Groups: [], ConsentModel: { Name: 'opt-in' } }),
    }
    publish(['C0001'])
  })
  w.__consentFake = {
    choose: (choice: FakeChoice) => {
      closed = true
      publish([
        'C0001',
        ...(choice.optional || choice.statistics ? ['C0002'] : []),
        ...(choice.marketing ? ['C0004'] : []),
      ])
    },
  }
}

/** Cookiebot: the Cookiebot object (consent, hasResponse) and its CookiebotOn* window events. */
export function installFakeCookiebot(): void {
  const w = window as unknown as FakeWindow
  const bot = {
    consent: { necessary: true, preferences: false, statistics: false, marketing: false },
    hasResponse: false,
    consented: false,
    declined: false,
  }
  setTimeout(() => {
    w.Cookiebot = bot
    window.dispatchEvent(new Event('CookiebotOnLoad'))
  })
  w.__consentFake = {
    choose: (choice: FakeChoice) => {
      bot.consent = {
        necessary: true,
        preferences: Boolean(choice.optional),
        statistics: Boolean(choice.statistics),
        marketing: Boolean(choice.marketing),
      }
      bot.hasResponse = true
      bot.consented = choice.optional || choice.statistics || choice.marketing ? true : false
      bot.declined = !bot.consented
      window.dispatchEvent(new Event(bot.consented ? 'CookiebotOnAccept' : 'CookiebotOnDecline'))
    },
  }
}

/** Usercentrics: window.UC_UI (isInitialized, isConsentRequired, getServicesBaseInfo) and its events. */
export function installFakeUsercentrics(): void {
  const w = window as unknown as FakeWindow
  let required = true
  let granted: FakeChoice = {}
  const services = () => [
    {
      id: 'cmp',
      name: 'Usercentrics Consent Management Platform',
      categorySlug: 'essential',
      consent: { status: true },
    },
    {
      id: 'ga',
      name: 'Google Analytics',
      categorySlug: 'functional',
      consent: { status: Boolean(granted.optional || granted.statistics) },
    },
    {
      id: 'yt',
      name: 'YouTube Video',
      categorySlug: 'marketing',
      consent: { status: Boolean(granted.marketing) },
    },
  ]
  setTimeout(() => {
    w.UC_UI = {
      isInitialized: () => true,
      isConsentRequired: () => required,
      getServicesBaseInfo: services,
    }
    window.dispatchEvent(new Event('UC_UI_INITIALIZED'))
  })
  w.__consentFake = {
    choose: (choice: FakeChoice) => {
      required = false
      granted = choice
      const accepted = Boolean(choice.optional || choice.statistics || choice.marketing)
      window.dispatchEvent(
        new CustomEvent('ucEvent', {
          detail: {
            event: 'consent_status',
            type: 'explicit',
            action: accepted ? 'onAcceptAllServices' : 'onDenyAllServices',
          },
        }),
      )
    },
  }
}

/** TrustArc: truste.cma.callApi('getGDPRConsentDecision'), PrivacyManagerAPI, and its posted message. */
export function installFakeTrustArc(): void {
  const w = window as unknown as FakeWindow
  let levels = [0]
  const callApi = (name: string) =>
    name === 'getGDPRConsentDecision'
      ? { consentDecision: levels, source: 'asserted' }
      : name === 'getConsentDecision'
        ? { consentDecision: Math.max(...levels), source: 'asserted' }
        : undefined
  setTimeout(() => {
    w.truste = { cma: { callApi } }
    w.PrivacyManagerAPI = { callApi }
  })
  w.__consentFake = {
    choose: (choice: FakeChoice) => {
      levels = [1, ...(choice.optional || choice.statistics ? [2] : []), ...(choice.marketing ? [3] : [])]
      window.postMessage(JSON.stringify({ source: 'preference_manager', message: 'submit_preferences' }), '*')
    },
  }
}

export const CONSENT_VENDOR_FAKES = {
  onetrust: installFakeOneTrust,
  cookiebot: installFakeCookiebot,
  usercentrics: installFakeUsercentrics,
  trustarc: installFakeTrustArc,
} as const
