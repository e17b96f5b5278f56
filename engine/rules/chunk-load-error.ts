/**
 * Whether an error is a failed load of a code-split chunk (a deployment replaced it, or the network
 * dropped), as reported by Vite, webpack, Chromium, Firefox and Safari.
 */
export function isChunkLoadError(error: unknown): boolean {
  const e =
    error !== null && typeof error === 'object' ? (error as { name?: unknown; message?: unknown }) : {}
  if (e.name === 'ChunkLoadError') return true
  const message = typeof e.message === 'string' ? e.message : typeof error === 'string' ? error : ''
  return /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Loading (?:CSS )?chunk [\w-]+ failed|Unable to preload CSS/i.test(
    message,
  )
}
