import type { BlockProps } from '../../block-props.js'
import { useRenderContext } from '../../context/render-context.js'
import { uiText } from '../../html/ui-text.js'

/**
 * In-page navigation: a bar of links to sections of this page (their block scroll ids) and a short
 * back-to-top link. It sticks to the top of the window while the page scrolls.
 */
export function InPageNavigation({ attributes: a }: BlockProps<'in-page-navigation'>) {
  const t = uiText(useRenderContext().locale)
  const items = a.items ?? []
  if (!items.length) return null
  return (
    <nav className="in-page-nav" aria-label={t.onThisPage}>
      <div className="container in-page-nav__inner">
        <ul className="in-page-nav__list">
          {items.map((item) => (
            <li key={item.blockId}>
              <a className="in-page-nav__link" href={`#${item.blockId}`}>
                {item.label}
              </a>
            </li>
          ))}
        </ul>
        {/* "#top" scrolls to the top of the document (HTML: a fragment "top" with no such id). */}
        <a className="in-page-nav__top" href="#top">
          <span>{a.goTopShort || 'TOP'}</span>
          <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
            <path d="M12 19V5M6 11l6-6 6 6" fill="none" stroke="currentColor" strokeWidth="1.6" />
          </svg>
        </a>
      </div>
    </nav>
  )
}
