// @vitest-environment happy-dom
// The carousel primitive rendered on its own (renderer/storefront/carousel/Carousel.tsx): keyboard (arrows,
// mirrored right to left, Home/End), pause and play, reduced motion, the four-slide touch limit, track
// mode (stops = slides - on show + 1, slides off view inert, the track's custom properties) and swipe
// direction in both reading directions. The quote slider's timing tests are in carousel.test.tsx.
import { act, cleanup, fireEvent, render } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { RenderContextProvider } from '../../../renderer/context/render-context.js'
import { Carousel, type CarouselProps } from '../../../renderer/storefront/carousel/Carousel.js'
import { testRenderContext } from '../../helpers/render-context.js'

let reducedMotion = false
let coarsePointer = false
/** What the stylesheet would set as --carousel-per-view at the current width ('' = not set). */
let perViewAtWidth = ''

beforeEach(() => {
  vi.useFakeTimers()
  reducedMotion = false
  coarsePointer = false
  perViewAtWidth = ''
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: (query.includes('reduce') && reducedMotion) || (query.includes('coarse') && coarsePointer),
    addEventListener() {},
    removeEventListener() {},
  }))
  const computed = window.getComputedStyle.bind(window)
  vi.spyOn(window, 'getComputedStyle').mockImplementation((element: Element) => {
    const style = computed(element)
    return new Proxy(style, {
      get: (target, name) =>
        name === 'getPropertyValue'
          ? (property: string) =>
              property === '--carousel-per-view' ? perViewAtWidth : target.getPropertyValue(property)
          : Reflect.get(target, name),
    })
  })
})
afterEach(() => {
  cleanup()
  vi.useRealTimers()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

const NAMES = ['A', 'B', 'C', 'D', 'E', 'F']

function renderCarousel(props: Partial<CarouselProps> = {}, locale = 'en') {
  const view = render(
    <RenderContextProvider value={testRenderContext({ locale })}>
      <Carousel
        id="test"
        label="Test"
        count={NAMES.length}
        renderSlide={(i) => <a href={`#${NAMES[i]}`}>{NAMES[i]}</a>}
        {...props}
      />
    </RenderContextProvider>,
  )
  const root = view.container.querySelector('.carousel') as HTMLElement
  const slides = () => [...root.querySelectorAll<HTMLElement>('.carousel__slide')]
  const onShow = () =>
    slides()
      .filter((slide) => !slide.hasAttribute('inert'))
      .map((slide) => slide.textContent)
      .join('')
  const key = (name: string) => fireEvent.keyDown(root, { key: name })
  const button = (label: string) => root.querySelector<HTMLButtonElement>(`button[aria-label="${label}"]`)
  return { root, slides, onShow, key, button }
}

const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms))

describe('keyboard', () => {
  it('arrows step and wrap, Home and End jump, left to right', () => {
    const { onShow, key } = renderCarousel()
    expect(onShow()).toBe('A')
    key('ArrowRight')
    expect(onShow()).toBe('B')
    key('ArrowLeft')
    key('ArrowLeft')
    expect(onShow()).toBe('F')
    key('Home')
    expect(onShow()).toBe('A')
    key('End')
    expect(onShow()).toBe('F')
  })

  it('mirrors the arrows right to left and names its controls in Arabic', () => {
    const { onShow, key, button } = renderCarousel({}, 'ar')
    key('ArrowLeft')
    expect(onShow()).toBe('B')
    key('ArrowRight')
    expect(onShow()).toBe('A')
    expect(button('الشريحة التالية')).not.toBeNull()
  })

  it('leaves keys with modifiers and keys typed into a field alone', () => {
    const { root } = renderCarousel({
      renderSlide: (i) => <input aria-label={NAMES[i]} defaultValue={NAMES[i]} />,
    })
    fireEvent.keyDown(root, { key: 'ArrowRight', altKey: true })
    fireEvent.keyDown(root.querySelector('input')!, { key: 'ArrowRight' })
    expect(root.querySelector('.carousel__slide--visible input')?.getAttribute('aria-label')).toBe('A')
  })
})

describe('autoplay', () => {
  it('pause stops it, play resumes it; the live region is off only while it plays', async () => {
    const { root, onShow, button } = renderCarousel({ autoplay: true, durationOf: () => 1000 })
    const viewport = root.querySelector('.carousel__viewport')!
    await wait(0)
    expect(viewport.getAttribute('aria-live')).toBe('off')
    await wait(1000)
    expect(onShow()).toBe('B')
    fireEvent.click(button('Pause slideshow')!)
    expect(viewport.getAttribute('aria-live')).toBe('polite')
    await wait(5000)
    expect(onShow()).toBe('B')
    fireEvent.click(button('Play slideshow')!)
    await wait(1000)
    expect(onShow()).toBe('C')
  })

  it('never runs under reduced motion, and then offers play rather than pause', async () => {
    reducedMotion = true
    const { onShow, button } = renderCarousel({ autoplay: true, durationOf: () => 1000 })
    await wait(10_000)
    expect(onShow()).toBe('A')
    expect(button('Pause slideshow')).toBeNull()
    expect(button('Play slideshow')).not.toBeNull()
  })
})

