import type { BlockProps } from '../../block-props.js'
import { useRenderContext } from '../../context/render-context.js'
import { ResponsiveImage } from '../../html/responsive-image.js'
import { uiText } from '../../html/ui-text.js'
import { Carousel } from '../../storefront/carousel/Carousel.js'
import { BlockFrame } from '../../storefront/block-frame/BlockFrame.js'
import { CarouselHash } from '../../storefront/block-frame/CarouselHash.js'
import { fieldVisibility } from '../../storefront/block-frame/hidden-fields.js'
import { SlideCaption } from '../../storefront/block-frame/SlideCaption.js'
import type { DualFrameCarouselAttributes } from '../../../templates/generated/types.js'

type Slide = NonNullable<DualFrameCarouselAttributes['slides']>[number]

/**
 * Dual frame carousel (001 §3): each slide is two frames side by side (stacked on phones), so the two move
 * together: one carousel whose slides hold both images, with the caption under them.
 */
export function DualFrameCarousel({ block, attributes: a }: BlockProps<'dual-frame-carousel'>) {
  const t = uiText(useRenderContext().locale)
  const shows = fieldVisibility(a.hidden_fields)
  const slides = a.slides ?? []
  if (!slides.length) return null
  return (
    <BlockFrame blockId={block.id} attributes={a} className="dual-frame">
      <Carousel
        id={`${block.id}-slides`}
        label={a.title || t.slides}
        count={slides.length}
        autoplay={a.has_timer ?? false}
        view={a.view_options ?? 'arrows-and-dots'}
        renderSlide={(i) => <DualSlide slide={slides[i]!} shows={shows} eager={i === 0} />}
        extra={(model) => (
          <CarouselHash ids={slides.map((s) => s.hash)} goTo={model.goTo} stops={model.stops} />
        )}
      />
    </BlockFrame>
  )
}

function DualSlide({
  slide,
  shows,
  eager,
}: {
  slide: Slide
  shows: (field: string) => boolean
  eager: boolean
}) {
  const second = shows('slides.image_end')
  const sizes = second ? '(min-width: 768px) 50vw, 100vw' : '100vw'
  return (
    <div className="dual-frame__slide">
      <div className={second ? 'dual-frame__frames' : 'dual-frame__frames dual-frame__frames--one'}>
        <ResponsiveImage
          image={slide.image_start}
          sizes={sizes}
          width={1600}
          height={900}
          eager={eager}
          className="slide-image"
        />
        {second ? (
          <ResponsiveImage
            image={slide.image_end}
            sizes={sizes}
            width={1600}
            height={900}
            eager={eager}
            className="slide-image"
          />
        ) : null}
      </div>
      <SlideCaption slide={slide} group="slides" shows={shows} className="dual-frame__caption" />
    </div>
  )
}
