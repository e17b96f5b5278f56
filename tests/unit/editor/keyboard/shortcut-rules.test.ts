// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import { shortcutFor, type KeyPress } from '../../../../editor/keyboard/editor-shortcut.js'
import { keepsKey } from '../../../../editor/keyboard/keeps-key.js'
import { outlineNeighbour } from '../../../../editor/keyboard/outline-neighbour.js'
import { nestedPage } from '../../../helpers/page-builder.js'

const press = (key: string, mods: Partial<KeyPress> = {}): KeyPress => ({
  key,
  code: /^[a-z]$/i.test(key) ? `Key${key.toUpperCase()}` : key,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  altKey: false,
  ...mods,
})

describe('which key presses are shortcuts', () => {
  it.each([
    [press('z', { ctrlKey: true }), 'undo'],
    [press('z', { metaKey: true }), 'undo'],
    [press('Z', { ctrlKey: true, shiftKey: true }), 'redo'],
    [press('Z', { metaKey: true, shiftKey: true }), 'redo'],
    [press('y', { ctrlKey: true }), 'redo'],
    [press('d', { ctrlKey: true }), 'duplicate'],
    [press('d', { metaKey: true }), 'duplicate'],
    [press('Delete'), 'remove'],
    [press('Backspace'), 'remove'],
    [press('ArrowUp'), 'previous'],
    [press('ArrowDown'), 'next'],
    [press('ArrowLeft'), 'parent'],
    [press('ArrowRight'), 'firstChild'],
    // A Cyrillic layout: the key's place still says Z.
    [{ ...press('я', { ctrlKey: true }), code: 'KeyZ' }, 'undo'],
  ])('%o is %s', (keyPress, shortcut) => {
    expect(shortcutFor(keyPress)).toBe(shortcut)
  })

  it.each([
    press('z'),
    press('z', { ctrlKey: true, altKey: true }),
    press('y', { ctrlKey: true, shiftKey: true }),
    press('ArrowDown', { shiftKey: true }),
    press('ArrowDown', { ctrlKey: true }),
    press('Delete', { shiftKey: true }),
    press('s', { ctrlKey: true }),
    press('Enter'),
  ])('%o is none', (keyPress) => {
    expect(shortcutFor(keyPress)).toBeNull()
  })
})

describe('which focused element keeps a key for itself', () => {
  const element = (html: string) => {
    const host = document.createElement('div')
    host.innerHTML = html
    document.body.append(host)
    return host.firstElementChild as Element
  }

  it.each([
    '<input>',
    '<input type="text">',
    '<input type="url">',
    '<input type="number">',
    '<textarea></textarea>',
    '<div contenteditable="true"></div>',
    '<div role="textbox"></div>',
  ])(
    'a text field (%s) keeps undo, redo, delete, duplicate and arrows: its own history and caret',
    (html) => {
      for (const shortcut of ['undo', 'redo', 'remove', 'duplicate', 'previous', 'parent'] as const)
        expect(keepsKey(element(html), shortcut)).toBe(true)
    },
  )

  it.each([
    '<select><option>a</option></select>',
    '<input type="range">',
    '<input type="radio">',
    '<div role="tab"></div>',
    '<div role="listbox"></div>',
  ])('%s keeps only the arrows', (html) => {
    expect(keepsKey(element(html), 'next')).toBe(true)
    expect(keepsKey(element(html), 'firstChild')).toBe(true)
    expect(keepsKey(element(html), 'undo')).toBe(false)
    expect(keepsKey(element(html), 'remove')).toBe(false)
  })

  it.each(['<button>Undo</button>', '<input type="checkbox">', '<div></div>'])('%s keeps nothing', (html) => {
    for (const shortcut of ['undo', 'redo', 'remove', 'duplicate', 'next'] as const)
      expect(keepsKey(element(html), shortcut)).toBe(false)
  })

  it.each([
    '<dialog open><button>OK</button></dialog>',
    '<div role="dialog" aria-modal="true"><button>OK</button></div>',
  ])('a modal dialog (%s) keeps every key for itself', (html) => {
    const button = element(html).querySelector('button')
    for (const shortcut of ['undo', 'remove', 'duplicate', 'next'] as const)
      expect(keepsKey(button, shortcut)).toBe(true)
  })

  it('keeps nothing when nothing is focused', () => {
    expect(keepsKey(null, 'undo')).toBe(false)
  })
})

describe('walking the outline', () => {
  // hero, tabs > row > (snippet-a, snippet-b), tabs > html-1, html-root
  const doc = nestedPage()
  it('goes up and down in the outline order, nested blocks after their parent', () => {
    expect(outlineNeighbour(doc, 'hero', 'next')).toBe('tabs')
    expect(outlineNeighbour(doc, 'tabs', 'next')).toBe('row')
    expect(outlineNeighbour(doc, 'snippet-b', 'next')).toBe('html-1')
    expect(outlineNeighbour(doc, 'html-1', 'next')).toBe('html-root')
    expect(outlineNeighbour(doc, 'html-root', 'previous')).toBe('html-1')
    expect(outlineNeighbour(doc, 'row', 'previous')).toBe('tabs')
  })

  it('stops at the ends', () => {
    expect(outlineNeighbour(doc, 'hero', 'previous')).toBeNull()
    expect(outlineNeighbour(doc, 'html-root', 'next')).toBeNull()
    expect(outlineNeighbour(doc, 'gone', 'next')).toBeNull()
  })

  it('goes out to the parent and in to the first nested block', () => {
    expect(outlineNeighbour(doc, 'snippet-b', 'parent')).toBe('row')
    expect(outlineNeighbour(doc, 'hero', 'parent')).toBeNull()
    expect(outlineNeighbour(doc, 'tabs', 'firstChild')).toBe('row')
    expect(outlineNeighbour(doc, 'snippet-a', 'firstChild')).toBeNull()
    expect(outlineNeighbour(doc, 'hero', 'firstChild')).toBeNull()
  })
})
