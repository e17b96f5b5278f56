// @vitest-environment happy-dom
// The carousel primitive (renderer/storefront/carousel/, through the quote slider): autoplay advances on
// its timer, holds while the pointer or focus is inside (focus moving between its own controls included),
// resumes where it left off, stops for good with the pause button, and never runs for visitors who prefer
// reduced motion; arrow keys (mirrored right to left), Home and End move; slides not on show are inert.
import { act, cleanup, fireEvent, render } from '@testing-library/react'
import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import { newBlock } from '../../../engine/defaults/new-block.js'
import { QuoteSlider } from '../../../renderer/blocks/quote-slider/quote-slider.js'
import { RenderContextProvider } from '../../../renderer/context/render-context.js'
import type { QuoteSliderAttributes } from '../../../templates/generated/types.js'
import { testRenderContext } from '../../helpers/render-context.js'

let reducedMotion = false

beforeEach(() => {
  vi.useFakeTimers()
  reducedMotion = false
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('reduce') && reducedMotion,
    addEventListener() {},
    removeEventListener() {},
  }))
})
afterEach(() => {
  cleanup()
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

function renderSlider(locale = 'en') {
  const block = newBlock('quote-slider', 'quotes')
  const attributes: QuoteSliderAttributes = {
    ...(block.attributes as QuoteSliderAttributes),
    has_timer: true,
    groups: ['One', 'Two', 'Three'].map((quote) => ({ quote, author: `${quote} author` })),
  }
  const view = render(
    <RenderContextProvider value={testRenderContext({ locale })}>
      <QuoteSlider block={{ ...block, template: 'quote-slider', attributes }} attributes={attributes} />
    </RenderContextProvider>,
  )
  const root = view.container.querySelector('.quote-slider .carousel') as HTMLElement
  const active = () => view.container.querySelector('.carousel__slide--visible blockquote')?.textContent
  return { root, active }
}

const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms))

it('advances every 8 s and holds while hovered, resuming where it left off', async () => {
  const { root, active } = renderSlider()
  expect(active()).toBe('One')
  await wait(8000)
  expect(active()).toBe('Two')
  await wait(5000)
  fireEvent.mouseEnter(root)
  await wait(20_000)
  expect(active()).toBe('Two')
  fireEvent.mouseLeave(root)
  await wait(2999)
  expect(active()).toBe('Two')
  await wait(1)
  expect(active()).toBe('Three')
})

it('holds while focus is inside, also when it moves between its own controls', async () => {
  const { root, active } = renderSlider()
  const [first, second] = [...root.querySelectorAll('button')]
  fireEvent.focus(first!)
  fireEvent.blur(first!, { relatedTarget: second })
  await wait(20_000)
  expect(active()).toBe('One')
  fireEvent.blur(second!, { relatedTarget: document.body })
  await wait(8000)
  expect(active()).toBe('Two')
})

it('does not advance for visitors who prefer reduced motion', async () => {
  reducedMotion = true
  const { active } = renderSlider()
  await wait(30_000)
  expect(active()).toBe('One')
})

it('stops for good when the visitor presses pause, and plays again on play', async () => {
  const { root, active } = renderSlider()
  fireEvent.click(root.querySelector('button[aria-label="Pause slideshow"]')!)
  fireEvent.mouseLeave(root)
  await wait(30_000)
  expect(active()).toBe('One')
  fireEvent.click(root.querySelector('button[aria-label="Play slideshow"]')!)
  await wait(8000)
  expect(active()).toBe('Two')
})

it('moves with the arrow keys, Home and End; the slides not on show are inert', async () => {
  const { root, active } = renderSlider()
  const key = (key: string) => fireEvent.keyDown(root, { key })
  key('ArrowRight')
  expect(active()).toBe('Two')
  key('End')
  expect(active()).toBe('Three')
  key('ArrowRight')
  expect(active()).toBe('One')
  key('ArrowLeft')
  expect(active()).toBe('Three')
  key('Home')
  expect(active()).toBe('One')
  const slides = [...root.querySelectorAll('.carousel__slide')]
  expect(slides.map((slide) => slide.hasAttribute('inert'))).toEqual([false, true, true])
  expect(slides[1]!.getAttribute('aria-label')).toBe('2 of 3')
})

it('mirrors the arrow keys right to left', async () => {
  const { root, active } = renderSlider('ar')
  fireEvent.keyDown(root, { key: 'ArrowLeft' })
  expect(active()).toBe('Two')
  fireEvent.keyDown(root, { key: 'ArrowRight' })
  expect(active()).toBe('One')
})