describe('touch limit', () => {
  it('gives touch devices the first four slides only, when set', async () => {
    coarsePointer = true
    const { slides, key, onShow } = renderCarousel({ touchLimit: true })
    await wait(0)
    expect(slides()).toHaveLength(4)
    expect(slides()[3]!.getAttribute('aria-label')).toBe('4 of 4')
    key('End')
    expect(onShow()).toBe('D')
  })

  it('keeps every slide on touch devices without it, and on fine pointers with it', async () => {
    coarsePointer = true
    expect(renderCarousel().slides()).toHaveLength(6)
    cleanup()
    coarsePointer = false
    const { slides } = renderCarousel({ touchLimit: true })
    await wait(0)
    expect(slides()).toHaveLength(6)
  })
})

describe('track mode', () => {
  it('stops once per slide until the last ones fill the view, the others inert', async () => {
    perViewAtWidth = '3'
    const { root, onShow, key, slides } = renderCarousel({ mode: 'track', perView: [1, 2, 3] })
    await wait(0)
    expect(root.dataset.carouselStops).toBe('4')
    expect(onShow()).toBe('ABC')
    key('ArrowRight')
    expect(onShow()).toBe('BCD')
    expect(root.style.getPropertyValue('--carousel-index')).toBe('1')
    key('End')
    expect(onShow()).toBe('DEF')
    expect(slides().filter((s) => s.classList.contains('carousel__slide--visible'))).toHaveLength(3)
    key('ArrowRight')
    expect(onShow()).toBe('ABC')
    expect(root.querySelectorAll('.carousel-controls__dot')).toHaveLength(4)
  })

  it('follows the width: a resize to the phone layout shows one slide per stop', async () => {
    perViewAtWidth = '2'
    const { root, onShow } = renderCarousel({ mode: 'track', perView: [1, 2, 3] })
    await wait(0)
    expect(onShow()).toBe('AB')
    perViewAtWidth = '1'
    await act(() => window.dispatchEvent(new Event('resize')))
    expect(onShow()).toBe('A')
    expect(root.dataset.carouselStops).toBe('6')
  })

  it('keeps focus inside when an arrow key moves the focused card off view', async () => {
    perViewAtWidth = '3'
    const { root, key } = renderCarousel({ mode: 'track', perView: [1, 2, 3] })
    await wait(0)
    root.querySelector<HTMLElement>('a[href="#A"]')!.focus()
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' })
    await wait(20)
    expect(document.activeElement?.getAttribute('href')).toBe('#B')
    key('End')
    await wait(20)
    expect(document.activeElement?.closest('[inert]')).toBeNull()
  })

  it('has no controls when every slide fits', async () => {
    perViewAtWidth = '3'
    const { root } = renderCarousel({ mode: 'track', perView: [1, 2, 3], count: 3 })
    await wait(0)
    expect(root.querySelector('.carousel-controls')).toBeNull()
  })
})

describe('swipe', () => {
  const swipe = (root: HTMLElement, dx: number) => {
    const viewport = root.querySelector('.carousel__viewport')!
    fireEvent.pointerDown(viewport, { pointerType: 'touch', clientX: 200, clientY: 100 })
    fireEvent.pointerUp(viewport, { pointerType: 'touch', clientX: 200 + dx, clientY: 100 })
  }

  it('toward the reading start goes on, left to right', () => {
    const { root, onShow } = renderCarousel()
    swipe(root, -100)
    expect(onShow()).toBe('B')
    swipe(root, 100)
    expect(onShow()).toBe('A')
    swipe(root, -20) // too short to count
    expect(onShow()).toBe('A')
  })

  it('is mirrored right to left', () => {
    const { root, onShow } = renderCarousel({}, 'ar')
    swipe(root, 100)
    expect(onShow()).toBe('B')
    swipe(root, -100)
    expect(onShow()).toBe('A')
  })

  it('ignores the mouse (a drag selects text)', () => {
    const { root, onShow } = renderCarousel()
    const viewport = root.querySelector('.carousel__viewport')!
    fireEvent.pointerDown(viewport, { pointerType: 'mouse', clientX: 200, clientY: 100 })
    fireEvent.pointerUp(viewport, { pointerType: 'mouse', clientX: 50, clientY: 100 })
    expect(onShow()).toBe('A')
  })
})
