import { describe, expect, it } from 'vitest'
import { applyAction, applyActionWithPatches, canApply } from '../../engine/operations/apply-action.js'
import type { EditorAction } from '../../engine/operations/editor-action.js'
import { locateBlock } from '../../engine/tree/walk-blocks.js'
import type { PageDocument } from '../../templates/generated/types.js'
import { applyPatches } from 'immer'
import { testEditor } from '../helpers/editor-harness.js'
import { nestedPage } from '../helpers/page-builder.js'

function run(doc: PageDocument, action: EditorAction): PageDocument {
  const result = applyAction(doc, action)
  if (!result.ok) throw new Error(`refused: ${result.reason}`)
  return result.doc
}

describe('updatePage: the page settings as engine actions', () => {
  it('sets and removes a page attribute, sharing the untouched blocks', () => {
    const doc = nestedPage()
    const next = run(doc, { type: 'updatePage', path: 'meta_title', value: 'Winter offers' })
    expect(next.attributes.meta_title).toBe('Winter offers')
    expect(next.blocks).toBe(doc.blocks)
    const cleared = run(next, { type: 'updatePage', path: 'meta_title', value: undefined })
    expect('meta_title' in cleared.attributes).toBe(false)
  })

  it('makes a missing redirect from its defaults, so a new target answers 301', () => {
    const doc = { ...nestedPage(), page_type: 'url_redirection' as const }
    const next = run(doc, { type: 'updatePage', path: 'redirect/to', value: '/new-offers' })
    expect(next.attributes.redirect).toEqual({
      to: '/new-offers',
      http_code: 301,
      link_type: 'internal',
      link_new_window: false,
    })
  })

  it('refuses settings the page schema does not have and list items that do not exist', () => {
    const doc = nestedPage()
    expect(canApply(doc, { type: 'updatePage', path: 'colour', value: 'red' })).toEqual({
      ok: false,
      reason: 'A page has no setting "colour"',
    })
    expect(canApply(doc, { type: 'updatePage', path: 'fab/items/0/icon', value: 'phone' }).ok).toBe(false)
    expect(canApply(doc, { type: 'updatePage', path: '', value: 1 }).ok).toBe(false)
  })

  it('is undone and redone by its patches', () => {
    const doc = nestedPage()
    const result = applyActionWithPatches(doc, { type: 'updatePage', path: 'redirect/to', value: '/x' })
    if (!result.ok) throw new Error(result.reason)
    expect(applyPatches(result.doc, result.inversePatches)).toEqual(doc)
    expect(applyPatches(doc, result.patches)).toEqual(result.doc)
  })
})

describe('updateVisibility: a block schedule or strategy', () => {
  it('gives a block a schedule, and removes it again', () => {
    const doc = nestedPage()
    const schedule = { start: '2026-01-01T00:00:00Z', end: '2026-02-01T00:00:00Z' }
    const next = run(doc, { type: 'updateVisibility', blockId: 'hero', path: 'schedule', value: schedule })
    expect(locateBlock(next, 'hero')?.block.visibility).toEqual({ schedule })
    const cleared = run(next, {
      type: 'updateVisibility',
      blockId: 'hero',
      path: 'schedule',
      value: undefined,
    })
    expect(locateBlock(cleared, 'hero')?.block.visibility).toEqual({})
    expect(canApply(doc, { type: 'updateVisibility', blockId: 'nope', path: 'schedule', value: 1 }).ok).toBe(
      false,
    )
  })
})

describe('the editor store with page settings', () => {
  it('undoes and redoes a page setting; a burst of typing in one setting is one step', () => {
    const { state } = testEditor()
    const original = state().doc
    state().dispatch({ type: 'updatePage', path: 'meta_title', value: 'W' })
    state().dispatch({ type: 'updatePage', path: 'meta_title', value: 'Wi' })
    state().dispatch({ type: 'updatePage', path: 'navigation', value: 'light' })
    expect(state().past).toHaveLength(2)
    const edited = state().doc
    state().undo()
    expect(state().doc.attributes.navigation).toBeUndefined()
    expect(state().doc.attributes.meta_title).toBe('Wi')
    state().undo()
    expect(state().doc).toEqual(original)
    state().redo()
    state().redo()
    expect(state().doc).toEqual(edited)
  })

  it('validates page settings like block fields', () => {
    const { state } = testEditor()
    state().dispatch({ type: 'updatePage', path: 'canonical_url', value: 'javascript:alert(1)' })
    state().validateNow()
    expect(state().errors.some((e) => e.path === '/attributes/canonical_url')).toBe(true)
  })
})
