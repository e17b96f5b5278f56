import { Router, type Request } from 'express'
import { newId } from '../../engine/defaults/new-id.js'
import type { AdminRedirect, RedirectInput } from '../../engine/redirects/redirect-options.js'
import { redirectLoop } from '../../engine/redirects/redirect-loop.js'
import { redirectTargetPath } from '../../engine/redirects/redirect-target-path.js'
import { validateRedirectInput } from '../../engine/redirects/validate-redirect-input.js'
import type { PageDocument } from '../../templates/generated/types.js'
import { siteQuery } from '../admin/site-query.js'
import { validDocument } from '../admin/page-input.js'
import { wholeNumberField } from '../admin/whole-number-field.js'
import { requireAdmin } from '../auth/require-admin.js'
import type { Database } from '../db/database.js'
import { HttpError, notFound } from '../http/http-error.js'
import { normalisePagePath } from '../http/request-path.js'
import { localeOfPath } from '../../engine/locales/locale-of-path.js'
import { changeActor } from '../admin/editor-name.js'
import { audit } from '../ops/audit.js'
import { announcePublish } from '../ssr/cache-invalidation.js'
import type { Site } from '../storage/site-store.js'
import type { Storage } from '../storage/storage.js'
import type { RedirectEdges } from './redirect-store.js'

const invalid = (field: string, message: string) =>
  new HttpError(422, 'validation_failed', message, [{ field, message }])

/** The redirect an admin sent, its source path normalised the way the pages table stores paths. */
function redirectInput(body: unknown): RedirectInput {
  const checked = validateRedirectInput(body)
  if (!checked.ok) throw new HttpError(422, 'validation_failed', 'Some fields need attention', checked.errors)
  try {
    return { ...checked.value, path: normalisePagePath(checked.value.path) }
  } catch (error) {
    throw error instanceof HttpError ? invalid('path', error.message) : error
  }
}

/** The page document of a redirect (001 §3 redirect page data), valid as the read path takes it. */
export function redirectDocument(site: Site, id: string, input: RedirectInput): PageDocument {
  try {
    return validDocument({
      schema_version: 1,
      id,
      site: site.key,
      locale: localeOfPath(site, input.path),
      path: input.path,
      page_type: 'url_redirection',
      attributes: {
        title: input.title,
        redirect: {
          to: input.to,
          http_code: input.http_code,
          link_type: input.link_type,
          link_new_window: input.link_new_window,
        },
      },
      blocks: [],
    })
  } catch (error) {
    // The page schema's path is stricter (ASCII, percent-encoded) than what the router normalises.
    if (error instanceof HttpError) throw invalid('path', `${input.path} is not a path a page can have`)
    throw error
  }
}

/** Refuses a redirect that would send visitors round in a loop (422 naming it). */
export function loopCheck(site: Site, input: RedirectInput) {
  return (edges: RedirectEdges) => {
    const own = [site.host.toLowerCase()]
    const paths = new Map<string, string>()
    for (const [from, to] of edges) {
      const target = redirectTargetPath(to, own)
      if (target !== null) paths.set(from, target)
    }
    const loop = redirectLoop(paths, input.path, redirectTargetPath(input.to, own))
    if (loop) {
      const message = `This redirect would make a loop: ${loop.join(' → ')}`
      throw new HttpError(422, 'redirect_loop', message, [{ field: 'to', message, loop }])
    }
  }
}

const conflict = (current: AdminRedirect, version: number) =>
  new HttpError(
    409,
    'version_conflict',
    `The redirect ${current.path} was changed by someone else since version ${version}`,
    {
      current,
    },
  )

const pathTaken = (path: string) =>
  new HttpError(409, 'path_taken', `${path} already has a page`, [
    { field: 'path', message: `${path} already has a page` },
  ])

/**
 * The Redirects screen's API (issue 15, decision 046) at /admin/api/redirects?site=: redirect pages (pages of
 * type url_redirection) listed, created, saved over a version (409 when another save came first) and
 * deleted. Every write is published in its transaction, so the live site answers the redirect at once (the
 * pages route sends it with its code), refuses loops, and keeps to paths no other page has (409). Admins only.
 */
export function redirectsApi(storage: Storage, database: Database, sites: readonly Site[]): Router {
  const router = Router()
  const store = storage.redirects

  async function existing(req: Request, site: Site) {
    const id = String(req.params.id)
    const redirect = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/.test(id) ? await store.get(id) : undefined
    if (!redirect || redirect.site !== site.key) throw notFound(`The site has no redirect ${id.slice(0, 64)}`)
    return redirect
  }

  router.get('/redirects', requireAdmin, async (req, res) => {
    const site = siteQuery(req.query, sites).site
    res.set('Cache-Control', 'no-store').json({ data: { data: await store.list(site.key) } })
  })

  router.post('/redirects', requireAdmin, async (req, res) => {
    const site = siteQuery(req.query, sites).site
    const input = redirectInput(req.body)
    if (await storage.pageAdmin.pathTaken(site.key, input.path)) throw pathTaken(input.path)
    const doc = redirectDocument(site, `${site.key}-redirect-${newId().slice(0, 10)}`, input)
    const redirect = await store.create(doc, changeActor(req), loopCheck(site, input))
    audit(req, 'redirect.create', doc.id, { site: site.key, path: doc.path, to: input.to })
    await announcePublish(database, site.key, doc.path)
    res.status(201).json({ data: { data: redirect } })
  })

  router.put('/redirects/:id', requireAdmin, async (req, res) => {
    const site = siteQuery(req.query, sites).site
    const current = await existing(req, site)
    const version = wholeNumberField((req.body as { version?: unknown } | undefined)?.version, 'version')
    const input = redirectInput(req.body)
    if (input.path !== current.path && (await storage.pageAdmin.pathTaken(site.key, input.path, current.id)))
      throw pathTaken(input.path)
    const doc = redirectDocument(site, current.id, input)
    const saved = await store.update(doc, version, changeActor(req), loopCheck(site, input))
    if ('missing' in saved) throw notFound(`The site has no redirect ${current.id}`)
    if ('conflict' in saved) throw conflict(saved.conflict, version)
    audit(req, 'redirect.update', current.id, { site: site.key, path: doc.path, to: input.to })
    await announcePublish(database, site.key, doc.path)
    if (current.path !== doc.path) await announcePublish(database, site.key, current.path)
    res.json({ data: { data: saved.redirect } })
  })

  router.delete('/redirects/:id', requireAdmin, async (req, res) => {
    const site = siteQuery(req.query, sites).site
    const current = await existing(req, site)
    const version =
      req.query.version === undefined ? undefined : wholeNumberField(req.query.version, 'version')
    const removed = await store.remove(current.id, version, changeActor(req))
    if ('missing' in removed) throw notFound(`The site has no redirect ${current.id}`)
    if ('conflict' in removed) throw conflict(removed.conflict, version as number)
    audit(req, 'redirect.delete', current.id, { site: site.key, path: current.path })
    await announcePublish(database, site.key, current.path)
    res.status(204).end()
  })

  return router
}
