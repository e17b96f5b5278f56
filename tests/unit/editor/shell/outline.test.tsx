// @vitest-environment happy-dom
import { act, cleanup, screen, waitFor, within } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { afterEach, expect, it } from 'vitest'
import { locateBlock } from '../../../../engine/tree/walk-blocks.js'
import { ids, renderEditor } from './render-editor.js'

afterEach(cleanup)

const selectInOutline = (id: string) =>
  userEvent.click(within(screen.getByTestId(`outline-item:${id}`)).getByRole('button'))

it('shows the tree with slots as titled sub-lists and highlights the selection', async () => {
  renderEditor()
  const tabs = screen.getByTestId('outline-item:tabs').closest('li') as HTMLElement
  // Each tab's slot by the tab's name (issue 26 item 7.8), not "Content 1".
  expect(within(tabs).getByText('Overview')).toBeTruthy()
  expect(within(tabs).getByText('Specs')).toBeTruthy()
  expect(within(tabs).queryByText('Content 1')).toBeNull()
  expect(within(tabs).getByTestId('outline-item:snippet-a')).toBeTruthy()
  expect(within(tabs).getByTestId('dropzone:tabs:tabs/1/content')).toBeTruthy()
  expect(screen.getByTestId('dropzone:row:blocks')).toBeTruthy()
  await selectInOutline('row')
  expect(screen.getByTestId('outline-item:row').getAttribute('aria-current')).toBe('true')
  expect(screen.getByRole('form', { name: 'Content blocks row fields' })).toBeTruthy()
})

it('moves a block up and down with the keyboard buttons, which stop at the ends', async () => {
  const { state } = renderEditor()
  await selectInOutline('html-root')
  expect(screen.getByRole('button', { name: 'Move down' }).hasAttribute('disabled')).toBe(true)
  await userEvent.click(screen.getByRole('button', { name: 'Move up' }))
  expect(ids(state().doc.blocks)).toEqual(['hero', 'html-root', 'tabs'])
  await userEvent.click(screen.getByRole('button', { name: 'Move up' }))
  expect(ids(state().doc.blocks)).toEqual(['html-root', 'hero', 'tabs'])
  expect(screen.getByRole('button', { name: 'Move up' }).hasAttribute('disabled')).toBe(true)
  await userEvent.click(screen.getByRole('button', { name: 'Move down' }))
  expect(ids(state().doc.blocks)).toEqual(['hero', 'html-root', 'tabs'])
})

it('moves a block into a chosen slot', async () => {
  const { state } = renderEditor()
  await selectInOutline('html-root')
  await userEvent.click(screen.getByRole('button', { name: 'Move into…' }))
  await userEvent.selectOptions(screen.getByLabelText('Move into'), 'row:blocks')
  await userEvent.click(screen.getByRole('button', { name: 'Move' }))
  expect(locateBlock(state().doc, 'html-root')).toMatchObject({ parentId: 'row', slot: 'blocks', index: 2 })
})

it('names each "Move into…" place as the editor knows it, never by an id', async () => {
  const { state } = renderEditor()
  act(() => {
    state().dispatch({ type: 'update', blockId: 'row', path: 'heading', value: 'Range' })
  })
  await selectInOutline('html-root')
  await userEvent.click(screen.getByRole('button', { name: 'Move into…' }))
  const options = [...(screen.getByLabelText('Move into') as HTMLSelectElement).options].map((o) => o.text)
  expect(options).toEqual([
    'The page (top level)',
    'Tabs › Overview',
    'Tabs › Specs',
    expect.stringMatching(/^Content blocks row( “Range”)? › Blocks$/),
  ])
})

it('refuses a move the engine refuses, says why, and changes nothing', async () => {
  const { state } = renderEditor()
  const before = state().doc
  await selectInOutline('hero')
  await userEvent.click(screen.getByRole('button', { name: 'Move into…' }))
  await userEvent.selectOptions(screen.getByLabelText('Move into'), 'row:blocks')
  await userEvent.click(screen.getByRole('button', { name: 'Move' }))
  expect(state().doc).toBe(before)
  expect(
    screen.getByText(/Not possible: Hero title banner is not allowed in Blocks of Content blocks row/),
  ).toBeTruthy()
})

it('duplicates and deletes', async () => {
  const { state } = renderEditor()
  await selectInOutline('hero')
  await userEvent.click(screen.getByRole('button', { name: 'Duplicate' }))
  const copy = state().doc.blocks[1]
  expect(copy?.template).toBe('jlr-hero-title-banner')
  expect(state().selection).toBe(copy?.id)
  await userEvent.click(screen.getByRole('button', { name: 'Delete' }))
  expect(ids(state().doc.blocks)).toEqual(['hero', 'tabs', 'html-root'])
  expect(screen.queryByTestId(`outline-item:${copy?.id}`)).toBeNull()
})

// Issue 26 item 7.6: a keyboard user's focus stays on the block it moved, never dropping to the body.
it('keeps the focus on the moved block after Move up, Move into… and ↑', async () => {
  renderEditor()
  const rowButton = (id: string) => within(screen.getByTestId(`outline-item:${id}`)).getAllByRole('button')[0]
  await selectInOutline('html-root')
  await userEvent.click(screen.getByRole('button', { name: 'Move up' }))
  // Still on Move up, now the moved block's: pressing it again moves it further.
  await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move up' })))
  await userEvent.click(screen.getByRole('button', { name: 'Move into…' }))
  await userEvent.selectOptions(screen.getByLabelText('Move into'), 'row:blocks')
  await userEvent.click(screen.getByRole('button', { name: 'Move' }))
  await waitFor(() => expect(document.activeElement).toBe(rowButton('html-root')))
  // ↑ from one of the block's actions: the focus follows the selection to the row above.
  screen.getByRole('button', { name: 'Move down' }).focus()
  await userEvent.keyboard('{ArrowUp}')
  await waitFor(() => expect(document.activeElement).toBe(rowButton('snippet-b')))
})
