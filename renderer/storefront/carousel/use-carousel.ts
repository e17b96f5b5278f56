import { useCallback, useContext, useEffect, useRef, useState, type FocusEvent } from 'react'
import { useReducedMotion } from '../../html/use-reduced-motion.js'
import { CarouselAutoplay } from './carousel-autoplay.js'

export interface Carousel {
  index: number
  goTo: (index: number) => void
  next: () => void
  previous: () => void
  /** Advancing on its own right now (not paused, stopped or reduced motion). */
  playing: boolean
  /** Autoplay is on for this carousel and the visitor has not stopped it. */
  running: boolean
  /** The visitor's play/pause button. */
  toggle: () => void
  /** Stops autoplay for good (the visitor started a video). */
  stop: () => void
  /** The visitor prefers reduced motion (known after hydration). */
  reducedMotion: boolean
  /** Hover and focus pause the timer without stopping it. */
  hold: (held: boolean) => void
  /** The carousel's root element takes these: hovering it or focusing inside holds the timer. */
  holdProps: {
    /** A carousel that hydrates under the pointer or with focus inside starts held. */
    ref: (element: HTMLElement | null) => void
    onMouseEnter: () => void
    onMouseLeave: () => void
    onFocus: () => void
    onBlur: (event: FocusEvent<HTMLElement>) => void
  }
}

/**
 * Slide state for the carousels: the current slide, and autoplay that pauses while the pointer or focus
 * is inside, resumes where it left off, and never starts for visitors who prefer reduced motion nor in the
 * editor's canvas (CarouselAutoplay), where the play button still starts it. The
 * server and the first client render show slide 1, not playing.
 */
export function useCarousel({
  count,
  autoplay,
  durationOf,
  sincePaint = false,
}: {
  count: number
  autoplay: boolean
  /** How long slide i shows, in ms. */
  durationOf: (index: number) => number
  /**
   * Slide 1 has been on show since the page's first paint, not since hydration: a carousel above the fold
   * that hydrates late (on interaction, or just before its first advance) still advances on time.
   */
  sincePaint?: boolean
}): Carousel {
  const [index, setIndex] = useState(0)
  // The visitor's play/pause choice wins over the default (autoplay unless reduced motion).
  const [choice, setChoice] = useState<boolean | null>(null)
  const [held, setHeld] = useState(false)
  const [mounted, setMounted] = useState(false)
  const reduced = useReducedMotion()
  const startsOnItsOwn = useContext(CarouselAutoplay)
  const elapsed = useRef(0)

  useEffect(() => setMounted(true), [])

  const running = autoplay && count > 1 && (choice ?? (!reduced && startsOnItsOwn))
  const playing = running && !held && mounted
  const safeIndex = count > 0 ? Math.min(index, count - 1) : 0

  // A new slide starts its timer from zero (declared before the timer so it runs first); slide 1 at
  // hydration, from the first paint when asked.
  const first = useRef(true)
  useEffect(() => {
    elapsed.current = first.current && sincePaint ? shownSincePaint() : 0
    first.current = false
  }, [safeIndex, sincePaint])

  useEffect(() => {
    if (!playing) return
    const startedAt = performance.now()
    const timer = setTimeout(
      () => setIndex((i) => (i + 1) % count),
      Math.max(0, durationOf(safeIndex) - elapsed.current),
    )
    return () => {
      clearTimeout(timer)
      elapsed.current += performance.now() - startedAt
    }
  }, [playing, safeIndex, count, durationOf])

  const goTo = useCallback((i: number) => setIndex(((i % count) + count) % count), [count])
  return {
    index: safeIndex,
    goTo,
    next: useCallback(() => setIndex((i) => (i + 1) % count), [count]),
    previous: useCallback(() => setIndex((i) => (i - 1 + count) % count), [count]),
    playing,
    running,
    toggle: useCallback(() => setChoice(!running), [running]),
    stop: useCallback(() => setChoice(false), []),
    reducedMotion: reduced,
    hold: setHeld,
    holdProps: {
      ref: useCallback((element: HTMLElement | null) => {
        if (element?.matches(':hover') || element?.contains(document.activeElement)) setHeld(true)
      }, []),
      onMouseEnter: () => setHeld(true),
      onMouseLeave: () => setHeld(false),
      onFocus: () => setHeld(true),
      // Focus moving between the carousel's own controls keeps the hold.
      onBlur: (event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setHeld(false)
      },
    },
  }
}

/** How long the page has shown (ms since its first contentful paint; since navigation start without one). */
function shownSincePaint(): number {
  const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0
  return Math.max(0, performance.now() - paint)
}
