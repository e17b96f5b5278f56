// @vitest-environment happy-dom
// The hotspots (each point a button; its panel takes focus, Escape or the close button closes it and gives
// focus back; points keep their physical place in Arabic) and the seat slider (the range and a click on
// the picture change the configuration; the counter follows, at once under reduced motion).
import { act, cleanup, fireEvent, render } from '@testing-library/react'
import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import { HotspotsContainer } from '../../../renderer/blocks/hotspots-container/hotspots-container.js'
import { Versatility } from '../../../renderer/blocks/versatility/versatility.js'
import { RenderContextProvider } from '../../../renderer/context/render-context.js'
import type {
  HotspotsContainerAttributes,
  VersatilityAttributes,
} from '../../../templates/generated/types.js'
import { testRenderContext } from '../../helpers/render-context.js'
import { stubReducedMotion } from '../../helpers/reduced-motion.js'

let motion: ReturnType<typeof stubReducedMotion>
beforeEach(() => {
  motion = stubReducedMotion(true)
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const spots: HotspotsContainerAttributes = {
  image: { id: 'lr-defender-360-01-of-24', alt: 'Defender' },
  hotspots: [
    { x: 82, y: 58, title: 'Headlights', text: 'Matrix LED.', link: { url: '/test-drive', label: 'Book' } },
    { x: 20, y: 70, title: 'Wheels' },
    { x: 150, y: -4, title: 'Off the picture' },
  ],
}

function hotspots(locale = 'en') {
  return render(
    <RenderContextProvider value={testRenderContext({ locale })}>
      <HotspotsContainer
        block={{ id: 'spots', template: 'hotspots-container', attributes: spots }}
        attributes={spots}
      />
    </RenderContextProvider>,
  )
}

it('a point opens its panel with focus in it; Escape closes it and gives focus back to the point', () => {
  const view = hotspots()
  const button = view.getByRole('button', { name: 'Headlights' })
  expect(button.getAttribute('aria-expanded')).toBe('false')
  fireEvent.click(button)
  const panel = view.getByRole('dialog', { name: 'Headlights' })
  expect(document.activeElement).toBe(panel)
  expect(button.getAttribute('aria-expanded')).toBe('true')
  expect(button.getAttribute('aria-controls')).toBe(panel.id)
  expect(panel.textContent).toContain('Matrix LED.')
  expect(view.getByRole('link', { name: 'Book' }).getAttribute('href')).toBe('/test-drive')
  fireEvent.keyDown(panel, { key: 'Escape' })
  expect(view.queryByRole('dialog')).toBeNull()
  expect(document.activeElement).toBe(button)
})

it('the close button closes it too; another point replaces it; a click outside closes it', () => {
  const view = hotspots()
  fireEvent.click(view.getByRole('button', { name: 'Headlights' }))
  fireEvent.click(view.getByRole('button', { name: 'Close' }))
  expect(view.queryByRole('dialog')).toBeNull()
  expect(document.activeElement).toBe(view.getByRole('button', { name: 'Headlights' }))
  fireEvent.click(view.getByRole('button', { name: 'Headlights' }))
  fireEvent.click(view.getByRole('button', { name: 'Wheels' }))
  expect(view.getAllByRole('dialog').map((d) => d.getAttribute('aria-labelledby'))).toHaveLength(1)
  expect(view.getByRole('dialog', { name: 'Wheels' })).toBeTruthy()
  fireEvent.pointerDown(document.body)
  expect(view.queryByRole('dialog')).toBeNull()
})

it('points sit at their percentages from the left in both directions, clamped to the picture, opening toward its middle', () => {
  for (const locale of ['en', 'ar']) {
    const view = hotspots(locale)
    const items = [...view.container.querySelectorAll<HTMLElement>('.hotspots__spot')]
    expect(items.map((li) => [li.style.left, li.style.top])).toEqual([
      ['82%', '58%'],
      ['20%', '70%'],
      ['100%', '0%'],
    ])
    expect(items[0]?.className).toContain('hotspots__spot--open-left')
    expect(items[1]?.className).toContain('hotspots__spot--open-right')
    expect(items[1]?.className).toContain('hotspots__spot--open-up')
    cleanup()
  }
})

const seats: VersatilityAttributes = {
  big_heading: 'Room for everything',
  counter: 2380,
  counter_unit: 'litres',
  frames: [
    { image: { id: 's0' }, label: '7 seats', value: 297 },
    { image: { id: 's1' }, label: '5 seats', value: 1094 },
    { image: { id: 's2' }, label: '4 seats' },
    { image: { id: 's3' }, label: '2 seats', value: 2380 },
  ],
}

function seatSlider(attributes = seats) {
  const view = render(
    <RenderContextProvider value={testRenderContext()}>
      <Versatility block={{ id: 'seats', template: 'versatility', attributes }} attributes={attributes} />
    </RenderContextProvider>,
  )
  return {
    view,
    range: view.getByRole('slider', { name: 'Seat configuration' }) as HTMLInputElement,
    number: () => view.container.querySelector('.seats__number')?.textContent,
  }
}

it('the range moves through the configurations; the counter follows, the block counter standing in for a frame without its own', () => {
  const { range, number } = seatSlider()
  expect(number()).toBe('297')
  expect(range.getAttribute('aria-valuetext')).toBe('7 seats, 297 litres')
  fireEvent.change(range, { target: { value: '1' } })
  expect(number()).toBe('1,094')
  fireEvent.change(range, { target: { value: '2' } })
  expect(number()).toBe('2,380')
  expect(range.getAttribute('aria-valuetext')).toBe('4 seats, 2,380 litres')
})

it('a click on the picture goes to the next configuration and round to the first; a label picks its own', () => {
  const { view, range } = seatSlider()
  const frames = view.container.querySelector('.seats__frames') as HTMLElement
  for (const expected of ['1', '2', '3', '0']) {
    fireEvent.click(frames)
    expect(range.value).toBe(expected)
  }
  fireEvent.click(view.getByText('4 seats'))
  expect(range.value).toBe('2')
  expect(view.container.querySelector('.seats__frame--active img')?.getAttribute('src')).toContain('/s2/')
})

it('the counter counts toward the new value when motion is welcome', async () => {
  motion.set(false)
  const callbacks: FrameRequestCallback[] = []
  let now = 0
  vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => callbacks.push(cb))
  vi.stubGlobal('cancelAnimationFrame', () => {})
  vi.spyOn(performance, 'now').mockImplementation(() => now)
  const run = async (ms: number) => {
    now += ms
    await act(async () => {
      for (const cb of callbacks.splice(0)) cb(now)
    })
  }
  const { range, number } = seatSlider()
  await run(1000)
  fireEvent.change(range, { target: { value: '1' } })
  await run(0)
  await run(350)
  const halfway = Number(number()?.replace(',', ''))
  expect(halfway).toBeGreaterThan(297)
  expect(halfway).toBeLessThan(1094)
  await run(400)
  expect(number()).toBe('1,094')
})
