import { loadPage } from '../../engine/migrations/load-page.js'
import type { PageDocument } from '../../templates/generated/types.js'
import type { MetaheadRow } from '../storage/content-store.js'
import type { PublishedPage } from '../storage/page-store.js'
import type { Storage } from '../storage/storage.js'
import type { LayoutData } from './layout-props.js'

export interface LoadedPublishedPage {
  stored: PublishedPage
  doc: PageDocument
  /** Why the stored document does not validate any more (a template changed), if it does not. */
  problem?: string
}

const SITE_DATA_TTL_MS = 60_000

/**
 * What rendering reads from the database, kept in memory: published pages (immutable per version,
 * dropped on publish), and each site's settings, navigation, footer and metaheads (dropped on a site
 * change notification, and after a minute at most). A miss reads through to storage; an unknown path is
 * not cached, so a page published elsewhere shows at once.
 */
export function contentCache(storage: Storage) {
  const pages = new Map<string, LoadedPublishedPage>()
  const siteData = new Map<string, { data: LayoutData; at: number }>()
  const metaheads = new Map<string, { rows: MetaheadRow[]; at: number }>()
  const pageKey = (site: string, path: string) => `${site}\u0000${path}`
  const fresh = (at: number) => Date.now() - at < SITE_DATA_TTL_MS

  return {
    async page(site: string, path: string): Promise<LoadedPublishedPage | undefined> {
      const key = pageKey(site, path)
      const hit = pages.get(key)
      if (hit) return hit
      const stored = await storage.pages.publishedByPath(site, path)
      if (!stored) return undefined
      const loaded = loadPage(stored.document)
      const entry: LoadedPublishedPage = loaded.ok
        ? { stored, doc: loaded.doc }
        : {
            stored,
            doc: stored.document as PageDocument,
            problem: `${loaded.errors[0]?.path} ${loaded.errors[0]?.message}`,
          }
      pages.set(key, entry)
      return entry
    },

    async layoutData(site: string, locale: string): Promise<LayoutData> {
      const key = `${site}\u0000${locale}`
      const hit = siteData.get(key)
      if (hit && fresh(hit.at)) return hit.data
      const [settings, navigation, footer] = await Promise.all([
        storage.content.settings(site, locale),
        storage.content.navigation(site, locale),
        storage.content.footer(site, locale),
      ])
      const data = { settings, navigation, footer }
      siteData.set(key, { data, at: Date.now() })
      return data
    },

    async metaheads(site: string, pageId: string): Promise<MetaheadRow[]> {
      const key = `${site}\u0000${pageId}`
      const hit = metaheads.get(key)
      if (hit && fresh(hit.at)) return hit.rows
      const rows = await storage.content.metaheads(site, pageId)
      metaheads.set(key, { rows, at: Date.now() })
      return rows
    },

    /** A page was published (or unpublished): read it again next time. */
    invalidatePage(site: string, path: string): void {
      pages.delete(pageKey(site, path))
    },

    /** Settings, navigation, footer or metaheads of a site changed. */
    invalidateSite(site: string): void {
      for (const map of [siteData, metaheads])
        for (const key of map.keys()) if (key.startsWith(`${site}\u0000`)) map.delete(key)
    },

    clear(): void {
      pages.clear()
      siteData.clear()
      metaheads.clear()
    },
  }
}

export type ContentCache = ReturnType<typeof contentCache>
