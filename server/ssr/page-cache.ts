import { createHash } from 'node:crypto'
import { LRUCache } from 'lru-cache'

/** Stands for the per-response CSP nonce inside cached HTML. */
export const NONCE_PLACEHOLDER = '\u0000nonce\u0000'

export interface CachedPage {
  /** The HTML split around each nonce, so a response joins it with its own nonce without searching. */
  parts: Buffer[]
  etag: string
  status: number
  /** When a scheduled block appears or disappears, the render is stale (ms since the epoch); null: never. */
  expiresAt: number | null
  site: string
  /** The site's content version the page was rendered from (server/db/migrations/0006). */
  version: number
}

/** Default bound of the page cache in bytes of HTML (beside its bound in entries). */
export const PAGE_CACHE_MAX_BYTES = 64 * 1024 * 1024

/**
 * Rendered published pages in memory, by site and path, bounded by entries and bytes (least recently used
 * go first). Entries are dropped when their page is published again (in every process: see
 * server/ssr/cache-invalidation.ts), when they expire, and, after the listener reconnected, when their
 * site's content version moved on (`keepOnly`).
 */
export function pageCache(maxEntries = 500, maxBytes = PAGE_CACHE_MAX_BYTES) {
  const entries =
    maxEntries > 0
      ? new LRUCache<string, CachedPage>({
          max: maxEntries,
          maxSize: maxBytes,
          sizeCalculation: (page) => page.parts.reduce((n, part) => n + part.length, 0) || 1,
        })
      : null
  /** Per site, the newest content version known: an older render finishing late is not kept. */
  const floors = new Map<string, number>()
  const keyOf = (site: string, path: string) => `${site}\u0000${path}`
  return {
    get(site: string, path: string): CachedPage | undefined {
      const key = keyOf(site, path)
      const hit = entries?.get(key)
      if (hit && hit.expiresAt !== null && hit.expiresAt <= Date.now()) {
        entries?.delete(key)
        return undefined
      }
      return hit
    },
    /** Stores rendered HTML whose nonce is `nonce`, rendered from the site's content `version`. */
    set(
      site: string,
      path: string,
      html: string,
      nonce: string,
      status: number,
      expiresAt: number | null = null,
      version = 0,
    ): CachedPage {
      const template = html.split(nonce).join(NONCE_PLACEHOLDER)
      const page: CachedPage = {
        parts: template.split(NONCE_PLACEHOLDER).map((part) => Buffer.from(part)),
        etag: `W/"${createHash('sha1').update(template).digest('base64url')}"`,
        status,
        expiresAt,
        site,
        version,
      }
      if (version >= (floors.get(site) ?? 0)) entries?.set(keyOf(site, path), page)
      return page
    },
    invalidate(site: string, path: string): void {
      entries?.delete(keyOf(site, path))
    },
    /**
     * Keeps only pages rendered from their site's current content version (`versions`, read after the
     * listener was listening again) and remembers those versions as the oldest worth keeping.
     */
    keepOnly(versions: ReadonlyMap<string, number>): void {
      for (const [site, version] of versions) floors.set(site, version)
      for (const [key, page] of entries?.entries() ?? [])
        if (versions.get(page.site) !== page.version) entries?.delete(key)
    },
    clear(): void {
      entries?.clear()
    },
    get size() {
      return entries?.size ?? 0
    },
    /** False when the cache holds nothing (size 0): the renderer then skips preparing entries. */
    enabled: entries !== null,
  }
}

export type PageCache = ReturnType<typeof pageCache>
