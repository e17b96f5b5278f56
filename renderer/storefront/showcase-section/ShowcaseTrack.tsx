import type { ReactNode } from 'react'
import { Carousel, type CarouselView } from '../carousel/Carousel.js'
import type { PerView } from '../carousel/use-carousel-model.js'
import type { HeadingSize, HeadingTag } from '../../html/heading.js'
import { ShowcaseSection } from './ShowcaseSection.js'

/** The common fields a showcase track reads (slider_theme, carousel_view_options, the touch limit...). */
export interface ShowcaseTrackFields {
  heading?: string
  header_tag?: HeadingTag
  header_size?: HeadingSize
  paragraph?: string
  slider_theme?: 'light' | 'grey' | 'dark' | 'black'
  carousel_view_options?: CarouselView
  has_touch_devices_slides_limit?: boolean
}

/**
 * A ShowcaseSection around a track carousel of equal items (the models carousel, the same size carousel):
 * labelled by the block heading (or `label`), `perView` items on show, controls as carousel_view_options
 * asks, the touch limit when set. Each item stretches to the row's height (`.showcase-track__slide`).
 */
export function ShowcaseTrack({
  blockId,
  className,
  fields: a,
  label,
  perView,
  count,
  renderItem,
}: {
  blockId: string
  className: string
  fields: ShowcaseTrackFields
  /** The carousel's name when the block has no heading. */
  label: string
  perView: PerView
  count: number
  renderItem: (index: number) => ReactNode
}) {
  const headingId = a.heading ? `${blockId}-heading` : undefined
  return (
    <ShowcaseSection
      className={className}
      tone={a.slider_theme}
      heading={a.heading}
      headerTag={a.header_tag}
      headerSize={a.header_size}
      headingId={headingId}
      paragraph={a.paragraph}
    >
      <Carousel
        id={`${blockId}-items`}
        labelledBy={headingId}
        label={label}
        mode="track"
        perView={perView}
        count={count}
        touchLimit={a.has_touch_devices_slides_limit ?? false}
        view={a.carousel_view_options ?? 'arrows-and-dots'}
        slideClassName={() => 'showcase-track__slide'}
        controlsClassName="showcase-track__controls"
        renderSlide={renderItem}
      />
    </ShowcaseSection>
  )
}
