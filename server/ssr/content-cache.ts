import { LRUCache } from 'lru-cache'
import { loadPage } from '../../engine/migrations/load-page.js'
import type { PageDocument } from '../../templates/generated/types.js'
import type { MetaheadRow } from '../storage/content-store.js'
import type { PublishedPage } from '../storage/page-store.js'
import type { Storage } from '../storage/storage.js'
import { fragmentCache } from './fragment-cache.js'
import type { LayoutData } from './layout-props.js'
import { parsedLayoutData, type ParsedLayoutData } from './parsed-layout-data.js'

export interface LoadedPublishedPage {
  stored: PublishedPage
  doc: PageDocument
  /** Why the stored document does not validate any more (a template changed), if it does not. */
  problem?: string
  /** The site's content version read before the page: the page is at least this new. */
  version: number
}

/** Site data with the content version read before it. */
interface Versioned<T> {
  site: string
  version: number
  value: T
}

const SITE_DATA_TTL_MS = 60_000
const MAX_PAGES = 2000
const MAX_SITE_ENTRIES = 500

/**
 * What rendering reads from the database, kept in memory (lru-cache, bounded by entries): published pages
 * (immutable per version, dropped on publish), and each site's settings, navigation, footer and metaheads
 * (dropped on a site change notification, and after a minute at most). Every entry remembers its site's
 * content version, so after a lost notification `keepOnly` drops what is no longer current. A miss reads
 * through to storage; an unknown path is not cached, so a page published elsewhere shows at once.
 */
export function contentCache(
  storage: Storage,
  options: {
    /** Bounds of the cache of rendered fragments (docs/decisions/018); 0 entries turns reuse off. */
    fragments?: { maxEntries?: number; maxBytes?: number }
  } = {},
) {
  const pages = new LRUCache<string, LoadedPublishedPage & { site: string }>({ max: MAX_PAGES })
  const siteData = new LRUCache<string, Versioned<LayoutData & { parsed: ParsedLayoutData }>>({
    max: MAX_SITE_ENTRIES,
    ttl: SITE_DATA_TTL_MS,
  })
  const metaheads = new LRUCache<string, Versioned<MetaheadRow[]>>({
    max: MAX_SITE_ENTRIES,
    ttl: SITE_DATA_TTL_MS,
  })
  /** Per site, the newest content version known: something read before it and stored after is not kept. */
  const floors = new Map<string, number>()
  const keyOf = (site: string, rest: string) => `${site}\u0000${rest}`
  const current = (site: string, version: number) => version >= (floors.get(site) ?? 0)
  const fragments = fragmentCache(options.fragments?.maxEntries, options.fragments?.maxBytes, current)

  /** Reads the site's version, then the value: cached under `key` unless a newer version is known. */
  async function versioned<T>(
    cache: LRUCache<string, Versioned<T>>,
    site: string,
    key: string,
    read: () => Promise<T>,
  ): Promise<Versioned<T>> {
    const hit = cache.get(key)
    if (hit) return hit
    const version = await storage.content.version(site)
    const entry = { site, version, value: await read() }
    if (current(site, version)) cache.set(key, entry)
    return entry
  }

  return {
    async page(site: string, path: string): Promise<LoadedPublishedPage | undefined> {
      const key = keyOf(site, path)
      const hit = pages.get(key)
      if (hit) return hit
      const version = await storage.content.version(site)
      const stored = await storage.pages.publishedByPath(site, path)
      if (!stored) return undefined
      const loaded = loadPage(stored.document)
      const entry = loaded.ok
        ? { site, version, stored, doc: loaded.doc }
        : {
            site,
            version,
            stored,
            doc: stored.document as PageDocument,
            problem: `${loaded.errors[0]?.path} ${loaded.errors[0]?.message}`,
          }
      if (current(site, version)) pages.set(key, entry)
      return entry
    },

    /**
     * Settings, navigation and footer of a site's locale, with the content version they were read at, and
     * what the layout makes of them (parsed settings, the sanitised footer), worked out once per read.
     */
    async layoutData(
      site: string,
      locale: string,
    ): Promise<LayoutData & { parsed: ParsedLayoutData; version: number }> {
      const entry = await versioned(siteData, site, keyOf(site, locale), async () => {
        const [settings, navigation, footer] = await Promise.all([
          storage.content.settings(site, locale),
          storage.content.navigation(site, locale),
          storage.content.footer(site, locale),
        ])
        const data = { settings, navigation, footer }
        return { ...data, parsed: parsedLayoutData(data) }
      })
      return { ...entry.value, version: entry.version }
    },

    async metaheads(site: string, pageId: string): Promise<MetaheadRow[]> {
      const entry = await versioned(metaheads, site, keyOf(site, pageId), () =>
        storage.content.metaheads(site, pageId),
      )
      return entry.value
    },

    /** A page was published (or unpublished): read it again next time. */
    invalidatePage(site: string, path: string): void {
      pages.delete(keyOf(site, path))
    },

    /** Rendered fragments of pages, at the content versions read here (docs/decisions/018). */
    fragments,

    /** Settings, navigation, footer or metaheads of a site changed. */
    invalidateSite(site: string): void {
      for (const cache of [siteData, metaheads])
        for (const [key, entry] of cache.entries()) if (entry.site === site) cache.delete(key)
      fragments.invalidateSite(site)
    },

    /**
     * Keeps only what was read at its site's current content version (`versions`, read after the listener
     * was listening again) and remembers those versions as the oldest worth keeping.
     */
    keepOnly(versions: ReadonlyMap<string, number>): void {
      for (const [site, version] of versions) floors.set(site, version)
      const stale = (entry: { site: string; version: number }) => versions.get(entry.site) !== entry.version
      for (const [key, entry] of pages.entries()) if (stale(entry)) pages.delete(key)
      for (const [key, entry] of siteData.entries()) if (stale(entry)) siteData.delete(key)
      for (const [key, entry] of metaheads.entries()) if (stale(entry)) metaheads.delete(key)
      fragments.keepOnly(versions)
    },

    clear(): void {
      pages.clear()
      siteData.clear()
      metaheads.clear()
      fragments.clear()
    },
  }
}

export type ContentCache = ReturnType<typeof contentCache>
