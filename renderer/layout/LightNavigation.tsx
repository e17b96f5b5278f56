import { LanguageSwitch } from './LanguageSwitch.js'
import { navCurrent } from './nav-current.js'
import type { LanguageLink, NavEntry } from './nav-types.js'
import { SiteLogoLink } from './SiteLogoLink.js'

/**
 * The light navigation of redesigned pages: the logo and the top entries as plain links, no dropdowns and no
 * script; on narrow screens the links scroll sideways. The language switch ends the list.
 */
export function LightNavigation({
  entries,
  currentPath,
  languages,
  label,
  homeLabel,
  ...logo
}: {
  brand: string
  siteName: string
  dealerName?: string
  homeUrl: string
  homeLabel: string
  label: string
  entries: NavEntry[]
  currentPath: string
  languages: readonly LanguageLink[]
}) {
  return (
    <div className="site-nav__bar container">
      <SiteLogoLink {...logo} homeLabel={homeLabel} />
      <nav className="site-nav__light" aria-label={label}>
        <ul className="site-nav__light-list">
          {entries.map((entry) => {
            const current = navCurrent(entry, currentPath)
            return (
              <li key={entry.id}>
                <a
                  className={`site-nav__link${current ? ' site-nav__link--active' : ''}`}
                  href={entry.url}
                  aria-current={current === 'page' ? 'page' : undefined}
                >
                  {entry.title}
                </a>
              </li>
            )
          })}
          <LanguageSwitch languages={languages} />
        </ul>
      </nav>
    </div>
  )
}
