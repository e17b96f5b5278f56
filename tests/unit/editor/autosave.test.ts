import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import { startAutosave } from '../../../editor/state/autosave.js'
import { testEditor } from '../../helpers/editor-harness.js'

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

it('saves a while after the last change, once for a burst of changes', async () => {
  const { state, store, server } = testEditor()
  const stop = startAutosave(store, 1000)
  state().dispatch({ type: 'update', blockId: 'hero', path: 'heading', value: 'A' })
  await vi.advanceTimersByTimeAsync(500)
  state().dispatch({ type: 'update', blockId: 'hero', path: 'heading', value: 'AB' })
  await vi.advanceTimersByTimeAsync(999)
  expect(server.saves).toBe(0)
  await vi.advanceTimersByTimeAsync(1)
  expect(server.saves).toBe(1)
  expect(state().saveState).toBe('saved')
  stop()
})

it('does not save while a conflict waits for the editor to choose', async () => {
  const { state, store, server, otherEditorSaves } = testEditor()
  const stop = startAutosave(store, 100)
  otherEditorSaves({ ...state().doc, attributes: { title: 'Theirs' } })
  state().dispatch({ type: 'update', blockId: 'hero', path: 'heading', value: 'Mine' })
  await vi.advanceTimersByTimeAsync(100)
  expect(state().saveState).toBe('conflict')
  state().dispatch({ type: 'update', blockId: 'hero', path: 'heading', value: 'Mine again' })
  await vi.advanceTimersByTimeAsync(1000)
  expect(server.saves).toBe(1)
  stop()
})

it('saves a draft that breaks field rules: the server keeps it, only publishing waits', async () => {
  const { state, store, server } = testEditor()
  const stop = startAutosave(store, 100, undefined, new EventTarget())
  state().dispatch({ type: 'update', blockId: 'hero', path: 'heading', value: '' })
  await vi.advanceTimersByTimeAsync(100)
  expect(state().saveState).toBe('saved')
  expect(server.draft.blocks[0]?.attributes).toMatchObject({ heading: '' })
  expect(state().errors).toContainEqual(expect.objectContaining({ message: 'Heading is required' }))
  expect(await state().publish()).toMatchObject({ kind: 'blocked' })
  stop()
})

it('retries a save that could not reach the server, waiting twice as long each time', async () => {
  const { state, store, server } = testEditor()
  const stop = startAutosave(store, 100, { baseMs: 1000, maxMs: 3000 }, new EventTarget())
  server.unreachable = 4
  state().dispatch({ type: 'update', blockId: 'hero', path: 'heading', value: 'Offline edit' })
  await vi.advanceTimersByTimeAsync(100)
  expect(server.saves).toBe(1)
  // Visible: the changes are kept and the editor is told a retry is coming.
  expect(state()).toMatchObject({ saveState: 'retrying', saveMessage: 'The server could not be reached' })
  await vi.advanceTimersByTimeAsync(999)
  expect(server.saves).toBe(1)
  await vi.advanceTimersByTimeAsync(1) // 1 s after the first failure
  expect(server.saves).toBe(2)
  await vi.advanceTimersByTimeAsync(1999)
  expect(server.saves).toBe(2)
  await vi.advanceTimersByTimeAsync(1) // 2 s after the second
  expect(server.saves).toBe(3)
  await vi.advanceTimersByTimeAsync(3000) // capped at 3 s, not 4
  expect(server.saves).toBe(4)
  await vi.advanceTimersByTimeAsync(3000)
  expect(server.saves).toBe(5)
  expect(state().saveState).toBe('saved')
  expect(server.draft.blocks[0]?.attributes).toMatchObject({ heading: 'Offline edit' })
  // Nothing more to do once saved.
  await vi.advanceTimersByTimeAsync(60_000)
  expect(server.saves).toBe(5)
  stop()
})

it('starts the backoff again after a save succeeds', async () => {
  const { state, store, server } = testEditor()
  const stop = startAutosave(store, 100, { baseMs: 1000, maxMs: 60_000 }, new EventTarget())
  server.unreachable = 2
  state().dispatch({ type: 'update', blockId: 'hero', path: 'heading', value: 'One' })
  await vi.advanceTimersByTimeAsync(100 + 1000 + 2000)
  expect(state().saveState).toBe('saved')
  server.unreachable = 1
  state().dispatch({ type: 'update', blockId: 'hero', path: 'heading', value: 'Two' })
  await vi.advanceTimersByTimeAsync(100)
  expect(state().saveState).toBe('retrying')
  await vi.advanceTimersByTimeAsync(1000) // the first wait again, not 4 s
  expect(state().saveState).toBe('saved')
  stop()
})

it('tries at once when the browser is back online, and saves what waits when the tab is hidden', async () => {
  const { state, store, server } = testEditor()
  const events = new EventTarget()
  const stop = startAutosave(store, 1000, { baseMs: 30_000, maxMs: 60_000 }, events)
  server.unreachable = 1
  state().dispatch({ type: 'update', blockId: 'hero', path: 'heading', value: 'Train tunnel' })
  await vi.advanceTimersByTimeAsync(1000)
  expect(state().saveState).toBe('retrying')
  events.dispatchEvent(new Event('online'))
  await vi.advanceTimersByTimeAsync(0)
  expect(state().saveState).toBe('saved')
  expect(server.saves).toBe(2)
  state().dispatch({ type: 'update', blockId: 'hero', path: 'heading', value: 'Closing the tab' })
  events.dispatchEvent(new Event('pagehide'))
  await vi.advanceTimersByTimeAsync(0)
  expect(server.saves).toBe(3)
  expect(state().saveState).toBe('saved')
  stop()
})

it('stops retrying for an answer that will not change (a malformed document)', async () => {
  const { state, store, server } = testEditor()
  const stop = startAutosave(store, 100, { baseMs: 1000, maxMs: 1000 }, new EventTarget())
  // A document the editor's actions never make: a block of an unknown template.
  store.setState({
    doc: { ...state().doc, blocks: [{ id: 'x', template: 'nope', attributes: {} }] as never },
    saveState: 'dirty',
  })
  await vi.advanceTimersByTimeAsync(100)
  expect(server.saves).toBe(1)
  expect(state().saveState).toBe('failed')
  await vi.advanceTimersByTimeAsync(10_000)
  expect(server.saves).toBe(1)
  stop()
})
