import { expect, it } from 'vitest'
import { warnBeforeLeaving } from '../../../editor/state/warn-before-leaving.js'
import { testEditor } from '../../helpers/editor-harness.js'

const leave = (target: EventTarget) => {
  const event = new Event('beforeunload', { cancelable: true })
  target.dispatchEvent(event)
  return event.defaultPrevented
}

it('asks before leaving while changes are not saved, and not once they are', async () => {
  const { state, store, server } = testEditor()
  const target = new EventTarget()
  const stop = warnBeforeLeaving(store, target)
  expect(leave(target)).toBe(false)
  state().dispatch({ type: 'update', blockId: 'hero', path: 'heading', value: 'Unsaved' })
  expect(leave(target)).toBe(true)
  server.unreachable = 1
  await state().save()
  expect(state().saveState).toBe('retrying')
  expect(leave(target)).toBe(true)
  await state().save()
  expect(leave(target)).toBe(false)
  stop()
  state().dispatch({ type: 'update', blockId: 'hero', path: 'heading', value: 'Gone' })
  expect(leave(target)).toBe(false)
})
