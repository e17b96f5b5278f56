import { useCallback, useEffect, useRef, useState, type CSSProperties, type KeyboardEvent } from 'react'
import { useRenderContext } from '../../context/render-context.js'
import { useCarousel, type Carousel } from './use-carousel.js'
import { useCoarsePointer } from '../../html/use-coarse-pointer.js'
import { useSwipe } from './use-swipe.js'

/** Slides a touch device shows at most when a block's has_touch_devices_slides_limit is on (002 §3). */
export const TOUCH_SLIDES_LIMIT = 4

/** Slides on show at once in a track carousel: phones, from 768 px, from 1024 px. */
export type PerView = readonly [phone: number, tablet: number, desktop: number]

export interface CarouselOptions {
  /** Slides the block has. */
  count: number
  /**
   * `fade`: one slide at a time, stacked (heroes, quotes). `track`: a row that moves one slide per step,
   * with `perView` slides on show.
   */
  mode?: 'fade' | 'track'
  perView?: PerView
  autoplay?: boolean
  /** How long slide i shows when autoplaying, in ms. */
  durationOf?: (index: number) => number
  /** Slide 1 has shown since the first paint (a late-hydrating carousel above the fold). */
  sincePaint?: boolean
  /** has_touch_devices_slides_limit: touch devices get the first four slides only. */
  touchLimit?: boolean
}

export interface CarouselModel extends Carousel {
  /** False on the server and the first client render (the markup must match); true after. */
  hydrated: boolean
  /** Slides to render (fewer than `count` under the touch limit). */
  shown: number
  /** Positions the carousel can stop at: `shown` in fade mode, `shown - perView + 1` in a track. */
  stops: number
  /** Whether slide i is on show (the others are inert: out of the tab order and the accessibility tree). */
  visible: (index: number) => boolean
  /** The root takes these: hover/focus hold, arrow keys, and the track's custom properties. */
  rootProps: Carousel['holdProps'] & {
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => void
    style?: CSSProperties
  }
  /** The element holding the slides: swipe, and a polite live region while not autoplaying. */
  viewportProps: ReturnType<typeof useSwipe> & { 'aria-live': 'off' | 'polite' }
}

const DEFAULT_DURATION = 6000
const constantDuration = () => DEFAULT_DURATION
const ONE: PerView = [1, 1, 1]

/**
 * The one carousel engine (used by every carousel block through `<Carousel>`, or directly where a block
 * draws its own markup): slide state and autoplay (useCarousel: paused on hover and focus, a visitor's
 * pause wins, never under reduced motion), swipe mirrored for right to left, arrow keys (mirrored), Home
 * and End, the touch limit, and, for a track, how many slides show at the current width.
 */
export function useCarouselModel({
  count,
  mode = 'fade',
  perView = ONE,
  autoplay = false,
  durationOf = constantDuration,
  sincePaint = false,
  touchLimit = false,
}: CarouselOptions): CarouselModel {
  const { dir } = useRenderContext()
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => setHydrated(true), [])
  const coarse = useCoarsePointer()
  const shown = touchLimit && coarse ? Math.min(count, TOUCH_SLIDES_LIMIT) : count
  const onShow = useVisibleCount(mode === 'track' ? perView : ONE)
  const stops = Math.max(1, shown - Math.min(onShow.count, shown) + 1)
  const carousel = useCarousel({ count: stops, autoplay, durationOf, sincePaint })
  const swipe = useSwipe(carousel.next, carousel.previous)
  const { index, next, previous, goTo } = carousel

  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLElement>) => {
      if (event.altKey || event.ctrlKey || event.metaKey || isTextEntry(event.target)) return
      const forward = dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight'
      const back = dir === 'rtl' ? 'ArrowRight' : 'ArrowLeft'
      const act =
        event.key === forward
          ? next
          : event.key === back
            ? previous
            : event.key === 'Home'
              ? () => goTo(0)
              : event.key === 'End'
                ? () => goTo(stops - 1)
                : null
      if (!act) return
      event.preventDefault()
      const root = event.currentTarget
      act()
      keepFocusInside(root)
    },
    [dir, next, previous, goTo, stops],
  )

  const style =
    mode === 'track'
      ? ({
          '--carousel-index': index,
          '--carousel-per-view-phone': perView[0],
          '--carousel-per-view-tablet': perView[1],
          '--carousel-per-view-desktop': perView[2],
        } as CSSProperties)
      : undefined

  const holdRef = carousel.holdProps.ref
  const measureRef = onShow.ref
  const ref = useCallback(
    (element: HTMLElement | null) => {
      holdRef(element)
      measureRef(element)
    },
    [holdRef, measureRef],
  )

  return {
    ...carousel,
    hydrated,
    shown,
    stops,
    visible: (i) => i >= index && i < index + Math.max(1, onShow.count),
    rootProps: { ...carousel.holdProps, ref, onKeyDown, style },
    viewportProps: { ...swipe, 'aria-live': carousel.playing ? 'off' : 'polite' },
  }
}

/**
 * Slides on show in a track at the current width, read from the root's `--carousel-per-view` (which the
 * stylesheet sets per breakpoint from the block's per-view numbers). The server and the first render
 * assume the phone's number; a resize updates it.
 */
function useVisibleCount(perView: PerView) {
  const [count, setCount] = useState(perView[0])
  const root = useRef<HTMLElement | null>(null)
  const measure = useCallback(() => {
    const element = root.current
    if (!element) return
    const value = Number.parseInt(getComputedStyle(element).getPropertyValue('--carousel-per-view'), 10)
    if (Number.isFinite(value) && value > 0) setCount(value)
  }, [])
  useEffect(() => {
    if (perView.every((n) => n === 1)) return
    measure()
    window.addEventListener('resize', measure)
    return () => window.removeEventListener('resize', measure)
  }, [measure, perView])
  const ref = useCallback((element: HTMLElement | null) => {
    root.current = element
  }, [])
  return { count, ref }
}

/**
 * A key that moves the slides while focus is on a link in a slide that goes off view: that slide turns
 * inert and the browser drops focus to the body. Focus then continues in the first slide on show (or the
 * carousel itself), so the next arrow key still works.
 */
function keepFocusInside(root: HTMLElement) {
  requestAnimationFrame(() => {
    const active = document.activeElement
    if (active && active !== document.body && !active.closest('[inert]')) return
    const target = root.querySelector<HTMLElement>(
      '.carousel__slide:not([inert]) :is(a[href], button:not([disabled]), input, select, textarea, [tabindex]:not([tabindex="-1"]))',
    )
    if (target) target.focus()
    else {
      root.tabIndex = -1
      root.focus()
    }
  })
}

function isTextEntry(target: EventTarget): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName))
  )
}
