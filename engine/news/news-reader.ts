import type { NewsEntry } from './news-entry.js'
import type { NewsListPage } from './news-list-page.js'
import type { NewsListQuery } from './news-list-query.js'

/**
 * What the news block reads of this server's news, in process: the published entries the news API answers
 * (GET /public_api/news). A block whose api_root names another server reads that server's API instead
 * (decision 041).
 */
export interface NewsReader {
  list(query: NewsListQuery): Promise<NewsListPage>
  /** A published entry of the site by slug in that language, or undefined. */
  article(site: string, locale: string, slug: string): Promise<NewsEntry | undefined>
}
