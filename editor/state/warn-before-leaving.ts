import type { EditorStore } from './create-editor-store.js'

/**
 * Asks before the page is left (closed, reloaded, another address) while changes are not saved: autosave
 * has not run yet, a save is under way or waits for the network, or a conflict waits for a choice.
 * Returns a function that stops asking.
 */
export function warnBeforeLeaving(store: EditorStore, target: EventTarget = window): () => void {
  const warn = (event: Event) => {
    if (store.getState().saveState === 'saved') return
    event.preventDefault()
    // Older browsers ask only when returnValue is set.
    if (typeof BeforeUnloadEvent !== 'undefined' && event instanceof BeforeUnloadEvent) event.returnValue = ''
  }
  target.addEventListener('beforeunload', warn)
  return () => target.removeEventListener('beforeunload', warn)
}
