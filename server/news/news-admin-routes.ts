import { Router } from 'express'
import type { Database } from '../db/database.js'
import { sendData } from '../forms/send-data.js'
import { notFound } from '../http/http-error.js'
import { jsonBody } from '../http/json-body.js'
import { audit } from '../ops/audit.js'
import { BodyFields } from '../orders/body-fields.js'
import type { Site } from '../storage/site-store.js'
import { newsInput } from './news-input.js'
import { NewsStore } from './news-store.js'

/**
 * The news entries in /admin (mounted at /admin/api/news, behind the editor guard and the csrf-token check;
 * decision 041): `GET /sites` (the sites and languages an entry may belong to, `current` the host's), `GET /?site=&locale=&q=&page=&items=`
 * (drafts, scheduled and published, newest first), `GET /:id`, `POST /`, `PUT /:id` with the `version` the
 * editor started from (409 `version_conflict` when another save came first), `DELETE /:id`. Bad input is a
 * 422 naming each field; a slug taken in the site and language is a 409 `slug_taken`.
 */
export function newsAdminRoutes(database: Database, sites: Site[]): Router {
  const news = new NewsStore(database)
  const router = Router()
  const json = jsonBody({ limit: '512kb' })

  router.get('/sites', (_req, res) => {
    const host = (res.locals.site as Site | undefined)?.key
    sendData(
      res,
      sites.map((s) => ({
        key: s.key,
        name: s.name,
        locales: s.locales,
        default_locale: s.defaultLocale,
        // The site this /admin is opened on: new entries start there.
        current: s.key === host,
      })),
    )
  })

  router.get('/', async (req, res) => {
    const query = new BodyFields(req.query)
    const site = query.string('site', { max: 40 })
    const locale = query.string('locale', { max: 10 })
    const search = query.string('q', { max: 100 }) ?? ''
    const page = Math.floor(query.number('page', { min: 1, max: 100_000 }) ?? 1)
    const items = Math.floor(query.number('items', { min: 1, max: 100 }) ?? 25)
    if (site && !sites.some((s) => s.key === site))
      query.problem('site', `must be one of ${sites.map((s) => s.key).join(', ')}`)
    query.done('The list query is not valid')
    const { rows, total } = await news.list({
      ...(site ? { site } : {}),
      ...(locale ? { locale } : {}),
      search,
      page,
      items,
    })
    sendData(res, rows, 200, { total, page, items, pages: Math.ceil(total / items) })
  })

  router.get('/:id', async (req, res) => {
    const id = String(req.params.id)
    const entry = await news.get(id)
    if (!entry) throw notFound(`No news entry ${id}`)
    sendData(res, entry)
  })

  router.post('/', json, async (req, res) => {
    const entry = await news.add(newsInput(req.body, sites))
    audit(req, 'news.create', entry.id, { site: entry.site, slug: entry.slug })
    sendData(res, entry, 201)
  })

  router.put('/:id', json, async (req, res) => {
    const id = String(req.params.id)
    const fields = new BodyFields(req.body)
    const version = fields.number('version', { required: true, min: 1, max: 2 ** 31 - 1 })
    const input = newsInput(req.body, sites, fields)
    const entry = await news.update(id, Math.floor(version!), input)
    if (!entry) throw notFound(`No news entry ${id}`)
    audit(req, 'news.update', id, { site: entry.site, slug: entry.slug, version: entry.version })
    sendData(res, entry)
  })

  router.delete('/:id', async (req, res) => {
    const id = String(req.params.id)
    if (!(await news.remove(id))) throw notFound(`No news entry ${id}`)
    audit(req, 'news.delete', id)
    res.status(204).end()
  })

  return router
}
