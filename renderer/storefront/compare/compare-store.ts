import { parseCompared } from '../../../engine/storefront/parse-compared.js'
import { COMPARE_KEY } from '../../../engine/storefront/saved-vehicle.js'
import { toggleCompared } from '../../../engine/storefront/toggle-compared.js'

/** Fired on window when the compare list changes, so every island of the page shows the same list. */
export const COMPARED_EVENT = 'compared-vehicles-change'

const EMPTY: string[] = []
let cachedRaw: string | null | undefined
let cachedList: string[] = EMPTY

/** The compared vehicle ids in session storage (000 §3 "models"); [] without storage. */
export function readCompared(): string[] {
  let raw: string | null
  try {
    raw = window.sessionStorage.getItem(COMPARE_KEY)
  } catch {
    return EMPTY
  }
  // The same array while storage is unchanged, so useSyncExternalStore sees a stable snapshot.
  if (raw !== cachedRaw) {
    cachedRaw = raw
    cachedList = parseCompared(raw)
  }
  return cachedList
}

/** Stores the list and tells this page's listeners. False when storage is unavailable (privacy mode). */
function writeCompared(ids: string[]): boolean {
  try {
    window.sessionStorage.setItem(COMPARE_KEY, JSON.stringify(ids))
  } catch {
    return false
  }
  window.dispatchEvent(new Event(COMPARED_EVENT))
  return true
}

/**
 * Adds the vehicle to the compare list, or takes it off when it is there. A full list stays as it is.
 * Answers whether the vehicle is in the list now.
 */
export function toggleCompare(id: string): boolean {
  const next = toggleCompared(readCompared(), id)
  writeCompared(next)
  return next.includes(id)
}

/** Takes vehicles off the compare list (the remove buttons, and vehicles the stock API no longer has). */
export function removeCompared(ids: readonly string[]): void {
  const list = readCompared()
  if (ids.some((id) => list.includes(id))) writeCompared(list.filter((id) => !ids.includes(id)))
}

/** Calls `listener` whenever the compare list changes; returns the unsubscribe. */
export function subscribeCompared(listener: () => void): () => void {
  // Session storage is per tab, but another page of this tab may have changed it: the storage event
  // does not fire within a tab, so back-forward cache restores re-read it through pageshow.
  window.addEventListener(COMPARED_EVENT, listener)
  window.addEventListener('pageshow', listener)
  return () => {
    window.removeEventListener(COMPARED_EVENT, listener)
    window.removeEventListener('pageshow', listener)
  }
}
