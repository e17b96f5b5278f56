import { createHash } from 'node:crypto'

/** Stands for the per-response CSP nonce inside cached HTML. */
export const NONCE_PLACEHOLDER = '\u0000nonce\u0000'

export interface CachedPage {
  /** The HTML split around each nonce, so a response joins it with its own nonce without searching. */
  parts: Buffer[]
  etag: string
  status: number
  /** When a scheduled block appears or disappears, the render is stale (ms since the epoch); null: never. */
  expiresAt: number | null
}

/**
 * Rendered published pages in memory, by site and path. Entries are dropped when their page is
 * published again (in every process: see server/ssr/cache-invalidation.ts) and the oldest go first when
 * the cache is full.
 */
export function pageCache(maxEntries = 500) {
  const entries = new Map<string, CachedPage>()
  const keyOf = (site: string, path: string) => `${site}\u0000${path}`
  return {
    get(site: string, path: string): CachedPage | undefined {
      const key = keyOf(site, path)
      const hit = entries.get(key)
      if (hit) {
        // Refresh its place: the Map's order is the eviction order.
        entries.delete(key)
        entries.set(key, hit)
      }
      return hit
    },
    /** Stores rendered HTML whose nonce is `nonce`. */
    set(
      site: string,
      path: string,
      html: string,
      nonce: string,
      status: number,
      expiresAt: number | null = null,
    ): CachedPage {
      const template = html.split(nonce).join(NONCE_PLACEHOLDER)
      const page: CachedPage = {
        parts: template.split(NONCE_PLACEHOLDER).map((part) => Buffer.from(part)),
        etag: `W/"${createHash('sha1').update(template).digest('base64url')}"`,
        status,
        expiresAt,
      }
      entries.set(keyOf(site, path), page)
      while (entries.size > maxEntries) entries.delete(entries.keys().next().value as string)
      return page
    },
    invalidate(site: string, path: string): void {
      entries.delete(keyOf(site, path))
    },
    clear(): void {
      entries.clear()
    },
    get size() {
      return entries.size
    },
    /** False when the cache holds nothing (size 0): the renderer then skips preparing entries. */
    enabled: maxEntries > 0,
  }
}

export type PageCache = ReturnType<typeof pageCache>
