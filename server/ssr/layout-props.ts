import { resolveFab } from '../../engine/rules/floating-action-button.js'
import { navigationVariant } from '../../engine/rules/navigation-variant.js'
import { pageKind } from '../../engine/rules/page-kind.js'
import type { PageDocument } from '../../templates/generated/types.js'
import type { PageLayoutProps } from '../../renderer/layout/PageLayout.js'
import type { NavEntry as StoredNavEntry } from '../storage/content-store.js'
import type { Site } from '../storage/site-store.js'
import type { ParsedLayoutData } from './parsed-layout-data.js'

export interface LayoutData {
  settings: Record<string, string>
  navigation: StoredNavEntry[]
  footer: unknown
}

/**
 * What the layout needs, from the site's settings, navigation and footer (parsed once per content version:
 * content-cache.ts) and the page's own attributes.
 */
export function layoutProps(
  site: Site,
  path: string,
  data: LayoutData & { parsed: ParsedLayoutData },
  page: Pick<PageDocument, 'attributes'> | null,
  log: (message: string) => void,
): Omit<PageLayoutProps, 'children'> {
  const { settings } = data.parsed
  for (const message of settings.messages) log(message)
  const variant = navigationVariant({
    path,
    disabledOnPages: settings.disabledOnPages,
    pageNavigation: page?.attributes.navigation ?? null,
  })
  return {
    navigation: {
      variant,
      entries: data.parsed.entries,
      currentPath: path,
      dealerName: data.settings['general.dealer_name'] ?? site.name,
      siteName: data.settings['general.app_name'] || site.name,
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
    ...(page ? { analytics: { pageKind: pageKind('page', false), path } } : {}),
  }
}
