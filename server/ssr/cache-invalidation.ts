import type { Database } from '../db/database.js'
import type { ContentCache } from './content-cache.js'
import { STOCK_CHANNEL } from '../stock/stock-changes.js'
import type { PageCache } from './page-cache.js'

/** The channel a publish is announced on; the payload is `<site>\n<path>`. */
export const PUBLISH_CHANNEL = 'page_published'
/** The channel a change of a site's settings, navigation, footer or metaheads is announced on; payload `<site>`. */
export const SITE_CHANNEL = 'site_content_changed'

/**
 * Drops cached renders and content in every server process when something is published or changed, and
 * pages of live stock data when a vehicle's status changes (server/stock/stock-changes.ts):
 * PostgreSQL LISTEN/NOTIFY across processes, in-process on PGlite (which supports the same calls).
 *
 * A notification sent while a process's listening connection is down never reaches it. So every cached
 * entry carries the content version of its site (server/db/migrations/0006), and when the listener is
 * back, the current versions are read and whatever was rendered from another version is dropped
 * (docs/decisions/011). Reading them after listening again leaves no gap: a change before the read shows
 * in its version, a change after it is notified.
 */
export async function listenForChanges(
  database: Database,
  pages: PageCache,
  content: ContentCache,
  readVersions: () => Promise<ReadonlyMap<string, number>>,
  log: (message: string, error?: unknown) => void = () => {},
): Promise<void> {
  const recheck = async () => {
    // No version proves a page (or a block's HTML) of live stock fresh: a vehicle may have been reserved
    // meanwhile.
    pages.dropLive()
    content.fragments.dropLive()
    try {
      const versions = await readVersions()
      pages.keepOnly(versions)
      content.keepOnly(versions)
    } catch (error) {
      // Nothing can be proven fresh: start over.
      log('[ssr] could not read the content versions; caches cleared', error)
      pages.clear()
      content.clear()
    }
  }
  await database.listen(
    PUBLISH_CHANNEL,
    (payload) => {
      const [site, path] = payload.split('\n')
      if (site && path) {
        pages.invalidate(site, path)
        content.invalidatePage(site, path)
      } else {
        pages.clear()
        content.clear()
      }
    },
    () => void recheck(),
  )
  await database.listen(
    SITE_CHANNEL,
    (site) => {
      // Every page of the site shows its navigation and footer: drop the site's renders too.
      pages.clear()
      content.invalidateSite(site)
    },
    () => void recheck(),
  )
  // A reservation (or its end) changes what stock blocks show: their pages and HTML are rendered again.
  await database.listen(
    STOCK_CHANNEL,
    () => {
      pages.dropLive()
      content.fragments.dropLive()
    },
    () => void recheck(),
  )
  // The versions the (still empty) caches start from: a render that read older content is not kept.
  await recheck()
}

/** Announces a publish to every process. */
export function announcePublish(database: Database, site: string, path: string): Promise<void> {
  return database.notify(PUBLISH_CHANNEL, `${site}\n${path}`)
}

/** Announces a change of a site's settings, navigation, footer or metaheads to every process. */
export function announceSiteChange(database: Database, site: string): Promise<void> {
  return database.notify(SITE_CHANNEL, site)
}
