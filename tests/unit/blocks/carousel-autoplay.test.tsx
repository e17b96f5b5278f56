// @vitest-environment happy-dom
// The carousels' autoplay (renderer/html/use-carousel.ts, through the quote slider): it advances on its
// timer, holds while the pointer or focus is inside (focus moving between its own controls included),
// resumes where it left off, and never runs for visitors who prefer reduced motion.
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

function renderSlider() {
  const block = newBlock('quote-slider', 'quotes')
  const attributes: QuoteSliderAttributes = {
    ...(block.attributes as QuoteSliderAttributes),
    has_timer: true,
    groups: ['One', 'Two', 'Three'].map((quote) => ({ quote, author: `${quote} author` })),
  }
  const view = render(
    <RenderContextProvider value={testRenderContext()}>
      <QuoteSlider block={{ ...block, template: 'quote-slider', attributes }} attributes={attributes} />
    </RenderContextProvider>,
  )
  const root = view.container.querySelector('.quote-slider') as HTMLElement
  const active = () => view.container.querySelector('.quote-slider__slide--active blockquote')?.textContent
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
