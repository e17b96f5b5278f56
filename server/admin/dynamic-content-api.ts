import { Router } from 'express'
import type { DynamicLists } from '../../engine/dynamic-content/dynamic-content-context.js'
import { loadDynamicLists } from '../dynamic-content/load-dynamic-lists.js'
import { badRequest } from '../http/http-error.js'
import type { ContentCache } from '../ssr/content-cache.js'
import type { Site } from '../storage/site-store.js'

const ALL_LISTS = new Set<keyof DynamicLists>(['menaExternalSl', 'menaOffers', 'reffine'])

/**
 * GET /admin/api/dynamic-content?site=&locale=: the site's brand and the outside lists its dynamic-content
 * strategies read, as a render would fetch them (null: no data), so the editor runs the same checks and
 * shows which strategy hides a block and why (decision 048). Behind the sign-in guard; writes nothing.
 */
export function dynamicContentApi(options: {
  sites: Site[]
  content: ContentCache
  fetchData: (url: string) => Promise<unknown>
  log: (message: string, error?: unknown) => void
}): Router {
  const router = Router()
  router.get('/dynamic-content', async (req, res) => {
    const site = options.sites.find((s) => s.key === req.query.site)
    if (!site) throw badRequest(`site must be one of ${options.sites.map((s) => s.key).join(', ')}`)
    const locale = req.query.locale ?? site.defaultLocale
    if (typeof locale !== 'string' || !site.locales.includes(locale))
      throw badRequest(`locale must be one of ${site.locales.join(', ')}`)
    const { settings } = await options.content.layoutData(site.key, locale)
    const lists = await loadDynamicLists({
      settings,
      needed: ALL_LISTS,
      fetchData: options.fetchData,
      log: options.log,
    })
    res.set('Cache-Control', 'no-store').json({ data: { brand: site.brand, lists } })
  })
  return router
}
