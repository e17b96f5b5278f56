import { classNames } from '../../html/class-names.js'
import { ControlIcon } from '../../html/icon-svg.js'
import type { UiText } from '../../html/ui-text.js'

/**
 * The carousels' controls: a play/pause button when slides advance on their own (WCAG 2.2.2), previous
 * and next arrows and one dot per slide, as carousel_view_options asks. Arrows point the reading way.
 */
export function CarouselControls({
  count,
  index,
  onGoTo,
  onNext,
  onPrevious,
  arrows,
  dots,
  counter = !dots,
  autoplay,
  running,
  onToggle,
  controls,
  text,
  className,
}: {
  count: number
  index: number
  onGoTo: (index: number) => void
  onNext: () => void
  onPrevious: () => void
  arrows: boolean
  dots: boolean
  /** "2 of 5" where there are no dots. */
  counter?: boolean
  /** Whether the carousel has autoplay at all (then it gets a play/pause button). */
  autoplay: boolean
  running: boolean
  onToggle: () => void
  /** Id of the element holding the slides. */
  controls: string
  text: UiText
  className?: string
}) {
  if (count < 2) return null
  return (
    <div className={classNames('carousel-controls', className)}>
      {autoplay ? (
        <button
          type="button"
          className="carousel-controls__button carousel-controls__pause"
          aria-label={running ? text.pauseSlides : text.playSlides}
          aria-controls={controls}
          onClick={onToggle}
        >
          <ControlIcon name={running ? 'pause' : 'play'} />
        </button>
      ) : null}
      {dots ? (
        <div className="carousel-controls__dots">
          {Array.from({ length: count }, (_, i) => (
            <button
              key={i}
              type="button"
              className="carousel-controls__dot"
              aria-label={text.goToSlide(i + 1)}
              aria-current={i === index ? 'true' : undefined}
              aria-controls={controls}
              onClick={() => onGoTo(i)}
            />
          ))}
        </div>
      ) : counter ? (
        <p className="carousel-controls__count" aria-hidden="true">
          {text.slideOf(index + 1, count)}
        </p>
      ) : (
        <span className="carousel-controls__spacer" />
      )}
      {arrows ? (
        <div className="carousel-controls__arrows">
          <button
            type="button"
            className="carousel-controls__button"
            aria-label={text.previousSlide}
            aria-controls={controls}
            onClick={onPrevious}
          >
            <ControlIcon name="chevron-prev" className="icon--directional" />
          </button>
          <button
            type="button"
            className="carousel-controls__button"
            aria-label={text.nextSlide}
            aria-controls={controls}
            onClick={onNext}
          >
            <ControlIcon name="chevron-next" className="icon--directional" />
          </button>
        </div>
      ) : null}
    </div>
  )
}
