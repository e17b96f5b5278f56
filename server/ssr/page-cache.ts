import { createHash } from 'node:crypto'
import { LRUCache } from 'lru-cache'
import type { StoredEncoding } from '../http/accepted-encoding.js'
import { encodeDocument } from '../http/encode-document.js'
import { policyWithoutNonce } from '../http/policy-without-nonce.js'
import { nonceFreeHtml } from './nonce-free-html.js'

export interface CachedPage {
  /** The page's bytes with no coding, and in brotli and gzip once compressed (just after it was stored). */
  bodies: { identity: Buffer } & Partial<Record<StoredEncoding, Buffer>>
  /** The page's Content-Security-Policy: its scripts and styles allowed by hash and URL, not by a nonce. */
  policy: string
  etag: string
  status: number
  /** When a scheduled block appears or disappears, the render is stale (ms since the epoch); null: never. */
  expiresAt: number | null
  site: string
  /** The site's content version the page was rendered from (server/db/migrations/0006). */
  version: number
  /** Whether the page shows loaded data (stock carousels, forms): dropped when a vehicle's status changes. */
  live: boolean
  /** Other paths of the site whose publish changes this render (its twins: the language switch links them). */
  shows: readonly string[]
}

/** A complete render as the renderer sent it: its HTML, the nonce it carries and the CSP it was sent with. */
export interface RenderedPage {
  html: string
  nonce: string
  policy: string
}

/** Default bound of the page cache in bytes (every stored coding of every page counts). */
export const PAGE_CACHE_MAX_BYTES = 64 * 1024 * 1024

const sizeOf = (page: CachedPage) =>
  page.bodies.identity.length + (page.bodies.br?.length ?? 0) + (page.bodies.gzip?.length ?? 0) || 1

/**
 * Rendered published pages in memory, by site and path, bounded by entries and bytes (least recently used
 * go first). A page is stored without its nonce (its CSP allows its scripts and styles by hash instead), so
 * it is compressed once, with brotli and gzip, and sent as stored (docs/decisions/017). Entries are dropped
 * when their page or a twin it links to is published or removed (in every process: see
 * server/ssr/cache-invalidation.ts; the twins: docs/decisions/058), when they
 * expire, and, after the listener reconnected, when their site's content version moved on (`keepOnly`).
 */
export function pageCache(maxEntries = 500, maxBytes = PAGE_CACHE_MAX_BYTES) {
  const entries =
    maxEntries > 0
      ? new LRUCache<string, CachedPage>({ max: maxEntries, maxSize: maxBytes, sizeCalculation: sizeOf })
      : null
  /** Per site, the newest content version known: an older render finishing late is not kept. */
  const floors = new Map<string, number>()
  /** Compressions under way, so tests (and a drain) can wait for them. */
  const compressing = new Set<Promise<void>>()
  const keyOf = (site: string, path: string) => `${site}\u0000${path}`
  /** Counts the stock changes seen: a live render begun before the last one is not kept. */
  let stockGeneration = 0

  /** Adds the compressed codings to a stored page, unless it was replaced or dropped meanwhile. */
  function compress(key: string, page: CachedPage): void {
    const identity = page.bodies.identity
    const done = Promise.all([
      encodeDocument(identity, 'br', 'stored'),
      encodeDocument(identity, 'gzip', 'stored'),
    ])
      .then(([br, gz]) => {
        if (entries?.peek(key) !== page) return
        // A new object, so a response already writing the old one is not changed under it; set() counts
        // the new size and evicts what no longer fits.
        entries.set(key, { ...page, bodies: { identity, br, gzip: gz } })
      })
      .catch(() => {
        // Not compressed: the page is still sent, without a coding.
      })
      .finally(() => compressing.delete(done))
    compressing.add(done)
  }

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
    /**
     * Stores a complete render, rendered from the site's content `version`. Answers the stored page, or null
     * when the render cannot go without its nonce (nonceFreeHtml): such a page is rendered per request.
     */
    set(
      site: string,
      path: string,
      rendered: RenderedPage,
      status: number,
      expiresAt: number | null = null,
      version = 0,
      /** For a page with live stock data: `stockGeneration` when its render began. */
      liveSince?: number,
      /** Other paths whose publish or removal changes this render (`invalidate` drops it with them). */
      shows: readonly string[] = [],
    ): CachedPage | null {
      const free = nonceFreeHtml(rendered.html, rendered.nonce)
      if (!free) return null
      const policy = policyWithoutNonce(rendered.policy, rendered.nonce, free)
      const page: CachedPage = {
        bodies: { identity: Buffer.from(free.html) },
        policy,
        // The policy is part of what the browser keeps: a 304 must not confirm a copy under another one.
        etag: `W/"${createHash('sha1').update(free.html).update('\u0000').update(policy).digest('base64url')}"`,
        status,
        expiresAt,
        site,
        version,
        live: liveSince !== undefined,
        shows,
      }
      const key = keyOf(site, path)
      const stale = liveSince !== undefined && liveSince !== stockGeneration
      if (entries && !stale && version >= (floors.get(site) ?? 0)) {
        entries.set(key, page)
        if (entries.peek(key) === page) compress(key, page)
      }
      return page
    },
    /** A page was published or removed at `path`: drops its render and the renders that link to it as a twin. */
    invalidate(site: string, path: string): void {
      entries?.delete(keyOf(site, path))
      for (const [key, page] of entries?.entries() ?? [])
        if (page.site === site && page.shows.includes(path)) entries?.delete(key)
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
    /** The stock generation a live render begins in (pass it to `set` as `liveSince`). */
    get stockGeneration() {
      return stockGeneration
    },
    /** A vehicle's status changed (or may have): drops every page showing live stock. */
    dropLive(): void {
      stockGeneration++
      for (const [key, page] of entries?.entries() ?? []) if (page.live) entries?.delete(key)
    },
    /** Resolves when every page stored so far has its compressed codings (or was dropped meanwhile). */
    async compressed(): Promise<void> {
      while (compressing.size > 0) await Promise.all(compressing)
    },
    get size() {
      return entries?.size ?? 0
    },
    /** False when the cache holds nothing (size 0): the renderer then skips preparing entries. */
    enabled: entries !== null,
  }
}

export type PageCache = ReturnType<typeof pageCache>
