import { breadcrumbTrail } from '../../engine/navigation/breadcrumb-trail.js'
import type { NaasEntry } from '../../engine/navigation/naas-entries.js'
import { resolveFab } from '../../engine/rules/floating-action-button.js'
import { navigationVariant } from '../../engine/rules/navigation-variant.js'
import { hasStockLocatorBlocks } from '../../engine/rules/has-stock-locator-blocks.js'
import { pageKind } from '../../engine/rules/page-kind.js'
import type { PageDocument } from '../../templates/generated/types.js'
import { layoutLabels } from '../../renderer/layout/layout-labels.js'
import type { LanguageLink } from '../../renderer/layout/nav-types.js'
import type { PageLayoutProps } from '../../renderer/layout/PageLayout.js'
import type { NavEntry as StoredNavEntry } from '../storage/content-store.js'
import type { Site } from '../storage/site-store.js'
import type { ParsedLayoutData } from './parsed-layout-data.js'
import { localePrefix } from '../../engine/locales/locale-prefix.js'

export interface LayoutData {
  settings: Record<string, string>
  navigation: StoredNavEntry[]
  footer: unknown
}

/** What a render knows besides the site's data: the page's locale, origin and title, and the service's menu. */
export interface LayoutContext {
  locale: string
  /** The page's origin ("https://dealer.example"), for the breadcrumbs' absolute addresses. */
  origin?: string
  /** The page's title, naming the last breadcrumb of a page below a navigation entry. */
  pageTitle?: string | null
  /** The external navigation service's menu when configured and loaded (naas-navigation.ts), else null. */
  naas?: NaasEntry[] | null
  /** The language switch's links (page-renderer.ts: the page's alternates); absent, no switch. */
  languages?: LanguageLink[]
}

/**
 * What the layout needs, from the site's settings, navigation and footer (parsed once per content version:
 * content-cache.ts) and the page's own attributes.
 */
export function layoutProps(
  site: Site,
  path: string,
  data: LayoutData & { parsed: ParsedLayoutData },
  page: Pick<PageDocument, 'attributes' | 'blocks'> | null,
  log: (message: string) => void,
  context: LayoutContext = { locale: site.defaultLocale },
): Omit<PageLayoutProps, 'children'> {
  const { settings } = data.parsed
  for (const message of settings.messages) log(message)
  const naas = context.naas ?? null
  const variant = navigationVariant({
    path,
    disabledOnPages: settings.disabledOnPages,
    naas: { configured: naas !== null, loaded: naas !== null },
    pageNavigation: page?.attributes.navigation ?? null,
  })
  // The live menu: the service's when it answered, else the site's own entries (000 §2); the breadcrumbs
  // follow the menu the shopper sees, and go where the navigation goes (none: neither).
  const entries = naas ?? data.parsed.entries
  const prefix = localePrefix(site, context.locale)
  const breadcrumbs =
    variant === 'none'
      ? []
      : breadcrumbTrail({
          entries,
          path,
          home: { title: layoutLabels(context.locale).breadcrumbHome, url: prefix || '/' },
          pageTitle: context.pageTitle ?? page?.attributes.title ?? null,
        })
  return {
    navigation: {
      variant,
      entries,
      ...(breadcrumbs.length ? { breadcrumbs } : {}),
      ...(context.origin ? { origin: context.origin } : {}),
      currentPath: path,
      dealerName: data.settings['general.dealer_name'] ?? site.name,
      siteName: data.settings['general.app_name'] || site.name,
      ...(context.languages?.length ? { languages: context.languages } : {}),
    },
    footer: data.parsed.footer,
    fab: resolveFab({
      page: page?.attributes.fab ?? null,
      global: settings.fab,
      navigationDisabled: variant === 'none',
    }),
    cookieConsent: {
      strategy: settings.cookieStrategy,
      ...(data.settings['cookie_consent.policy_url']
        ? { policyUrl: data.settings['cookie_consent.policy_url'] }
        : {}),
      // The banner's own words when the site sets them (Site settings, decision 044); else the layout's.
      ...(data.settings['cookie_consent.title']?.trim()
        ? { title: data.settings['cookie_consent.title'] }
        : {}),
      ...(data.settings['cookie_consent.message']?.trim()
        ? { message: data.settings['cookie_consent.message'] }
        : {}),
    },
    exitPopup: settings.exitPopup,
    ...(page ? { analytics: { pageKind: pageKind('page', hasStockLocatorBlocks(page)), path } } : {}),
  }
}
