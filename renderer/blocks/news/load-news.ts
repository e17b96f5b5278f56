import { NEWS_PER_PAGE_DEFAULT, NEWS_PER_PAGE_MAX } from '../../../engine/news/news-limits.js'
import { newsViewFromQuery } from '../../../engine/news/news-view-from-query.js'
import { languageOf } from '../../../engine/storefront/language-of.js'
import type { NewsAttributes } from '../../../templates/generated/types.js'
import type { LoaderContext } from '../../loader-context.js'
import type { NewsData } from './news-data.js'
import { remoteNews } from './remote-news.js'

/** This server's news API: the block reads it in process rather than over HTTP. */
const OWN_API = '/public_api/news'

/**
 * The news block's loader (decision 041): the view the page's query names (`?news_page=2`,
 * `?article={slug}`), read from this site's news in process when api_root is this server's API, else from
 * the https api_root through fetchData. Entries are in the block's locale (default: the page's language),
 * filtered by its country. A failure is logged and answered as `error`, which the block shows with its own
 * error heading and message.
 */
export async function loadNews(a: NewsAttributes, context: LoaderContext): Promise<NewsData> {
  const query = context.query.toString()
  const apiRoot = a.api_root || OWN_API
  const reader =
    apiRoot === OWN_API
      ? context.news
      : context.fetchData
        ? remoteNews(apiRoot, context.fetchData)
        : undefined
  const view = newsViewFromQuery(context.query)
  const locale = a.locale || languageOf(context.locale)
  try {
    if (!reader) throw new Error('[news] the page was rendered without news')
    if (view.kind === 'article')
      return {
        kind: 'article',
        entry: (view.slug && (await reader.article(context.site.key, locale, view.slug))) || null,
        query,
      }
    const perPage = Math.min(
      NEWS_PER_PAGE_MAX,
      Math.max(1, Math.floor(a.items_per_page ?? NEWS_PER_PAGE_DEFAULT)),
    )
    const list = await reader.list({
      site: context.site.key,
      locale,
      country: a.country ?? '',
      page: view.page,
      perPage,
    })
    return { kind: 'list', list, query }
  } catch (error) {
    context.log?.(`[news] ${context.site.key} could not read ${apiRoot}`, error)
    return { kind: 'error', query }
  }
}
