import { Router, type Request } from 'express'
import type { AdminMetahead } from '../../engine/metaheads/metahead-options.js'
import { requireAdmin } from '../auth/require-admin.js'
import type { Database } from '../db/database.js'
import { HttpError, notFound } from '../http/http-error.js'
import { audit } from '../ops/audit.js'
import { announceSiteChange } from '../ssr/cache-invalidation.js'
import type { Site } from '../storage/site-store.js'
import type { Storage } from '../storage/storage.js'
import { siteQuery } from '../admin/site-query.js'
import { wholeNumberField } from '../admin/whole-number-field.js'
import { metaheadInput } from './metahead-input.js'
import { changeActor } from '../admin/editor-name.js'

/** Who made a change, as the history shows it. */

const conflict = (current: AdminMetahead, version: number) =>
  new HttpError(
    409,
    'version_conflict',
    `Metahead ${current.id} was changed by someone else since version ${version}`,
    {
      current,
    },
  )

/**
 * The Metaheads screen's API (issue 15, decision 046) at /admin/api/metaheads?site=: list, create, save over
 * a version (409 when another save came first), delete (ConfirmDialog on the screen), reorder. Admins only
 * (requireAdmin after the sign-in guard and CSRF check). Each write records its history in its transaction,
 * is audited, and is announced to every process after the commit, so live pages show it at once.
 */
export function metaheadsApi(storage: Storage, database: Database, sites: readonly Site[]): Router {
  const router = Router()
  const store = storage.metaheads
  const pageOfSite = (site: Site) => async (pageId: string) =>
    (await storage.pageAdmin.draft(pageId))?.site === site.key

  /** The metahead named by the path, which must belong to the site of the query. */
  async function existing(req: Request, site: Site) {
    const id = wholeNumberField(req.params.id, 'id')
    const metahead = await store.get(id)
    if (!metahead || metahead.site !== site.key) throw notFound(`The site has no metahead ${id}`)
    return metahead
  }

  router.get('/metaheads', requireAdmin, async (req, res) => {
    const site = siteQuery(req.query, sites).site
    res.set('Cache-Control', 'no-store').json({ data: { data: await store.list(site.key) } })
  })

  router.post('/metaheads', requireAdmin, async (req, res) => {
    const site = siteQuery(req.query, sites).site
    const { input, compiled } = await metaheadInput(req.body, pageOfSite(site))
    const metahead = await store.create(site.key, input, compiled, changeActor(req))
    audit(req, 'metahead.create', String(metahead.id), { site: site.key, language: metahead.language })
    await announceSiteChange(database, site.key)
    res.status(201).json({ data: { data: metahead } })
  })

  router.post('/metaheads/reorder', requireAdmin, async (req, res) => {
    const site = siteQuery(req.query, sites).site
    const ids = (req.body as { ids?: unknown } | undefined)?.ids
    if (!Array.isArray(ids) || ids.length > 1000)
      throw new HttpError(
        422,
        'validation_failed',
        'ids must be the list of metahead ids in their new order',
        [{ field: 'ids', message: 'must be an array of metahead ids' }],
      )
    const order = ids.map((id) => wholeNumberField(id, 'ids'))
    const result = await store.reorder(site.key, order, changeActor(req))
    if (!result.ok)
      throw new HttpError(
        409,
        'list_changed',
        'The metaheads changed since the list was loaded: reload and try again',
        {
          current: result.current,
        },
      )
    audit(req, 'metahead.reorder', site.key, { ids: order })
    await announceSiteChange(database, site.key)
    res.json({ data: { data: result.metaheads } })
  })

  router.put('/metaheads/:id', requireAdmin, async (req, res) => {
    const site = siteQuery(req.query, sites).site
    const current = await existing(req, site)
    const version = wholeNumberField((req.body as { version?: unknown } | undefined)?.version, 'version')
    const { input, compiled } = await metaheadInput(req.body, pageOfSite(site))
    const saved = await store.update(current.id, input, compiled, version, changeActor(req))
    if ('missing' in saved) throw notFound(`The site has no metahead ${current.id}`)
    if ('conflict' in saved) throw conflict(saved.conflict, version)
    audit(req, 'metahead.update', String(current.id), { site: site.key, version: saved.metahead.version })
    await announceSiteChange(database, site.key)
    res.json({ data: { data: saved.metahead } })
  })

  router.delete('/metaheads/:id', requireAdmin, async (req, res) => {
    const site = siteQuery(req.query, sites).site
    const current = await existing(req, site)
    const version =
      req.query.version === undefined ? undefined : wholeNumberField(req.query.version, 'version')
    const removed = await store.remove(current.id, version, changeActor(req))
    if ('missing' in removed) throw notFound(`The site has no metahead ${current.id}`)
    if ('conflict' in removed) throw conflict(removed.conflict, version as number)
    audit(req, 'metahead.delete', String(current.id), { site: site.key })
    await announceSiteChange(database, site.key)
    res.status(204).end()
  })

  return router
}
