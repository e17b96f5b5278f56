import { NEWS_PAGE_MAX, NEWS_SLUG, NEWS_SLUG_MAX } from './news-limits.js'
import { NEWS_QUERY, type NewsView } from './news-view.js'

/**
 * The view a page URL's query names. A page number that is not a whole number from 1 reads as the first
 * page; an article parameter that is not a slug names no article (the block says it found nothing).
 */
export function newsViewFromQuery(query: URLSearchParams): NewsView {
  const article = query.get(NEWS_QUERY.article)
  if (article !== null)
    return {
      kind: 'article',
      slug: article.length <= NEWS_SLUG_MAX && NEWS_SLUG.test(article) ? article : null,
    }
  const raw = query.get(NEWS_QUERY.page) ?? ''
  const page = /^\d{1,5}$/.test(raw) ? Number(raw) : 1
  return { kind: 'list', page: page >= 1 && page <= NEWS_PAGE_MAX ? page : 1 }
}
