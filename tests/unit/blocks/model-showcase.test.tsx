// @vitest-environment happy-dom
// The model showcase blocks of issue 16 beyond what the e2e spec drives: the colour picker's swatches are a
// radio group with one swatch in the Tab order that follows the arrow keys (mirrored right to left) and
// announces the colour in its live region; the same size carousel's cards per view follow col-numbers; the
// hero slider hides outside its offer schedule and advances after its slide_duration; a models carousel draws
// each model's specs as a table.
import { act, cleanup, fireEvent, render } from '@testing-library/react'
import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import { newBlock } from '../../../engine/defaults/new-block.js'
import { JlrColorPickerSlider } from '../../../renderer/blocks/jlr-color-picker-slider/jlr-color-picker-slider.js'
import { JlrHeroSlider } from '../../../renderer/blocks/jlr-hero-slider/jlr-hero-slider.js'
import { JlrModelsCarouselManual } from '../../../renderer/blocks/jlr-models-carousel-manual/jlr-models-carousel-manual.js'
import { cardsPerView } from '../../../renderer/blocks/jlr-same-size-carousel/jlr-same-size-carousel.js'
import { RenderContextProvider } from '../../../renderer/context/render-context.js'
import type {
  JlrColorPickerSliderAttributes,
  JlrHeroSliderAttributes,
  JlrModelsCarouselManualAttributes,
} from '../../../templates/generated/types.js'
import { testRenderContext } from '../../helpers/render-context.js'

