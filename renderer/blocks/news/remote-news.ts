import type { NewsReader } from '../../../engine/news/news-reader.js'
import { parseNewsEntry } from '../../../engine/news/parse-news-entry.js'
import { parseNewsList } from '../../../engine/news/parse-news-list.js'

/**
 * Another server's news API (a block whose api_root is an https address), read through the loader's
 * fetchData (the outbound client): the same calls and answers as this server's /public_api/news. Its
 * entries' images are media ids of that server, which this one cannot show, so they are left out.
 */
export function remoteNews(apiRoot: string, fetchData: (url: string) => Promise<unknown>): NewsReader {
  const root = apiRoot.replace(/\/+$/, '')
  return {
    async list(query) {
      const params = new URLSearchParams({
        locale: query.locale,
        page: String(query.page),
        per_page: String(query.perPage),
      })
      if (query.country) params.set('country', query.country)
      const list = parseNewsList(await fetchData(`${root}?${params}`))
      if (!list) throw new Error(`[news] ${apiRoot} did not answer a news list`)
      return { ...list, entries: list.entries.map((entry) => ({ ...entry, image: null })) }
    },
    async article(_site, locale, slug) {
      const json = (await fetchData(`${root}/${slug}?${new URLSearchParams({ locale })}`)) as {
        data?: { data?: unknown }
      } | null
      const entry = parseNewsEntry(json?.data?.data)
      if (!entry) throw new Error(`[news] ${apiRoot} did not answer a news entry`)
      return { ...entry, image: null }
    },
  }
}
