import type { BlockProps } from '../../block-props.js'
import { useRenderContext } from '../../context/render-context.js'
import { ResponsiveImage } from '../../html/responsive-image.js'
import { uiText } from '../../html/ui-text.js'
import { Carousel } from '../../storefront/carousel/Carousel.js'
import type { CarouselModel } from '../../storefront/carousel/use-carousel-model.js'
import { BlockFrame } from '../../storefront/block-frame/BlockFrame.js'
import { CarouselHash } from '../../storefront/block-frame/CarouselHash.js'
import { fieldVisibility } from '../../storefront/block-frame/hidden-fields.js'
import { SlideCaption } from '../../storefront/block-frame/SlideCaption.js'
import type { NumberButtonCarouselAttributes } from '../../../templates/generated/types.js'

type Slide = NonNullable<NumberButtonCarouselAttributes['slides']>[number]

/**
 * Number button carousel (001 §3): image slides with a title, text and link, one at a time, chosen with
 * numbered buttons (the carousel's dots, drawn as 1, 2, 3...) as well as swipe and the arrow keys.
 */
export function NumberButtonCarousel({ block, attributes: a }: BlockProps<'number-button-carousel'>) {
  const t = uiText(useRenderContext().locale)
  const shows = fieldVisibility(a.hidden_fields)
  const slides = a.slides ?? []
  if (!slides.length) return null
  const id = `${block.id}-slides`
  return (
    <BlockFrame blockId={block.id} attributes={a} className="number-carousel">
      <Carousel
        id={id}
        label={a.title || t.slides}
        count={slides.length}
        autoplay={a.has_timer ?? false}
        view="none"
        viewportClassName="number-carousel__viewport"
        renderSlide={(i) => <NumberedSlide slide={slides[i]!} shows={shows} eager={i === 0} />}
        extra={(model) => (
          <>
            <NumberButtons model={model} controls={`${id.replace(/[^A-Za-z0-9_-]/g, '-')}-slides`} />
            <CarouselHash ids={slides.map((s) => s.hash)} goTo={model.goTo} stops={model.stops} />
          </>
        )}
      />
    </BlockFrame>
  )
}

/** The numbered buttons: one per slide, the current one marked (aria-current). */
function NumberButtons({ model, controls }: { model: CarouselModel; controls: string }) {
  const t = uiText(useRenderContext().locale)
  if (model.stops < 2) return null
  return (
    <div className="number-carousel__numbers" role="group" aria-label={t.chooseSlide}>
      {Array.from({ length: model.stops }, (_, i) => (
        <button
          key={i}
          type="button"
          className="number-carousel__number"
          aria-label={t.goToSlide(i + 1)}
          aria-current={i === model.index ? 'true' : undefined}
          aria-controls={controls}
          onClick={() => model.goTo(i)}
        >
          {i + 1}
        </button>
      ))}
    </div>
  )
}

function NumberedSlide({
  slide,
  shows,
  eager,
}: {
  slide: Slide
  shows: (field: string) => boolean
  eager: boolean
}) {
  return (
    <div className="number-carousel__slide">
      <ResponsiveImage
        image={slide.image}
        sizes="(min-width: 1024px) 60vw, 100vw"
        width={1600}
        height={900}
        eager={eager}
        className="slide-image"
      />
      <SlideCaption slide={slide} group="slides" shows={shows} className="number-carousel__caption" />
    </div>
  )
}
