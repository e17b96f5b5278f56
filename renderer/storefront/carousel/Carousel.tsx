import type { ReactNode } from 'react'
import { useRenderContext } from '../../context/render-context.js'
import { CarouselControls } from './carousel-controls.js'
import { classNames } from '../../html/class-names.js'
import { uiText } from '../../html/ui-text.js'
import { useCarouselModel, type CarouselModel, type CarouselOptions } from './use-carousel-model.js'

/** The common field carousel_view_options (002 §3): which controls show. */
export type CarouselView = 'arrows-and-dots' | 'arrows' | 'dots' | 'none'

export interface CarouselProps extends CarouselOptions {
  /** The block's id: the slides' ids derive from it (aria-controls). */
  id: string
  /** The carousel's accessible name (or `labelledBy`). */
  label?: string
  labelledBy?: string
  view?: CarouselView
  /** Renders slide i; `active` is the current stop, `visible` whether it is on show. */
  renderSlide: (index: number, state: { active: boolean; visible: boolean }) => ReactNode
  /** Where the controls go: under the slides (default) or above them (beside a heading). */
  controlsFirst?: boolean
  /** Extra content after the controls that needs the carousel's state (a timer bar, a counter). */
  extra?: (carousel: CarouselModel) => ReactNode
  className?: string
  viewportClassName?: string
  controlsClassName?: string
  /** Classes of slide i's element, beside `carousel__slide`. */
  slideClassName?: (index: number) => string | undefined
  /**
   * Tag of each slide. No `li`: a slide is a labelled group (APG), a role a list item may not take, and a
   * list of groups fails axe's list rule.
   */
  slideTag?: 'div' | 'figure'
}

/**
 * The accessible carousel (WAI-ARIA APG carousel pattern) every carousel block uses: a labelled region
 * with `aria-roledescription="carousel"`, slides as labelled groups ("2 of 5"), the ones not on show inert,
 * a polite live region unless autoplaying, a pause button when it autoplays, previous/next and dots as
 * carousel_view_options asks, swipe, arrow keys, Home and End. Every slide is in the server HTML; without
 * JavaScript the first shows (fade) or the row scrolls natively (track).
 */
export function Carousel({
  id,
  label,
  labelledBy,
  view = 'arrows-and-dots',
  renderSlide,
  controlsFirst = false,
  extra,
  className,
  viewportClassName,
  controlsClassName,
  slideClassName,
  slideTag: SlideTag = 'div',
  ...options
}: CarouselProps) {
  const t = uiText(useRenderContext().locale)
  const model = useCarouselModel(options)
  const mode = options.mode ?? 'fade'
  const base = id.replace(/[^A-Za-z0-9_-]/g, '-')
  const viewportId = `${base}-slides`
  const controls =
    model.stops > 1 && (view !== 'none' || options.autoplay) ? (
      <CarouselControls
        count={model.stops}
        index={model.index}
        onGoTo={model.goTo}
        onNext={model.next}
        onPrevious={model.previous}
        arrows={view === 'arrows' || view === 'arrows-and-dots'}
        dots={view === 'dots' || view === 'arrows-and-dots'}
        counter={view === 'arrows'}
        autoplay={options.autoplay ?? false}
        running={model.running}
        onToggle={model.toggle}
        controls={viewportId}
        text={t}
        className={classNames('carousel__controls', controlsClassName)}
      />
    ) : null
  return (
    <section
      className={classNames('carousel', `carousel--${mode}`, className)}
      aria-roledescription="carousel"
      aria-label={labelledBy ? undefined : (label ?? t.slides)}
      aria-labelledby={labelledBy}
      data-carousel-stops={model.stops}
      data-enhanced={model.hydrated ? '' : undefined}
      {...model.rootProps}
    >
      {controlsFirst ? controls : null}
      <div className={classNames('carousel__viewport', viewportClassName)} {...model.viewportProps}>
        <div id={viewportId} className="carousel__track">
          {Array.from({ length: model.shown }, (_, i) => {
            const visible = model.visible(i)
            return (
              <SlideTag
                key={i}
                id={`${base}-slide-${i}`}
                className={classNames(
                  'carousel__slide',
                  visible && 'carousel__slide--visible',
                  slideClassName?.(i),
                )}
                role="group"
                aria-roledescription="slide"
                aria-label={t.slideOf(i + 1, model.shown)}
                // Before hydration a track scrolls natively, so every slide stays reachable.
                inert={model.hydrated ? !visible : mode === 'fade' && i !== 0}
              >
                {renderSlide(i, { active: i === model.index, visible })}
              </SlideTag>
            )
          })}
        </div>
      </div>
      {controlsFirst ? null : controls}
      {extra?.(model)}
    </section>
  )
}
