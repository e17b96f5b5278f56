// The layout's server markup: the order of 001 §2, the variants, sanitised footers, and islands whose
// markup is the same after the JSON round trip of their props (what the island client hydrates with).
import { readFileSync } from 'node:fs'
import { createElement as h, type ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { resolveFab } from '../../../engine/rules/floating-action-button.js'
import { RenderContextProvider, type RenderContext } from '../../../renderer/context/render-context.js'
import { PageLayout, type PageLayoutProps } from '../../../renderer/layout/PageLayout.js'
import Analytics from '../../../renderer/layout/islands/analytics.js'
import CampaignCookie from '../../../renderer/layout/islands/campaign-cookie.js'
import Consent from '../../../renderer/layout/islands/consent.js'
import CookieBanner from '../../../renderer/layout/islands/cookie-banner.js'
import ExitPopup from '../../../renderer/layout/islands/exit-popup.js'
import FloatingActionButton from '../../../renderer/layout/islands/floating-action-button.js'
import MainNavigation from '../../../renderer/layout/islands/main-navigation.js'
import ProgressBar from '../../../renderer/layout/islands/progress-bar.js'
import RetailerPicker from '../../../renderer/layout/islands/retailer-picker.js'
import SearchAutocomplete from '../../../renderer/layout/islands/search-autocomplete.js'

// Fixtures are data read from disk (tests/ may not import fixtures/).
const readFixture = <T>(name: string): T =>
  JSON.parse(readFileSync(new URL(`../../../fixtures/site/${name}`, import.meta.url), 'utf8')) as T
const navigation = readFixture<{ lrdx: { en: PageLayoutProps['navigation']['entries'] } }>('navigation.json')
const footers = readFixture<{ lrdx: { en: PageLayoutProps['footer'] } }>('footer.json')

// The island client loads renderer/layout/islands/<name>.tsx for "layout:<name>".
const ISLANDS: Record<string, (props: never) => ReactNode> = {
  analytics: Analytics,
  'campaign-cookie': CampaignCookie,
  consent: Consent,
  'cookie-banner': CookieBanner,
  'exit-popup': ExitPopup,
  'floating-action-button': FloatingActionButton,
  'main-navigation': MainNavigation,
  'progress-bar': ProgressBar,
  'retailer-picker': RetailerPicker,
  'search-autocomplete': SearchAutocomplete,
}

const context: RenderContext = {
  site: { key: 'lrdx', name: 'Southern Cross Land Rover', brand: 'Land Rover' },
  theme: 'lrdx',
  locale: 'en',
  dir: 'ltr',
  environment: 'server',
  strict: true,
  localePrefix: '',
}

const base: PageLayoutProps = {
  navigation: { variant: 'main', entries: navigation.lrdx.en, currentPath: '/models/defender' },
  footer: footers.lrdx.en,
  fab: resolveFab({
    global: { items: [{ link: { url: '/test-drive', link_text: 'Book a test drive' } }] },
    navigationDisabled: false,
  }),
  cookieConsent: { strategy: 'basic', policyUrl: '/cookie-policy' },
  exitPopup: {
    copy: 'You are leaving.',
    ok: 'Continue',
    cancel: 'Stay',
    do_url: 'https://www.landrover.com.au/*',
    dont_url: '',
  },
  analytics: { pageKind: 'dx_other', path: '/models/defender' },
  children: h('p', null, 'Page content'),
}

function render(props: Partial<PageLayoutProps> = {}, ctx: RenderContext = context): string {
  return renderToStaticMarkup(
    h(RenderContextProvider, { value: ctx, children: h(PageLayout, { ...base, ...props }) }),
  )
}

describe('PageLayout', () => {
  it('renders navigation, content, footer, cookie banner, floating button and exit popup in order (001 §2)', () => {
    const html = render()
    const order = [
      'class="site-nav site-nav--main"',
      '<main',
      'Page content',
      '<footer class="site-footer"',
      'data-island="layout:cookie-banner"',
      'data-island="layout:floating-action-button"',
      'data-island="layout:exit-popup"',
    ].map((marker) => html.indexOf(marker))
    expect(order.every((i) => i >= 0)).toBe(true)
    expect([...order].sort((a, b) => a - b)).toEqual(order)
  })

  it.each<[PageLayoutProps['navigation']['variant'], string | null]>([
    ['main', 'site-nav--main'],
    ['light', 'site-nav--light'],
    ['logo-only', 'site-nav--logo-only'],
    ['naas', 'site-nav--naas'],
    ['none', null],
  ])('draws the %s navigation', (variant, className) => {
    const html = render({ navigation: { ...base.navigation, variant } })
    if (className) expect(html).toContain(className)
    else expect(html).not.toContain('class="site-nav')
  })

  it.each<[PageLayoutProps['navigation']['variant'], number]>([
    ['main', 1],
    ['naas', 1],
    ['light', 1],
    ['logo-only', 0],
    ['none', 0],
  ])('ends the %s navigation with the language switch (%i)', (variant, count) => {
    const languages = [{ locale: 'ar', href: '/ar/models/defender', label: 'العربية' }]
    const html = render({ navigation: { ...base.navigation, variant, languages } })
    const links = html.match(/<a class="site-nav__link site-nav__language"[^>]*>العربية<\/a>/g) ?? []
    expect(links).toHaveLength(count)
    if (count) {
      expect(links[0]).toContain('href="/ar/models/defender"')
      expect(links[0]).toContain('lang="ar"')
      // The last item of the bar's list, so also the last row of the phone menu.
      expect(html).toMatch(/site-nav__item--language">[^]*?<\/li><\/ul>/)
    }
  })

  it('hides the floating action button where navigation is disabled', () => {
    expect(render({ navigation: { ...base.navigation, variant: 'none' } })).not.toContain(
      'layout:floating-action-button',
    )
  })

  it('shows the cookie banner only for the basic strategy', () => {
    expect(render({ cookieConsent: { strategy: 'onetrust' } })).not.toContain('layout:cookie-banner')
  })

  it('never writes an unsafe footer link', () => {
    const html = render({
      footer: {
        bottom: {
          items: [{ label: 'Bad', url: 'javascript:alert(1)', type: 'link', target: '_self', tag: 'div' }],
        },
      },
    })
    expect(html).toContain('Bad')
    expect(html).not.toContain('javascript:')
  })

  it('sends the footer search to /search with the keyword, under the locale prefix', () => {
    const html = render({}, { ...context, locale: 'ar', dir: 'rtl', localePrefix: '/ar' })
    expect(html).toContain('action="/ar/search"')
    expect(html).toContain('name="keyword"')
    // The combobox of the suggestions (001 §3): named by its label, its list present and hidden until used.
    expect(html).toContain('role="combobox"')
    expect(html).toContain('aria-controls="footer-search-keyword-suggestions"')
    expect(html).toMatch(/<ul id="footer-search-keyword-suggestions"[^>]*role="listbox"[^>]*hidden=""/)
  })

  it('marks the current section and links the breadcrumbs', () => {
    const html = render({
      navigation: {
        ...base.navigation,
        breadcrumbs: [
          { id: 'h', title: 'Home', url: '/' },
          { id: 'm', title: 'Models', url: '/models' },
          { id: 'd', title: 'Defender', url: '/models/defender' },
        ],
      },
    })
    expect(html).toContain('site-nav__link--active')
    expect(html).toMatch(
      /<nav class="breadcrumbs" aria-label="Breadcrumb">.*<span aria-current="page">Defender<\/span>/,
    )
  })
})

describe('footer retailer picker', () => {
  it('does not say "No retailers available" before the market API has answered (server, no JavaScript)', () => {
    const html = render()
    expect(html).toContain('data-island="layout:retailer-picker"')
    // (The words are in the island's props, for when the API answers with none.)
    expect(html).not.toContain('>No retailers available<')
    expect(html).toMatch(
      /<select class="retailer-picker__select" disabled=""><option value="" selected="">Select a retailer</,
    )
  })
})

describe('quick links title', () => {
  const quickLinks = (extra: object = {}) =>
    resolveFab({
      global: { items: [{ link: { url: '/x', link_text: 'X' } }], isQuickLinks: true, ...extra },
      navigationDisabled: false,
    })
  const title = (html: string) => html.match(/<span class="quick-links__title">([^<]*)<\/span>/)?.[1]

  it('defaults to "Next Steps" in English and to Arabic on an Arabic page', () => {
    expect(title(render({ fab: quickLinks() }))).toBe('Next Steps')
    const arabic = render(
      { fab: quickLinks() },
      { ...context, locale: 'ar', dir: 'rtl', localePrefix: '/ar' },
    )
    expect(title(arabic)).toBe('الخطوات التالية')
    expect(arabic).not.toContain('Next Steps')
  })

  it('shows the configured label in any language', () => {
    const fab = quickLinks({ quickLinksExpandButtonLabel: 'Get started' })
    expect(title(render({ fab }, { ...context, locale: 'ar', dir: 'rtl' }))).toBe('Get started')
  })
})

describe('layout islands', () => {
  it('render the same markup from their JSON props as on the server', () => {
    const html = render({
      fab: resolveFab({
        global: { items: [{ link: { url: '/x', link_text: 'X' } }], isQuickLinks: true },
        navigationDisabled: false,
      }),
    })
    const islands = [
      ...html.matchAll(
        /data-island="layout:([a-z-]+)"[^>]*><script type="application\/json" data-island-props="">(.*?)<\/script>/g,
      ),
    ]
    expect(islands.map((m) => m[1])).toEqual([
      'progress-bar',
      'main-navigation',
      'search-autocomplete',
      'retailer-picker',
      'cookie-banner',
      'floating-action-button',
      'exit-popup',
      'consent',
      'campaign-cookie',
      'analytics',
    ])
    for (const [, name, json] of islands) {
      const component = ISLANDS[name as string] as (props: object) => ReactNode
      const props = JSON.parse(json as string) as object
      const island = renderToStaticMarkup(
        h(RenderContextProvider, {
          value: { ...context, environment: 'island' },
          children: h(component, props),
        }),
      )
      expect(html, name).toContain(`<div data-island-root="">${island}</div>`)
    }
  })
})
