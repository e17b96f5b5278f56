import { Router } from 'express'
import { requireAdmin } from '../auth/require-admin.js'
import type { Database } from '../db/database.js'
import { badRequest, notFound } from '../http/http-error.js'
import { audit } from '../ops/audit.js'
import { announceSiteChange } from '../ssr/cache-invalidation.js'
import { SITE_CHANGE_AREAS, type SiteChangeArea } from '../storage/site-change-store.js'
import type { Site } from '../storage/site-store.js'
import type { Storage } from '../storage/storage.js'
import { changeActor } from './editor-name.js'
import { SITE_CHANGE_RESTORERS } from './site-change-restorers.js'

const PAGE_SIZE = 50

function changeId(value: unknown, name: string): number {
  const n = typeof value === 'string' && /^[1-9]\d{0,14}$/.test(value) ? Number(value) : NaN
  if (!Number.isSafeInteger(n)) throw badRequest(`${name} must be a change id (a whole number from 1)`)
  return n
}

/**
 * The Site section's History (admins only): GET /site-changes?site=&area=&before= lists a site's changes,
 * newest first, 50 at a time (`before`: the last id of the previous page); POST /site-changes/:id/restore
 * writes the change's `before` back through its area's restorer (site-change-restorers.ts), which records
 * the restore as a new change.
 */
export function siteChangesApi(storage: Storage, database: Database, sites: readonly Site[]): Router {
  const router = Router()

  router.get('/site-changes', requireAdmin, async (req, res) => {
    const site = typeof req.query.site === 'string' ? sites.find((s) => s.key === req.query.site) : undefined
    if (!site) throw badRequest(`site must be one of ${sites.map((s) => s.key).join(', ')}`)
    const area = req.query.area
    if (area !== undefined && !SITE_CHANGE_AREAS.includes(area as SiteChangeArea))
      throw badRequest(`area must be one of ${SITE_CHANGE_AREAS.join(', ')}`)
    const before = req.query.before === undefined ? undefined : changeId(req.query.before, 'before')
    const changes = await storage.siteChanges.list(site.key, {
      ...(area ? { area: area as SiteChangeArea } : {}),
      ...(before ? { before } : {}),
      limit: PAGE_SIZE + 1,
    })
    const page = changes.slice(0, PAGE_SIZE)
    res.set('Cache-Control', 'no-store').json({
      data: {
        data: page,
        meta: { next: changes.length > PAGE_SIZE ? page[page.length - 1]!.id : null },
      },
    })
  })

  router.post('/site-changes/:id/restore', requireAdmin, async (req, res) => {
    const id = changeId(req.params.id, 'The change id')
    const change = await storage.siteChanges.get(id)
    if (!change || !sites.some((s) => s.key === change.site)) throw notFound('No such change')
    await SITE_CHANGE_RESTORERS[change.area](change, { storage, actor: changeActor(req) })
    await announceSiteChange(database, change.site)
    audit(req, 'site_change.restore', String(id), {
      site: change.site,
      area: change.area,
      subject: change.subject,
    })
    res.json({ data: { restored: id } })
  })
  return router
}
