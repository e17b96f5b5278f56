import { Router, type Request } from 'express'
import type { PageDocument } from '../../../templates/generated/types.js'
import { hasBearerToken } from '../../auth/bearer-token.js'
import type { ContentCache } from '../../ssr/content-cache.js'
import type { Site } from '../../storage/site-store.js'
import { draftDocument } from '../../storage/draft-document.js'
import type { Storage } from '../../storage/storage.js'
import { badRequest, notFound } from '../http-error.js'
import { PAGE_ID } from '../page-id.js'
import { normalisePagePath } from '../request-path.js'

function queryString(req: Request, name: string, { max = 200 } = {}): string | undefined {
  const value = req.query[name]
  if (value === undefined) return undefined
  if (typeof value !== 'string') throw badRequest(`Query parameter ${name} must be given once, as text`)
  if (value.length > max) throw badRequest(`Query parameter ${name} is longer than ${max} characters`)
  return value
}

function localeParam(req: Request, site: Site): string {
  const locale = queryString(req, 'locale', { max: 10 }) ?? site.defaultLocale
  if (!site.locales.includes(locale))
    throw badRequest(`Query parameter locale must be one of ${site.locales.join(', ')}`)
  return locale
}

/** The pages call's answer: the document's attributes with where and which version it is, its blocks. */
function pageAnswer(id: string, doc: PageDocument, metaheads: unknown, stored: Record<string, unknown>) {
  return {
    data: {
      id,
      type: 'page',
      attributes: { ...doc.attributes, page_type: doc.page_type, ...stored },
      blocks: doc.blocks,
      metaheads,
    },
  }
}

/**
 * The public content API of 001 §7 and 000 §7. Every answer's payload is under `data`. `apiToken`
 * (PAGES_API_TOKEN) is the pages call's optional bearer token: with it, the call answers drafts.
 */
export function publicApi(
  storage: Storage,
  content: ContentCache,
  options: { apiToken?: string | undefined } = {},
): Router {
  const router = Router()

  const missingPath = () => {
    throw badRequest('You have to provide current page pathname.')
  }
  router.get('/public_api/pages/by_path', missingPath)
  router.get('/public_api/pages/by_path/', missingPath)
  router.get('/public_api/pages/by_path/*path', async (req, res) => {
    const site = res.locals.site as Site
    const segments = (req.params as { path: string[] }).path
    const path = normalisePagePath(segments.join('/'))
    // The answer depends on the token: caches must keep the two apart.
    res.vary('Authorization')
    if (hasBearerToken(req, options.apiToken)) {
      // With the token (001 §6), a preview: the page's current draft, unpublished pages included.
      const draft = await storage.pageAdmin.draftByPath(site.key, path)
      if (!draft) throw notFound(`No page at ${path}`)
      const doc = draftDocument(draft)
      res.set('Cache-Control', 'no-store')
      res.json(
        pageAnswer(draft.id, doc, await content.metaheads(site.key, draft.id), {
          path: draft.path,
          locale: doc.locale,
          status: 'draft',
          draft_version: draft.draftVersion,
          version: draft.publishedVersion,
        }),
      )
      return
    }
    // The same cached, migrated document the site renders: dropped on publish in every process.
    const page = await content.page(site.key, path)
    if (!page) throw notFound(`No page at ${path}`)
    const { stored, doc } = page
    res.json(
      pageAnswer(stored.id, doc, await content.metaheads(site.key, stored.id), {
        path: stored.path,
        locale: stored.locale,
        status: 'published',
        version: stored.version,
      }),
    )
  })

  router.get('/metaheads', async (req, res) => {
    const site = res.locals.site as Site
    const pageId = queryString(req, 'q[page_id_equal_or_null]', { max: 64 })
    if (pageId !== undefined && pageId !== '' && !PAGE_ID.test(pageId))
      throw badRequest('Query parameter q[page_id_equal_or_null] must be a page id')
    res.json({ data: await storage.content.metaheads(site.key, pageId ? pageId : null) })
  })

  router.get('/settings', async (req, res) => {
    const site = res.locals.site as Site
    const settings = await storage.content.settings(site.key, localeParam(req, site))
    res.json({ data: Object.entries(settings).map(([key, value]) => ({ key, value })) })
  })

  router.get('/nav_entries', async (req, res) => {
    const site = res.locals.site as Site
    res.json({ data: await storage.content.navigation(site.key, localeParam(req, site)) })
  })

  router.get('/nav_entries/breadcrumbs/:id', async (req, res) => {
    const site = res.locals.site as Site
    const id = req.params.id as string
    if (!PAGE_ID.test(id)) throw badRequest('The navigation entry id is not valid')
    const chain = await storage.content.breadcrumbs(site.key, id)
    if (chain.length === 0) throw notFound(`No navigation entry ${id}`)
    res.json({ data: chain })
  })

  // The footer retailer picker's market API (000 §7): the site's brand's retailers of a market, named in the
  // language where they have a name in it (the same dealers as the stock and the locators: decision 038).
  router.get('/api/footer/retailers', async (req, res) => {
    const market = queryString(req, 'market', { max: 2 })
    const language = queryString(req, 'language', { max: 2 })
    for (const [name, value] of [
      ['market', market],
      ['language', language],
    ] as const)
      if (!value || !/^[a-z]{2}$/.test(value))
        throw badRequest(`Query parameter ${name} must be a two-letter code`)
    const site = res.locals.site as Site
    res.json({
      data: await storage.dealers.footerRetailers(site.brand, market as string, language as string),
    })
  })

  return router
}
