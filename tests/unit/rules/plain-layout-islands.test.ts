// @vitest-environment happy-dom
// The layout islands that need no React run as plain modules on the server's markup: the same behaviour
// the React islands had, with nothing but the DOM.
import { createElement as h } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { CONSENT_STORAGE_KEY } from '../../../engine/rules/cookie-consent.js'
import { LAYOUT_EVENTS } from '../../../renderer/layout/layout-events.js'
import { resetConsentGate } from '../../../renderer/consent/consent-gate.js'
import mountAnalytics from '../../../renderer/layout/islands/analytics.dom.js'
import CookieBanner, { type CookieBannerProps } from '../../../renderer/layout/islands/cookie-banner.js'
import mountCookieBanner from '../../../renderer/layout/islands/cookie-banner.dom.js'
import ProgressBar from '../../../renderer/layout/islands/progress-bar.js'
import mountProgressBar from '../../../renderer/layout/islands/progress-bar.dom.js'

const banner: CookieBannerProps = {
  strategy: 'basic',
  title: 'Cookies',
  message: 'We use cookies.',
  acceptLabel: 'Accept all',
  rejectLabel: 'Reject',
  policyLabel: 'Policy',
  policyUrl: '/cookie-policy',
}

/** A root holding the server's markup of `element`, in the document. */
function serverRoot(element: Parameters<typeof renderToStaticMarkup>[0]): HTMLElement {
  const root = document.createElement('div')
  root.innerHTML = renderToStaticMarkup(element)
  document.body.append(root)
  return root
}

beforeEach(() => localStorage.clear())
afterEach(() => {
  document.body.innerHTML = ''
  vi.useRealTimers()
})

describe('cookie banner (plain)', () => {
  it('shows while the choice is pending, stores and announces a choice, and hides', () => {
    const root = serverRoot(h(CookieBanner, banner))
    const section = root.querySelector('section') as HTMLElement
    expect(section.hidden).toBe(true)
    mountCookieBanner(root, banner)
    expect(section.hidden).toBe(false)
    const changes: unknown[] = []
    window.addEventListener(LAYOUT_EVENTS.consentChange, (event) =>
      changes.push((event as CustomEvent).detail),
    )
    ;(root.querySelector('[data-consent="acceptAll"]') as HTMLButtonElement).click()
    expect(section.hidden).toBe(true)
    expect(localStorage.getItem(CONSENT_STORAGE_KEY)).toMatch(/^accepted/)
    expect(changes).toHaveLength(1)
  })

  it('stays hidden after a stored rejection, and shows again 1000 ms after consentOpen', () => {
    vi.useFakeTimers()
    const first = serverRoot(h(CookieBanner, banner))
    mountCookieBanner(first, banner)
    ;(first.querySelector('[data-consent="reject"]') as HTMLButtonElement).click()
    document.body.innerHTML = ''
    const root = serverRoot(h(CookieBanner, banner))
    mountCookieBanner(root, banner)
    const section = root.querySelector('section') as HTMLElement
    expect(section.hidden).toBe(true)
    window.dispatchEvent(new CustomEvent(LAYOUT_EVENTS.consentOpen))
    vi.advanceTimersByTime(999)
    expect(section.hidden).toBe(true)
    vi.advanceTimersByTime(1)
    expect(section.hidden).toBe(false)
  })

  it('never shows for a strategy without a banner', () => {
    const props = { ...banner, strategy: 'none' as CookieBannerProps['strategy'] }
    const root = serverRoot(h(CookieBanner, props))
    mountCookieBanner(root, props)
    expect((root.querySelector('section') as HTMLElement).hidden).toBe(true)
  })
})

describe('progress bar (plain)', () => {
  it('starts on navigationStart, shows after its throttle, and stops on navigationEnd', async () => {
    const root = serverRoot(h(ProgressBar))
    const bar = root.querySelector('.progress-bar') as HTMLElement
    mountProgressBar(root)
    window.dispatchEvent(new Event(LAYOUT_EVENTS.navigationStart))
    expect(bar.classList.contains('progress-bar--visible')).toBe(false)
    await vi.waitFor(() => expect(bar.classList.contains('progress-bar--visible')).toBe(true), {
      timeout: 2000,
    })
    expect(Number(bar.style.getPropertyValue('--progress'))).toBeGreaterThan(0)
    window.dispatchEvent(new Event(LAYOUT_EVENTS.navigationEnd))
    expect(bar.classList.contains('progress-bar--visible')).toBe(false)
  })
})

describe('analytics (plain)', () => {
  const view = { pageKind: 'dx_other', path: '/', locale: 'en', site: 'lrdx' } as const
  beforeEach(() => {
    resetConsentGate()
    localStorage.clear()
    window.dataLayer = []
  })

  it('pushes one page view at once where no consent is asked (none)', () => {
    mountAnalytics(document.body, { ...view, consentStrategy: 'none' })
    expect(window.dataLayer).toEqual([
      { event: 'page_view', page_kind: 'dx_other', page_path: '/', page_locale: 'en', site: 'lrdx' },
    ])
  })

  it('waits for the banner: nothing while pending or after a refusal, the page view once accepted', () => {
    mountAnalytics(document.body, { ...view, consentStrategy: 'basic' })
    expect(window.dataLayer).toEqual([])
    const choose = (detail: object) =>
      window.dispatchEvent(new CustomEvent(LAYOUT_EVENTS.consentChange, { detail }))
    choose({ status: 'rejected', scopes: ['obligatory'] })
    expect(window.dataLayer).toEqual([])
    choose({ status: 'accepted', scopes: ['obligatory', 'optional'] })
    choose({ status: 'accepted', scopes: ['obligatory', 'optional'] })
    expect(window.dataLayer?.map((e) => e.event)).toEqual(['page_view'])
  })

  it('pushes at once when an earlier visit accepted', () => {
    localStorage.setItem(CONSENT_STORAGE_KEY, 'accepted:obligatory,optional')
    mountAnalytics(document.body, { ...view, consentStrategy: 'basic' })
    expect(window.dataLayer).toHaveLength(1)
  })
})
