import type { ReactNode } from 'react'
import type { ConsentStrategy } from '../../engine/rules/cookie-consent.js'
import type { ExitPopupSettings } from '../../engine/rules/exit-popup.js'
import type { FabView } from '../../engine/rules/floating-action-button.js'
import type { FooterSettings } from '../../engine/rules/footer-types.js'
import type { NavigationVariant } from '../../engine/rules/navigation-variant.js'
import type { PageKind } from '../../engine/rules/page-kind.js'
import { Island } from '../blocks/island.js'
import { useRenderContext } from '../context/render-context.js'
import { Breadcrumbs } from './Breadcrumbs.js'
import { fabLoading } from './fab-loading.js'
import { Footer } from './Footer.js'
import Analytics, { type AnalyticsProps } from './islands/analytics.js'
import CampaignCookie from './islands/campaign-cookie.js'
import Consent, { type ConsentProps } from './islands/consent.js'
import CookieBanner, { type CookieBannerProps } from './islands/cookie-banner.js'
import ExitPopup, { type ExitPopupProps } from './islands/exit-popup.js'
import FloatingActionButton, { type FloatingActionButtonProps } from './islands/floating-action-button.js'
import ProgressBar from './islands/progress-bar.js'
import { layoutLabels } from './layout-labels.js'
import type { BreadcrumbItem, LanguageLink, NavEntry } from './nav-types.js'
import { Navigation } from './Navigation.js'

export interface PageLayoutProps {
  navigation: {
    /** From the engine's navigationVariant(). */
    variant: NavigationVariant
    entries: NavEntry[]
    /** The trail derived from the navigation tree (engine/navigation/breadcrumb-trail.ts). */
    breadcrumbs?: BreadcrumbItem[]
    /** The page's origin: the breadcrumbs' JSON-LD gives absolute addresses. */
    origin?: string
    /** The page's path, to mark the current entry. */
    currentPath?: string
    /** The dealer's name beside the brand mark ("Southern Cross"). */
    dealerName?: string
    /** The site's name in the page's locale (setting general.app_name); else the site's own name. */
    siteName?: string
    /** The language switch: the page (or the home page) in the site's other locales; absent, none. */
    languages?: LanguageLink[]
  }
  /** The footer settings of the site and locale; sanitised again by the footer. */
  footer: FooterSettings | null
  /** From the engine's resolveFab(); null hides the button. */
  fab: FabView | null
  cookieConsent: { strategy: ConsentStrategy; policyUrl?: string; title?: string; message?: string }
  /** Null when the site has no exit popup (see the engine's layoutSettings()). */
  exitPopup: ExitPopupSettings | null
  /** The page view to report; left out where nothing is tracked (the editor's preview). */
  analytics?: { pageKind: PageKind; path: string }
  /** Video and form modals of the page's blocks. */
  modals?: ReactNode
  children: ReactNode
}

/**
 * The page layout (001 §2): top navigation, the page content in <main>, the footer, the cookie banner, the
 * floating action button, the modals and the exit popup, in that order; around them the progress bar, the
 * campaign cookie and the page-view report. Interactive parts are islands. The floating action button is
 * hidden where navigation is disabled.
 */
/** Links that may leave the site: the exit popup's triggers (relative links never do). */
const EXTERNAL_LINKS = 'a[href^="http:"], a[href^="https:"], a[href^="//"]'

export function PageLayout({
  navigation,
  footer,
  fab,
  cookieConsent,
  exitPopup,
  analytics,
  modals,
  children,
}: PageLayoutProps) {
  const { locale, site } = useRenderContext()
  const labels = layoutLabels(locale)
  const fabView = navigation.variant === 'none' ? null : fab
  const currentPath = navigation.currentPath ?? analytics?.path ?? '/'
  const banner: CookieBannerProps | null =
    cookieConsent.strategy === 'basic'
      ? {
          strategy: cookieConsent.strategy,
          title: cookieConsent.title || labels.cookieTitle,
          message: cookieConsent.message || labels.cookieMessage,
          acceptLabel: labels.cookieAccept,
          rejectLabel: labels.cookieReject,
          policyLabel: labels.cookiePolicy,
          ...(cookieConsent.policyUrl ? { policyUrl: cookieConsent.policyUrl } : {}),
        }
      : null
  const fabProps: FloatingActionButtonProps | null = fabView
    ? {
        view: fabView,
        labels: {
          fabOpen: labels.fabOpen,
          fabClose: labels.fabClose,
          quickLinks: labels.quickLinks,
          quickLinksCollapse: labels.quickLinksCollapse,
          quickLinksExpand: labels.quickLinksExpand,
          quickLinksTitle: labels.quickLinksTitle,
        },
      }
    : null
  const exitProps: ExitPopupProps | null = exitPopup
    ? { settings: exitPopup, closeLabel: labels.close }
    : null
  const analyticsProps: AnalyticsProps | null = analytics
    ? { ...analytics, locale, site: site.key, consentStrategy: cookieConsent.strategy }
    : null
  const consentProps: ConsentProps = { strategy: cookieConsent.strategy }
  return (
    <div className={`page-layout${fabView ? ` page-layout--${fabView.mode}` : ''}`}>
      <a className="page-layout__skip" href="#main-content">
        {labels.skipToContent}
      </a>
      <Island name="layout:progress-bar" props={{}} eager reused>
        <ProgressBar />
      </Island>
      <Navigation
        variant={navigation.variant}
        entries={navigation.entries}
        currentPath={currentPath}
        {...(navigation.dealerName ? { dealerName: navigation.dealerName } : {})}
        {...(navigation.siteName ? { siteName: navigation.siteName } : {})}
        languages={navigation.languages ?? []}
      />
      {navigation.breadcrumbs?.length ? (
        <Breadcrumbs
          items={navigation.breadcrumbs}
          {...(navigation.origin ? { origin: navigation.origin } : {})}
        />
      ) : null}
      <main className="page-layout__main" id="main-content" tabIndex={-1}>
        {children}
      </main>
      <Footer settings={footer} />
      {banner ? (
        <Island name="layout:cookie-banner" props={banner} eager reused>
          <CookieBanner {...banner} />
        </Island>
      ) : null}
      {/* The floating button loads with the page where it must move out of the way of the page's own
          buttons as the shopper scrolls (use-make-way), as quick links (they appear on scroll) and as the
          secondary button (open from the start); elsewhere on interaction (fab-loading.ts). */}
      {fabProps && fabView ? (
        <Island name="layout:floating-action-button" props={fabProps} {...fabLoading(fabView)} reused>
          <FloatingActionButton {...fabProps} />
        </Island>
      ) : null}
      {modals}
      {/* The exit popup loads when a link that may leave the site is first pointed at, focused or touched. */}
      {exitProps ? (
        <Island name="layout:exit-popup" props={exitProps} interaction trigger={EXTERNAL_LINKS} reused>
          <ExitPopup {...exitProps} />
        </Island>
      ) : null}
      {/* The consent gate: vendors' choices, and embedded third-party content placed as consent allows. */}
      <Island name="layout:consent" props={consentProps} eager reused>
        <Consent {...consentProps} />
      </Island>
      <Island name="layout:campaign-cookie" props={{}} eager reused>
        <CampaignCookie />
      </Island>
      {analyticsProps ? (
        <Island name="layout:analytics" props={analyticsProps} eager reused>
          <Analytics {...analyticsProps} />
        </Island>
      ) : null}
    </div>
  )
}
