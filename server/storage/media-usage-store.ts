import { and, eq } from 'drizzle-orm'
import type { Db } from '../db/database.js'
import { pages, pageVersions } from '../db/schema.js'
import { imageIdsIn } from '../media/image-ids-in.js'
import { titleOf } from './page-admin-store.js'

/** A page that shows an image, in its draft or its published version. */
export interface PageUsingImage {
  id: string
  site: string
  path: string
  title: string
}

/**
 * Which pages use which images, read from the page documents themselves (drafts and the published
 * versions), so it can never disagree with what the renderer shows. One pass over the pages answers every
 * image at once: the library's grid asks for a whole page of images.
 */
export function mediaUsageStore(db: Db) {
  return {
    async pagesByImage(): Promise<Map<string, PageUsingImage[]>> {
      const rows = await db
        .select({
          id: pages.id,
          site: pages.site,
          path: pages.path,
          draft: pages.draft,
          published: pageVersions.document,
        })
        .from(pages)
        .leftJoin(
          pageVersions,
          and(eq(pageVersions.pageId, pages.id), eq(pageVersions.version, pages.publishedVersion)),
        )
      const byImage = new Map<string, PageUsingImage[]>()
      for (const row of rows) {
        const page = { id: row.id, site: row.site, path: row.path, title: titleOf(row.draft) }
        const ids = new Set([...imageIdsIn(row.draft), ...imageIdsIn(row.published)])
        for (const id of ids) byImage.set(id, [...(byImage.get(id) ?? []), page])
      }
      return byImage
    },
    async pagesUsing(imageId: string): Promise<PageUsingImage[]> {
      return (await this.pagesByImage()).get(imageId) ?? []
    },
  }
}
