import { useEffect, useRef, useState, type CSSProperties } from 'react'
import {
  QUICK_LINKS_AUTO_CLOSE_MS,
  QUICK_LINKS_SCROLL_THRESHOLD_PX,
  type FabView,
} from '../../engine/rules/floating-action-button.js'
import { LayoutControlIcon } from './LayoutControlIcon.js'
import { LayoutIcon } from './LayoutIcon.js'
import { useMakeWay } from './use-make-way.js'

/**
 * Quick links (001 §2, 000 §9): they appear once the page has scrolled 400 px and then stay. On mobile a
 * fixed bottom bar (at least 65 px) with an expand button ("Next Steps" by default) opens the list; from
 * 1024 px a side panel, 229 px wide, collapses to 47 px (icons only) after 5000 ms. Links come in with a
 * 150 ms stagger (quick-links.css).
 */
export function QuickLinks({
  view,
  label,
  collapseLabel,
  expandLabel,
  title,
}: {
  view: FabView
  label: string
  collapseLabel: string
  expandLabel: string
  /** The mobile bar's and the panel's title: the configured expand label or the layout's default. */
  title: string
}) {
  const [shown, setShown] = useState(false)
  const [mobileOpen, setMobileOpen] = useState(false)
  const [collapsed, setCollapsed] = useState(false)
  const [pinned, setPinned] = useState(false)
  const rootRef = useRef<HTMLElement>(null)
  // Only the phone's bottom bar makes way; the desktop side panel collapses to icons instead.
  const away = useMakeWay(rootRef, shown && !mobileOpen, '(max-width: 1023px)')

  useEffect(() => {
    const check = () => {
      if (window.scrollY > QUICK_LINKS_SCROLL_THRESHOLD_PX) {
        setShown(true)
        window.removeEventListener('scroll', check)
      }
    }
    check()
    window.addEventListener('scroll', check, { passive: true })
    return () => window.removeEventListener('scroll', check)
  }, [])

  // The desktop panel closes itself once, unless the visitor has already opened or closed it by hand.
  useEffect(() => {
    if (!shown || pinned) return
    const timer = setTimeout(() => setCollapsed(true), QUICK_LINKS_AUTO_CLOSE_MS)
    return () => clearTimeout(timer)
  }, [shown, pinned])

  const items = view.reversed ? [...view.items].reverse() : view.items
  const className = [
    'quick-links',
    shown && 'quick-links--shown',
    mobileOpen && 'quick-links--mobile-open',
    collapsed && 'quick-links--collapsed',
    away && 'quick-links--away',
  ]
    .filter(Boolean)
    .join(' ')
  return (
    <aside ref={rootRef} className={className} aria-label={label}>
      <button
        type="button"
        className="quick-links__expand"
        aria-expanded={mobileOpen}
        aria-controls="quick-links-list"
        onClick={() => setMobileOpen(!mobileOpen)}
      >
        <span>{title}</span>
        <LayoutControlIcon name="chevron-down" size={18} />
      </button>
      {/* The panel's title doubles as its toggle; its state is in aria-expanded, the tooltip says the action. */}
      <button
        type="button"
        className="quick-links__collapse"
        aria-expanded={!collapsed}
        aria-controls="quick-links-list"
        title={collapsed ? expandLabel : collapseLabel}
        onClick={() => {
          setPinned(true)
          setCollapsed(!collapsed)
        }}
      >
        <LayoutControlIcon name="chevron-next" size={18} />
        <span className="quick-links__title">{title}</span>
      </button>
      <ul className="quick-links__list" id="quick-links-list">
        {items.map((item, i) => (
          <li key={i} className="quick-links__item" style={{ '--ql-index': i } as CSSProperties}>
            <a
              className="quick-links__link"
              href={item.url}
              target={item.target === '_blank' ? '_blank' : undefined}
              rel={item.target === '_blank' ? 'noopener noreferrer' : undefined}
              title={collapsed ? item.label : undefined}
            >
              <LayoutIcon name={item.icon ?? 'arrow-right'} size={20} />
              <span className="quick-links__label">{item.label}</span>
            </a>
          </li>
        ))}
      </ul>
    </aside>
  )
}
