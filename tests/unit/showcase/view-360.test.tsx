// @vitest-environment happy-dom
// The 360 views (jlr-exterior-360 and jlr-interior-360): a slider with a name and "Angle 90°" as its value;
// the arrow keys, Page Up/Down, Home/End and the buttons turn it, wrapping round; the exterior shows the
// frame of the angle; under reduced motion a flick does not coast.
import { act, cleanup, fireEvent, render } from '@testing-library/react'
import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import { JlrExterior360 } from '../../../renderer/blocks/jlr-exterior-360/jlr-exterior-360.js'
import { JlrInterior360 } from '../../../renderer/blocks/jlr-interior-360/jlr-interior-360.js'
import { RenderContextProvider } from '../../../renderer/context/render-context.js'
import type {
  JlrExterior360Attributes,
  JlrInterior360Attributes,
} from '../../../templates/generated/types.js'
import { testRenderContext } from '../../helpers/render-context.js'
import { stubReducedMotion } from '../../helpers/reduced-motion.js'

let motion: ReturnType<typeof stubReducedMotion>
beforeEach(() => {
  motion = stubReducedMotion(false)
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const frames = Array.from({ length: 24 }, (_, i) => ({
  image: { id: `lr-defender-360-${String(i).padStart(2, '0')}-of-24`, alt: `Frame ${i}` },
}))

function exterior(attributes: JlrExterior360Attributes, locale = 'en') {
  const view = render(
    <RenderContextProvider value={testRenderContext({ locale })}>
      <JlrExterior360
        block={{ id: 'ext', template: 'jlr-exterior-360', attributes }}
        attributes={attributes}
      />
    </RenderContextProvider>,
  )
  const slider = view.getByRole('slider')
  return { view, slider, img: () => slider.querySelector('img') as HTMLImageElement }
}

const key = (el: HTMLElement, k: string) => fireEvent.keyDown(el, { key: k })

it('turns by a frame per arrow key, wraps round both ways and names the angle', () => {
  const { slider, img } = exterior({ frames, view_label: 'Defender exterior' })
  expect(slider.getAttribute('aria-label')).toBe('Defender exterior')
  expect(slider.getAttribute('aria-valuetext')).toBe('Angle 0°')
  expect(slider.getAttribute('aria-valuemax')).toBe('345')
  key(slider, 'ArrowRight')
  key(slider, 'ArrowUp')
  expect(slider.getAttribute('aria-valuenow')).toBe('30')
  expect(img().alt).toBe('Frame 2')
  expect(img().getAttribute('src')).toContain('lr-defender-360-02-of-24')
  key(slider, 'ArrowLeft')
  key(slider, 'ArrowLeft')
  key(slider, 'ArrowDown')
  expect(slider.getAttribute('aria-valuetext')).toBe('Angle 345°')
  key(slider, 'PageDown')
  expect(slider.getAttribute('aria-valuenow')).toBe('255')
  key(slider, 'Home')
  expect(slider.getAttribute('aria-valuenow')).toBe('0')
  key(slider, 'End')
  expect(slider.getAttribute('aria-valuenow')).toBe('345')
  key(slider, 'ArrowRight')
  expect(slider.getAttribute('aria-valuenow')).toBe('0')
  // A key it does not use is left to the page (Tab moves on).
  const tab = fireEvent.keyDown(slider, { key: 'Tab' })
  expect(tab).toBe(true)
})

it('the buttons turn it and the angle between them follows; Arabic names them in Arabic', () => {
  const { view, slider } = exterior({ frames }, 'ar')
  fireEvent.click(view.getByRole('button', { name: 'استدر يمينًا' }))
  expect(slider.getAttribute('aria-valuetext')).toBe('الزاوية 15°\u200e')
  fireEvent.click(view.getByRole('button', { name: 'استدر يسارًا' }))
  fireEvent.click(view.getByRole('button', { name: 'استدر يسارًا' }))
  expect(slider.getAttribute('aria-valuenow')).toBe('345')
  expect(view.container.querySelector('.view360__value')?.textContent).toBe('الزاوية 345°\u200e')
})

it('a drag across the stage turns it, and under reduced motion stops where the pointer lets go', () => {
  motion.set(true)
  const { slider } = exterior({ frames })
  Object.defineProperty(slider, 'clientWidth', { value: 1200 })
  fireEvent.pointerDown(slider, { clientX: 100, pointerId: 1, button: 0, pointerType: 'mouse' })
  fireEvent.pointerMove(slider, { clientX: 400, pointerId: 1, pointerType: 'mouse' })
  // A quarter of the width is a quarter turn: 6 of 24 frames.
  expect(slider.getAttribute('aria-valuenow')).toBe('90')
  fireEvent.pointerUp(slider, { clientX: 400, pointerId: 1, pointerType: 'mouse' })
  expect(slider.getAttribute('aria-valuenow')).toBe('90')
})

it('with one frame or none there is nothing to turn: no slider and no buttons', () => {
  const attributes: JlrExterior360Attributes = { frames: frames.slice(0, 1), heading: 'Defender' }
  const view = render(
    <RenderContextProvider value={testRenderContext()}>
      <JlrExterior360 block={{ id: 'e', template: 'jlr-exterior-360', attributes }} attributes={attributes} />
    </RenderContextProvider>,
  )
  expect(view.queryByRole('slider')).toBeNull()
  expect(view.queryAllByRole('button')).toHaveLength(0)
  expect(view.container.querySelector('img')?.getAttribute('alt')).toBe('Frame 0')
})

it('the interior pans 15° a key from its start angle and moves the panorama by the share of a turn', () => {
  const attributes: JlrInterior360Attributes = {
    panorama: { id: 'lr-defender-panorama', alt: 'Cabin' },
    start_angle: 90,
    view_label: 'Cabin',
  }
  const view = render(
    <RenderContextProvider value={testRenderContext()}>
      <JlrInterior360 block={{ id: 'i', template: 'jlr-interior-360', attributes }} attributes={attributes} />
    </RenderContextProvider>,
  )
  const slider = view.getByRole('slider', { name: 'Cabin' })
  const track = view.container.querySelector('.view360__track') as HTMLElement
  expect(slider.getAttribute('aria-valuetext')).toBe('Angle 90°')
  expect(track.style.getPropertyValue('--turn')).toBe('0.25')
  key(slider, 'ArrowLeft')
  expect(slider.getAttribute('aria-valuetext')).toBe('Angle 75°')
  key(slider, 'Home')
  key(slider, 'ArrowLeft')
  expect(slider.getAttribute('aria-valuenow')).toBe('345')
  key(slider, 'End')
  expect(slider.getAttribute('aria-valuenow')).toBe('345')
  // The first copy carries the description; the second, which closes the circle, is hidden.
  const images = track.querySelectorAll('img')
  expect(images[0]?.alt).toBe('Cabin')
  expect(images[1]?.getAttribute('aria-hidden')).toBe('true')
  expect(images[0]?.getAttribute('src')).toBe('/images/lr-defender-panorama/w/640.jpg')
})

it('spins once when it comes into view, but never under reduced motion', async () => {
  // A fake IntersectionObserver: `enterView` calls the observers still connected.
  const observers = new Set<(entries: { isIntersecting: boolean }[]) => void>()
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      callback: (entries: { isIntersecting: boolean }[]) => void
      constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
        this.callback = callback
      }
      observe() {
        observers.add(this.callback)
      }
      disconnect() {
        observers.delete(this.callback)
      }
    },
  )
  const enterView = () => act(async () => [...observers].forEach((cb) => cb([{ isIntersecting: true }])))
  let now = 0
  const frames_: FrameRequestCallback[] = []
  vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => frames_.push(cb))
  vi.stubGlobal('cancelAnimationFrame', () => {})
  vi.spyOn(performance, 'now').mockImplementation(() => now)
  const run = async (ms: number) => {
    now += ms
    await act(async () => {
      for (const cb of frames_.splice(0)) cb(now)
    })
  }
  const { slider } = exterior({ frames, has_autospin: true })
  await enterView()
  await run(0)
  await run(2000)
  expect(slider.getAttribute('aria-valuenow')).toBe('180')
  cleanup()
  frames_.length = 0
  motion.set(true)
  const still = exterior({ frames, has_autospin: true })
  await enterView()
  await run(2000)
  expect(still.slider.getAttribute('aria-valuenow')).toBe('0')
})
