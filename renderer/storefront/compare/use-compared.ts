import { useSyncExternalStore } from 'react'
import { readCompared, subscribeCompared } from './compare-store.js'

const NONE: string[] = []

/**
 * The compared vehicle ids, kept current across the islands of the page. The server render and the
 * hydration render see none (storage exists only in the browser), so markup matches; the list arrives
 * right after.
 */
export function useCompared(): string[] {
  return useSyncExternalStore(subscribeCompared, readCompared, () => NONE)
}
