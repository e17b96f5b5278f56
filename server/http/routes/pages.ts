import { Router, type Request, type Response } from 'express'
import { renderToStaticMarkup } from 'react-dom/server'
import { loadPage } from '../../../engine/migrations/load-page.js'
import { walkBlocks } from '../../../engine/tree/walk-blocks.js'
import { visibleBlocks } from '../../../engine/visibility/visible-blocks.js'
import type { PageDocument } from '../../../templates/generated/types.js'
import { layoutProps, type LayoutData } from '../../ssr/layout-props.js'
import type { CssBundles } from '../../ssr/css-bundle.js'
import { documentShell } from '../../ssr/document-shell.js'
import { isBot } from '../../ssr/is-bot.js'
import type { PageCache } from '../../ssr/page-cache.js'
import { pageBody } from '../../ssr/page-body.js'
import { streamPage } from '../../ssr/stream-page.js'
import type { Site } from '../../storage/site-store.js'
import type { Storage } from '../../storage/storage.js'
import { normalisePagePath } from '../request-path.js'
import { localeOfPath } from '../site-resolver.js'
import { notFoundBody } from '../../ssr/not-found-body.js'
import { errorPageHtml } from '../../ssr/error-page.js'

export interface PagesOptions {
  storage: Storage
  css: CssBundles
  cache: PageCache
  islandScript: string | null
  renderTimeoutMs: number
  strict: boolean
  log: (message: string, error?: unknown) => void
}

const PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300'

/** Every other GET is a CMS page by path (001 §2): from the cache, else rendered and streamed. */
export function pagesRoutes(options: PagesOptions): Router {
  const { storage, cache } = options
  const router = Router()

  router.get(['/', '/*path'], async (req, res) => {
    const site = res.locals.site as Site
    let path: string
    try {
      path = normalisePagePath(req.path)
    } catch {
      // A path no page can have: the not-found page, not an error.
      return renderNotFound(req, res, site, req.path.startsWith('/ar/') ? 'ar' : site.defaultLocale)
    }
    const cached = cache.get(site.key, path)
    if (cached && (cached.expiresAt === null || cached.expiresAt > Date.now()))
      return sendCached(req, res, cached)

    const stored = await storage.pages.publishedByPath(site.key, path)
    if (!stored) return renderNotFound(req, res, site, localeOfPath(site, path))
    const loaded = loadPage(stored.document)
    if (!loaded.ok)
      options.log(
        `[ssr] ${site.key}${path} does not validate: ${loaded.errors[0]?.path} ${loaded.errors[0]?.message}`,
      )
    const doc = (loaded.ok ? loaded.doc : stored.document) as PageDocument

    if (doc.page_type === 'url_redirection' && doc.attributes.redirect) {
      const { to, http_code = 301 } = doc.attributes.redirect
      res.set('Cache-Control', PAGE_CACHE_CONTROL)
      return res.redirect(http_code, to)
    }

    const now = Date.now()
    const visible = visibleBlocks(doc, now)
    await renderPage(req, res, site, path, stored.locale, visible.doc, 200, (html, nonce) =>
      cache.set(site.key, path, html, nonce, 200, visible.changesAt),
    )
  })

  async function renderPage(
    req: Request,
    res: Response,
    site: Site,
    path: string,
    locale: string,
    doc: PageDocument,
    status: number,
    onComplete?: (html: string, nonce: string) => void,
  ): Promise<void> {
    const nonce = res.locals.nonce as string
    const [layoutData, metaheads] = await Promise.all([
      loadLayoutData(site, locale),
      storage.content.metaheads(site.key, doc.id),
    ])
    const { settings } = layoutData
    const templates = new Set<string>()
    walkBlocks(doc, ({ block }) => {
      templates.add(block.template)
    })
    const shell = documentShell({
      site,
      locale,
      path,
      nonce,
      page: doc.attributes,
      settings,
      metaheads,
      cssUrl: options.css.urlFor(site.theme, templates),
      // The layout always has islands (consent, campaign cookie, analytics); block chunks load only for
      // the interactive blocks present.
      islandScript: options.islandScript,
      origin: `${req.protocol}://${req.get('host') ?? 'localhost'}`,
      log: (m) => options.log(m),
    })
    res.set('Cache-Control', status === 200 ? PAGE_CACHE_CONTROL : 'no-store')
    streamPage({
      res,
      body: pageBody({
        site,
        locale,
        layout: layoutProps(site, path, layoutData, doc, (m) => options.log(m)),
        blocks: doc.blocks,
        strict: options.strict,
      }),
      head: shell.head,
      tail: shell.tail,
      nonce,
      status,
      isBot: isBot(req.get('user-agent')),
      timeoutMs: options.renderTimeoutMs,
      onComplete: onComplete ? (html) => onComplete(html, nonce) : undefined,
      onShellError: (error) => {
        options.log(`[ssr] ${site.key}${path} failed to render`, error)
        res.status(500).type('html').set('Cache-Control', 'no-store').send(errorPageHtml(500))
      },
      log: options.log,
    })
  }

  async function renderNotFound(req: Request, res: Response, site: Site, locale: string): Promise<void> {
    const data = await loadLayoutData(site, locale)
    const nonce = res.locals.nonce as string
    const shell = documentShell({
      site,
      locale,
      path: '/404',
      nonce,
      page: { title: 'Page not found', no_index: true },
      settings: data.settings,
      metaheads: [],
      cssUrl: options.css.urlFor(site.theme, []),
      islandScript: options.islandScript,
      log: (m) => options.log(m),
    })
    const body = renderToStaticMarkup(notFoundBody(site, locale, data, (m) => options.log(m)))
    res
      .status(404)
      .type('html')
      .set('Cache-Control', 'no-store')
      .send(shell.head + body + shell.tail)
  }

  async function loadLayoutData(site: Site, locale: string): Promise<LayoutData> {
    const [settings, navigation, footer] = await Promise.all([
      storage.content.settings(site.key),
      storage.content.navigation(site.key, locale),
      storage.content.footer(site.key, locale),
    ])
    return { settings, navigation, footer }
  }

  function sendCached(req: Request, res: Response, page: ReturnType<PageCache['set']>): void {
    res.set('Cache-Control', PAGE_CACHE_CONTROL).set('ETag', page.etag)
    if (req.fresh) {
      // The browser's copy carries its own nonces: keep its policy, not one with a new nonce.
      res.removeHeader('Content-Security-Policy')
      res.status(304).end()
      return
    }
    const nonce = Buffer.from(res.locals.nonce as string)
    res.status(page.status).type('html')
    const parts: Buffer[] = []
    page.parts.forEach((part, i) => {
      if (i > 0) parts.push(nonce)
      parts.push(part)
    })
    res.end(Buffer.concat(parts))
  }

  return router
}
