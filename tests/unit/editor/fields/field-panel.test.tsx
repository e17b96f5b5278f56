// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { afterEach, expect, it, vi } from 'vitest'
import { block, pageWith } from '../../../helpers/page-builder.js'
import { renderPanel } from './render-panel.js'

afterEach(cleanup)

const heroAttributes = (state: ReturnType<ReturnType<typeof renderPanel>['state']>) =>
  state.doc.blocks[0]?.attributes as Record<string, unknown>

it('typing into a field updates the document through the store', async () => {
  const { state } = renderPanel('hero')
  const input = within(screen.getByTestId('field:/heading')).getByLabelText(/Heading/)
  await userEvent.clear(input)
  await userEvent.type(input, 'New Defender')
  expect(heroAttributes(state()).heading).toBe('New Defender')
  expect(state().past.length).toBeGreaterThan(0)
})

it('shows a too-long value’s error next to the field, tied to the input', async () => {
  renderPanel('hero')
  const row = screen.getByTestId('field:/heading')
  const input = within(row).getByRole('textbox')
  await userEvent.clear(input)
  await userEvent.paste('x'.repeat(301))
  const errors = within(row).getByRole('list')
  expect(errors.textContent).toMatch(/too long: at most 300/)
  expect(input.getAttribute('aria-describedby')).toContain(errors.id)
  expect(input.getAttribute('aria-invalid')).toBe('true')
  expect(within(row).getByText(/301 \/ 300/)).toBeTruthy()
})

it('offers a select’s x-options labels in enum order and dispatches the value', async () => {
  const { state } = renderPanel('hero')
  const select = within(screen.getByTestId('field:/header_size')).getByRole('combobox')
  const labels = within(select)
    .getAllByRole('option')
    .map((o) => o.textContent)
  expect(labels).toEqual(['Extra small', 'Small', 'Medium', 'Large', 'Extra large (title)'])
  await userEvent.selectOptions(select, 'Large')
  expect(heroAttributes(state()).header_size).toBe('l')
})

it('edits group item fields with their pointer and summarises slots', async () => {
  const { state } = renderPanel('tabs')
  const input = within(screen.getByTestId('field:/tabs/0/tab_label')).getByRole('textbox')
  await userEvent.type(input, '!')
  const tabs = state().doc.blocks[1]?.attributes as { tabs: { tab_label: string }[] }
  expect(tabs.tabs[0]?.tab_label).toBe('Overview!')
  expect(screen.getByTestId('field:/tabs/1/content').textContent).toMatch(/1 nested block/)
})

it('adds group items until maxItems, then disables the button and says why', async () => {
  const items = Array.from({ length: 8 }, (_, i) => ({ label: `Item ${i}`, blockId: 'top' }))
  const { state } = renderPanel('nav', pageWith([block('in-page-navigation', 'nav', { items })]))
  const group = screen.getByTestId('field:/items')
  const add = within(group).getByRole('button', { name: /^Add to/ })
  await userEvent.click(add)
  await userEvent.click(add)
  const list = (state().doc.blocks[0]?.attributes as { items: unknown[] }).items
  expect(list).toHaveLength(10)
  expect((add as HTMLButtonElement).disabled).toBe(true)
  expect(within(group).getByText(/holds at most 10 items/)).toBeTruthy()
  expect(screen.getByTestId('field:/items/9/label')).toBeTruthy()
})

it('moves and removes group items with buttons', async () => {
  const items = [
    { label: 'First', blockId: 'a' },
    { label: 'Second', blockId: 'b' },
  ]
  const { state } = renderPanel('nav', pageWith([block('in-page-navigation', 'nav', { items })]))
  const labels = () =>
    (state().doc.blocks[0]?.attributes as { items: { label: string }[] }).items.map((i) => i.label)
  await userEvent.click(screen.getByRole('button', { name: 'Move Navigation items item 1 down' }))
  expect(labels()).toEqual(['Second', 'First'])
  await userEvent.click(screen.getByRole('button', { name: 'Remove Navigation items item 1' }))
  expect(labels()).toEqual(['First'])
})

it('shows the engine’s date range order error beside the range', async () => {
  renderPanel('carousel', pageWith([block('hero-carousel', 'carousel')]))
  const row = screen.getByTestId('field:/offer_schedule')
  fireEvent.change(within(row).getByLabelText('Starts'), { target: { value: '2026-06-02T10:00' } })
  fireEvent.change(within(row).getByLabelText('Ends'), { target: { value: '2026-06-01T10:00' } })
  expect((await within(row).findByRole('list')).textContent).toMatch(/End: ends before it starts/)
})

it('renders separators as dividers with their title', () => {
  renderPanel('hero')
  const separator = screen.getByTestId('field:/buttons_separator')
  expect(separator.getAttribute('role')).toBe('separator')
  expect(separator.textContent).toBeTruthy()
})

it('uploads an image and stores the new media id', async () => {
  const { state, services } = renderPanel('hero')
  const row = screen.getByTestId('field:/image')
  const file = new File([new Uint8Array([1, 2, 3])], 'front.jpg', { type: 'image/jpeg' })
  await userEvent.upload(within(row).getByLabelText('Image file to upload'), file)
  expect(services.uploads).toEqual(['front.jpg'])
  expect(await within(row).findByText(/Uploaded front.jpg/)).toBeTruthy()
  expect((heroAttributes(state()).image as { id: string }).id).toBe('uploaded-front-jpg')
})

it('suggests the site’s pages for an internal link', async () => {
  renderPanel('hero')
  const buttons = screen.getByTestId('field:/buttons')
  await userEvent.click(within(buttons).getByRole('button', { name: 'Add a link' }))
  const url = within(buttons).getByLabelText('URL or page path')
  const list = document.getElementById(url.getAttribute('list') ?? '')
  await vi.waitFor(() => expect(list?.querySelectorAll('option')).toHaveLength(2))
})
