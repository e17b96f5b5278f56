import { useEffect } from 'react'
import type { EditorStore } from '../state/create-editor-store.js'
import { useEditorStore } from '../state/editor-store-context.js'
import { shortcutFor } from './editor-shortcut.js'
import { keepsKey } from './keeps-key.js'
import { listenInEditorDocuments } from './listen-in-editor-documents.js'
import { runShortcut } from './run-shortcut.js'

/**
 * The page editor's keyboard shortcuts (editor-shortcut.ts), wherever the focus is in the editor (the
 * canvas's iframe included) except where the focused element keeps the key (keeps-key.ts): a text field
 * keeps its own undo. Listens on the documents, so a key pressed with nothing focused still counts.
 */
export function useEditorShortcuts(): void {
  const store = useEditorStore()
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.isComposing) return
      const shortcut = shortcutFor(event)
      if (!shortcut) return
      const target = event.target as Node | null
      const element = target?.nodeType === 1 ? (target as Element) : null
      if (keepsKey(element, shortcut) || !runShortcut(store, shortcut)) return
      event.preventDefault()
      if (shortcut !== 'remove') keepFocusOnOutline(element, store)
    }
    return listenInEditorDocuments({ keydown: onKeyDown as (event: Event) => void })
  }, [store])
}

/**
 * A keyboard user walking the outline from one of its rows: the focus follows the selection to its row,
 * so Enter and Tab carry on from there.
 */
function keepFocusOnOutline(focused: Element | null, store: EditorStore): void {
  const selection = store.getState().selection
  // From a row or its actions (Move up, Move into…): those of the row left behind are gone after the move.
  if (!selection || !focused?.closest('.outline__item')) return
  const row = focused.ownerDocument.querySelector(`[data-testid="outline-item:${CSS.escape(selection)}"]`)
  row?.querySelector<HTMLElement>('button')?.focus()
}
