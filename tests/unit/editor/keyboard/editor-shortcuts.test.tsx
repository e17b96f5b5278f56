// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { locateBlock } from '../../../../engine/tree/walk-blocks.js'
import { ids, renderEditor } from '../shell/render-editor.js'

afterEach(cleanup)

const key = (target: Element | Document, keyName: string, mods: Record<string, boolean> = {}) =>
  fireEvent.keyDown(target, {
    key: keyName,
    code: /^[a-z]$/i.test(keyName) ? `Key${keyName.toUpperCase()}` : keyName,
    ...mods,
  })
const heading = (state: () => { doc: unknown }, id: string) =>
  (locateBlock(state().doc, id)?.block.attributes as { heading?: string }).heading

describe('the page editor’s shortcuts', () => {
  it('undoes and redoes from anywhere outside a text field', () => {
    const { state } = renderEditor()
    state().dispatch({ type: 'remove', blockId: 'html-root' })
    key(document.body, 'z', { ctrlKey: true })
    expect(ids(state().doc.blocks)).toContain('html-root')
    key(document.body, 'Z', { ctrlKey: true, shiftKey: true })
    expect(ids(state().doc.blocks)).not.toContain('html-root')
    key(document.body, 'z', { metaKey: true })
    key(screen.getByTestId('toolbar:undo'), 'y', { ctrlKey: true })
    expect(ids(state().doc.blocks)).not.toContain('html-root')
  })

  it('leaves Ctrl+Z to a focused text field, which keeps its own undo', () => {
    const { state } = renderEditor()
    act(() => {
      state().select('hero')
      state().dispatch({ type: 'update', blockId: 'hero', path: 'heading', value: 'Typed' })
    })
    const input = within(screen.getByTestId('field:/heading')).getByRole('textbox')
    const event = key(input, 'z', { ctrlKey: true })
    expect(heading(state, 'hero')).toBe('Typed')
    expect(event).toBe(true) // not prevented: the browser's own undo runs
    key(input, 'Delete')
    expect(ids(state().doc.blocks)).toContain('hero')
  })

  it('removes the selected block with Delete or Backspace, undoably, and nothing without a selection', () => {
    const { state } = renderEditor()
    expect(key(document.body, 'Delete')).toBe(true)
    state().select('html-root')
    expect(key(document.body, 'Delete')).toBe(false) // prevented: the editor's
    expect(ids(state().doc.blocks)).toEqual(['hero', 'tabs'])
    state().select('hero')
    key(document.body, 'Backspace')
    expect(ids(state().doc.blocks)).toEqual(['tabs'])
    key(document.body, 'z', { ctrlKey: true })
    key(document.body, 'z', { ctrlKey: true })
    expect(ids(state().doc.blocks)).toEqual(['hero', 'tabs', 'html-root'])
  })

  it('leaves Delete alone when the selected block was undone away', () => {
    const { state } = renderEditor()
    state().select('hero')
    key(document.body, 'd', { ctrlKey: true })
    const copy = state().selection
    key(document.body, 'z', { ctrlKey: true })
    expect(state().selection).toBe(copy)
    expect(key(document.body, 'Delete')).toBe(true) // not prevented, nothing refused
    expect(state().refusal).toBeNull()
    expect(ids(state().doc.blocks)).toEqual(['hero', 'tabs', 'html-root'])
  })

  it('duplicates the selected block with Ctrl/Cmd+D and selects the copy', () => {
    const { state } = renderEditor()
    state().select('hero')
    key(document.body, 'd', { ctrlKey: true })
    expect(state().doc.blocks).toHaveLength(4)
    expect(state().selection).toBe(state().doc.blocks[1]?.id)
    expect(state().doc.blocks[1]?.template).toBe('jlr-hero-title-banner')
  })

  it('walks the outline with the arrows, the focus following from a row', () => {
    const { state } = renderEditor()
    const rowButton = (id: string) =>
      within(screen.getByTestId(`outline-item:${id}`)).getAllByRole('button')[0]!
    act(() => state().select('tabs'))
    rowButton('tabs').focus()
    key(document.activeElement!, 'ArrowDown')
    expect(state().selection).toBe('row')
    expect(document.activeElement).toBe(rowButton('row'))
    key(document.activeElement!, 'ArrowRight')
    expect(state().selection).toBe('snippet-a')
    key(document.activeElement!, 'ArrowLeft')
    key(document.activeElement!, 'ArrowLeft')
    expect(state().selection).toBe('tabs')
    key(document.activeElement!, 'ArrowUp')
    key(document.activeElement!, 'ArrowUp')
    expect(state().selection).toBe('hero')
  })

  it('leaves the arrows to a select', () => {
    const { state } = renderEditor()
    state().select('hero')
    const select = document.createElement('select')
    document.body.append(select)
    key(select, 'ArrowDown')
    expect(state().selection).toBe('hero')
    select.remove()
  })

  it('ends a burst of typing when the pointer is pressed or the focus moves', () => {
    const { state } = renderEditor()
    const edit = (value: string) =>
      state().dispatch({ type: 'update', blockId: 'hero', path: 'heading', value })
    edit('A')
    edit('AB')
    expect(state().past).toHaveLength(1)
    fireEvent.pointerDown(screen.getByTestId('toolbar:publish'))
    edit('ABC')
    expect(state().past).toHaveLength(2)
    fireEvent.focusIn(screen.getByTestId('toolbar:save'))
    edit('ABCD')
    expect(state().past).toHaveLength(3)
  })
})
