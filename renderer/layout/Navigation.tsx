import type { NavigationVariant } from '../../engine/rules/navigation-variant.js'
import { Island } from '../blocks/island.js'
import { useRenderContext } from '../context/render-context.js'
import MainNavigation, { type MainNavigationProps } from './islands/main-navigation.js'
import { layoutLabels } from './layout-labels.js'
import { LightNavigation } from './LightNavigation.js'
import type { NavEntry } from './nav-types.js'
import { SiteLogoLink } from './SiteLogoLink.js'

/**
 * The sticky top navigation in its variant (001 §2): main (an island, hydrated at once: it is the first
 * thing people use), light, logo-only, the external menu's mount point, or nothing. The header, not the
 * island inside it, is sticky: a sticky element sticks only within its parent, and the island wrapper is
 * exactly as tall as the bar.
 */
export function Navigation({
  variant,
  entries,
  currentPath,
  dealerName,
  siteName,
}: {
  variant: NavigationVariant
  entries: NavEntry[]
  currentPath: string
  dealerName?: string
  siteName?: string
}) {
  const { site, locale, localePrefix } = useRenderContext()
  if (variant === 'none') return null
  const labels = layoutLabels(locale)
  const logo = {
    brand: site.brand,
    siteName: siteName ?? site.name,
    ...(dealerName ? { dealerName } : {}),
    homeUrl: localePrefix || '/',
  }
  if (variant === 'main') {
    const props: MainNavigationProps = {
      ...logo,
      currentPath,
      entries,
      labels: {
        mainNavigation: labels.mainNavigation,
        openMenu: labels.openMenu,
        closeMenu: labels.closeMenu,
        home: labels.home,
        overview: labels.overview,
      },
    }
    return (
      <header className="site-nav site-nav--main">
        <Island name="layout:main-navigation" props={props} interaction>
          <MainNavigation {...props} />
        </Island>
      </header>
    )
  }
  if (variant === 'light')
    return (
      <header className="site-nav site-nav--light">
        <LightNavigation
          {...logo}
          homeLabel={labels.home}
          label={labels.mainNavigation}
          entries={entries}
          currentPath={currentPath}
        />
      </header>
    )
  // logo-only, and the external navigation service's mount point: its script replaces the logo bar.
  return (
    <header className={`site-nav site-nav--${variant}`} data-naas-mount={variant === 'naas' ? '' : undefined}>
      <div className="site-nav__bar container">
        <SiteLogoLink {...logo} homeLabel={labels.home} />
      </div>
    </header>
  )
}
