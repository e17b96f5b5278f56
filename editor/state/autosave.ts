import type { EditorStore } from './create-editor-store.js'

/** How autosave waits before trying a save again that could not reach the server. */
export interface RetryPolicy {
  /** The first wait; each further one doubles it. */
  baseMs: number
  /** The longest wait. */
  maxMs: number
}

const DEFAULT_RETRY: RetryPolicy = { baseMs: 2000, maxMs: 60_000 }

/** The wait before retry number `attempt` (1, 2, ...): base, 2 × base, 4 × base ... up to the maximum. */
export function retryDelay(attempt: number, policy: RetryPolicy = DEFAULT_RETRY): number {
  return Math.min(policy.baseMs * 2 ** Math.max(0, attempt - 1), policy.maxMs)
}

/**
 * Saves the draft `delayMs` after the last change, drafts with errors included (the server stores them).
 * A save that could not reach the server (offline, 5xx, 503 while restarting) is tried again with
 * exponential backoff, and at once when the browser says it is back online; a tab being hidden or closed
 * saves what is waiting. Never while a conflict waits for the editor's choice: another editor's work is
 * never overwritten silently. Returns a function that stops it.
 */
export function startAutosave(
  store: EditorStore,
  delayMs = 1500,
  retry: RetryPolicy = DEFAULT_RETRY,
  events: EventTarget | undefined = typeof window === 'undefined' ? undefined : window,
): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined
  let retryTimer: ReturnType<typeof setTimeout> | undefined
  let attempts = 0
  const saveIfWaiting = () => {
    const { saveState, save } = store.getState()
    if (saveState === 'dirty' || saveState === 'retrying' || saveState === 'failed') void save()
  }
  const unsubscribe = store.subscribe((state, previous) => {
    if (state.saveState !== previous.saveState) {
      if (state.saveState === 'saved') {
        attempts = 0
        clearTimeout(retryTimer)
      } else if (state.saveState === 'retrying' && previous.saveState === 'saving') {
        attempts++
        clearTimeout(retryTimer)
        retryTimer = setTimeout(saveIfWaiting, retryDelay(attempts, retry))
      }
    }
    if (state.doc === previous.doc || state.saveState === 'conflict') return
    clearTimeout(timer)
    timer = setTimeout(saveIfWaiting, delayMs)
  })
  const saveNow = () => {
    clearTimeout(timer)
    clearTimeout(retryTimer)
    saveIfWaiting()
  }
  const onOnline = () => {
    if (store.getState().saveState === 'retrying') saveNow()
  }
  const onHidden = () => {
    if (typeof document === 'undefined' || document.visibilityState === 'hidden') saveNow()
  }
  events?.addEventListener('online', onOnline)
  events?.addEventListener('pagehide', saveNow)
  events?.addEventListener('visibilitychange', onHidden)
  return () => {
    clearTimeout(timer)
    clearTimeout(retryTimer)
    unsubscribe()
    events?.removeEventListener('online', onOnline)
    events?.removeEventListener('pagehide', saveNow)
    events?.removeEventListener('visibilitychange', onHidden)
  }
}
