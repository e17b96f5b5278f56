import type { NavigationVariant } from '../../engine/rules/navigation-variant.js'
import { Island } from '../blocks/island.js'
import { useRenderContext } from '../context/render-context.js'
import { ReusedHtml } from '../html/reused-html.js'
import MainNavigation, { type MainNavigationProps } from './islands/main-navigation.js'
import { layoutLabels } from './layout-labels.js'
import { LightNavigation } from './LightNavigation.js'
import type { LanguageLink, NavEntry } from './nav-types.js'
import { SiteLogoLink } from './SiteLogoLink.js'

/**
 * The sticky top navigation in its variant (001 §2): main (an island, hydrated at once: it is the first
 * thing people use), the external navigation service's menu (the same bar with the service's entries,
 * read on the server: server/ssr/naas-navigation.ts), light, logo-only, or nothing. The header, not the
 * island inside it, is sticky: a sticky element sticks only within its parent, and the island wrapper is
 * exactly as tall as the bar.
 */
export function Navigation(props: NavigationProps) {
  if (props.variant === 'none') return null
  // The bar shows the current page (nav-current.ts), so it is reused per page path, never across paths;
  // the identity is everything it renders from besides the render context (docs/decisions/018).
  return (
    <ReusedHtml
      as="header"
      attributes={{
        className: `site-nav site-nav--${props.variant}`,
        'data-naas-mount': props.variant === 'naas' ? '' : undefined,
      }}
      kind="navigation"
      identity={{ ...props }}
    >
      <NavigationContent {...props} />
    </ReusedHtml>
  )
}

interface NavigationProps {
  variant: NavigationVariant
  entries: NavEntry[]
  currentPath: string
  dealerName?: string
  siteName?: string
  /** The language switch (LanguageSwitch.tsx): in the main and light bars; the logo-only bar stays bare. */
  languages: LanguageLink[]
}

function NavigationContent({
  variant,
  entries,
  currentPath,
  dealerName,
  siteName,
  languages,
}: NavigationProps) {
  const { site, locale, localePrefix } = useRenderContext()
  const labels = layoutLabels(locale)
  const logo = {
    brand: site.brand,
    siteName: siteName ?? site.name,
    ...(dealerName ? { dealerName } : {}),
    homeUrl: localePrefix || '/',
  }
  if (variant === 'main' || variant === 'naas') {
    const props: MainNavigationProps = {
      ...logo,
      currentPath,
      entries,
      languages,
      labels: {
        mainNavigation: labels.mainNavigation,
        openMenu: labels.openMenu,
        closeMenu: labels.closeMenu,
        home: labels.home,
        overview: labels.overview,
        searchLabel: labels.searchLabel,
      },
      // The site search in the bar: the footer's field and suggestions, its own id (001 §3).
      search: {
        action: `${localePrefix}/search`,
        suggestionsUrl: '/search_suggestions/',
        locale,
        inputId: 'nav-search-keyword',
        variant: 'nav',
        labels: {
          label: labels.searchLabel,
          placeholder: labels.searchPlaceholder,
          submit: labels.searchSubmit,
          suggestions: labels.searchSuggestions,
        },
      },
    }
    return (
      <Island name="layout:main-navigation" props={props} interaction>
        <MainNavigation {...props} />
      </Island>
    )
  }
  if (variant === 'light')
    return (
      <LightNavigation
        {...logo}
        homeLabel={labels.home}
        label={labels.mainNavigation}
        entries={entries}
        currentPath={currentPath}
        languages={languages}
      />
    )
  // logo-only.
  return (
    <div className="site-nav__bar container">
      <SiteLogoLink {...logo} homeLabel={labels.home} />
    </div>
  )
}
