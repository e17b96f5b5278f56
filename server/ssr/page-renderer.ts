import type { Request, Response } from 'express'
import type { StockReader } from '../../engine/stock/stock-reader.js'
import { walkBlocks } from '../../engine/tree/walk-blocks.js'
import type { PageDocument } from '../../templates/generated/types.js'
import type { Site } from '../storage/site-store.js'
import type { ContentCache } from './content-cache.js'
import type { CssBundles } from './css-bundle.js'
import { documentShell } from './document-shell.js'
import { errorPageHtml } from './error-page.js'
import { isBot } from './is-bot.js'
import { layoutProps } from './layout-props.js'
import { pageBody } from './page-body.js'
import { streamPage } from './stream-page.js'

export interface PageRendererOptions {
  content: ContentCache
  css: CssBundles
  islandScript: string | null
  renderTimeoutMs: number
  strict: boolean
  log: (message: string, error?: unknown) => void
  /** The stock, for the loaders of the storefront blocks. */
  stock?: StockReader
}

export interface RenderRequest {
  site: Site
  path: string
  locale: string
  doc: PageDocument
  status: number
  cacheControl: string
  /** Called with the whole HTML and its nonce when the render finished without errors. */
  onComplete?: (html: string, nonce: string) => void
}

/**
 * Renders a page document inside the site's layout and streams it: the document shell (head, metaheads,
 * the page's CSS bundle) around React's stream of the body. Used by the public site and the draft preview.
 */
export function pageRenderer(options: PageRendererOptions) {
  const { content } = options
  return async function renderPage(req: Request, res: Response, page: RenderRequest): Promise<void> {
    const { site, path, locale, doc, status } = page
    const nonce = res.locals.nonce as string
    const [layoutData, metaheads] = await Promise.all([
      content.layoutData(site.key, locale),
      content.metaheads(site.key, doc.id),
    ])
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
      settings: layoutData.settings,
      metaheads,
      cssUrl: options.css.urlFor(site.theme, templates),
      // The layout always has islands (consent, campaign cookie, analytics); block chunks load only for
      // the interactive blocks present.
      islandScript: options.islandScript,
      origin: `${req.protocol}://${req.get('host') ?? 'localhost'}`,
      log: (m) => options.log(m),
    })
    res.set('Cache-Control', page.cacheControl)
    streamPage({
      res,
      body: pageBody({
        site,
        locale,
        layout: layoutProps(site, path, layoutData, doc, (m) => options.log(m)),
        blocks: doc.blocks,
        strict: options.strict,
        loaderContext: {
          site: { key: site.key, name: site.name, brand: site.brand },
          locale,
          settings: layoutData.settings,
          query: new URLSearchParams(req.originalUrl.split('?')[1] ?? ''),
          ...(options.stock ? { stock: options.stock } : {}),
        },
      }),
      head: shell.head,
      tail: shell.tail,
      nonce,
      status,
      isBot: isBot(req.get('user-agent')),
      timeoutMs: options.renderTimeoutMs,
      onComplete: page.onComplete ? (html) => page.onComplete?.(html, nonce) : undefined,
      onShellError: (error) => {
        options.log(`[ssr] ${site.key}${path} failed to render`, error)
        res.status(500).type('html').set('Cache-Control', 'no-store').send(errorPageHtml(500))
      },
      log: options.log,
    })
  }
}
