import { useEffect, useRef, useState, type CSSProperties, type KeyboardEvent } from 'react'
import type { BlockProps } from '../../block-props.js'
import { useRenderContext } from '../../context/render-context.js'
import { blockDomId } from '../../html/block-dom-id.js'
import { classNames } from '../../html/class-names.js'
import { LinkAnchor } from '../../html/link-anchor.js'
import { ResponsiveImage } from '../../html/responsive-image.js'
import { uiText } from '../../html/ui-text.js'
import type { HotspotsContainerAttributes } from '../../../templates/generated/types.js'
import { ShowcaseSection } from '../jlr-exterior-360/showcase-section.js'

type Hotspot = NonNullable<HotspotsContainerAttributes['hotspots']>[number]

function clamp(n: number): number {
  return Math.min(Math.max(Number.isFinite(n) ? n : 0, 0), 100)
}

/**
 * Hotspots: points placed in percent over an image, each a button that opens a small panel (title, text,
 * optional image and link) beside it, or as a sheet at the foot of the screen on phones. Opening moves focus
 * into the panel; Escape, its close button or a click elsewhere closes it, and focus returns to the point.
 * The points keep their place on the (unmirrored) image in right-to-left pages; the panel opens toward
 * the image's middle so it stays on the picture.
 */
export function HotspotsContainer({ block, attributes: a }: BlockProps<'hotspots-container'>) {
  const t = uiText(useRenderContext().locale)
  const spots = a.hotspots ?? []
  const id = blockDomId(block.id)
  const [open, setOpen] = useState<number | null>(null)
  const buttons = useRef<(HTMLButtonElement | null)[]>([])
  const panel = useRef<HTMLDivElement>(null)
  const figure = useRef<HTMLDivElement>(null)

  const close = (returnFocus: boolean) => {
    const was = open
    setOpen(null)
    if (returnFocus && was !== null) buttons.current[was]?.focus()
  }

  useEffect(() => {
    if (open !== null) panel.current?.focus()
  }, [open])

  useEffect(() => {
    if (open === null) return
    const outside = (event: PointerEvent) => {
      if (!figure.current?.contains(event.target as Node)) setOpen(null)
    }
    document.addEventListener('pointerdown', outside)
    return () => document.removeEventListener('pointerdown', outside)
  }, [open])

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || open === null) return
    event.stopPropagation()
    close(true)
  }

  return (
    <ShowcaseSection
      className="hotspots"
      theme={a.theme ?? 'light'}
      heading={a.heading}
      headerTag={a.header_tag}
      paragraph={a.paragraph}
    >
      <div ref={figure} className="hotspots__figure" onKeyDown={onKeyDown}>
        {a.image ? (
          <ResponsiveImage
            image={a.image}
            sizes="(min-width: 1280px) 1200px, 100vw"
            width={1600}
            height={900}
            className="hotspots__image"
          />
        ) : null}
        <ul className="hotspots__list">
          {spots.map((spot, i) => (
            <HotspotItem
              key={i}
              spot={spot}
              panelId={`${id}-spot-${i}`}
              isOpen={open === i}
              closeLabel={t.close}
              buttonRef={(el) => {
                buttons.current[i] = el
              }}
              panelRef={open === i ? panel : undefined}
              onToggle={() => (open === i ? close(true) : setOpen(i))}
              onClose={() => close(true)}
            />
          ))}
        </ul>
      </div>
    </ShowcaseSection>
  )
}

function HotspotItem({
  spot,
  panelId,
  isOpen,
  closeLabel,
  buttonRef,
  panelRef,
  onToggle,
  onClose,
}: {
  spot: Hotspot
  panelId: string
  isOpen: boolean
  closeLabel: string
  buttonRef: (el: HTMLButtonElement | null) => void
  panelRef?: React.RefObject<HTMLDivElement | null>
  onToggle: () => void
  onClose: () => void
}) {
  const x = clamp(spot.x)
  const y = clamp(spot.y)
  return (
    <li
      className={classNames(
        'hotspots__spot',
        x > 50 ? 'hotspots__spot--open-left' : 'hotspots__spot--open-right',
        y > 55 && 'hotspots__spot--open-up',
        isOpen && 'hotspots__spot--open',
      )}
      // Physical left: the image is not mirrored in right-to-left pages, so neither are its points.
      style={{ left: `${x}%`, top: `${y}%` } as CSSProperties}
    >
      <button
        ref={buttonRef}
        type="button"
        className="hotspots__button"
        aria-expanded={isOpen}
        aria-controls={isOpen ? panelId : undefined}
        onClick={onToggle}
      >
        <span className="hotspots__plus" aria-hidden="true" />
        <span className="visually-hidden">{spot.title}</span>
      </button>
      {isOpen ? (
        <div
          ref={panelRef}
          id={panelId}
          className="hotspots__panel"
          role="dialog"
          aria-labelledby={`${panelId}-title`}
          tabIndex={-1}
        >
          <div className="hotspots__panel-head">
            <p className="hotspots__panel-title" id={`${panelId}-title`}>
              {spot.title}
            </p>
            <button type="button" className="hotspots__close" aria-label={closeLabel} onClick={onClose}>
              <svg viewBox="0 0 24 24" width="18" height="18" focusable="false" aria-hidden="true">
                <path d="M6 6l12 12M18 6L6 18" fill="none" stroke="currentColor" strokeWidth="1.8" />
              </svg>
            </button>
          </div>
          {spot.image ? (
            <ResponsiveImage
              image={spot.image}
              sizes="320px"
              width={640}
              height={360}
              max={640}
              className="hotspots__panel-image"
            />
          ) : null}
          {spot.text ? <p className="hotspots__panel-text">{spot.text}</p> : null}
          {spot.link ? <LinkAnchor link={spot.link} className="hotspots__panel-link" /> : null}
        </div>
      ) : null}
    </li>
  )
}
