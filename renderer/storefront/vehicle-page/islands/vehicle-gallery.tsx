import { useEffect, useRef, useState } from 'react'
import { useRenderContext } from '../../../context/render-context.js'
import { fill } from '../../../html/fill.js'
import type { HeroSource } from '../hero-sources.js'

/** How many photos load at once (000 §2: the first two hero images eagerly, the rest lazily). */
const EAGER_PHOTOS = 2

export interface VehicleGalleryProps {
  frames: HeroSource[]
  alt: string
  labels: { gallery: string; photo: string; previous: string; next: string }
}

/**
 * The vehicle's photos (island "storefront:vehicle-page/vehicle-gallery", 000 §2): a strip of 16-9 frames
 * with scroll snapping, so touch, trackpad and keyboard scroll it without script; the island adds previous
 * and next buttons and the "n / total" count. Right to left, the strip runs the reading way.
 */
export default function VehicleGallery({ frames, alt, labels }: VehicleGalleryProps) {
  const { dir } = useRenderContext()
  const strip = useRef<HTMLOListElement>(null)
  const [index, setIndex] = useState(0)

  useEffect(() => {
    const el = strip.current
    if (!el) return
    // Browsers give right-to-left scroll positions as negative numbers: the magnitude is what counts.
    const onScroll = () => setIndex(Math.round(Math.abs(el.scrollLeft) / Math.max(1, el.clientWidth)))
    el.addEventListener('scroll', onScroll, { passive: true })
    return () => el.removeEventListener('scroll', onScroll)
  }, [])

  const goTo = (next: number) => {
    const el = strip.current
    if (!el) return
    const target = Math.min(frames.length - 1, Math.max(0, next))
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches
    el.scrollTo({
      left: (dir === 'rtl' ? -1 : 1) * target * el.clientWidth,
      behavior: reduce ? 'auto' : 'smooth',
    })
    setIndex(target)
  }

  return (
    <section className="vehicle-gallery" aria-label={labels.gallery}>
      <ol className="vehicle-gallery__strip" ref={strip} tabIndex={0}>
        {frames.map((source, i) => (
          <li
            key={source.src}
            className="vehicle-gallery__frame"
            aria-label={fill(labels.photo, { n: i + 1, total: frames.length })}
          >
            <img
              src={source.src}
              srcSet={source.srcSet}
              sizes={source.srcSet ? '(min-width: 1024px) 66vw, 100vw' : undefined}
              width={source.width}
              height={source.height}
              alt={i === 0 ? alt : ''}
              loading={i < EAGER_PHOTOS ? 'eager' : 'lazy'}
              fetchPriority={i === 0 ? 'high' : undefined}
              decoding="async"
            />
          </li>
        ))}
      </ol>
      {frames.length > 1 ? (
        <div className="vehicle-gallery__controls">
          <button
            type="button"
            className="vehicle-gallery__arrow vehicle-gallery__arrow--previous"
            onClick={() => goTo(index - 1)}
            disabled={index === 0}
            aria-label={labels.previous}
          >
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
              <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="1.75" />
            </svg>
          </button>
          <p className="vehicle-gallery__count" aria-live="polite" dir="ltr">
            {index + 1} / {frames.length}
          </p>
          <button
            type="button"
            className="vehicle-gallery__arrow vehicle-gallery__arrow--next"
            onClick={() => goTo(index + 1)}
            disabled={index >= frames.length - 1}
            aria-label={labels.next}
          >
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
              <path d="M9 5l7 7-7 7" fill="none" stroke="currentColor" strokeWidth="1.75" />
            </svg>
          </button>
        </div>
      ) : null}
    </section>
  )
}
