// @vitest-environment happy-dom
// The consent gate reading each vendor through its JavaScript API, against local fakes of the four vendors
// (tests/helpers/consent-vendor-fakes.ts): pending until the visitor answers, then the spec's state; the
// page view waits for it.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { CookieConsentState } from '../../../engine/rules/cookie-consent.js'
import { onConsent, resetConsentGate, startConsentGate } from '../../../renderer/consent/consent-gate.js'
import mountAnalytics from '../../../renderer/layout/islands/analytics.dom.js'
import { LAYOUT_EVENTS } from '../../../renderer/layout/layout-events.js'
import { CONSENT_VENDOR_FAKES, type FakeChoice } from '../../helpers/consent-vendor-fakes.js'

const vendors = Object.keys(CONSENT_VENDOR_FAKES) as (keyof typeof CONSENT_VENDOR_FAKES)[]
const choose = (choice: FakeChoice) =>
  (window as unknown as { __consentFake: { choose(c: FakeChoice): void } }).__consentFake.choose(choice)

beforeEach(() => {
  resetConsentGate()
  window.dataLayer = []
})
afterEach(() => {
  for (const key of [
    'OneTrust',
    'OptanonActiveGroups',
    'OnetrustActiveGroups',
    'OptanonWrapper',
    'Cookiebot',
    'UC_UI',
    'truste',
    'PrivacyManagerAPI',
  ])
    delete (window as unknown as Record<string, unknown>)[key]
})

describe.each(vendors)('the %s source', (vendor) => {
  it('is pending until the visitor answers, then accepted with what they allowed; analytics waits', async () => {
    CONSENT_VENDOR_FAKES[vendor]()
    const seen: CookieConsentState[] = []
    const announced: CookieConsentState[] = []
    window.addEventListener(LAYOUT_EVENTS.consentChange, (e) => announced.push((e as CustomEvent).detail))
    mountAnalytics(document.body, {
      pageKind: 'dx_other',
      path: '/',
      locale: 'en',
      site: 'lrdx',
      consentStrategy: vendor,
    })
    onConsent((state) => seen.push(state))
    await new Promise((r) => setTimeout(r, 10))
    expect(seen.at(-1)?.status).toBe('pending')
    expect(window.dataLayer).toEqual([])
    choose({ optional: true, marketing: true })
    await vi.waitFor(() => expect(seen.at(-1)?.status).toBe('accepted'))
    expect(seen.at(-1)?.scopes).toContain('obligatory')
    expect(seen.at(-1)?.scopes.some((s) => s === 'optional' || s === 'marketing')).toBe(true)
    expect(window.dataLayer?.map((e) => e.event)).toEqual(['page_view'])
    expect(announced.at(-1)?.status).toBe('accepted')
  })

  it('is rejected, with only the obligatory scope, when the visitor declines; analytics never runs', async () => {
    CONSENT_VENDOR_FAKES[vendor]()
    startConsentGate(vendor)
    mountAnalytics(document.body, {
      pageKind: 'dx_other',
      path: '/',
      locale: 'en',
      site: 'lrdx',
      consentStrategy: vendor,
    })
    const seen: CookieConsentState[] = []
    onConsent((state) => seen.push(state))
    await new Promise((r) => setTimeout(r, 10))
    choose({})
    await vi.waitFor(() => expect(seen.at(-1)).toEqual({ status: 'rejected', scopes: ['obligatory'] }))
    expect(window.dataLayer).toEqual([])
  })
})
