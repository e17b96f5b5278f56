import { describe, expect, it } from 'vitest'
import { HISTORY_LIMIT, TYPING_PAUSE } from '../../../editor/state/push-history.js'
import { locateBlock } from '../../../engine/tree/walk-blocks.js'
import { testEditor } from '../../helpers/editor-harness.js'

/** An editor with a clock the test moves: `type` sets a field one keystroke at a time, `wait` passes time. */
function typingEditor() {
  let time = 0
  const editor = testEditor(undefined, () => time)
  const state = editor.state
  const type = (blockId: string, path: string, text: string, gap = 100) => {
    const start = String(attribute(blockId, path) ?? '')
    for (let i = 1; i <= text.length; i++) {
      time += gap
      state().dispatch({ type: 'update', blockId, path, value: start + text.slice(0, i) })
    }
  }
  const attribute = (blockId: string, path: string) =>
    (locateBlock(state().doc, blockId)?.block.attributes as Record<string, unknown>)[path]
  return { ...editor, type, attribute, wait: (ms: number) => (time += ms) }
}

describe('undo while typing', () => {
  it('makes one step of a burst of keystrokes in one field', () => {
    const { state, type, attribute } = typingEditor()
    const before = attribute('hero', 'heading')
    type('hero', 'heading', 'Winter offers')
    expect(state().past).toHaveLength(1)
    expect(attribute('hero', 'heading')).toBe(`${String(before)}Winter offers`)
    state().undo()
    expect(attribute('hero', 'heading')).toBe(before)
    state().redo()
    expect(attribute('hero', 'heading')).toBe(`${String(before)}Winter offers`)
  })

  it('keeps a long burst to one small step (the value replaced, not one patch per keystroke)', () => {
    const { state, type } = typingEditor()
    type('hero', 'heading', 'x'.repeat(150), 50)
    expect(state().past).toHaveLength(1)
    expect(state().past[0]?.patches).toHaveLength(1)
  })

  it('starts a new step after a pause of a second', () => {
    const { state, type, wait, attribute } = typingEditor()
    type('snippet-a', 'heading', 'Service')
    wait(TYPING_PAUSE)
    type('snippet-a', 'heading', ' from $299')
    expect(state().past).toHaveLength(2)
    state().undo()
    expect(attribute('snippet-a', 'heading')).toMatch(/Service$/)
  })

  it('starts a new step in another field or another block, even within the second', () => {
    const { state, type } = typingEditor()
    type('snippet-a', 'heading', 'One')
    type('snippet-b', 'heading', 'Two')
    type('snippet-b', 'paragraph', '<p>Three</p>')
    expect(state().past).toHaveLength(3)
  })

  it('does not join a keystroke to a step across another action, an undo or a redo', () => {
    const { state, type } = typingEditor()
    type('snippet-a', 'heading', 'Ab')
    state().dispatch({ type: 'move', blockId: 'html-root', to: { parentId: null, index: 0 } })
    type('snippet-a', 'heading', 'c')
    expect(state().past).toHaveLength(3)
    state().undo()
    type('snippet-a', 'heading', 'd')
    // The undone keystroke stays undone: 'd' is a step of its own, after the move.
    expect(state().past).toHaveLength(3)
    expect(state().future).toHaveLength(0)
    state().undo()
    state().redo()
    type('snippet-a', 'heading', 'e')
    expect(state().past).toHaveLength(4)
  })

  it('starts a new step once the burst is ended (the editor clicked or moved the focus)', () => {
    const { state, type } = typingEditor()
    type('hero', 'heading', 'x'.repeat(301))
    state().endTypingBurst()
    type('hero', 'heading', 'Fixed')
    expect(state().past).toHaveLength(2)
  })

  it('keeps the history bounded', () => {
    const { state, type, wait } = typingEditor()
    for (let i = 0; i < HISTORY_LIMIT + 20; i++) {
      type('hero', 'heading', 'x')
      wait(TYPING_PAUSE)
    }
    expect(state().past).toHaveLength(HISTORY_LIMIT)
  })
})
