import { useRef, useState } from 'react'
import type { BlockProps } from '../../block-props.js'
import { useRenderContext } from '../../context/render-context.js'
import { classNames } from '../../html/class-names.js'
import { Heading } from '../../html/heading.js'
import { ResponsiveImage } from '../../html/responsive-image.js'
import { uiText } from '../../html/ui-text.js'
import { useSwipe } from '../../storefront/carousel/use-swipe.js'
import { useCountUp } from './use-count-up.js'

const number = new Intl.NumberFormat('en')

/**
 * Versatility (the seat slider): four frames of the seats folding, chosen with a slider (a native range:
 * drag, arrow keys, Home/End), a click on the picture (the next configuration) or a click on a label. The
 * counter beside it follows the chosen frame: its own value, or the block's counter when it has none.
 */
export function Versatility({ attributes: a }: BlockProps<'versatility'>) {
  const t = uiText(useRenderContext().locale)
  const frames = a.frames ?? []
  const last = Math.max(frames.length - 1, 0)
  const [index, setIndex] = useState(0)
  const counterRef = useRef<HTMLParagraphElement>(null)
  const valueAt = (i: number) => frames[i]?.value ?? a.counter ?? 1200
  const shown = useCountUp(valueAt(index), counterRef)
  const unit = a.counter_unit ?? 'litres'
  const pick = (i: number) => setIndex(Math.min(Math.max(i, 0), last))
  const swipe = useSwipe(
    () => pick(index + 1),
    () => pick(index - 1),
  )
  const theme = a.theme ?? 'light'
  return (
    <section
      className={classNames(
        'seats',
        `tone-${theme}`,
        theme !== 'light' && 'seats--boxed',
        a.reversed_counter_position && 'seats--reversed',
      )}
    >
      <div className="container seats__layout">
        <div className="seats__aside">
          {a.small_heading ? <p className="seats__small">{a.small_heading}</p> : null}
          {a.big_heading ? (
            <Heading tag={a.header_tag} size="l" className="seats__big">
              {a.big_heading}
            </Heading>
          ) : null}
          <p ref={counterRef} className="seats__counter">
            <span className="seats__number">{number.format(shown)}</span>{' '}
            <span className="seats__unit">{unit}</span>
          </p>
        </div>
        <div className="seats__stage">
          {/* A click on the picture shows the next configuration and a swipe the next or previous;
              the range below is the keyboard's way. */}
          <div
            className="seats__frames"
            aria-hidden="true"
            onClick={() => setIndex(index >= last ? 0 : index + 1)}
            {...swipe}
          >
            {frames.map((frame, i) => (
              <div key={i} className={classNames('seats__frame', i === index && 'seats__frame--active')}>
                <ResponsiveImage
                  image={frame.image}
                  sizes="(min-width: 1024px) 60vw, 100vw"
                  width={1600}
                  height={900}
                  eager={i === 0}
                  className="seats__img"
                />
              </div>
            ))}
          </div>
          {frames.length > 1 ? (
            <div className="seats__control">
              <input
                className="seats__range"
                type="range"
                min={0}
                max={last}
                step={1}
                value={index}
                aria-label={t.seatConfiguration}
                aria-valuetext={`${frames[index]?.label ?? ''}, ${number.format(valueAt(index))} ${unit}`}
                onChange={(event) => pick(Number(event.target.value))}
              />
              <ol className="seats__labels" aria-hidden="true">
                {frames.map((frame, i) => (
                  <li key={i}>
                    <button
                      type="button"
                      tabIndex={-1}
                      className={classNames('seats__label', i === index && 'seats__label--active')}
                      onClick={() => pick(i)}
                    >
                      {frame.label}
                    </button>
                  </li>
                ))}
              </ol>
              <p className="seats__hint">
                <span className="seats__hint--mouse">
                  {a.click_to_interact_desktop || 'Click or drag to fold the seats'}
                </span>
                <span className="seats__hint--touch">
                  {a.click_to_interact_mobile || 'Tap or swipe to fold the seats'}
                </span>
              </p>
            </div>
          ) : null}
        </div>
      </div>
    </section>
  )
}
