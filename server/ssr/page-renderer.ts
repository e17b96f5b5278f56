import type { Request, Response } from 'express'
import type { ReactNode } from 'react'
import type { FormReader } from '../../engine/forms/form-reader.js'
import type { NewsReader } from '../../engine/news/news-reader.js'
import type { StockReader } from '../../engine/stock/stock-reader.js'
import { hreflangLinks } from '../../engine/locales/hreflang-links.js'
import { languageName } from '../../engine/locales/language-name.js'
import { localeAlternates, type LocaleAlternate } from '../../engine/locales/locale-alternates.js'
import { localePrefix } from '../../engine/locales/locale-prefix.js'
import { walkBlocks } from '../../engine/tree/walk-blocks.js'
import type { PageLayoutProps } from '../../renderer/layout/PageLayout.js'
import type { PageDocument, TemplateKey } from '../../templates/generated/types.js'
import { blockRegistry } from '../../renderer/registry.js'
import { mapSettingsFrom } from '../../renderer/storefront/retailers/map-settings.js'
import { BLOCK_DATA_TTL_MS } from '../block-data/fetch-block-data.js'
import { dynamicContentForRender } from '../dynamic-content/dynamic-content-for-render.js'
import { acceptedEncoding } from '../http/accepted-encoding.js'
import { allowConsentVendorInCsp } from '../http/allow-consent-vendor-in-csp.js'
import { allowMapsInCsp } from '../http/allow-maps-in-csp.js'
import type { Site } from '../storage/site-store.js'
import type { ContentCache } from './content-cache.js'
import type { CssBundles } from './css-bundle.js'
import { consentVendorScript } from './consent-vendor-script.js'
import { documentShell, type ShellInput } from './document-shell.js'
import { errorPageHtml } from './error-page.js'
import { layoutProps } from './layout-props.js'
import { naasNavigation } from './naas-navigation.js'
import { loaderContextFor } from './loader-context-for.js'
import { notFoundPage } from './not-found-page.js'
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
  /** The forms, for the loaders of the form blocks. */
  forms?: FormReader
  /** The news, for the news block's loader. */
  news?: NewsReader
  /** The JSON of block data URLs, for the range calculator's and racing results' loaders (decision 041). */
  fetchData?: (url: string) => Promise<unknown>
  /**
   * Whether unchanged parts of pages (blocks without loaders, navigation, footer) are written from the
   * content cache's rendered fragments instead of rendered again (docs/decisions/018). Default true.
   */
  reuseHtml?: boolean
}

/** What a page is made of: a CMS document's blocks, or content of its own (the vehicle page, not-found). */
export type PageContent =
  | { doc: PageDocument }
  | {
      node: ReactNode
      /** Title and meta of the document shell. */
      meta: ShellInput['page']
      /** Component folders whose CSS the page needs, beside the layout's. */
      styles: string[]
      /** Meta tags are suppressed on some routes (000 §2). */
      suppressMeta?: boolean
      /** The page view to report, when it is not a CMS page's. */
      analytics?: PageLayoutProps['analytics']
    }

export interface RenderRequest {
  site: Site
  path: string
  locale: string
  content: PageContent
  status: number
  cacheControl: string
  /**
   * The page in the site's other locales, for the language switch and the hreflang links. Absent: the path
   * answers in every locale (a route: vehicle pages, search), so every twin is there. CMS pages pass what is
   * published (published-alternates.ts).
   */
  alternates?: LocaleAlternate[]
  /**
   * The cache policy: given, the complete document is handed over with its nonce and the content version of
   * the layout data it showed when it rendered without errors, and when it goes stale because it showed
   * outside lists (dynamic-content strategies; null: not for that reason). Absent (the cache is off, or the page is not kept), nothing is collected.
   */
  keep?: (html: string, nonce: string, layoutVersion: number, staleAt: number | null) => void
}

/**
 * The one render pipeline of the public site, the vehicle page, the draft preview and the not-found page:
 * the document shell (head, metaheads, the page's CSS bundle) around React's stream of the body inside the
 * site's layout, and the capture of the result for the page cache.
 */
