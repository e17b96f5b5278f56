import { Router, type Request } from 'express'
import { newId } from '../../engine/defaults/new-id.js'
import { loadPage } from '../../engine/migrations/load-page.js'
import { migratePage } from '../../engine/migrations/migrate-page.js'
import type { PageDocument } from '../../templates/generated/types.js'
import { formReferenceErrors } from '../../engine/validation/form-references.js'
import type { Database } from '../db/database.js'
import { FormStore } from '../forms/form-store.js'
import { badRequest, HttpError, notFound } from '../http/http-error.js'
import { PAGE_ID } from '../http/page-id.js'
import { audit } from '../ops/audit.js'
import { announcePublish } from '../ssr/cache-invalidation.js'
import { draftDocument } from '../storage/draft-document.js'
import type { Site } from '../storage/site-store.js'
import type { Storage } from '../storage/storage.js'
import { newPageInput, validDocument, wellFormedDraft, wholeNumber, withHeadlines } from './page-input.js'
import { editorName } from './editor-name.js'

function pageId(req: Request): string {
  const id = req.params.id as string
  if (!PAGE_ID.test(id)) throw badRequest('The page id is not valid')
  return id
}

/** A 409 for a path another page of the site has, naming the path field for the form that sent it. */
function pathTaken(path: string) {
  const message = `${path} already has a page`
  return new HttpError(409, 'path_taken', message, [{ field: 'path', message }])
}

/** A new page id: the site, a slug of the path and a random tail. */
function newPageId(site: string, path: string): string {
  return `${site}-${slug(path)}-${newId().slice(0, 6)}`
}

function slug(path: string): string {
  return (
    path
      .replace(/^\/+|\/+$/g, '')
      .replace(/[^A-Za-z0-9]+/g, '-')
      .toLowerCase()
      .slice(0, 40) || 'home'
  )
}

/**
 * The admin API for pages (issue 4): list, create, read, save a draft against the version it started from
 * (409 when another save came first, 422 when malformed; nothing changes either way), delete, publish
 * (refused while the draft is invalid), versions and restore. A well-formed draft that breaks field rules is
 * stored with its errors (issue 13: never lose work); the list and the save answer their count. The pages
 * screen (decision 036) adds duplicate, one version's document for its side-by-side diff, and each page's
 * status and last editor. Mounted behind the sign-in guard and the CSRF check.
 */
