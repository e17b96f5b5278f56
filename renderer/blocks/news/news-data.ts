import type { NewsEntry } from '../../../engine/news/news-entry.js'
import type { NewsListPage } from '../../../engine/news/news-list-page.js'

/**
 * What the news block's loader answers: a page of the list, an article (null when the address names none),
 * or the failure the block shows with its own error texts. `query` is the page URL's query, kept in the
 * block's links.
 */
export type NewsData = { query: string } & (
  { kind: 'list'; list: NewsListPage } | { kind: 'article'; entry: NewsEntry | null } | { kind: 'error' }
)
