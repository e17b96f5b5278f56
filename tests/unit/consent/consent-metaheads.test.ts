// @vitest-environment happy-dom
// Metaheads that wait for a consent scope (issue 15, decision 055): written inert by the server
// (metahead-html.ts), run by the page's consent gate once the scope is granted, never when refused, once.
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { consentAllowsScope } from '../../../engine/rules/consent-allows-scope.js'
import type { ConsentStrategy, CookieConsentState } from '../../../engine/rules/cookie-consent.js'
import { resetConsentGate, startConsentGate } from '../../../renderer/consent/consent-gate.js'
import { runConsentMetaheads } from '../../../renderer/consent/consent-metaheads.js'
import { LAYOUT_EVENTS } from '../../../renderer/layout/layout-events.js'
import type { MetaheadRow } from '../../../server/storage/content-store.js'
import { metaheadHtml } from '../../../server/ssr/metahead-html.js'

// happy-dom does not evaluate scripts: a script "ran" when a live copy of it was placed (the browser runs
// each placed live script once; the Playwright journey sees it run).
const ran = () =>
  [...document.querySelectorAll<HTMLScriptElement>('script[data-consent-ran]')].map(
    (s) => /push\('(\w+)'\)/.exec(s.text)?.[1] ?? s.getAttribute('src'),
  )
const choose = (detail: CookieConsentState) =>
  window.dispatchEvent(new CustomEvent(LAYOUT_EVENTS.consentChange, { detail }))

const row = (over: Partial<MetaheadRow>): MetaheadRow =>
  ({
    id: 7,
    content: "(window.__ran = window.__ran || []).push('tracker')",
    language: 'javascript',
    sequence: 1,
    in_body: false,
    reload_on_each_page: false,
    consent_scope: 'marketing',
    compiled: null,
    ...over,
  }) as MetaheadRow

beforeEach(() => {
  resetConsentGate()
  localStorage.clear()
  document.head.innerHTML = ''
})
afterEach(() => {
  document.head.innerHTML = ''
})

describe('metaheadHtml with a consent scope', () => {
  it('writes scripts inert (text/plain) with their nonce, text and src; html as a template; styles as they are', () => {
    expect(metaheadHtml(row({}), 'N')).toBe(
      `<script type="text/plain" nonce="N" data-metahead="7" data-consent-scope="marketing">(window.__ran = window.__ran || []).push('tracker')</script>`,
    )
    expect(metaheadHtml(row({ language: 'js-src', content: 'https://tags.example/t.js' }), 'N')).toBe(
      '<script type="text/plain" nonce="N" data-metahead="7" data-consent-scope="marketing" src="https://tags.example/t.js" async></script>',
    )
    expect(metaheadHtml(row({ language: 'html', content: '<script>go()</script><p>x</p>' }), 'N')).toBe(
      '<template data-metahead="7" data-consent-scope="marketing"><script nonce="N">go()</script><p>x</p></template>',
    )
    expect(metaheadHtml(row({ language: 'css', content: 'a{}' }), 'N')).toBe(
      '<style nonce="N" data-metahead="7" data-consent-scope="marketing">a{}</style>',
    )
  })

  it('leaves obligatory and scope-less scripts live', () => {
    for (const consent_scope of ['obligatory', '']) {
      const html = metaheadHtml(row({ consent_scope }), 'N')
      expect(html).toMatch(/^<script nonce="N" data-metahead="7">/)
    }
  })
})

describe('consentAllowsScope', () => {
  it.each<[ConsentStrategy, CookieConsentState, string, boolean]>([
    ['none', { status: 'pending', scopes: [] }, 'marketing', true],
    ['basic', { status: 'pending', scopes: [] }, 'marketing', false],
    ['basic', { status: 'rejected', scopes: [] }, 'optional', false],
    ['basic', { status: 'accepted', scopes: ['obligatory', 'optional'] }, 'marketing', true],
    ['basic', { status: 'accepted', scopes: ['obligatory', 'optional'] }, 'unclassified', true],
    ['cookiebot', { status: 'accepted', scopes: ['obligatory', 'statistic'] }, 'statistic', true],
    ['cookiebot', { status: 'accepted', scopes: ['obligatory', 'statistic'] }, 'marketing', false],
    ['usercentrics', { status: 'accepted', scopes: ['obligatory', 'unclassified'] }, 'unclassified', true],
    ['basic', { status: 'rejected', scopes: [] }, 'obligatory', true],
  ])('%s %j %s → %s', (strategy, state, scope, expected) => {
    expect(consentAllowsScope(strategy, state, scope)).toBe(expected)
  })
})

describe('runConsentMetaheads', () => {
  const place = (...rows: MetaheadRow[]) => {
    document.head.innerHTML = rows.map((r) => metaheadHtml(r, 'N')).join('')
  }

  it('does not run a script whose scope was refused, nor while the choice is pending', () => {
    place(row({}))
    startConsentGate('basic')
    runConsentMetaheads(document)
    expect(ran()).toEqual([])
    choose({ status: 'rejected', scopes: [] })
    expect(ran()).toEqual([])
    expect(document.head.querySelector('script[type="text/plain"][data-consent-scope]')).not.toBeNull()
  })

  it('runs it once the scope is accepted, once, with the nonce', () => {
    place(row({}))
    startConsentGate('basic')
    runConsentMetaheads(document)
    choose({ status: 'accepted', scopes: ['obligatory', 'optional'] })
    choose({ status: 'accepted', scopes: ['obligatory', 'optional', 'marketing'] })
    expect(ran()).toEqual(['tracker'])
    const live = document.head.querySelector<HTMLScriptElement>('script[data-consent-ran]')!
    expect(live.getAttribute('type')).toBeNull()
    expect(live.nonce).toBe('N')
    expect(document.head.querySelector('script[type="text/plain"]')).toBeNull()
  })

  it('runs at once when the stored choice already allows it, and places a template metahead', () => {
    localStorage.setItem('cookieConsentStatus', 'accepted:obligatory,optional')
    place(
      row({}),
      row({ id: 8, language: 'html', content: "<script>window.__ran.push('html')</script><i>pixel</i>" }),
    )
    startConsentGate('basic')
    runConsentMetaheads(document)
    expect(ran()).toEqual(['tracker', 'html'])
    expect(document.head.querySelector('template')).toBeNull()
    expect(document.head.querySelector('i')?.textContent).toBe('pixel')
  })

  it('runs a js-src script by its address, not before', () => {
    place(row({ language: 'js-src', content: 'https://tags.example/t.js', consent_scope: 'statistic' }))
    startConsentGate('basic')
    runConsentMetaheads(document)
    expect(document.head.querySelector('script:not([type])')).toBeNull()
    choose({ status: 'accepted', scopes: ['obligatory', 'statistic'] })
    expect(
      document.head.querySelector<HTMLScriptElement>('script[data-consent-ran]')?.getAttribute('src'),
    ).toBe('https://tags.example/t.js')
  })
})