export function pagesApi(storage: Storage, database: Database, sites: Site[]): Router {
  const router = Router()
  const store = storage.pageAdmin
  const forms = new FormStore(database)
  /** The page's form ids checked against the forms admin: each must name a live form. */
  const formReferenceErrorsOf = async (doc: PageDocument) => {
    const named = new Set<string>()
    formReferenceErrors(doc, (id) => (named.add(id), true))
    const live = await forms.liveIds([...named])
    return formReferenceErrors(doc, (id) => live.has(id))
  }

  router.get('/pages', async (req, res) => {
    const site = typeof req.query.site === 'string' ? req.query.site : undefined
    const locale = typeof req.query.locale === 'string' ? req.query.locale : undefined
    if (site !== undefined && !sites.some((s) => s.key === site))
      throw badRequest(`site must be one of ${sites.map((s) => s.key).join(', ')}`)
    if (locale !== undefined && !/^[a-z]{2}$/.test(locale))
      throw badRequest('locale must be a two-letter code')
    res.json({ data: await store.list({ site, locale }) })
  })

  router.post('/pages', async (req, res) => {
    const input = newPageInput(req.body, sites)
    if (await store.pathTaken(input.site.key, input.path)) throw pathTaken(input.path)
    const doc = validDocument({
      schema_version: 1,
      id: newPageId(input.site.key, input.path),
      site: input.site.key,
      locale: input.locale,
      path: input.path,
      page_type: input.pageType,
      attributes: { title: input.title },
      blocks: [],
    })
    await store.create(doc, { by: editorName(req) })
    audit(req, 'page.create', doc.id, { site: doc.site, path: doc.path })
    res.status(201).json({ data: { id: doc.id, draft: doc, draftVersion: 1, publishedVersion: null } })
  })

  // A copy of a page's draft (blocks, settings and all, errors included) at another path of the same site,
  // made in one write: no half-made copy is left behind when the path is taken.
  router.post('/pages/:id/duplicate', async (req, res) => {
    const id = pageId(req)
    const original = await store.draft(id)
    if (!original) throw notFound('No such page')
    const body = req.body as { path?: unknown; title?: unknown } | undefined
    if (!body || typeof body !== 'object' || Array.isArray(body))
      throw badRequest('The body must be { path, title? }')
    const source = draftDocument(original)
    const input = newPageInput(
      {
        site: source.site,
        locale: source.locale,
        path: body.path,
        title: body.title ?? `${source.attributes.title} (copy)`,
        page_type: source.page_type,
      },
      sites,
    )
    if (await store.pathTaken(input.site.key, input.path)) throw pathTaken(input.path)
    const { doc, errors } = wellFormedDraft({
      ...source,
      id: newPageId(input.site.key, input.path),
      path: input.path,
      attributes: { ...source.attributes, title: input.title },
    })
    await store.create(doc, { errors, by: editorName(req) })
    audit(req, 'page.duplicate', doc.id, { from: id, path: doc.path })
    res.status(201).json({
      data: { id: doc.id, draft: doc, draftVersion: 1, publishedVersion: null, errorCount: errors.length },
    })
  })

  router.get('/pages/:id', async (req, res) => {
    const page = await store.draft(pageId(req))
    if (!page) throw notFound('No such page')
    res.json({ data: page })
  })

  router.put('/pages/:id', async (req, res) => {
    const id = pageId(req)
    const body = req.body as { document?: unknown; base_version?: unknown } | undefined
    if (!body || typeof body !== 'object') throw badRequest('The body must be { document, base_version }')
    const baseVersion = wholeNumber(body.base_version, 'base_version')
    const current = await store.draft(id)
    if (!current) throw notFound('No such page')
    const { doc, errors } = wellFormedDraft(body.document)
    if (doc.id !== id)
      throw new HttpError(422, 'invalid_document', 'The document id must be the page id', [
        { path: '/id', blockId: null, message: `must be "${id}"` },
      ])
    if (doc.site !== current.site)
      throw new HttpError(422, 'invalid_document', 'A page cannot move to another site', [
        { path: '/site', blockId: null, message: `must be "${current.site}"` },
      ])
    if (doc.path !== current.path && (await store.pathTaken(doc.site, doc.path, id)))
      throw pathTaken(doc.path)
    const saved = await store.save(id, doc, baseVersion, errors, editorName(req))
    if (saved.ok)
      return res.json({
        data: {
          draftVersion: saved.draftVersion,
          errorCount: errors.length,
          errors: withHeadlines(doc, errors),
        },
      })
    if ('missing' in saved) throw notFound('No such page')
    throw new HttpError(
      409,
      'version_conflict',
      `The page was saved by someone else since version ${baseVersion}`,
      {
        currentVersion: saved.conflict.draftVersion,
        document: saved.conflict.draft,
      },
    )
  })

  router.delete('/pages/:id', async (req, res) => {
    const id = pageId(req)
    const page = await store.draft(id)
    if (!page || !(await store.remove(id))) throw notFound('No such page')
    audit(req, 'page.delete', id, { site: page.site, path: page.path })
    await announcePublish(database, page.site, page.path)
    res.status(204).end()
  })

  router.post('/pages/:id/publish', async (req, res) => {
    const id = pageId(req)
    const page = await store.draft(id)
    if (!page) throw notFound('No such page')
    // The publish gate: the draft as the read path takes it, and not one error left.
    const loaded = loadPage(page.draft)
    if (!loaded.ok) {
      const errors = withHeadlines(migratePage(page.draft).doc, loaded.errors)
      throw new HttpError(
        422,
        'invalid_draft',
        `The draft has ${errors.length} error${errors.length === 1 ? '' : 's'}: fix them before publishing (${errors
          .slice(0, 3)
          .map((e) => e.headline)
          .join('; ')}${errors.length > 3 ? '; …' : ''})`,
        errors,
      )
    }
    const doc = loaded.doc
    const formErrors = await formReferenceErrorsOf(doc)
    if (formErrors.length > 0) {
      const errors = withHeadlines(doc, formErrors)
      throw new HttpError(
        422,
        'invalid_draft',
        `The draft's forms need fixing before publishing (${errors.map((e) => e.headline).join('; ')})`,
        errors,
      )
    }
    const previous = page.publishedVersion
      ? ((await store.version(id, page.publishedVersion)) as PageDocument | undefined)
      : undefined
    const version = await store.publish(id, doc, editorName(req))
    audit(req, 'page.publish', id, { version })
    await announcePublish(database, doc.site, doc.path)
    if (previous && previous.path !== doc.path) await announcePublish(database, previous.site, previous.path)
    res.json({ data: { version } })
  })

  router.get('/pages/:id/versions', async (req, res) => {
    const id = pageId(req)
    const page = await store.draft(id)
    if (!page) throw notFound('No such page')
    const versions = await store.versions(id)
    res.json({ data: versions.map((v) => ({ ...v, published: v.version === page.publishedVersion })) })
  })

  router.get('/pages/:id/versions/:version', async (req, res) => {
    const id = pageId(req)
    const version = wholeNumber(req.params.version, 'version')
    const document = await store.version(id, version)
    if (document === undefined) throw notFound(`Page ${id} has no version ${version}`)
    res.json({ data: { version, document } })
  })

  router.post('/pages/:id/versions/:version/restore', async (req, res) => {
    const id = pageId(req)
    const version = wholeNumber(req.params.version, 'version')
    const page = await store.draft(id)
    if (!page) throw notFound('No such page')
    const stored = await store.version(id, version)
    if (stored === undefined) throw notFound(`Page ${id} has no version ${version}`)
    // The version becomes the draft (migrated to today's templates); publishing it is a separate step. A
    // version published before a rule was added (an empty heading) comes back as a draft with that error.
    const { doc, errors } = wellFormedDraft(stored)
    if (doc.path !== page.path && (await store.pathTaken(doc.site, doc.path, id))) throw pathTaken(doc.path)
    const saved = await store.save(id, doc, page.draftVersion, errors, editorName(req))
    if (!saved.ok) throw new HttpError(409, 'version_conflict', 'The page changed while restoring: try again')
    audit(req, 'page.restore', id, { version })
    res.json({ data: { draftVersion: saved.draftVersion, draft: doc, errorCount: errors.length } })
  })

  return router
}
