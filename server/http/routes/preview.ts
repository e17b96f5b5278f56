import { Router } from 'express'
import type { NewsReader } from '../../../engine/news/news-reader.js'
import type { StockReader } from '../../../engine/stock/stock-reader.js'
import type { ContentCache } from '../../ssr/content-cache.js'
import type { CssBundles } from '../../ssr/css-bundle.js'
import { pageRenderer } from '../../ssr/page-renderer.js'
import type { Site } from '../../storage/site-store.js'
import { draftDocument } from '../../storage/draft-document.js'
import type { Storage } from '../../storage/storage.js'
import { badRequest, notFound } from '../http-error.js'
import { normalisePagePath } from '../request-path.js'

/**
 * /disabled-preview{path}: the draft of the page at {path}, as it will look once published, for signed-in
 * editors only (mounted behind the sign-in guard). Rendered strictly, so a broken block fails loudly
 * rather than hiding behind its error state; never cached, never indexed. `?site=<key>` previews another
 * site's draft from this host name: the session cookie belongs to the editor's host, so the pages screen's
 * "Preview draft" of a Jaguar page stays on it (decision 036).
 */
export function previewRoutes(options: {
  storage: Storage
  content: ContentCache
  css: CssBundles
  islandScript?: string | null
  strict: boolean
  log: (message: string, error?: unknown) => void
  /** The stock, for the storefront blocks' loaders. */
  stock?: StockReader
  /** The news and block data URLs, for the news, range calculator and racing results loaders. */
  news?: NewsReader
  fetchData?: (url: string) => Promise<unknown>
}): Router {
  const router = Router()
  const renderer = pageRenderer({
    ...options,
    islandScript: options.islandScript ?? null,
    renderTimeoutMs: 10_000,
  })
  router.get(['/disabled-preview', '/disabled-preview/*path'], async (req, res) => {
    const asked = req.query.site
    if (asked !== undefined && typeof asked !== 'string') throw badRequest('site must be one site key')
    const site = asked === undefined ? (res.locals.site as Site) : await options.storage.sites.byKey(asked)
    if (!site) throw notFound(`No site ${asked}`)
    const path = normalisePagePath(req.path.slice('/disabled-preview'.length) || '/')
    const draft = await options.storage.pageAdmin.draftByPath(site.key, path)
    if (!draft) throw notFound(`No page at ${path}`)
    const doc = draftDocument(draft)
    res.set('X-Robots-Tag', 'noindex, nofollow')
    await renderer.render(req, res, {
      site,
      path,
      locale: doc.locale,
      content: { doc },
      status: 200,
      cacheControl: 'no-store',
    })
  })
  return router
}
