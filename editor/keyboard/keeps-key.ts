import type { EditorShortcut } from './editor-shortcut.js'

// Inputs that are not typed into: every other input type keeps its own undo and caret keys.
const NOT_TYPED = new Set([
  'checkbox',
  'radio',
  'range',
  'color',
  'button',
  'submit',
  'reset',
  'image',
  'file',
])
// Inputs whose arrow keys do nothing: the editor may have them.
const NO_ARROWS = new Set(['checkbox', 'color', 'button', 'submit', 'reset', 'image', 'file'])
// Widgets whose arrow keys choose a value or move inside them (ARIA's composite widgets).
const ARROW_ROLES = new Set([
  'combobox',
  'grid',
  'listbox',
  'menu',
  'menubar',
  'option',
  'radio',
  'radiogroup',
  'scrollbar',
  'slider',
  'spinbutton',
  'tab',
  'tablist',
  'tree',
  'treegrid',
  'treeitem',
])

/**
 * Whether the focused element keeps a key for itself, so the editor's shortcut must not run: a text field
 * (input, text area, contenteditable such as the rich text) keeps every shortcut, its own undo history
 * included; a select, slider, radio or other arrow-key widget keeps the arrows. Reads tag names, not
 * `instanceof`, because the canvas's elements belong to the iframe's window. Inside a modal dialog every
 * key is the dialog's.
 */
export function keepsKey(element: Element | null, shortcut: EditorShortcut): boolean {
  if (!element) return false
  // A dialog's keys are its own (a library's grid, a confirmation): the page behind it is not edited.
  if (isTextField(element) || element.closest('dialog, [aria-modal="true"]')) return true
  if (shortcut !== 'previous' && shortcut !== 'next' && shortcut !== 'parent' && shortcut !== 'firstChild')
    return false
  const tag = element.tagName.toLowerCase()
  if (tag === 'select') return true
  if (tag === 'input') return !NO_ARROWS.has(typeOf(element))
  return ARROW_ROLES.has(element.getAttribute('role') ?? '')
}

function isTextField(element: Element): boolean {
  const tag = element.tagName.toLowerCase()
  if (tag === 'textarea') return true
  if (tag === 'input') return !NOT_TYPED.has(typeOf(element))
  return (element as HTMLElement).isContentEditable === true || element.getAttribute('role') === 'textbox'
}

function typeOf(input: Element): string {
  return (input.getAttribute('type') ?? 'text').toLowerCase()
}
