import { useCallback } from 'react'
import type { BlockProps } from '../../block-props.js'
import { useRenderContext } from '../../context/render-context.js'
import { CarouselControls } from '../../html/carousel-controls.js'
import { classNames } from '../../html/class-names.js'
import { uiText } from '../../html/ui-text.js'
import { useCarousel } from '../../html/use-carousel.js'
import { QuoteMark } from './quote-mark.js'
import { useSwipe } from '../../html/use-swipe.js'

/** How long a quote shows when the slider advances on its own (the template has no duration field). */
const QUOTE_DURATION = 8000

/**
 * Quote slider: customer or press quotes, one at a time, with arrows, dots and swipe; with has_timer they
 * advance on their own (paused on hover and focus, never under reduced motion). All quotes are rendered;
 * without JavaScript the first shows.
 */
export function QuoteSlider({ block, attributes: a }: BlockProps<'quote-slider'>) {
  const t = uiText(useRenderContext().locale)
  const quotes = a.groups ?? []
  const autoplay = a.has_timer ?? false
  const durationOf = useCallback(() => QUOTE_DURATION, [])
  const carousel = useCarousel({ count: quotes.length, autoplay, durationOf })
  const swipe = useSwipe(carousel.next, carousel.previous)
  if (!quotes.length) return null
  const viewportId = `${block.id.replace(/[^A-Za-z0-9_-]/g, '-')}-quotes`
  return (
    <section
      className={`quote-slider tone-${a.slider_theme ?? 'light'}`}
      aria-roledescription="carousel"
      aria-label={t.quotes}
      {...carousel.holdProps}
    >
      <div className="container">
        <div
          id={viewportId}
          className="quote-slider__viewport"
          aria-live={carousel.playing ? 'off' : 'polite'}
          {...swipe}
        >
          {quotes.map((quote, i) => (
            <figure
              key={i}
              className={classNames(
                'quote-slider__slide',
                `quote-slider__slide--${quote.section_class ?? 'center'}`,
                quote.justify_text && 'quote-slider__slide--justify',
                i === carousel.index && 'quote-slider__slide--active',
              )}
              role="group"
              aria-roledescription="slide"
              aria-label={t.slideOf(i + 1, quotes.length)}
              inert={i !== carousel.index}
            >
              <QuoteMark />
              <blockquote className="quote-slider__quote">
                <p>{quote.quote}</p>
              </blockquote>
              {quote.author || quote.author_position ? (
                <figcaption className="quote-slider__source">
                  {quote.author ? <span className="quote-slider__author">{quote.author}</span> : null}
                  {quote.author_position ? (
                    <span className="quote-slider__position">{quote.author_position}</span>
                  ) : null}
                </figcaption>
              ) : null}
            </figure>
          ))}
        </div>
        <CarouselControls
          count={quotes.length}
          index={carousel.index}
          onGoTo={carousel.goTo}
          onNext={carousel.next}
          onPrevious={carousel.previous}
          arrows
          dots
          autoplay={autoplay}
          running={carousel.running}
          onToggle={carousel.toggle}
          controls={viewportId}
          text={t}
          className="quote-slider__controls"
        />
      </div>
    </section>
  )
}
