import type { ComponentType } from 'react'
import { MetaheadsScreen } from './MetaheadsScreen.js'
import { RedirectsScreen } from './RedirectsScreen.js'
import { FooterScreen } from './FooterScreen.js'
import { NavigationScreen } from './NavigationScreen.js'
import type { SiteSectionKey } from './site-sections.js'
import { SiteHistoryScreen } from './SiteHistoryScreen.js'
import type { SiteScreenProps } from './SiteSectionScreen.js'
import { SiteSettingsScreen } from './SiteSettingsScreen.js'

/**
 * The screen of each Site section tab. A tab shows only once its screen is here: add the screen's line when
 * it is built.
 */
export const SITE_SCREENS: Partial<Record<SiteSectionKey, ComponentType<SiteScreenProps>>> = {
  settings: SiteSettingsScreen,
  navigation: NavigationScreen,
  footer: FooterScreen,
  metaheads: MetaheadsScreen,
  redirects: RedirectsScreen,
  history: SiteHistoryScreen,
}
