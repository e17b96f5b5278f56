// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { afterEach, expect, it } from 'vitest'
import { block, pageWith } from '../../../helpers/page-builder.js'
import { renderPanel } from './render-panel.js'

afterEach(cleanup)

type Attributes = Record<string, unknown>
const attributesOf = (state: ReturnType<ReturnType<typeof renderPanel>['state']>) =>
  state.doc.blocks[0]?.attributes as Attributes

const offer = (attributes: Attributes) =>
  pageWith([block('single-offer', 'offer', { title: 'Spring offer', ...attributes })])

it('hides a field by its checkbox, marks it in the form, and undoes', async () => {
  const { state, store } = renderPanel('offer', offer({ hidden_fields: ['title'] }))
  const list = screen.getByTestId('field:/hidden_fields')
  expect(within(list).getByRole('checkbox', { name: 'Title' })).toHaveProperty('checked', true)
  expect(screen.getByTestId('hidden-note:/title').textContent).toMatch(/Hidden on the page/)
  expect(screen.queryByTestId('hidden-note:/price')).toBeNull()

  await userEvent.click(within(list).getByRole('checkbox', { name: 'Price' }))
  expect(attributesOf(state()).hidden_fields).toEqual(['title', 'price'])
  expect(screen.getByTestId('hidden-note:/price')).toBeTruthy()

  await userEvent.click(within(list).getByRole('checkbox', { name: 'Title' }))
  expect(attributesOf(state()).hidden_fields).toEqual(['price'])
  expect(screen.queryByTestId('hidden-note:/title')).toBeNull()

  // Edits of one field within a second are one undo step, as typing is.
  act(() => store.getState().undo())
  expect(attributesOf(state()).hidden_fields).toEqual(['title'])
  expect(screen.getByTestId('hidden-note:/title')).toBeTruthy()
})

it('keeps stored names the block no longer has, with a way to remove them', async () => {
  const { state } = renderPanel('offer', offer({ hidden_fields: ['subtitle', 'price'] }))
  const list = screen.getByTestId('field:/hidden_fields')
  expect(within(list).getByText('subtitle')).toBeTruthy()
  await userEvent.click(within(list).getByRole('button', { name: 'Remove subtitle from the hidden fields' }))
  expect(attributesOf(state()).hidden_fields).toEqual(['price'])
})

const hotspots = (spots: Attributes[]) =>
  pageWith([block('hotspots-container', 'spots', { image: { id: 'cabin' }, hotspots: spots })])

it('moves a focused point by the arrow keys, 1 % and with Shift 5 %, as undoable updates', async () => {
  const { state, store } = renderPanel('spots', hotspots([{ x: 10, y: 20, title: 'Seats' }]))
  const point = screen.getByRole('button', { name: /^Point 1, Seats: 10% from the left, 20% from the top/ })
  point.focus()
  await userEvent.keyboard('{ArrowRight}{Shift>}{ArrowDown}{/Shift}')
  expect(attributesOf(state()).hotspots).toEqual([{ x: 11, y: 25, title: 'Seats' }])
  expect(point.getAttribute('aria-label')).toMatch(/11% from the left, 25% from the top/)
  act(() => store.getState().undo())
  expect(attributesOf(state()).hotspots).toEqual([{ x: 10, y: 20, title: 'Seats' }])
})

it('adds a valid point where the image is clicked, numbered after the others', async () => {
  const { state } = renderPanel('spots', hotspots([{ x: 10, y: 20, title: 'Seats' }]))
  const stage = screen.getByRole('group', { name: 'Hotspots on the image' })
  stage.getBoundingClientRect = () => ({ left: 0, top: 0, width: 400, height: 225 }) as DOMRect
  fireEvent.click(stage.querySelector('img')!, { clientX: 100, clientY: 45 })
  expect(attributesOf(state()).hotspots).toEqual([
    { x: 10, y: 20, title: 'Seats' },
    { x: 25, y: 20, title: 'New point' },
  ])
  expect(state().errors.filter((e) => e.path.includes('hotspots'))).toEqual([])
  expect(screen.getByRole('button', { name: /^Point 2, New point/ }).textContent).toBe('2')
  // Each point's other fields are the group's ordinary widgets, in list order.
  expect(within(screen.getByTestId('field:/hotspots/1/title')).getByRole('textbox')).toHaveProperty(
    'value',
    'New point',
  )
})

it('edits a button’s dynamic-content strategy under its collapsed "Dynamic content"', async () => {
  const { state } = renderPanel('offer', offer({ link: { url: '/offers', label: 'See offers' } }))
  const link = screen.getByTestId('field:/link')
  const disclosure = within(link).getByText('Dynamic content').closest('details')!
  expect(disclosure.open).toBe(false)
  await userEvent.click(within(link).getByText('Dynamic content'))
  await userEvent.selectOptions(within(disclosure).getByRole('combobox', { name: /Strategy/ }), 'url_brands')
  await userEvent.type(within(disclosure).getByRole('textbox', { name: /Fallback/ }), 'Soon')
  expect((attributesOf(state()).link as Attributes).strategy).toEqual({ key: 'url_brands', fallback: 'Soon' })
  expect((attributesOf(state()).link as Attributes).url).toBe('/offers')
})
