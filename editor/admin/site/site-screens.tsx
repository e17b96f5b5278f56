import type { ComponentType } from 'react'
import { FooterScreen } from './FooterScreen.js'
import { NavigationScreen } from './NavigationScreen.js'
import type { SiteSectionKey } from './site-sections.js'
import type { SiteScreenProps } from './SiteSectionScreen.js'

/**
 * The screen of each Site section tab. A tab shows only once its screen is here: add the screen's line when
 * it is built.
 */
export const SITE_SCREENS: Partial<Record<SiteSectionKey, ComponentType<SiteScreenProps>>> = {
  navigation: NavigationScreen,
  footer: FooterScreen,
}
