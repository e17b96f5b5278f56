import { useCallback, useEffect, useRef } from 'react'
import type { BlockProps } from '../../block-props.js'
import { useRenderContext } from '../../context/render-context.js'
import { CarouselControls } from '../../storefront/carousel/carousel-controls.js'
import { classNames } from '../../html/class-names.js'
import { inSchedule } from '../../html/in-schedule.js'
import { uiText } from '../../html/ui-text.js'
import { useCarouselModel } from '../../storefront/carousel/use-carousel-model.js'
import { HeroSlide } from './hero-slide.js'

/**
 * Hero carousel: full-width slides that cross-fade, with arrows, dots, swipe and autoplay. Autoplay
 * pauses while the pointer or focus is inside, has a pause button, shows a timer when asked, and does not
 * run for visitors who prefer reduced motion. Every slide is rendered on the server; without JavaScript
 * the first shows. Only the slide on show plays its video. The engine is the carousel primitive's
 * (useCarouselModel: autoplay, swipe, arrow keys mirrored right to left, Home/End, the touch limit); the
 * markup is the hero's own (videos, the bar over the image, the timer). It hydrates on the shopper's first interaction
 * or just before its first advance (hero-carousel-loading.ts); until then its server markup is the
 * carousel: slide 1, the controls, the timer running in CSS.
 */
export function HeroCarousel({ block, attributes: a }: BlockProps<'hero-carousel'>) {
  const t = uiText(useRenderContext().locale)
  const all = a.slides ?? []
  const fallback = a.slide_duration ?? 6000
  const durationOf = useCallback((i: number) => all[i]?.slide_duration_limit ?? fallback, [all, fallback])
  const autoplay = a.is_autoplay ?? true
  // Hydrates late (heroCarouselLoading): slide 1 has been on show since the first paint.
  const carousel = useCarouselModel({
    count: all.length,
    autoplay,
    durationOf,
    sincePaint: true,
    touchLimit: a.has_touch_devices_slides_limit ?? false,
  })
  const slides = all.slice(0, carousel.shown)
  const videos = useRef<(HTMLVideoElement | null)[]>([])

  // Only the slide on show plays its video; a video with controls waits for the visitor.
  useEffect(() => {
    videos.current.forEach((video, i) => {
      if (!video) return
      if (i === carousel.index && !video.controls && !carousel.reducedMotion)
        void video.play().catch(() => {})
      else video.pause()
    })
  }, [carousel.index, carousel.reducedMotion])

  if (!slides.length || !inSchedule(a.offer_schedule)) return null
  const view = a.carousel_view_options ?? 'arrows-and-dots'
  const base = block.id.replace(/[^A-Za-z0-9_-]/g, '-')
  const viewportId = `${base}-slides`
  const duration = durationOf(carousel.index)
  return (
    <section
      className={classNames(
        'hero-carousel',
        a.has_banner
          ? `hero-carousel--banner tone-${a.slider_theme ?? 'light'}`
          : 'hero-carousel--overlay tone-inverse',
        a.has_wide_ratio && 'hero-carousel--wide',
      )}
      aria-roledescription="carousel"
      aria-label={t.slides}
      data-offer-key={a.offer_key || undefined}
      data-ffi={a.is_ffi ? '' : undefined}
      data-mxo={a.has_mxo ? '' : undefined}
      {...carousel.rootProps}
    >
      <div id={viewportId} className="hero-carousel__viewport" {...carousel.viewportProps}>
        {slides.map((slide, i) => (
          <HeroSlide
            key={i}
            id={`${base}-slide-${i}`}
            slide={slide}
            label={t.slideOf(i + 1, slides.length)}
            active={i === carousel.index}
            first={i === 0}
            wide={a.has_wide_ratio ?? false}
            playOnMobile={a.has_mobile_video ?? false}
            videoRef={(el) => {
              videos.current[i] = el
            }}
            onVideoPlay={carousel.stop}
          />
        ))}
      </div>
      {slides.length > 1 && (view !== 'none' || autoplay) ? (
        <div className="hero-carousel__bar container">
          <CarouselControls
            count={slides.length}
            index={carousel.index}
            onGoTo={carousel.goTo}
            onNext={carousel.next}
            onPrevious={carousel.previous}
            arrows={view === 'arrows' || view === 'arrows-and-dots'}
            dots={view === 'dots' || view === 'arrows-and-dots'}
            counter={view === 'arrows'}
            autoplay={autoplay}
            running={carousel.running}
            onToggle={carousel.toggle}
            controls={viewportId}
            text={t}
            className="hero-carousel__controls"
          />
        </div>
      ) : null}
      {a.has_timer && autoplay && slides.length > 1 && carousel.running ? (
        <div className="hero-carousel__timer" aria-hidden="true">
          <span
            key={carousel.index}
            className={classNames(
              'hero-carousel__progress',
              carousel.playing && 'hero-carousel__progress--running',
            )}
            style={{ animationDuration: `${duration}ms` }}
          />
        </div>
      ) : null}
    </section>
  )
}
