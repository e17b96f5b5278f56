import { LRUCache } from 'lru-cache'

/** Bounds of the sanitiser's cache: recent results, and at most this much memory (UTF-16: 2 bytes a unit). */
export const SANITIZED_HTML_CACHE = { maxEntries: 2000, maxBytes: 8 * 1024 * 1024, maxEntryBytes: 512 * 1024 }

/**
 * Sanitised HTML by its source (prefixed with the allowlist used), least recently used dropped first and
 * bounded by entries and bytes: published content repeats across renders, but one HTML block can be large,
 * so a count alone does not bound the memory. An entry larger than `maxEntryBytes` is not kept.
 */
export function sanitizedHtmlCache(bounds = SANITIZED_HTML_CACHE): LRUCache<string, string> {
  return new LRUCache<string, string>({
    max: bounds.maxEntries,
    maxSize: bounds.maxBytes,
    maxEntrySize: bounds.maxEntryBytes,
    // The key holds the source HTML, so it weighs as much as the value.
    sizeCalculation: (clean, key) => (key.length + clean.length) * 2 || 1,
  })
}
