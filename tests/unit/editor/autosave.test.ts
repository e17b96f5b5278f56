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
