import { useEffect } from 'react'
import type { EditorStore } from '../state/create-editor-store.js'
import { useEditorStore } from '../state/editor-store-context.js'
import { shortcutFor } from './editor-shortcut.js'
import { keepsKey } from './keeps-key.js'
import { runShortcut } from './run-shortcut.js'

/**
 * The page editor's keyboard shortcuts (editor-shortcut.ts), wherever the focus is in the editor (the
 * canvas's iframe included) except where the focused element keeps the key (keeps-key.ts): a text field
 * keeps its own undo. Listens on the documents, so a key pressed with nothing focused still counts.
 */
export function useEditorShortcuts(): void {
  const store = useEditorStore()
  useEffect(() => {
    const documents = new Set<Document>()
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
    const listen = (doc: Document | null | undefined) => {
      if (!doc || documents.has(doc)) return
      documents.add(doc)
      doc.addEventListener('keydown', onKeyDown)
    }
    // The canvas is an iframe: after a click in it, keys go to its document. Its document is the one loaded
    // when it takes the focus (it replaces the empty one the iframe starts with).
    const onFocusLeaves = () => {
      const focused = document.activeElement
      if (focused?.tagName === 'IFRAME') listen((focused as HTMLIFrameElement).contentDocument)
    }
    listen(document)
    window.addEventListener('blur', onFocusLeaves)
    document.addEventListener('focusin', onFocusLeaves)
    return () => {
      window.removeEventListener('blur', onFocusLeaves)
      document.removeEventListener('focusin', onFocusLeaves)
      for (const doc of documents) doc.removeEventListener('keydown', onKeyDown)
    }
  }, [store])
}

/**
 * A keyboard user walking the outline from one of its rows: the focus follows the selection to its row,
 * so Enter and Tab carry on from there.
 */
function keepFocusOnOutline(focused: Element | null, store: EditorStore): void {
  const selection = store.getState().selection
  if (!selection || !focused?.closest('[data-testid^="outline-item:"]')) return
  const row = focused.ownerDocument.querySelector(`[data-testid="outline-item:${CSS.escape(selection)}"]`)
  row?.querySelector<HTMLElement>('button')?.focus()
}
