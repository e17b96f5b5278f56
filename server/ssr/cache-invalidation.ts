import type { Database } from '../db/database.js'
import type { PageCache } from './page-cache.js'

/** The channel a publish is announced on; the payload is `<site>\n<path>`. */
export const PUBLISH_CHANNEL = 'page_published'

/**
 * Drops a cached page in every server process when it is published: PostgreSQL LISTEN/NOTIFY across
 * processes, in-process on PGlite (which supports the same calls).
 */
export async function listenForPublishes(database: Database, cache: PageCache): Promise<void> {
  await database.listen(PUBLISH_CHANNEL, (payload) => {
    const [site, path] = payload.split('\n')
    if (site && path) cache.invalidate(site, path)
    else cache.clear()
  })
}

/** Announces a publish to every process. */
export function announcePublish(database: Database, site: string, path: string): Promise<void> {
  return database.notify(PUBLISH_CHANNEL, `${site}\n${path}`)
}
