/** 000 §9: at most one reload per 60 s after a failed page-chunk load. */
export const CHUNK_RELOAD_GUARD_MS = 60_000
/** Where the browser remembers the last reload (session storage, so a new tab starts fresh). */
export const CHUNK_RELOAD_STORAGE_KEY = 'chunk_reload_at'

/**
 * Whether a failed chunk load may reload the page (000 §8): yes when no reload happened yet or the last one
 * was at least 60 s ago; a clock that went backwards counts as long ago. The guard stops a reload loop when
 * the chunk is really gone.
 */
export function shouldReloadAfterChunkError(lastReloadAt: number | null | undefined, now: number): boolean {
  if (lastReloadAt == null || !Number.isFinite(lastReloadAt)) return true
  const since = now - lastReloadAt
  return since < 0 || since >= CHUNK_RELOAD_GUARD_MS
}
