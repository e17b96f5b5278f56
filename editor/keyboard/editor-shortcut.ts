import type { OutlineStep } from './outline-neighbour.js'

/** What a key press asks of the page editor. */
export type EditorShortcut = 'undo' | 'redo' | 'remove' | 'duplicate' | OutlineStep

/** The parts of a keyboard event the shortcuts read. */
export type KeyPress = Pick<KeyboardEvent, 'key' | 'code' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey'>

const ARROWS: Record<string, OutlineStep> = {
  ArrowUp: 'previous',
  ArrowDown: 'next',
  ArrowLeft: 'parent',
  ArrowRight: 'firstChild',
}

/**
 * The editor's shortcut for a key press, or null: Ctrl/Cmd+Z undo, Shift+Ctrl/Cmd+Z and Ctrl/Cmd+Y redo,
 * Delete and Backspace remove, Ctrl/Cmd+D duplicate, the arrows walk the outline (up and down in its
 * order, left to the parent, right to the first nested block). Ctrl and Cmd are the same key here, so a
 * Mac and a PC both work without guessing the platform.
 */
export function shortcutFor(press: KeyPress): EditorShortcut | null {
  if (press.altKey) return null
  const mod = press.ctrlKey || press.metaKey
  if (mod) {
    const letter = letterOf(press)
    if (letter === 'z') return press.shiftKey ? 'redo' : 'undo'
    if (letter === 'y' && !press.shiftKey) return 'redo'
    if (letter === 'd' && !press.shiftKey) return 'duplicate'
    return null
  }
  if (press.shiftKey) return null
  if (press.key === 'Delete' || press.key === 'Backspace') return 'remove'
  return ARROWS[press.key] ?? null
}

/** The letter pressed: the character on Latin layouts, else the key's place (Ctrl+Я is Ctrl+Z). */
function letterOf({ key, code }: KeyPress): string {
  if (/^[a-z]$/i.test(key)) return key.toLowerCase()
  return code.startsWith('Key') ? code.slice(3).toLowerCase() : ''
}
