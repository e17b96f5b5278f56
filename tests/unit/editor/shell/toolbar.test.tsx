// @vitest-environment happy-dom
import { act, cleanup, screen, waitFor, within } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { afterEach, expect, it, vi } from 'vitest'
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
  expect(within(within(gate).getAllByRole('list')[0]!).getAllByRole('listitem')).toHaveLength(1)
  // In an editor's words, the pointer only behind Details; the error links to its field.
  const link = within(gate).getByRole('button', {
    name: 'Snippet #1 › Heading: is too long: at most 300 characters',
  })
  expect(within(gate).getByText('Details').closest('details')?.open).toBe(false)
  expect(link.textContent).not.toContain('/blocks')
  await userEvent.click(link)
  expect(state().selection).toBe('snippet-a')
  expect(screen.getByTestId('outline-item:snippet-a').getAttribute('aria-current')).toBe('true')
  await waitFor(() =>
    expect(document.activeElement).toBe(screen.getByTestId('field:/heading').querySelector('input')),
  )
  expect(server.published).toHaveLength(0)
})

it('keeps the publish gate live: a fixed error leaves it at once, a server-only one when its value changes', async () => {
  const { state, server } = renderEditor()
  // The server alone knows the hero's heading "Taken" is refused (as it alone knows which forms exist).
  server.serverChecks.push((draft) =>
    (draft.blocks[0]?.attributes as { heading?: string }).heading === 'Taken'
      ? [{ path: '/blocks/0/attributes/heading', blockId: 'hero', message: 'is taken' }]
      : [],
  )
  act(() => {
    state().dispatch({ type: 'update', blockId: 'snippet-a', path: 'heading', value: 'x'.repeat(400) })
    state().dispatch({ type: 'update', blockId: 'hero', path: 'heading', value: 'Taken' })
  })
  await screen.findByTestId('block-error:snippet-a')
  await userEvent.click(screen.getByTestId('toolbar:publish'))
  const gate = screen.getByRole('alert', { name: 'Publishing refused' })
  expect(gate.textContent).toContain('fix 1 error')
  act(() => {
    state().dispatch({ type: 'update', blockId: 'snippet-a', path: 'heading', value: 'Fine' })
  })
  // Locally valid now: publishing again meets the server's refusal, listed with the local errors.
  await waitFor(() => expect(screen.queryByTestId('block-error:snippet-a')).toBeNull())
  await waitFor(() => expect(gate.textContent).toContain('No errors left'))
  await userEvent.click(screen.getByTestId('toolbar:publish'))
  const refused = screen.getByRole('alert', { name: 'Publishing refused' })
  expect(refused.textContent).toContain('is taken')
  // An unrelated edit leaves the server's error standing; changing the refused value clears it.
  act(() => {
    state().dispatch({ type: 'update', blockId: 'snippet-b', path: 'heading', value: 'Other' })
  })
  expect(refused.textContent).toContain('is taken')
  act(() => {
    state().dispatch({ type: 'update', blockId: 'hero', path: 'heading', value: 'Free' })
  })
  await waitFor(() =>
    expect(screen.getByRole('status', { name: 'Publish check' }).textContent).toContain('No errors left'),
  )
  expect(server.published).toHaveLength(0)
})

it('links to the draft preview and, once published, to the live page', async () => {
  const { state, server } = renderEditor(undefined, { key: 'lrdx', host: 'localhost' })
  const path = state().doc.path
  const preview = screen.getByRole('link', { name: 'Preview' })
  expect(preview.getAttribute('href')).toBe(`/disabled-preview${path}?site=lrdx`)
  expect(preview.getAttribute('target')).toBe('_blank')
  // Never published: View live is there, disabled, and says why.
  const notLive = screen.getByTestId('toolbar:view-live')
  expect(notLive.tagName).toBe('BUTTON')
  expect(notLive.hasAttribute('disabled')).toBe(true)
  expect(notLive.getAttribute('title')).toBe('Not published yet')

  // Unsaved changes are saved before the preview tab, opened at once, is sent to the draft.
  const tab = { opener: {} as unknown, location: { href: '' } }
  const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window)
  act(() => {
    state().dispatch({ type: 'update', blockId: 'hero', path: 'heading', value: 'Previewed' })
  })
  await userEvent.click(preview)
  expect(open).toHaveBeenCalledWith('', '_blank')
  await waitFor(() => expect(tab.location.href).toMatch(new RegExp(`/disabled-preview${path}\\?site=lrdx$`)))
  expect(tab.opener).toBeNull()
  expect(server.draft.blocks[0]?.attributes).toMatchObject({ heading: 'Previewed' })
  open.mockRestore()

  await userEvent.click(screen.getByTestId('toolbar:publish'))
  const live = await screen.findByRole('link', { name: 'View live' })
  expect(live.getAttribute('href')).toMatch(new RegExp(`^http://localhost(:\\d+)?${path}$`))
})

it("leaves both links out when the page's site is not known", () => {
  renderEditor()
  expect(screen.queryByTestId('toolbar:preview')).toBeNull()
  expect(screen.queryByTestId('toolbar:view-live')).toBeNull()
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

it('switches the canvas between fit and 100%, and keeps the whole save state in a title', async () => {
  renderEditor()
  const fit = screen.getByTestId('toolbar:zoom-fit')
  const full = screen.getByTestId('toolbar:zoom-100')
  expect([fit.getAttribute('aria-pressed'), full.getAttribute('aria-pressed')]).toEqual(['true', 'false'])
  await userEvent.click(full)
  expect([fit.getAttribute('aria-pressed'), full.getAttribute('aria-pressed')]).toEqual(['false', 'true'])
  expect(screen.getByTestId('canvas-zoom').textContent).toBe('1280 px at 100%')
  const status = screen.getByTestId('toolbar:save-state')
  expect(status.getAttribute('title')).toBe(status.textContent)
})
