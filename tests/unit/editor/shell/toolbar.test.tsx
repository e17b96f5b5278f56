// @vitest-environment happy-dom
import { act, cleanup, screen, within } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { afterEach, expect, it } from 'vitest'
import { ids, renderEditor } from './render-editor.js'

afterEach(cleanup)

const disabled = (testId: string) => screen.getByTestId(testId).hasAttribute('disabled')

it('undoes and redoes, each button disabled at its end', async () => {
  const { state } = renderEditor()
  expect([disabled('toolbar:undo'), disabled('toolbar:redo')]).toEqual([true, true])
  await userEvent.click(within(screen.getByTestId('outline-item:hero')).getByRole('button'))
  await userEvent.click(screen.getByRole('button', { name: 'Delete' }))
  expect([disabled('toolbar:undo'), disabled('toolbar:redo')]).toEqual([false, true])
  await userEvent.click(screen.getByTestId('toolbar:undo'))
  expect(ids(state().doc.blocks)).toEqual(['hero', 'tabs', 'html-root'])
  expect([disabled('toolbar:undo'), disabled('toolbar:redo')]).toEqual([true, false])
  await userEvent.click(screen.getByTestId('toolbar:redo'))
  expect(ids(state().doc.blocks)).toEqual(['tabs', 'html-root'])
  expect([disabled('toolbar:undo'), disabled('toolbar:redo')]).toEqual([false, true])
})

it('refuses to publish with errors, lists them, and jumps to the block', async () => {
  const { state, server } = renderEditor()
  act(() => {
    state().dispatch({ type: 'update', blockId: 'snippet-a', path: 'heading', value: 'x'.repeat(400) })
  })
  // The field edit's validation follows it; the badge appears then.
  expect((await screen.findByTestId('block-error:snippet-a')).textContent).toBe('1')
  await userEvent.click(screen.getByTestId('toolbar:publish'))
  const gate = screen.getByRole('alert', { name: 'Publishing refused' })
  expect(within(gate).getAllByRole('listitem')).toHaveLength(1)
  await userEvent.click(within(gate).getByRole('button', { name: /Go to Snippet/ }))
  expect(state().selection).toBe('snippet-a')
  expect(screen.getByTestId('outline-item:snippet-a').getAttribute('aria-current')).toBe('true')
  expect(server.published).toHaveLength(0)
})

it('saves, and on a conflict shows both titles and takes theirs when asked', async () => {
  const { state, otherEditorSaves } = renderEditor()
  act(() => {
    state().dispatch({ type: 'remove', blockId: 'hero' })
  })
  otherEditorSaves({ ...state().doc, attributes: { title: 'Their page' } })
  await userEvent.click(screen.getByTestId('toolbar:save'))
  const banner = screen.getByRole('alert')
  expect(banner.textContent).toMatch(/Your version: “Test page”.*Their version: “Their page”/)
  await userEvent.click(within(banner).getByRole('button', { name: 'Take theirs' }))
  expect(state().doc.attributes.title).toBe('Their page')
  expect(screen.queryByRole('button', { name: 'Keep mine' })).toBeNull()
})

it('shows a save that waits for the network, then saved', async () => {
  const { state, server } = renderEditor()
  act(() => {
    state().dispatch({ type: 'update', blockId: 'hero', path: 'heading', value: '' })
  })
  server.unreachable = 1
  await userEvent.click(screen.getByTestId('toolbar:save'))
  const status = screen.getByTestId('toolbar:save-state')
  expect(status.textContent).toBe('Not saved yet: retrying')
  expect(status.getAttribute('title')).toBe('The server could not be reached')
  // A heading left empty does not stop the save: only publishing waits for it.
  await userEvent.click(screen.getByTestId('toolbar:save'))
  expect(screen.getByTestId('toolbar:save-state').textContent).toBe('All changes saved')
  expect(server.draft.blocks[0]?.attributes).toMatchObject({ heading: '' })
})
