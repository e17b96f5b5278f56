import { resolveFab } from '../../engine/rules/floating-action-button.js'
import { layoutSettings } from '../../engine/rules/layout-settings.js'
import { navigationVariant } from '../../engine/rules/navigation-variant.js'
import { pageKind } from '../../engine/rules/page-kind.js'
import { sanitiseFooter } from '../../engine/rules/footer-sanitiser.js'
import type { PageDocument } from '../../templates/generated/types.js'
import type { PageLayoutProps } from '../../renderer/layout/PageLayout.js'
import type { NavEntry as StoredNavEntry } from '../storage/content-store.js'
import type { Site } from '../storage/site-store.js'

export interface LayoutData {
  settings: Record<string, string>
  navigation: StoredNavEntry[]
  footer: unknown
}

function toNavEntries(entries: StoredNavEntry[]): PageLayoutProps['navigation']['entries'] {
  return entries.map((e) => ({ id: e.id, title: e.title, url: e.url, children: toNavEntries(e.children) }))
}

/** What the layout needs, from the site's settings, navigation and footer and the page's own attributes. */
export function layoutProps(
  site: Site,
  path: string,
  data: LayoutData,
  page: Pick<PageDocument, 'attributes'> | null,
  log: (message: string) => void,
): Omit<PageLayoutProps, 'children'> {
  const settings = layoutSettings(data.settings)
  for (const message of settings.messages) log(message)
  const variant = navigationVariant({
    path,
    disabledOnPages: settings.disabledOnPages,
    pageNavigation: page?.attributes.navigation ?? null,
  })
  return {
    navigation: {
      variant,
      entries: toNavEntries(data.navigation),
      currentPath: path,
      dealerName: data.settings['general.dealer_name'] ?? site.name,
      siteName: data.settings['general.app_name'] || site.name,
    },
    footer: data.footer ? sanitiseFooter(data.footer) : null,
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
    },
    exitPopup: settings.exitPopup,
    ...(page ? { analytics: { pageKind: pageKind('page', false), path } } : {}),
  }
}
