import { useEffect, useRef, useState } from 'react'
import { LayoutControlIcon } from '../LayoutControlIcon.js'
import { LanguageSwitch } from '../LanguageSwitch.js'
import type { LayoutLabels } from '../layout-labels.js'
import { navCurrent } from '../nav-current.js'
import type { LanguageLink, NavEntry } from '../nav-types.js'
import { SiteLogoLink } from '../SiteLogoLink.js'
import SearchAutocomplete, { type SearchAutocompleteProps } from './search-autocomplete.js'

export interface MainNavigationProps {
  brand: string
  siteName: string
  dealerName?: string
  homeUrl: string
  currentPath: string
  entries: NavEntry[]
  /** The page in the site's other languages: the last items of the bar, and of the phone menu. */
  languages: LanguageLink[]
  labels: Pick<
    LayoutLabels,
    'mainNavigation' | 'openMenu' | 'closeMenu' | 'home' | 'overview' | 'searchLabel'
  >
  /** The site search field with suggestions, the footer's component (001 §3); absent, no search. */
  search?: SearchAutocompleteProps
}

/**
 * The main navigation bar (island "layout:main-navigation"): the logo, the top entries with their children in
 * dropdown panels (one level), and under 1024 px a menu button that opens the entries as a full-height
 * panel. Escape or a click outside closes what is open. The site search (the footer's autocomplete) opens
 * as a panel under the bar from its button, and is the first thing in the phone menu.
 */
export default function MainNavigation({
  brand,
  siteName,
  dealerName,
  homeUrl,
  currentPath,
  entries,
  languages,
  labels,
  search,
}: MainNavigationProps) {
  const [menuOpen, setMenuOpen] = useState(false)
  const [openId, setOpenId] = useState<string | null>(null)
  const [searchOpen, setSearchOpen] = useState(false)
  const rootRef = useRef<HTMLDivElement>(null)
  // Fixed ids, not useId(): an island hydrates as its own root, so useId() would differ from the server's.
  const menuId = 'site-nav-menu'

  useEffect(() => {
    if (!menuOpen && openId === null && !searchOpen) return
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      if (searchOpen) {
        rootRef.current?.querySelector<HTMLButtonElement>('.site-nav__search-toggle')?.focus()
        setSearchOpen(false)
      } else if (openId !== null) {
        rootRef.current
          ?.querySelector<HTMLButtonElement>(`[data-nav-toggle="${CSS.escape(openId)}"]`)
          ?.focus()
        setOpenId(null)
      } else {
        rootRef.current?.querySelector<HTMLButtonElement>('.site-nav__menu-button')?.focus()
        setMenuOpen(false)
      }
    }
    const onPointer = (event: PointerEvent) => {
      if (rootRef.current && !rootRef.current.contains(event.target as Node)) {
        setOpenId(null)
        setMenuOpen(false)
        setSearchOpen(false)
      }
    }
    document.addEventListener('keydown', onKey)
    document.addEventListener('pointerdown', onPointer)
    return () => {
      document.removeEventListener('keydown', onKey)
      document.removeEventListener('pointerdown', onPointer)
    }
  }, [menuOpen, openId, searchOpen])

  // The desktop search panel takes the focus to its field as it opens.
  useEffect(() => {
    if (searchOpen && search) document.getElementById(search.inputId)?.focus()
  }, [searchOpen, search])

  // The open mobile menu covers the page; the page behind it must not scroll.
  useEffect(() => {
    if (!menuOpen) return
    const previous = document.body.style.overflow
    document.body.style.overflow = 'hidden'
    return () => {
      document.body.style.overflow = previous
    }
  }, [menuOpen])

  return (
    <div ref={rootRef} className={`site-nav__bar container${menuOpen ? ' site-nav__bar--menu-open' : ''}`}>
      <SiteLogoLink
        brand={brand}
        siteName={siteName}
        dealerName={dealerName}
        homeUrl={homeUrl}
        homeLabel={labels.home}
      />
      <nav className="site-nav__primary" id={menuId} aria-label={labels.mainNavigation}>
        {search ? (
          // In the phone menu, first; from 1024 px a panel under the bar that the search button opens.
          <div
            className={`site-nav__search${searchOpen ? ' site-nav__search--open' : ''}`}
            id="site-nav-search"
          >
            <div className="site-nav__search-inner container">
              <SearchAutocomplete {...search} />
            </div>
          </div>
        ) : null}
        <ul className="site-nav__list">
          {entries.map((entry) => {
            const current = navCurrent(entry, currentPath)
            const children = entry.children ?? []
            if (!children.length)
              return (
                <li key={entry.id} className="site-nav__item">
                  <a
                    className={`site-nav__link${current ? ' site-nav__link--active' : ''}`}
                    href={entry.url}
                    aria-current={current === 'page' ? 'page' : undefined}
                  >
                    {entry.title}
                  </a>
                </li>
              )
            const open = openId === entry.id
            const panelId = `site-nav-panel-${entry.id}`
            return (
              <li key={entry.id} className={`site-nav__item${open ? ' site-nav__item--open' : ''}`}>
                <button
                  type="button"
                  className={`site-nav__link site-nav__toggle${current ? ' site-nav__link--active' : ''}`}
                  aria-expanded={open}
                  aria-controls={panelId}
                  data-nav-toggle={entry.id}
                  onClick={() => {
                    setOpenId(open ? null : entry.id)
                    setSearchOpen(false)
                  }}
                >
                  {entry.title}
                  <LayoutControlIcon name="chevron-down" size={16} />
                </button>
                <div className="site-nav__dropdown" id={panelId} hidden={!open}>
                  <div className="site-nav__dropdown-inner container">
                    <a className="site-nav__overview" href={entry.url}>
                      {labels.overview}: {entry.title}
                      <LayoutControlIcon name="arrow-next" size={18} />
                    </a>
                    <ul className="site-nav__children">
                      {children.map((child) => (
                        <li key={child.id}>
                          <a
                            className="site-nav__child"
                            href={child.url}
                            aria-current={navCurrent(child, currentPath) === 'page' ? 'page' : undefined}
                          >
                            <span>{child.title}</span>
                            <LayoutControlIcon name="chevron-next" size={16} />
                          </a>
                        </li>
                      ))}
                    </ul>
                  </div>
                </div>
              </li>
            )
          })}
          <LanguageSwitch languages={languages} />
        </ul>
      </nav>
      {search ? (
        <button
          type="button"
          className="site-nav__search-toggle"
          aria-expanded={searchOpen}
          aria-controls="site-nav-search"
          onClick={() => {
            setSearchOpen(!searchOpen)
            setOpenId(null)
          }}
        >
          <LayoutControlIcon name={searchOpen ? 'close' : 'search'} size={22} />
          <span className="visually-hidden">{labels.searchLabel}</span>
        </button>
      ) : null}
      <button
        type="button"
        className="site-nav__menu-button"
        aria-expanded={menuOpen}
        aria-controls={menuId}
        onClick={() => {
          setMenuOpen(!menuOpen)
          setOpenId(null)
        }}
      >
        <LayoutControlIcon name={menuOpen ? 'close' : 'menu'} size={24} />
        <span className="visually-hidden">{menuOpen ? labels.closeMenu : labels.openMenu}</span>
      </button>
    </div>
  )
}
