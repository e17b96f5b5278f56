import type { Ref } from 'react'
import type { HeroCarouselAttributes } from '../../../templates/generated/types.js'
import { BackgroundVideo } from '../../html/background-video.js'
import { classNames } from '../../html/class-names.js'
import { Heading } from '../../html/heading.js'
import { LinkAnchor } from '../../html/link-anchor.js'
import { ResponsiveImage } from '../../html/responsive-image.js'
import { RichText } from '../../html/rich-text.js'
import { imageUrl } from '../../media/image-url.js'

type Slide = NonNullable<HeroCarouselAttributes['slides']>[number]

/**
 * One hero slide: its image (wide on desktop when the carousel is wide, the mobile image on phones),
 * an optional video over it, and its caption: info line, heading, description, price and link.
 */
export function HeroSlide({
  slide,
  id,
  label,
  active,
  first,
  wide,
  playOnMobile,
  videoRef,
  onVideoPlay,
}: {
  slide: Slide
  id: string
  label: string
  active: boolean
  first: boolean
  wide: boolean
  playOnMobile: boolean
  videoRef: Ref<HTMLVideoElement>
  onVideoPlay: () => void
}) {
  const image = wide && slide.image_wide ? slide.image_wide : slide.image
  const background = slide.video_type !== 'video'
  const fit = slide.video_styles === 'contain' ? 'hero-slide__video--contain' : undefined
  const hasVideo = Boolean(slide.video_desktop || (playOnMobile && slide.video_mobile))
  return (
    <div
      id={id}
      className={classNames('hero-slide', active && 'hero-slide--active')}
      role="group"
      aria-roledescription="slide"
      aria-label={label}
      inert={!active}
    >
      <div className="hero-slide__media">
        {image ? (
          <ResponsiveImage
            image={image}
            mobileImage={slide.mobile_image}
            sizes="100vw"
            width={1600}
            height={wide ? 650 : 900}
            eager={first}
            priority={first}
            className="hero-slide__image"
          />
        ) : null}
        {hasVideo && background ? (
          <BackgroundVideo
            ref={videoRef}
            className={classNames(
              'hero-slide__video',
              fit,
              // Phones without videos keep the slide's (mobile) image, not the desktop poster.
              !playOnMobile && 'hero-slide__video--desktop',
            )}
            desktop={slide.video_desktop || undefined}
            mobile={slide.video_mobile || undefined}
            playOnMobile={playOnMobile}
            poster={slide.video_bg?.id}
            autoPlay={first}
          />
        ) : null}
        {hasVideo && !background ? (
          <video
            ref={videoRef}
            className={classNames('hero-slide__video hero-slide__video--player', fit)}
            controls
            playsInline
            preload="none"
            poster={slide.video_bg ? imageUrl(slide.video_bg.id, 1600) : undefined}
            aria-label={slide.video_bg?.alt || slide.heading}
            onPlay={onVideoPlay}
          >
            {playOnMobile && slide.video_mobile ? (
              <source src={slide.video_mobile} media="(max-width: 740px)" />
            ) : null}
            {slide.video_desktop ? <source src={slide.video_desktop} /> : null}
          </video>
        ) : null}
      </div>
      <div className="hero-slide__caption container">
        <div className="hero-slide__text">
          <div className="hero-slide__lead">
            {slide.info ? <p className="hero-slide__info">{slide.info}</p> : null}
            <Heading tag={slide.header_tag} size="xl" className="hero-slide__title">
              {slide.heading}
            </Heading>
          </div>
          <div className="hero-slide__detail">
            <RichText html={slide.description} className="hero-slide__description" />
            {slide.price ? <p className="hero-slide__price">{slide.price}</p> : null}
            {slide.link ? (
              <LinkAnchor link={slide.link} className="button button--primary hero-slide__link" />
            ) : null}
          </div>
        </div>
      </div>
    </div>
  )
}
