// @vitest-environment happy-dom
// The editor templates of 001 §3 (docs/decisions/054): the ready-to-go bar shows only its first four items,
// hidden_fields hides exactly the fields it names (a block's own and an item's as group.field), a block
// outside its schedule renders nothing, and the number button carousel moves with its numbered buttons.
import { cleanup, fireEvent, render } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import { newBlock } from '../../../engine/defaults/new-block.js'
import { GalleryCategories } from '../../../renderer/blocks/gallery-categories/gallery-categories.js'
import { NumberButtonCarousel } from '../../../renderer/blocks/number-button-carousel/number-button-carousel.js'
import { Quote } from '../../../renderer/blocks/quote/quote.js'
import { ReadyToGoBar } from '../../../renderer/blocks/ready-to-go-bar/ready-to-go-bar.js'
import { SingleOffer } from '../../../renderer/blocks/single-offer/single-offer.js'
import { RenderContextProvider } from '../../../renderer/context/render-context.js'
import type { AttributesByTemplate, TemplateKey } from '../../../templates/generated/types.js'
import { testRenderContext } from '../../helpers/render-context.js'

beforeEach(() => {
  vi.stubGlobal('matchMedia', () => ({ matches: false, addEventListener() {}, removeEventListener() {} }))
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

/** A block of the template from its defaults with `attributes` over them, and the props a component takes. */
function props<K extends TemplateKey>(template: K, attributes: Partial<AttributesByTemplate[K]>) {
  const block = newBlock(template, `${template}-1`)
  const merged = { ...(block.attributes as AttributesByTemplate[K]), ...attributes }
  return { block: { ...block, template, attributes: merged } as never, attributes: merged }
}
// Server rendering: rich text (the descriptions) is in the HTML only there; islands keep the server's.
const show = (node: ReactNode, locale = 'en') =>
  render(
    <RenderContextProvider value={testRenderContext({ locale, environment: 'server' })}>
      {node}
    </RenderContextProvider>,
  )

const barItems = ['Test drive', 'Finance', 'Retailers', 'Offers', 'Call us'].map((label, i) => ({
  icon: 'car',
  label,
  link: { url: `/step-${i + 1}` },
}))

it('the ready-to-go bar stores five items and shows the first four', () => {
  const view = show(<ReadyToGoBar {...props('ready-to-go-bar', { title: 'Ready?', items: barItems })} />)
  const links = view.getAllByRole('link').map((a) => a.textContent)
  expect(links).toEqual(['Test drive', 'Finance', 'Retailers', 'Offers'])
  expect(view.queryByText('Call us')).toBeNull()
})

it('hidden_fields hides the block fields it names and leaves the others', () => {
  const attributes = {
    title: 'Finance offer',
    price: 'From 4.9% APR',
    description: '<p>Representative example.</p>',
    disclaimer: 'Terms apply.',
    link: { url: '/offers', label: 'See the offer' },
    image: { id: 'lr-gallery-1', alt: 'A Defender' },
  }
  const all = show(<SingleOffer {...props('single-offer', attributes)} />)
  for (const text of [
    'Finance offer',
    'From 4.9% APR',
    'Representative example.',
    'Terms apply.',
    'See the offer',
  ])
    expect(all.getByText(text)).toBeTruthy()
  expect(all.getByRole('img', { name: 'A Defender' })).toBeTruthy()
  cleanup()
  const some = show(
    <SingleOffer
      {...props('single-offer', { ...attributes, hidden_fields: ['price', 'link', 'description', 'image'] })}
    />,
  )
  expect(some.getByRole('heading', { name: 'Finance offer' })).toBeTruthy()
  expect(some.getByText('Terms apply.')).toBeTruthy()
  expect(some.queryByText('From 4.9% APR')).toBeNull()
  expect(some.queryByText('Representative example.')).toBeNull()
  expect(some.queryByRole('link')).toBeNull()
  expect(some.queryByRole('img')).toBeNull()
})

it("hidden_fields hides an item's field by group.field and keeps the block's own", () => {
  const categories = [1, 2].map((n) => ({
    title: `Category ${n}`,
    description: `About ${n}`,
    image: { id: `lr-gallery-${n}`, alt: `Picture ${n}` },
  }))
  const view = show(
    <GalleryCategories
      {...props('gallery-categories', {
        title: 'Explore',
        description: '<p>Intro</p>',
        categories,
        hidden_fields: ['categories.description', 'categories.image'],
      })}
    />,
  )
  expect(view.getByText('Intro')).toBeTruthy()
  expect(view.getByText('Category 2')).toBeTruthy()
  expect(view.queryByText('About 1')).toBeNull()
  expect(view.queryByRole('img')).toBeNull()
})

it('a block outside its schedule renders nothing; inside it, it renders', () => {
  const past = { start: '2020-01-01T00:00:00Z', end: '2020-12-31T23:59:59Z' }
  const now = { start: '2020-01-01T00:00:00Z', end: '2999-12-31T23:59:59Z' }
  const quote = { quote: 'A fine car.', author: 'Sam' }
  expect(show(<Quote {...props('quote', { ...quote, schedule: past })} />).container.innerHTML).toBe('')
  cleanup()
  expect(
    show(<Quote {...props('quote', { ...quote, schedule: now })} />).getByText('A fine car.'),
  ).toBeTruthy()
})

it('the number button carousel moves to the slide of the number pressed and marks it current', () => {
  const slides = ['Town', 'Motorway', 'Off road'].map((title, i) => ({
    image: { id: `lr-gallery-${i}`, alt: title },
    title,
  }))
  const view = show(<NumberButtonCarousel {...props('number-button-carousel', { title: 'Ways', slides })} />)
  const numbers = view.getByRole('group', { name: 'Choose a slide' })
  const buttons = Array.from(numbers.querySelectorAll('button'))
  expect(buttons.map((b) => b.textContent)).toEqual(['1', '2', '3'])
  expect(buttons[0]!.getAttribute('aria-current')).toBe('true')
  fireEvent.click(buttons[2]!)
  expect(buttons[2]!.getAttribute('aria-current')).toBe('true')
  expect(buttons[0]!.getAttribute('aria-current')).toBeNull()
  const slide = (n: number) => view.container.querySelector(`#number-button-carousel-1-slides-slide-${n}`)
  expect(slide(2)!.hasAttribute('inert')).toBe(false)
  expect(slide(0)!.hasAttribute('inert')).toBe(true)
})
