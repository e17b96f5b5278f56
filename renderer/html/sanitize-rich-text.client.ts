/**
 * The browser build's stand-in for sanitize-rich-text.ts (aliased in vite.config.ts). Islands never
 * sanitise: rich text inside an island is a hole that keeps the server's sanitised HTML. Keeping the real
 * sanitiser (and its HTML parser) out of the browser saves most of the island budget.
 */
export function sanitizeRichText(): string {
  return ''
}
