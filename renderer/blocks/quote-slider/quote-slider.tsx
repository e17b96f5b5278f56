import type { BlockProps } from '../../block-props.js'
import { useRenderContext } from '../../context/render-context.js'
import { classNames } from '../../html/class-names.js'
import { uiText } from '../../html/ui-text.js'
import { Carousel } from '../../storefront/carousel/Carousel.js'
import type { QuoteSliderAttributes } from '../../../templates/generated/types.js'
import { QuoteMark } from './quote-mark.js'

type QuoteGroup = NonNullable<QuoteSliderAttributes['groups']>[number]

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
  if (!quotes.length) return null
  return (
    <div className={`quote-slider tone-${a.slider_theme ?? 'light'}`}>
      <div className="container">
        <Carousel
          id={`${block.id}-quotes`}
          label={t.quotes}
          count={quotes.length}
          autoplay={a.has_timer ?? false}
          durationOf={quoteDuration}
          viewportClassName="quote-slider__viewport"
          controlsClassName="quote-slider__controls"
          slideTag="figure"
          slideClassName={(i) => slideClass(quotes[i]!)}
          renderSlide={(i) => <Quote quote={quotes[i]!} />}
        />
      </div>
    </div>
  )
}

const quoteDuration = () => QUOTE_DURATION

const slideClass = (quote: QuoteGroup) =>
  classNames(
    'quote-slider__slide',
    `quote-slider__slide--${quote.section_class ?? 'center'}`,
    quote.justify_text && 'quote-slider__slide--justify',
  )

/** One quote: the figure's content (the carousel's slide is the figure). */
function Quote({ quote }: { quote: QuoteGroup }) {
  return (
    <>
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
    </>
  )
}
