import { useEffect, useRef, useState, type CSSProperties } from 'react'
import type { BlockProps } from '../../block-props.js'
import { useRenderContext } from '../../context/render-context.js'
import { classNames } from '../../html/class-names.js'
import { Heading } from '../../html/heading.js'
import { LinkAnchor } from '../../html/link-anchor.js'
import { ResponsiveImage } from '../../html/responsive-image.js'
import { RichText } from '../../html/rich-text.js'
import { uiText } from '../../html/ui-text.js'
import { useSweep } from './use-sweep.js'

function clampPercent(value: number): number {
  return Math.min(Math.max(Math.round(value), 0), 100)
}

/**
 * Compare images: a before and an after image split by a divider. The divider is a native range input
 * laid over the images (drag anywhere, or use the arrow keys), so it is accessible without our own
 * keyboard code; the before image shows from the start edge to the divider.
 */
export function CompareImages({ attributes: a }: BlockProps<'compare-images'>) {
  const t = uiText(useRenderContext().locale)
  const start = clampPercent(a.start_position ?? 50)
  const [position, setPosition] = useState(start)
  const [touched, setTouched] = useState(false)
  const stage = useRef<HTMLDivElement>(null)
  const sweep = useSweep(stage, start, Boolean(a.has_autostart) && !touched, setPosition)
  useEffect(() => {
    if (touched) sweep.cancel()
  }, [touched, sweep])
  const hasText = Boolean(a.heading || a.paragraph || a.link)
  const theme = a.theme ?? 'light'
  return (
    <section
      className={classNames(
        'compare',
        `tone-${theme}`,
        theme !== 'light' && 'compare--boxed',
        a.has_sidebar && hasText && 'compare--sidebar',
      )}
    >
      <div className="container compare__layout">
        {hasText ? (
          <div className="compare__text">
            {a.heading ? (
              <Heading tag={a.header_tag} size="l" className="compare__title">
                {a.heading}
              </Heading>
            ) : null}
            <RichText html={a.paragraph} className="compare__paragraph" />
            {a.link ? <LinkAnchor link={a.link} className="button button--secondary compare__link" /> : null}
          </div>
        ) : null}
        <div className="compare__figure">
          <div
            ref={stage}
            className="compare__stage"
            style={{ '--position': `${position}%` } as CSSProperties}
          >
            <div className="compare__image compare__image--after">
              {a.image_after ? (
                <ResponsiveImage
                  image={a.image_after}
                  sizes="(min-width: 1024px) 66vw, 100vw"
                  width={1600}
                  height={900}
                  className="compare__img"
                />
              ) : null}
              <span className="compare__label compare__label--after" aria-hidden="true">
                {t.after}
              </span>
            </div>
            <div className="compare__image compare__image--before">
              {a.image_before ? (
                <ResponsiveImage
                  image={a.image_before}
                  sizes="(min-width: 1024px) 66vw, 100vw"
                  width={1600}
                  height={900}
                  className="compare__img"
                />
              ) : null}
              <span className="compare__label compare__label--before" aria-hidden="true">
                {t.before}
              </span>
            </div>
            <input
              className="compare__range"
              type="range"
              min={0}
              max={100}
              step={1}
              value={position}
              aria-label={t.comparePosition}
              aria-valuetext={`${position}%`}
              onChange={(event) => {
                setTouched(true)
                setPosition(clampPercent(Number(event.target.value)))
              }}
              onPointerDown={() => setTouched(true)}
            />
            <div className="compare__divider" aria-hidden="true">
              <span className="compare__handle">
                <svg viewBox="0 0 24 24" width="22" height="22" focusable="false">
                  <path d="M9 7l-5 5 5 5M15 7l5 5-5 5" fill="none" stroke="currentColor" strokeWidth="1.6" />
                </svg>
              </span>
            </div>
          </div>
          <p className="compare__hint">
            <span className="compare__hint--touch">{a.touch_label || 'Drag to compare'}</span>
            <span className="compare__hint--mouse">{a.click_label || 'Click and drag to compare'}</span>
          </p>
        </div>
      </div>
    </section>
  )
}