beforeEach(() => {
  vi.stubGlobal('matchMedia', () => ({ matches: false, addEventListener() {}, removeEventListener() {} }))
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

function renderPicker(locale = 'en') {
  const block = newBlock('jlr-color-picker-slider', 'paint')
  const attributes: JlrColorPickerSliderAttributes = {
    ...(block.attributes as JlrColorPickerSliderAttributes),
    colors: [
      { name: 'Black', swatch: '#1f1f1f', finish: 'Metallic' },
      { name: 'White', swatch: '#f2f2ef' },
      { name: 'Red', swatch: '#8a1c1c' },
    ],
  }
  const view = render(
    <RenderContextProvider value={testRenderContext({ locale })}>
      <JlrColorPickerSlider
        block={{ ...block, template: 'jlr-color-picker-slider', attributes }}
        attributes={attributes}
      />
    </RenderContextProvider>,
  )
  const radios = () => [...view.container.querySelectorAll<HTMLButtonElement>('[role="radio"]')]
  const checked = () =>
    radios()
      .find((r) => r.getAttribute('aria-checked') === 'true')
      ?.getAttribute('aria-label')
  const live = () => view.container.querySelector('[aria-live="polite"] .color-picker__caption')?.textContent
  return { view, radios, checked, live }
}

it('colour picker: one swatch in the Tab order; arrows move the choice and focus, and the live region names it', () => {
  const { radios, checked, live } = renderPicker()
  expect(radios().map((r) => r.tabIndex)).toEqual([0, -1, -1])
  expect(radios()[1]!.style.getPropertyValue('--swatch')).toBe('#f2f2ef')
  expect(live()).toBe('BlackMetallic')
  radios()[0]!.focus()
  fireEvent.keyDown(radios()[0]!, { key: 'ArrowRight' })
  expect(checked()).toBe('White')
  expect(document.activeElement).toBe(radios()[1])
  expect(radios().map((r) => r.tabIndex)).toEqual([-1, 0, -1])
  expect(live()).toBe('White')
  fireEvent.keyDown(radios()[1]!, { key: 'End' })
  expect(checked()).toBe('Red')
  fireEvent.click(radios()[0]!)
  expect(checked()).toBe('Black')
})

it('colour picker: right to left, ArrowLeft moves on; the images not on show are inert', () => {
  const { view, radios, checked } = renderPicker('ar')
  expect(view.container.querySelector('[role="radiogroup"]')?.getAttribute('aria-label')).toBe('ألوان الطلاء')
  fireEvent.keyDown(radios()[0]!, { key: 'ArrowLeft' })
  expect(checked()).toBe('White')
  const slides = [...view.container.querySelectorAll('.color-picker__slide')]
  expect(slides.map((s) => s.hasAttribute('inert'))).toEqual([true, false, true])
})

it('same size carousel: col-numbers cards on desktop, at most two on tablets, one on phones', () => {
  expect(cardsPerView(undefined)).toEqual([1, 2, 3])
  expect(cardsPerView(1)).toEqual([1, 1, 1])
  expect(cardsPerView(4)).toEqual([1, 2, 4])
})

it('hero slider: nothing outside its offer schedule, the slides inside it', () => {
  const block = newBlock('jlr-hero-slider', 'hero')
  const show = (offer_schedule: JlrHeroSliderAttributes['offer_schedule']) => {
    const attributes = { ...(block.attributes as JlrHeroSliderAttributes), offer_schedule }
    const view = render(
      <RenderContextProvider value={testRenderContext({ locale: 'en' })}>
        <JlrHeroSlider
          block={{ ...block, template: 'jlr-hero-slider', attributes }}
          attributes={attributes}
        />
      </RenderContextProvider>,
    )
    const slides = view.container.querySelectorAll('.carousel__slide').length
    view.unmount()
    return slides
  }
  expect(show({ start: '2000-01-01T00:00:00Z', end: '2001-01-01T00:00:00Z' })).toBe(0)
  expect(show({ start: '2000-01-01T00:00:00Z', end: '2999-01-01T00:00:00Z' })).toBe(2)
  expect(show(undefined)).toBe(2)
})

it('models carousel: each model has its nameplate and its specs as a table with a caption and row headers', () => {
  const block = newBlock('jlr-models-carousel-manual', 'models')
  const attributes: JlrModelsCarouselManualAttributes = {
    heading: 'Models',
    models: [
      { nameplate: 'Defender 90', specs: { name: 'Key specs', rows: [{ label: 'Power', value: '300 PS' }] } },
      { nameplate: 'Defender 110' },
    ],
  }
  const view = render(
    <RenderContextProvider value={testRenderContext({ locale: 'en' })}>
      <JlrModelsCarouselManual
        block={{ ...block, template: 'jlr-models-carousel-manual', attributes }}
        attributes={attributes}
      />
    </RenderContextProvider>,
  )
  const tables = view.container.querySelectorAll('table')
  expect(tables).toHaveLength(1)
  expect(tables[0]!.querySelector('caption')?.textContent).toBe('Key specs')
  expect(tables[0]!.querySelector('th[scope="row"]')?.textContent).toBe('Power')
  expect(view.container.querySelector('.carousel')?.getAttribute('aria-labelledby')).toBe('models-heading')
  expect([...view.container.querySelectorAll('h3')].map((h) => h.textContent)).toEqual([
    'Defender 90',
    'Defender 110',
  ])
})

it('hero slider: advances after its slide_duration, and not at all with is_autoplay off', () => {
  vi.useFakeTimers()
  try {
    const block = newBlock('jlr-hero-slider', 'hero')
    const showing = (is_autoplay: boolean) => {
      const attributes = {
        ...(block.attributes as JlrHeroSliderAttributes),
        slide_duration: 7000,
        is_autoplay,
      }
      const view = render(
        <RenderContextProvider value={testRenderContext({ locale: 'en' })}>
          <JlrHeroSlider
            block={{ ...block, template: 'jlr-hero-slider', attributes }}
            attributes={attributes}
          />
        </RenderContextProvider>,
      )
      const title = () => view.container.querySelector('.carousel__slide--visible h2')?.textContent
      return { view, title }
    }
    const on = showing(true)
    expect(on.title()).toBe('Discover our range')
    act(() => vi.advanceTimersByTime(6999))
    expect(on.title()).toBe('Discover our range')
    act(() => vi.advanceTimersByTime(2))
    expect(on.title()).toBe('Book a test drive')
    on.view.unmount()
    const off = showing(false)
    act(() => vi.advanceTimersByTime(30_000))
    expect(off.title()).toBe('Discover our range')
  } finally {
    vi.useRealTimers()
  }
})
