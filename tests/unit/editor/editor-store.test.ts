import { describe, expect, it, vi } from 'vitest'
import { locateBlock } from '../../../engine/tree/walk-blocks.js'
import { block } from '../../helpers/page-builder.js'
import { testEditor } from '../../helpers/editor-harness.js'

describe('editor store', () => {
  it('applies actions through the engine, selects a new block, and marks the page dirty', () => {
    const { state } = testEditor()
    expect(
      state().dispatch({
        type: 'insert',
        block: block('jlr-snippet', 'new'),
        to: { parentId: null, index: 0 },
      }),
    ).toEqual({ ok: true })
    expect(state().doc.blocks[0]?.id).toBe('new')
    expect(state().selection).toBe('new')
    expect(state().saveState).toBe('dirty')
  })

  it('refuses what the engine refuses, saying why, and changes nothing', () => {
    const { state } = testEditor()
    const before = state().doc
    const verdict = state().dispatch({ type: 'move', blockId: 'tabs', to: { parentId: 'row', index: 0 } })
    expect(verdict.ok).toBe(false)
    expect(state().refusal).toMatch(/into itself/)
    expect(state().doc).toBe(before)
    expect(state().past).toHaveLength(0)
  })

  it('undoes and redoes with patches, back to the same documents', () => {
    const { state } = testEditor()
    const original = state().doc
    state().dispatch({ type: 'update', blockId: 'hero', path: 'heading', value: 'Winter offers' })
    state().dispatch({ type: 'remove', blockId: 'html-root' })
    const edited = state().doc
    state().undo()
    state().undo()
    expect(state().doc).toEqual(original)
    state().undo() // nothing left: no change
    state().redo()
    state().redo()
    expect(state().doc).toEqual(edited)
    state().dispatch({ type: 'remove', blockId: 'hero' })
    expect(state().future).toHaveLength(0)
  })

  it('validates on every change: errors per block, cleared when fixed', async () => {
    const { state } = testEditor()
    state().dispatch({ type: 'update', blockId: 'snippet-a', path: 'heading', value: 'x'.repeat(400) })
    // A field edit is validated right after it, not during the keystroke.
    await vi.waitFor(() => expect(state().errorsByBlock).toEqual({ 'snippet-a': 1 }))
    expect(state().errors[0]?.path).toMatch(/\/attributes\/heading$/)
    state().dispatch({ type: 'update', blockId: 'snippet-a', path: 'heading', value: 'Fine' })
    await vi.waitFor(() => expect(state().errors).toEqual([]))
  })

  it('validates changes to the structure at once, and a pending field edit on demand', () => {
    const { state } = testEditor()
    state().dispatch({ type: 'update', blockId: 'snippet-a', path: 'heading', value: 'x'.repeat(400) })
    expect(state().errors).toEqual([])
    state().validateNow()
    expect(state().errorsByBlock).toEqual({ 'snippet-a': 1 })
    // Removing the block is validated before dispatch returns, pending field edits included.
    state().dispatch({ type: 'remove', blockId: 'snippet-a' })
    expect(state().errors).toEqual([])
  })

  it('publishing checks the latest field edit, even before its validation ran', async () => {
    const { state, server } = testEditor()
    state().dispatch({ type: 'update', blockId: 'snippet-a', path: 'heading', value: 'x'.repeat(400) })
    expect(await state().publish()).toMatchObject({ kind: 'blocked', errors: [{ blockId: 'snippet-a' }] })
    expect(server.published).toHaveLength(0)
  })
})

describe('saving', () => {
  it('saves against the base version and moves the base on', async () => {
    const { state, server } = testEditor()
    state().dispatch({ type: 'update', blockId: 'hero', path: 'heading', value: 'Saved' })
    expect(await state().save()).toBe('saved')
    expect(state().baseVersion).toBe(2)
    expect(locateBlock(server.draft, 'hero')?.block.attributes).toMatchObject({ heading: 'Saved' })
  })

  it('never overwrites another editor: a stale save is a conflict holding both versions', async () => {
    const { state, server, otherEditorSaves } = testEditor()
    const theirs = { ...state().doc, attributes: { title: 'Their title' } }
    otherEditorSaves(theirs)
    state().dispatch({ type: 'update', blockId: 'hero', path: 'heading', value: 'Mine' })
    expect(await state().save()).toBe('conflict')
    expect(state().conflict?.theirs.attributes.title).toBe('Their title')
    expect(server.draft).toBe(theirs)
    expect(await state().save()).toBe('conflict') // stays put until the editor chooses
    expect(server.saves).toBe(1)
  })

  it('resolves a conflict by keeping mine (saved over theirs) or taking theirs', async () => {
    const mine = testEditor()
    mine.otherEditorSaves({ ...mine.state().doc, attributes: { title: 'Theirs' } })
    mine.state().dispatch({ type: 'update', blockId: 'hero', path: 'heading', value: 'Mine' })
    await mine.state().save()
    expect(await mine.state().keepMine()).toBe('saved')
    expect(locateBlock(mine.server.draft, 'hero')?.block.attributes).toMatchObject({ heading: 'Mine' })

    const theirs = testEditor()
    theirs.otherEditorSaves({ ...theirs.state().doc, attributes: { title: 'Theirs' } })
    theirs.state().dispatch({ type: 'remove', blockId: 'hero' })
    await theirs.state().save()
    theirs.state().takeTheirs()
    expect(theirs.state()).toMatchObject({ saveState: 'saved', conflict: null, baseVersion: 2, past: [] })
    expect(theirs.state().doc.attributes.title).toBe('Theirs')
  })
})

describe('publishing', () => {
  it('is refused while errors remain, listing them, and publishes once fixed (saving first)', async () => {
    const { state, server } = testEditor()
    state().dispatch({ type: 'update', blockId: 'hero', path: 'heading', value: 'x'.repeat(400) })
    const blocked = await state().publish()
    expect(blocked).toMatchObject({ kind: 'blocked', errors: [{ blockId: 'hero' }] })
    expect(server.published).toHaveLength(0)
    state().dispatch({ type: 'update', blockId: 'hero', path: 'heading', value: 'Ready' })
    expect(await state().publish()).toEqual({ kind: 'published', version: 1 })
    expect(locateBlock(server.published[0], 'hero')?.block.attributes).toMatchObject({ heading: 'Ready' })
  })
})
