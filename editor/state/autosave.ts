import type { EditorStore } from './create-editor-store.js'

/**
 * Saves the draft `delayMs` after the last change. Never while a conflict waits for the editor's choice:
 * another editor's work is never overwritten silently. Returns a function that stops it.
 */
export function startAutosave(store: EditorStore, delayMs = 1500): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined
  const unsubscribe = store.subscribe((state, previous) => {
    if (state.doc === previous.doc || state.saveState === 'conflict') return
    clearTimeout(timer)
    timer = setTimeout(() => {
      const { saveState } = store.getState()
      if (saveState === 'dirty' || saveState === 'failed') void store.getState().save()
    }, delayMs)
  })
  return () => {
    clearTimeout(timer)
    unsubscribe()
  }
}
