import { NEWS_QUERY, type NewsView } from './news-view.js'

/**
 * The link to a view, as a query string on the same page: the page's other parameters stay (campaign tags),
 * the news ones are replaced. The first page of the list has no parameter of its own.
 */
export function newsViewHref(query: URLSearchParams, view: NewsView): string {
  const next = new URLSearchParams(query)
  next.delete(NEWS_QUERY.page)
  next.delete(NEWS_QUERY.article)
  if (view.kind === 'article' && view.slug) next.set(NEWS_QUERY.article, view.slug)
  if (view.kind === 'list' && view.page > 1) next.set(NEWS_QUERY.page, String(view.page))
  const text = next.toString()
  return text ? `?${text}` : '?'
}
