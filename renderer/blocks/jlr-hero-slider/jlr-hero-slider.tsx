import type { BlockProps } from '../../block-props.js'
import { useRenderContext } from '../../context/render-context.js'
import { ButtonGroup } from '../../html/button-group.js'
import { classNames } from '../../html/class-names.js'
import { Heading } from '../../html/heading.js'
import { HeroFrame } from '../../html/hero-frame.js'
import { inSchedule } from '../../html/in-schedule.js'
import { ResponsiveImage } from '../../html/responsive-image.js'
import { RichText } from '../../html/rich-text.js'
import { uiText } from '../../html/ui-text.js'
import { Carousel } from '../../storefront/carousel/Carousel.js'
import type { JlrHeroSliderAttributes } from '../../../templates/generated/types.js'
import { SlideVideo } from './slide-video.js'

type Slide = NonNullable<JlrHeroSliderAttributes['slides']>[number]

/**
 * Hero slider: full-width hero slides (image or background video, title, text, buttons) one at a time
 * through the carousel primitive (fade), advancing on a timer unless the visitor pauses, hovers, focuses or
 * prefers reduced motion. The controls sit over the bottom of the hero. Every slide is in the server HTML;
 * without JavaScript the first shows.
 */
export function JlrHeroSlider({ block, attributes: a }: BlockProps<'jlr-hero-slider'>) {
  const t = uiText(useRenderContext().locale)
  const slides = a.slides ?? []
  if (!slides.length || !inSchedule(a.offer_schedule)) return null
  const theme = a.theme ?? 'light'
  const wide = a['image-ratio'] === '16-6-5'
  const duration = a.slide_duration ?? 6000
  return (
    <Carousel
      id={`${block.id}-slides`}
      label={t.slides}
      count={slides.length}
      autoplay={a.is_autoplay ?? true}
      durationOf={() => duration}
      touchLimit={a.has_touch_devices_slides_limit ?? false}
      view={a.carousel_view_options ?? 'arrows-and-dots'}
      className={classNames(
        'hero-slider',
        `hero-slider--text-${theme}`,
        theme === 'light' && 'tone-inverse',
        wide && 'hero-slider--wide',
      )}
      controlsClassName="container hero-slider__controls"
      renderSlide={(i, { active }) => (
        <HeroSlide slide={slides[i]!} first={i === 0} active={active} attributes={a} wide={wide} />
      )}
    />
  )
}

function HeroSlide({
  slide,
  first,
  active,
  attributes: a,
  wide,
}: {
  slide: Slide
  first: boolean
  active: boolean
  attributes: JlrHeroSliderAttributes
  wide: boolean
}) {
  return (
    <HeroFrame
      className="hero-slider__frame"
      theme={a.theme}
      align={a.text_alignment}
      valign={a.vertical_alignment ?? 'bottom'}
      media={
        <>
          {slide.image ? (
            <ResponsiveImage
              image={slide.image}
              mobileImage={slide.mobile_image}
              sizes="100vw"
              width={1600}
              height={wide ? 650 : 900}
              eager={first}
              priority={first}
            />
          ) : null}
          <SlideVideo
            desktop={slide.video_desktop}
            mobile={slide.video_mobile}
            active={active}
            first={first}
          />
        </>
      }
    >
      <Heading tag={slide.header_tag} size="xl" className="hero__title">
        {slide.heading}
      </Heading>
      <RichText html={slide.paragraph} className="hero__paragraph" />
      <ButtonGroup buttons={slide.buttons} style={a.button_style} />
    </HeroFrame>
  )
}
