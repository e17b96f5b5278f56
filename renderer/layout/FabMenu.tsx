import { useEffect, useRef, useState, type CSSProperties } from 'react'
import { FAB_TOUCH_HIGHLIGHT_MS, type FabView } from '../../engine/rules/floating-action-button.js'
import { LayoutControlIcon } from './LayoutControlIcon.js'
import { LayoutIcon } from './LayoutIcon.js'
import { useMakeWay } from './use-make-way.js'

/**
 * The round floating action button (55 px) and its menu (001 §2). The secondary variant opens on load and
 * shows 3 items on mobile; a touched item is highlighted for 200 ms. Escape or a click outside closes it.
 * While closed, it moves out of the way of the page's calls to action (useMakeWay).
 */
export function FabMenu({
  view,
  openLabel,
  closeLabel,
}: {
  view: FabView
  openLabel: string
  closeLabel: string
}) {
  const [open, setOpen] = useState(false)
  const [touched, setTouched] = useState<number | null>(null)
  const rootRef = useRef<HTMLDivElement>(null)
  const away = useMakeWay(rootRef, !open)

  // Opening in an effect, not in the initial state, keeps the first render equal to the server's.
  useEffect(() => {
    if (view.isSecondary) setOpen(true)
  }, [view.isSecondary])

  useEffect(() => {
    if (!open) return
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false)
    }
    const onPointer = (event: PointerEvent) => {
      if (!view.isSecondary && rootRef.current && !rootRef.current.contains(event.target as Node))
        setOpen(false)
    }
    document.addEventListener('keydown', onKey)
    document.addEventListener('pointerdown', onPointer)
    return () => {
      document.removeEventListener('keydown', onKey)
      document.removeEventListener('pointerdown', onPointer)
    }
  }, [open, view.isSecondary])

  useEffect(() => {
    if (touched === null) return
    const timer = setTimeout(() => setTouched(null), FAB_TOUCH_HIGHLIGHT_MS)
    return () => clearTimeout(timer)
  }, [touched])

  return (
    <div
      ref={rootRef}
      className={`fab${view.isSecondary ? ' fab--secondary' : ''}${open ? ' fab--open' : ''}${away ? ' fab--away' : ''}`}
    >
      <ul className="fab__menu" id="fab-menu" hidden={!open}>
        {view.items.map((item, i) => {
          const content = (
            <>
              <span className="fab__icon">
                <LayoutIcon name={item.icon ?? 'arrow-right'} size={18} />
              </span>
              <span className="fab__label">{item.label}</span>
            </>
          )
          return (
            <li
              key={i}
              className={`fab__item${touched === i ? ' fab__item--touched' : ''}`}
              style={{ '--fab-index': i } as CSSProperties}
            >
              {item.url ? (
                <a
                  className="fab__link"
                  href={item.url}
                  target={item.target === '_blank' ? '_blank' : undefined}
                  rel={item.target === '_blank' ? 'noopener noreferrer' : undefined}
                  onPointerDown={(event) => {
                    if (event.pointerType === 'touch') setTouched(i)
                  }}
                >
                  {content}
                </a>
              ) : (
                <span className="fab__link">{content}</span>
              )}
            </li>
          )
        })}
      </ul>
      <button
        type="button"
        className={`fab__button${view.mobileButtonLabel ? ' fab__button--labelled' : ''}`}
        aria-expanded={open}
        aria-controls="fab-menu"
        onClick={() => setOpen(!open)}
      >
        <LayoutControlIcon name={open ? 'close' : 'plus'} size={24} />
        {view.mobileButtonLabel ? <span className="fab__button-label">{view.mobileButtonLabel}</span> : null}
        <span className="visually-hidden">{open ? closeLabel : openLabel}</span>
      </button>
    </div>
  )
}
