import { eq } from 'drizzle-orm'
import { pageSearchText } from '../../engine/search/page-search-text.js'
import { searchConfigFor } from '../../engine/search/search-config.js'
import type { Db } from '../db/database.js'
import { pageSearch } from '../db/schema.js'

/** What a publishing store passes: its transaction (drizzle's `tx`) or the database. */
type Writer = Pick<Db, 'insert' | 'delete'>

/**
 * Writes the search document of a page's published `version` (docs/decisions/047), in the publisher's
 * transaction, so a page is findable exactly when it is published. Redirects and folders have no words of
 * their own and leave the index.
 */
export async function indexPageForSearch(
  writer: Writer,
  page: { id: string; site: string; locale: string; page_type: string },
  version: number,
  doc: unknown,
): Promise<void> {
  if (page.page_type !== 'page') {
    await writer.delete(pageSearch).where(eq(pageSearch.pageId, page.id))
    return
  }
  const row = {
    version,
    site: page.site,
    locale: page.locale,
    config: searchConfigFor(page.locale),
    ...pageSearchText(doc),
  }
  await writer
    .insert(pageSearch)
    .values({ pageId: page.id, ...row })
    .onConflictDoUpdate({ target: pageSearch.pageId, set: row })
}
