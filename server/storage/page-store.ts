import { and, eq } from 'drizzle-orm'
import type { PageDocument } from '../../templates/generated/types.js'
import type { Db } from '../db/database.js'
import { pages, pageVersions } from '../db/schema.js'
import { indexPageForSearch } from '../search/index-page-for-search.js'

export interface PublishedPage {
  id: string
  site: string
  locale: string
  path: string
  version: number
  /** As stored: may need migrating to the current template versions (engine loadPage). */
  document: unknown
}

/** Pages: one draft each, plus immutable published versions; the public site reads only published ones. */
export function pageStore(db: Db) {
  return {
    /** The published version of the page at a path, or undefined. */
    async publishedByPath(site: string, path: string): Promise<PublishedPage | undefined> {
      const rows = await db
        .select({
          id: pages.id,
          site: pages.site,
          locale: pages.locale,
          path: pages.path,
          version: pageVersions.version,
          document: pageVersions.document,
        })
        .from(pages)
        .innerJoin(
          pageVersions,
          and(eq(pageVersions.pageId, pages.id), eq(pageVersions.version, pages.publishedVersion)),
        )
        .where(and(eq(pages.site, site), eq(pages.path, path)))
      return rows[0]
    },

    /** Creates a page with its first draft, and publishes it when asked (the seed does). */
    async create(doc: PageDocument, options: { publish: boolean }): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.insert(pages).values({
          id: doc.id,
          site: doc.site,
          locale: doc.locale,
          path: doc.path,
          pageType: doc.page_type,
          draft: doc,
          draftVersion: 1,
          publishedVersion: options.publish ? 1 : null,
        })
        if (options.publish) {
          await tx.insert(pageVersions).values({ pageId: doc.id, version: 1, document: doc })
          await indexPageForSearch(tx, doc, 1, doc)
        }
      })
    },

    async count(): Promise<number> {
      return (await db.select({ id: pages.id }).from(pages)).length
    },
  }
}
