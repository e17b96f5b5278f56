import { vi } from 'vitest'

/**
 * Stubs window.matchMedia so `prefers-reduced-motion: reduce` answers what the test sets, read at each
 * call (useReducedMotion reads it in an effect). Undo with vi.unstubAllGlobals().
 */
export function stubReducedMotion(initial = false): { set: (reduced: boolean) => void } {
  let reduced = initial
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('reduce') && reduced,
    addEventListener() {},
    removeEventListener() {},
  }))
  return {
    set(value) {
      reduced = value
    },
  }
}
