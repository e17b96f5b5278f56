import { and, eq, sql } from 'drizzle-orm'
import type { Db } from '../db/database.js'
import { media, pages, pageVersions } from '../db/schema.js'
import { imageIdsIn } from '../media/image-ids.js'
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
    pagesByImage: () => pagesByImage(db),
    async pagesUsing(imageId: string): Promise<PageUsingImage[]> {
      return (await pagesByImage(db)).get(imageId) ?? []
    },
    /**
     * Deletes an image's record unless a page uses it, as one step: the check and the delete run in one
     * transaction holding a SHARE lock on the pages, so no save or publish can start using the image between
     * them (they wait the few milliseconds it takes). Answers the pages using it when it is kept.
     */
    async removeUnused(imageId: string): Promise<{ removed: boolean; usedOn: PageUsingImage[] }> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`LOCK TABLE pages IN SHARE MODE`)
        const usedOn = (await pagesByImage(tx)).get(imageId) ?? []
        if (usedOn.length > 0) return { removed: false, usedOn }
        const removed = await tx.delete(media).where(eq(media.id, imageId)).returning({ id: media.id })
        return { removed: removed.length > 0, usedOn }
      })
    },
  }
}

/** One pass over the pages (drafts and published versions): every image id with the pages that show it. */
async function pagesByImage(db: Pick<Db, 'select'>): Promise<Map<string, PageUsingImage[]>> {
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
}