export function pageRenderer(options: PageRendererOptions) {
  const { content: contentCache } = options

  async function render(req: Request, res: Response, page: RenderRequest): Promise<void> {
    const { site, path, locale, content, status } = page
    const nonce = res.locals.nonce as string
    const stored = 'doc' in content ? content.doc : null
    const own = 'doc' in content ? null : content
    const [layoutData, metaheads] = await Promise.all([
      contentCache.layoutData(site.key, locale),
      stored ? contentCache.metaheads(site.key, stored.id) : [],
    ])
    const log = (m: string) => options.log(m)
    // The site's configured origin (siteResolver), never the request's Host: the page may be cached and served
    // to everyone. A preview of another site than the host's has no absolute links rather than wrong ones.
    const origin =
      (res.locals.site as Site | undefined)?.key === site.key
        ? (res.locals.siteOrigin as string | undefined)
        : undefined
    // The external navigation service's menu when configured (000 §7); null falls back to the own entries.
    const naas = await naasNavigation({
      settings: layoutData.settings,
      locale,
      fetchData: options.fetchData,
      log: options.log,
    })
    const alternates = page.alternates ?? localeAlternates(site, path, () => true)
    const layout = layoutProps(site, path, layoutData, stored, log, {
      locale,
      origin,
      languages: alternates.map((a) => ({ locale: a.locale, href: a.path, label: languageName(a.locale) })),
      pageTitle: stored?.attributes.title ?? own?.meta.title ?? null,
      naas: naas.entries,
    })
    if (own?.analytics) layout.analytics = own.analytics
    // Before anything is written: blocks and floating button items a strategy hides are not in the HTML.
    const dynamic = await dynamicContentForRender({
      doc: stored,
      fab: layout.fab,
      path,
      siteBrand: site.brand,
      settings: layoutData.settings,
      ...(options.fetchData ? { fetchData: options.fetchData } : {}),
      log: options.log,
    })
    const doc = dynamic.doc
    layout.fab = dynamic.fab
    const styles = new Set<string>()
    let usesMaps = false
    if (doc)
      walkBlocks(doc, ({ block }) => {
        styles.add(block.template)
        if ((blockRegistry[block.template as TemplateKey] as { usesMaps?: boolean }).usesMaps) usesMaps = true
      })
    // Before the first byte: the policy goes out with the head (and is what the page cache keeps).
    if (usesMaps) allowMapsInCsp(res, mapSettingsFrom(layoutData.settings, locale))
    allowConsentVendorInCsp(res, layout.cookieConsent.strategy)
    for (const style of own?.styles ?? []) styles.add(style)
    const shell = documentShell({
      site,
      locale,
      path,
      nonce,
      page: doc?.attributes ?? own?.meta ?? {},
      settings: layoutData.settings,
      metaheads,
      hreflang: hreflangLinks(site, path, alternates),
      cssUrls: options.css.urlsFor(site.theme, styles),
      // The layout always has islands (consent, campaign cookie, analytics); block chunks load only for
      // the interactive blocks present.
      islandScript: options.islandScript,
      consentScript: consentVendorScript(layout.cookieConsent.strategy, layoutData.settings, nonce, log),
      ...(own?.suppressMeta ? { suppressMeta: true } : {}),
      origin,
      log,
    })
    res.set('Cache-Control', page.cacheControl)
    const keep = page.keep
    // A block whose data could not be read shows its error state; such a page is not kept (decision 029).
    let loaderFailed = false
    streamPage({
      res,
      body: pageBody({
        site,
        locale,
        layout,
        ...(own ? { content: own.node } : { blocks: doc?.blocks }),
        strict: options.strict,
        reuse: options.reuseHtml === false ? null : contentCache.fragments.forRender(layoutData.version),
        loaderContext: loaderContextFor({
          site,
          locale,
          settings: layoutData.settings,
          query: new URLSearchParams(req.originalUrl.split('?')[1] ?? ''),
          origin,
          stock: options.stock,
          forms: options.forms,
          news: options.news,
          fetchData: options.fetchData,
          log: options.log,
          failed: (template, error) => {
            loaderFailed = true
            options.log(`[ssr] ${site.key}${path}: a ${template} block could not load its data`, error)
          },
        }),
      }),
      head: shell.head,
      tail: shell.tail,
      encoding: acceptedEncoding(req.headers['accept-encoding']),
      nonce,
      status,
      timeoutMs: options.renderTimeoutMs,
      ...(keep
        ? {
            onComplete: (html: string) => {
              // A page that read outside lists (or the navigation service) is rendered again once they may
              // have changed.
              if (!loaderFailed)
                keep(
                  html,
                  nonce,
                  layoutData.version,
                  dynamic.readLists || naas.read ? Date.now() + BLOCK_DATA_TTL_MS : null,
                )
            },
          }
        : {}),
      onShellError: (error) => {
        options.log(`[ssr] ${site.key}${path} failed to render`, error)
        res.status(500).type('html').set('Cache-Control', 'no-store').send(errorPageHtml(500))
      },
      log: options.log,
    })
  }

  /** The site's not-found page with status 404, never cached. */
  async function notFound(req: Request, res: Response, site: Site, locale: string): Promise<void> {
    const { settings } = await contentCache.layoutData(site.key, locale)
    await render(req, res, {
      site,
      path: '/404',
      locale,
      content: notFoundPage(site, settings, (m) => options.log(m)),
      status: 404,
      cacheControl: 'no-store',
      // No page here to have a twin: the switch leads to the other locales' home pages.
      alternates: localeAlternates(site, localePrefix(site, locale) || '/', () => false),
    })
  }

  return { render, notFound }
}
