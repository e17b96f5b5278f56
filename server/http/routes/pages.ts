import type { IncomingMessage, ServerResponse } from 'node:http'
import { Router } from 'express'
import type { FormReader } from '../../../engine/forms/form-reader.js'
import type { NewsReader } from '../../../engine/news/news-reader.js'
import type { StockReader } from '../../../engine/stock/stock-reader.js'
import { walkBlocks } from '../../../engine/tree/walk-blocks.js'
import { visibleBlocks } from '../../../engine/visibility/visible-blocks.js'
import { blockRegistry } from '../../../renderer/registry.js'
import type { PageDocument, TemplateKey } from '../../../templates/generated/types.js'
import type { CssBundles } from '../../ssr/css-bundle.js'
import type { CachedPage, PageCache } from '../../ssr/page-cache.js'
import { pageRenderer } from '../../ssr/page-renderer.js'
import { publishedAlternates } from '../../ssr/published-alternates.js'
import type { Site } from '../../storage/site-store.js'
import type { ContentCache } from '../../ssr/content-cache.js'
import { acceptedEncoding } from '../accepted-encoding.js'
import { matchesIfNoneMatch } from '../if-none-match.js'
import { normalisePagePath } from '../request-path.js'
import { localeOfPath } from '../../../engine/locales/locale-of-path.js'

export interface PagesOptions {
  content: ContentCache
  css: CssBundles
  cache: PageCache
  islandScript: string | null
  renderTimeoutMs: number
  strict: boolean
  log: (message: string, error?: unknown) => void
  stock?: StockReader
  forms?: FormReader
  news?: NewsReader
  fetchData?: (url: string) => Promise<unknown>
}

const PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300'
/** A page that renders its URL's query (a stock search) is never kept here; shared caches may, briefly. */
const QUERY_PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=30'
/** A cached page with live data (a stock carousel) is rendered again after this (docs/decisions/006). */
const LIVE_DATA_TTL_MS = 60_000

/** Whether a page has a block that reads the query, and whether it has any block with a loader. */
function liveBlocks(doc: PageDocument): { readsQuery: boolean; loads: boolean } {
  let readsQuery = false
  let loads = false
  walkBlocks(doc, ({ block }) => {
    const entry = blockRegistry[block.template as TemplateKey] as { readsQuery?: boolean; loader?: unknown }
    if (entry?.readsQuery) readsQuery = true
    if (entry?.loader) loads = true
  })
  return { readsQuery, loads }
}

/** Every other GET is a CMS page by path (001 §2): from the cache, else rendered and streamed. */
export function pagesRoutes(options: PagesOptions): Router {
  const { content, cache } = options
  const renderer = pageRenderer(options)
  const router = Router()

  router.get(['/', '/*path'], async (req, res) => {
    const site = res.locals.site as Site
    let path: string
    try {
      path = normalisePagePath(req.path)
    } catch {
      // A path no page can have: the not-found page, not an error.
      return renderer.notFound(req, res, site, req.path.startsWith('/ar/') ? 'ar' : site.defaultLocale)
    }
    const cached = cache.get(site.key, path)
    if (cached) return sendCachedPage(req, res, res.locals, cached)

    const page = await content.page(site.key, path)
    if (!page) return renderer.notFound(req, res, site, localeOfPath(site, path))
    if (page.problem) options.log(`[ssr] ${site.key}${path} does not validate: ${page.problem}`)
    const { stored, doc, version } = page

    if (doc.page_type === 'url_redirection' && doc.attributes.redirect) {
      const { to, http_code = 301 } = doc.attributes.redirect
      res.set('Cache-Control', PAGE_CACHE_CONTROL)
      return res.redirect(http_code, to)
    }

    res.locals.pageCache = 'miss'
    const now = Date.now()
    const visible = visibleBlocks(doc, now)
    const live = liveBlocks(visible.doc)
    // A page of live stock data stays at most a minute; one that renders its query is never cached here.
    const expiresAt = live.loads
      ? Math.min(visible.changesAt ?? Infinity, now + LIVE_DATA_TTL_MS)
      : visible.changesAt
    // A live page rendered across a stock change is not kept (it may show a vehicle just reserved).
    const liveSince = live.loads ? cache.stockGeneration : undefined
    // The language switch and hreflang links show whether the twins are published: their publishes drop
    // this render too.
    const { alternates, twinPaths } = await publishedAlternates(content, site, path)
    await renderer.render(req, res, {
      site,
      path,
      locale: stored.locale,
      content: { doc: visible.doc },
      alternates,
      status: 200,
      cacheControl: live.readsQuery ? QUERY_PAGE_CACHE_CONTROL : PAGE_CACHE_CONTROL,
      ...(cache.enabled && !live.readsQuery
        ? {
            keep: (html: string, nonce: string, layoutVersion: number, staleAt: number | null) => {
              // The policy the render was sent with (the renderer may have widened it for a map); the stored
              // page swaps its nonce for hashes (nonce-free-html.ts).
              const policy = String(res.getHeader('Content-Security-Policy') ?? '')
              const kept = cache.set(
                site.key,
                path,
                { html, nonce, policy },
                200,
                staleAt === null ? expiresAt : Math.min(expiresAt ?? Infinity, staleAt),
                Math.min(version, layoutVersion),
                liveSince,
                twinPaths,
              )
              if (!kept) options.log(`[ssr] ${site.key}${path} is not cached: it needs its nonce`)
            },
          }
        : {}),
    })
  })

  return router
}

/**
 * Answers a request from the page cache: 304 when the browser's copy is current, else the stored bytes in
 * the coding the request accepts (brotli, gzip or none: server/http/accepted-encoding.ts), with the page's
 * own CSP (hashes, no nonce), written in one go. Nothing is compressed per request. Takes Node's own request
 * and response: the cached-page path in front of Express (server/http/cached-page-front.ts) calls it too.
 */
export function sendCachedPage(
  req: IncomingMessage,
  res: ServerResponse,
  locals: Record<string, unknown>,
  page: CachedPage,
): void {
  locals.pageCache = 'hit'
  // setHeader, not res.set: this is the hot path, and these values need none of res.set's conversions.
  res.setHeader('Cache-Control', PAGE_CACHE_CONTROL)
  res.setHeader('ETag', page.etag)
  // Shared caches (s-maxage) must keep one copy per coding, the uncompressed one included.
  res.setHeader('Vary', 'Accept-Encoding')
  if (page.policy) res.setHeader('Content-Security-Policy', page.policy)
  if (matchesIfNoneMatch(req.headers, page.etag)) {
    res.statusCode = 304
    res.end()
    return
  }
  const encoding = acceptedEncoding(req.headers['accept-encoding'])
  const stored = encoding === 'identity' ? undefined : page.bodies[encoding]
  const body = stored ?? page.bodies.identity
  res.statusCode = page.status
  res.setHeader('Content-Type', 'text/html; charset=utf-8')
  res.setHeader('Content-Length', body.length)
  if (stored) res.setHeader('Content-Encoding', encoding)
  res.end(body)
}
