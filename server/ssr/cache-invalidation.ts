import type { Database } from '../db/database.js'
import type { ContentCache } from './content-cache.js'
import type { PageCache } from './page-cache.js'

/** The channel a publish is announced on; the payload is `<site>\n<path>`. */
export const PUBLISH_CHANNEL = 'page_published'
/** The channel a change of a site's settings, navigation, footer or metaheads is announced on; payload `<site>`. */
export const SITE_CHANNEL = 'site_content_changed'

/**
 * Drops cached renders and content in every server process when something is published or changed:
 * PostgreSQL LISTEN/NOTIFY across processes, in-process on PGlite (which supports the same calls).
 */
export async function listenForChanges(
  database: Database,
  pages: PageCache,
  content: ContentCache,
): Promise<void> {
  await database.listen(PUBLISH_CHANNEL, (payload) => {
    const [site, path] = payload.split('\n')
    if (site && path) {
      pages.invalidate(site, path)
      content.invalidatePage(site, path)
    } else {
      pages.clear()
      content.clear()
    }
  })
  await database.listen(SITE_CHANNEL, (site) => {
    // Every page of the site shows its navigation and footer: drop the site's renders too.
    pages.clear()
    content.invalidateSite(site)
  })
}

/** Announces a publish to every process. */
export function announcePublish(database: Database, site: string, path: string): Promise<void> {
  return database.notify(PUBLISH_CHANNEL, `${site}\n${path}`)
}

/** Announces a change of a site's settings, navigation, footer or metaheads to every process. */
export function announceSiteChange(database: Database, site: string): Promise<void> {
  return database.notify(SITE_CHANNEL, site)
}
