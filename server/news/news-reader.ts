import type { NewsReader } from '../../engine/news/news-reader.js'
import type { Database } from '../db/database.js'
import { NewsStore } from './news-store.js'

/** The news block's in-process reader: the same published entries the news API answers, without HTTP. */
export function newsReader(database: Database): NewsReader {
  const store = new NewsStore(database)
  return {
    list: (query) => store.published(query),
    article: (site, locale, slug) => store.publishedBySlug(site, locale, slug),
  }
}
