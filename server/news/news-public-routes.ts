import { Router } from 'express'
import { NEWS_SLUG, NEWS_SLUG_MAX } from '../../engine/news/news-limits.js'
import type { Database } from '../db/database.js'
import { notFound } from '../http/http-error.js'
import { badParameters } from '../stock/http/bad-parameters.js'
import type { Site } from '../storage/site-store.js'
import { newsListParams } from './news-list-params.js'
import { NewsStore } from './news-store.js'

/** Published news changes when an editor publishes: shared caches may keep an answer for a minute. */
const CACHE_CONTROL = 'public, max-age=0, s-maxage=60'

/**
 * The news API of the host's site (002 §7 "news reads api_root"; decision 041), the one the news block's
 * api_root points to by default:
 * - `GET /public_api/news?locale=&country=&page=&per_page=`: published entries newest first, without bodies,
 *   as `{ data: { data: [entry], meta: { total, page, items, pages } } }`;
 * - `GET /public_api/news/{slug}?locale=`: one published entry with its body, or 404.
 * Bad parameters answer 400 `bad_parameter` naming each.
 */
export function newsPublicRoutes(database: Database): Router {
  const news = new NewsStore(database)
  const router = Router()

  router.get('/public_api/news', async (req, res) => {
    const query = newsListParams(req.query, res.locals.site as Site)
    const page = await news.published(query)
    res.set('Cache-Control', CACHE_CONTROL).json({
      data: {
        data: page.entries,
        meta: { total: page.total, page: page.page, items: page.perPage, pages: page.pages },
      },
    })
  })

  router.get('/public_api/news/:slug', async (req, res) => {
    const site = res.locals.site as Site
    const slug = String(req.params.slug)
    if (slug.length > NEWS_SLUG_MAX || !NEWS_SLUG.test(slug))
      throw badParameters([
        { parameter: 'slug', message: 'must be lower-case letters and digits joined by hyphens' },
      ])
    const others = Object.keys(req.query).filter((name) => name !== 'locale')
    if (others.length)
      throw badParameters(
        others.map((parameter) => ({ parameter, message: 'is not a parameter of this call' })),
      )
    const { locale } = newsListParams(req.query, site)
    const entry = await news.publishedBySlug(site.key, locale, slug)
    if (!entry) throw notFound(`No published news entry ${slug}`)
    res.set('Cache-Control', CACHE_CONTROL).json({ data: { data: entry } })
  })

  return router
}
