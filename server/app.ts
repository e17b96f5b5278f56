import { join } from 'node:path'
import compression from 'compression'
import express, { type Express } from 'express'
import type { AuthSettings } from './auth/auth-settings.js'
import { mountAuth } from './auth/mount-auth.js'
import type { Database } from './db/database.js'
import { adminApi } from './admin/admin-api.js'
import { blockPreviewApi } from './admin/block-preview-api.js'
import { devCrmRoutes } from './dev-crm/dev-crm-routes.js'
import { devSmsRoutes } from './dev-sms/dev-sms-routes.js'
import { useDevCrm } from './dev-crm/use-dev-crm.js'
import { formsApi } from './forms/forms-api.js'
import type { FormsOptions } from './forms/forms-options.js'
import { formsOptionsFromEnv } from './forms/forms-options-from-env.js'
import { putCachedPagesInFront } from './http/cached-page-front.js'
import { errorHandler } from './http/error-handler.js'
import { notFound } from './http/http-error.js'
import { OutboundHttp } from './http/outbound/outbound-http.js'
import { assetsRoutes } from './http/routes/assets.js'
import { editorShellRoutes } from './http/routes/editor-shell.js'
import { faviconRoutes } from './http/routes/favicon.js'
import { imagesApi } from './http/routes/images.js'
import { orderOnlineRoutes } from './http/routes/order-online.js'
import { pagesRoutes } from './http/routes/pages.js'
import { previewRoutes } from './http/routes/preview.js'
import { publicApi } from './http/routes/public-api.js'
import { showroomRoutes } from './http/routes/showroom.js'
import { fixedSecurityHeaders, nonceMiddleware, securityHeaders } from './http/security-headers.js'
import { siteOrigin } from './http/site-origin.js'
import { priceSettingsFrom } from '../engine/storefront/price-settings.js'
import { localePrefix } from '../engine/locales/locale-prefix.js'
import { OrderSummaries } from './orders/order-summaries.js'
import { orderSummaryRoutes } from './orders/order-summary-routes.js'
import { siteResolver } from './http/site-resolver.js'
import { urlTextGuard } from './http/url-text-guard.js'
import { mediaFiles } from './media/media-files.js'
import { listenForChanges } from './ssr/cache-invalidation.js'
import { contentCache } from './ssr/content-cache.js'
import { cssBundles } from './ssr/css-bundle.js'
import { islandScriptUrl } from './ssr/island-script.js'
import { pageCache } from './ssr/page-cache.js'
import { createStorage } from './storage/storage.js'
import { smsOutboxDir } from './payments/sms-outbox-dir.js'
import { appMetrics } from './ops/app-metrics.js'
import { healthRoutes } from './ops/health-routes.js'
import { logToLogger } from './ops/logger.js'
import { metricsRoutes } from './ops/metrics-routes.js'
import { observeRequests } from './ops/observe-requests.js'
import { trustProxyFromEnv } from './ops/trust-proxy.js'
import { pageRenderer } from './ssr/page-renderer.js'
import { runModeFromEnv } from './ops/run-mode.js'
import { devPaymentRoutes } from './payments/dev-payment-routes.js'
import { localPaymentSecrets } from './payments/local-payment-secrets.js'
import { paymentsFromEnv, type Payments } from './payments/payments-from-env.js'
import type { StockReader } from '../engine/stock/stock-reader.js'
import { JOB_WORKER_DEFAULTS } from './jobs/job-worker.js'
import { orderAdminRoutes } from './orders/order-admin-routes.js'
import { requireVisibleSite } from './admin/require-visible-site.js'
import { orderHousekeeping, orderJobs } from './orders/order-jobs.js'
import { buyOnlineRoutes } from './orders/buy-online-routes.js'
import type { VerifiedPhones } from './orders/order-placement.js'
import { evLeadRoutes } from './orders/ev-lead-routes.js'
import { inquiryRoutes } from './orders/inquiry-routes.js'
import { holdRoutes } from './orders/hold-routes.js'
import { holdLimitsFromEnv, type HoldLimits } from './orders/hold-limits.js'
import type { PaymentProviders } from './orders/payment-providers.js'
import { paymentRoutes } from './orders/payment-routes.js'
import { checkoutDraftRoutes } from './orders/checkout-draft-routes.js'
import { CheckoutDrafts } from './orders/checkout-drafts.js'
import { OrderExpiry } from './orders/order-expiry.js'
import { vendorOffered } from './orders/vendor-offered.js'
import { phoneCodeSecretFromEnv } from './orders/phone-code-secret-from-env.js'
import { phoneVerificationRoutes } from './orders/phone-verification-routes.js'
import { PhoneVerificationStore } from './orders/phone-verification-store.js'
import { smsBudgetFromEnv } from './orders/sms-budget-from-env.js'
import { siteMarket } from '../engine/settings/site-market.js'
import { phoneVerifierFromEnv } from './payments/phone-verifier-from-env.js'
import { createStockReader } from './stock/create-stock-reader.js'
import { stockApi } from './stock/http/stock-api.js'
import { withCachedReads } from './stock/with-cached-reads.js'
import { PROJECT_ROOT } from './project-root.js'
import { blockDataRoutes } from './block-data/block-data-routes.js'
import { dynamicContentApi } from './admin/dynamic-content-api.js'
import { fetchBlockData } from './block-data/fetch-block-data.js'
import { newsAdminRoutes } from './news/news-admin-routes.js'
import { newsPublicRoutes } from './news/news-public-routes.js'
import { newsReader } from './news/news-reader.js'
import { recallAdminRoutes } from './recalls/recall-admin-routes.js'
import { searchRoutes } from './search/search-routes.js'
import { suggestionsRateLimitFromEnv } from './search/suggestions-rate-limit-from-env.js'
import { vinCheckRateLimitFromEnv } from './recalls/vin-check-rate-limit-from-env.js'
import { vinCheckRoutes } from './recalls/vin-check-routes.js'

export interface AppOptions {
  database: Database
  /** Where media files live (originals and resized copies). */
  mediaDir: string
  /** The Vite build of the island client. */
  clientDir?: string
  /** The Vite build of the editor app (served at /cms). */
  editorDir?: string
  /** Strict rendering: a broken block fails the page (tests, preview). */
  strict?: boolean
  renderTimeoutMs?: number
  /** Rendered pages kept in memory; 0 turns the page cache off (the uncached benchmark). */
  pageCacheSize?: number
  /** Rendered fragments of pages kept for reuse (docs/decisions/018); 0 renders everything every time. */
  fragmentCacheSize?: number
  log?: (message: string, error?: unknown) => void
  /** Sign-in with /cms and /admin behind it; absent, the app is the public site only (the SSR benchmark). */
  auth?: AuthSettings
  /** The vehicle stock the stock API answers from; default: the stock tables of `database`. */
  stock?: StockReader
  /** The Forms API and its delivery worker; what is not given comes from the environment (forms-options-from-env). */
  forms?: Partial<FormsOptions>
  /** Where the Forms API keeps files when not told otherwise (outbox, exports); default ./data. */
  dataDir?: string
  /** How long list reads of the stock are reused, in ms (default 30 s; 0 reads the database every time). */
  stockCacheMs?: number
  /** The pages call's optional bearer token (001 §6), which answers drafts; default PAGES_API_TOKEN. */
  pagesApiToken?: string
  /** The bearer token of GET /metrics; default METRICS_TOKEN; without one there is no /metrics. */
  metricsToken?: string
  /** True once the process is shutting down: /readyz then answers 503 (start-server's SIGTERM drain). */
  isDraining?: () => boolean
  /**
   * Outbound calls (webhooks, reCAPTCHA, sign-in discovery) may reach loopback and private addresses:
   * development only (the dev CRM, local test servers); default OUTBOUND_ALLOW_PRIVATE=1.
   */
  outboundAllowPrivate?: boolean
  /** The buy-online calls (docs/decisions/023): payment providers, verified phones, the soft lock's time. */
  orders?: {
    /** In place of the providers from the environment (tests' doubles). */
    payments?: PaymentProviders
    /** In place of the phone verification store (tests' doubles). */
    phones?: VerifiedPhones
    lockTtlMs?: number
    /** What one client may hold (decision 064); default from ORDER_HOLDS_PER_CLIENT and ORDER_HOLD_MAX_MINUTES. */
    holds?: Partial<HoldLimits>
  }
}

/**
 * The Express app: the public site, its APIs and media, and with `auth` sign-in, /cms and /admin.
 * Everything it keeps lives in the database.
 */
export async function createApp(options: AppOptions): Promise<{
  app: Express
  cache: ReturnType<typeof pageCache>
  content: ReturnType<typeof contentCache>
  /** The stock, for the storefront's server-side loaders (stock locator, vehicle page). */
  stock: StockReader
  /** The payment providers, real or local per provider (server/payments/payments-from-env.ts). */
  payments: Payments
  /** Stops what the app runs besides answering requests (the forms delivery worker). */
  close(): Promise<void>
}> {
  const log = options.log ?? logToLogger
  const storage = createStorage(options.database)
  const stock = options.stock ?? createStockReader(options.database)
  // The stock API and the server render share list answers for a while (server/stock/with-cached-reads).
  const cachedStock = withCachedReads(stock, {
    ttlMs: options.stockCacheMs ?? 30_000,
    version: async () =>
      (await options.database.query<{ v: string }>('SELECT version::text AS v FROM stock_version'))[0]?.v ??
      '',
  })
  const sites = await storage.sites.list()
  // Published pages the search index has not seen yet (a database from before migration 0022): indexed now.
  const indexed = await storage.search.indexStale()
  if (indexed) log(`[search] indexed ${indexed} published pages`)
  const clientDir = options.clientDir ?? join(PROJECT_ROOT, 'dist/client')
  const css = cssBundles(clientDir)
  if (!css.built)
    log(`[css] no client build in ${clientDir}: pages link no stylesheet (npm run build:client)`)
  const cache = pageCache(options.pageCacheSize ?? 500)
  const content = contentCache(storage, {
    fragments: options.fragmentCacheSize === undefined ? {} : { maxEntries: options.fragmentCacheSize },
  })
  await listenForChanges(options.database, cache, content, () => storage.content.versions(), log)

  // Every call to another server goes through this one client (docs/decisions/010-outbound-http.md).
  const outbound = new OutboundHttp({
    allowPrivate: options.outboundAllowPrivate ?? process.env.OUTBOUND_ALLOW_PRIVATE === '1',
  })
  // What the news, range calculator and racing results blocks read (docs/decisions/041).
  const blockDataDir = process.env.BLOCK_DATA_DIR ?? join(PROJECT_ROOT, 'fixtures/block-data')
  const news = newsReader(options.database)
  const fetchData = fetchBlockData({ outbound, dir: blockDataDir })
  const mode = runModeFromEnv(process.env)
  // Where absolute links start (server/http/site-origin.ts), never a request's Host header.
  const publicUrl = options.auth?.origin ?? process.env.PUBLIC_URL ?? 'http://localhost:3000'
  const payments = paymentsFromEnv(process.env, {
    database: options.database,
    outbound,
    mode,
    origin: publicUrl,
    // Random per database, never constants (decision 061); strict production runs no local provider.
    ...(mode.strict ? {} : { localSecrets: await localPaymentSecrets(options.database) }),
  })
  const providers: PaymentProviders = options.orders?.payments ?? payments
  const dataDir = options.dataDir ?? join(PROJECT_ROOT, 'data')
  const phoneCodeSecret = phoneCodeSecretFromEnv(process.env)
  const phoneStore = new PhoneVerificationStore(options.database, phoneCodeSecret)
  const formsOptions = formsOptionsFromEnv(process.env, options.dataDir ?? join(PROJECT_ROOT, 'data'), {
    outbound,
    ...options.forms,
  })

  const app = express()
  app.disable('x-powered-by')
  app.set('trust proxy', trustProxyFromEnv(process.env.TRUST_PROXY))
  app.set('etag', false)
  // Probes first: they need no site, headers or session, and are neither logged nor measured.
  app.use(healthRoutes(options.database, options.isDraining ?? (() => false)))
  const metrics = appMetrics(options.database)
  // Cached pages are answered before Express, stored compressed, with their own CSP and helmet's fixed
  // headers (docs/decisions/017, 056): no nonce, no helmet run, no compression, no router per request.
  putCachedPagesInFront(app, {
    cache,
    sites,
    defaultSite: process.env.DEFAULT_SITE,
    metrics,
    securityHeaders: fixedSecurityHeaders(),
  })
  app.use(observeRequests(metrics), metricsRoutes(metrics, options.metricsToken ?? process.env.METRICS_TOKEN))
  app.use(
    // Before every route: no NUL or lone surrogate from a URL reaches a query (server/http/url-text-guard).
    urlTextGuard,
    siteResolver(sites, publicUrl, process.env.DEFAULT_SITE),
    nonceMiddleware,
    // Google's reCAPTCHA hosts only with a site key (the forms render the real widget then), Stripe's
    // only when the checkout shows Stripe.js's card form.
    securityHeaders({
      recaptcha: Boolean(formsOptions.recaptchaSiteKey),
      stripe: Boolean(providers.card?.publishableKey()),
    }),
  )
  if (options.auth) {
    // Before every other route, so nothing under /cms or /admin answers without the guard.
    const auth = await mountAuth(app, { ...options.auth, database: options.database, log, outbound })
    // Outside production, the development CRM receives the demo forms' webhooks (server/dev-crm), its list
    // at /admin/dev-crm behind the guard mountAuth put there; the demo integrations point at it.
    if (!options.auth.production) {
      app.use(devCrmRoutes(options.database, join(options.dataDir ?? join(PROJECT_ROOT, 'data'), 'dev-crm')))
      await useDevCrm(options.database, options.auth.origin)
      // The codes the local phone verifier "texts" (server/dev-sms); strict production refuses that verifier.
      app.use(devSmsRoutes(smsOutboxDir(process.env, options.dataDir ?? join(PROJECT_ROOT, 'data'))))
    }
    app.use(editorShellRoutes(options.editorDir ?? join(PROJECT_ROOT, 'dist/editor'), auth.signedInPage))
    // The admin API and the draft preview mount here, so they never exist without the guard mountAuth has
    // already put on their paths (a signed-in editor or admin; the csrf-token header on mutating calls).
    // A user limited to some sites reaches no other site's data by naming it (decision 067).
    app.use('/admin/api', requireVisibleSite)
    app.use('/admin/api/orders', orderAdminRoutes(options.database, providers, sites))
    app.use('/admin/api/news', newsAdminRoutes(options.database, sites))
    app.use('/admin/api/recalls', recallAdminRoutes(options.database))
    app.use(
      '/admin/api',
      adminApi({ storage, database: options.database, sites, files: mediaFiles(options.mediaDir) }),
    )
    app.use(
      previewRoutes({
        storage,
        content,
        css,
        islandScript: islandScriptUrl(clientDir),
        strict: true,
        log,
        stock,
        news,
        fetchData,
      }),
    )
  }
  // Outside strict production, the development payment pages stand in for the local providers' hosted
  // checkouts (server/payments/dev-payment-routes.ts, decision 024).
  if (!mode.strict) app.use(devPaymentRoutes(payments.local))
  // What every public render shares (the one pipeline: server/ssr/page-renderer.ts).
  const rendering = {
    content,
    css,
    islandScript: islandScriptUrl(clientDir),
    renderTimeoutMs: options.renderTimeoutMs ?? 10_000,
    strict: options.strict ?? false,
    log,
    news,
    fetchData,
  }
  // The Forms API (public lead posts, the rest behind requireEditor) and the worker delivering leads.
  // Forms posted without JavaScript are answered with pages in the site's layout, through the one pipeline.
  const leadPages = pageRenderer(rendering)
  // Abandoned payments resolve (decision 063): in the worker's housekeeping and when a shopper looks.
  let wakeWorker = () => {}
  const orderExpiry = new OrderExpiry({
    database: options.database,
    payments: providers,
    maxAttempts: (formsOptions.worker || undefined)?.maxAttempts ?? JOB_WORKER_DEFAULTS.maxAttempts,
    wake: () => wakeWorker(),
  })
  const forms = await formsApi(options.database, formsOptions, log, {
    sites,
    renderPage: leadPages.render,
    orderJobs: orderJobs({
      database: options.database,
      mailer: formsOptions.mailer,
      mailFrom: formsOptions.mailFrom,
      fallbackDealer: process.env.ORDERS_MAIL_TO ?? formsOptions.mailFrom,
      siteOrigin: (key) => {
        const site = sites.find((s) => s.key === key)
        return site ? siteOrigin(site, publicUrl) : publicUrl
      },
      localePrefix: (key, locale) => {
        const site = sites.find((s) => s.key === key)
        return site?.locales.includes(locale) ? localePrefix(site, locale) : ''
      },
      priceSettings: async (key, locale) => {
        const site = sites.find((s) => s.key === key)
        const known = site?.locales.includes(locale) ? locale : (site?.defaultLocale ?? locale)
        return priceSettingsFrom((await content.layoutData(key, known)).settings)
      },
      paymentWebhook: payments.deliverWebhook,
    }),
    chores: [...orderHousekeeping(options.database, orderExpiry), () => phoneStore.prune()],
  })
  wakeWorker = () => forms.worker?.wake()
  app.use('/forms', forms.router)
  // The editor canvas's previews of blocks with server data (decision 035), behind the /admin/api guard
  // mountAuth put in front of every route; mounted here, where the forms' reader exists.
  if (options.auth)
    app.use(
      '/admin/api',
      blockPreviewApi({ sites, content, stock: cachedStock, forms: forms.reader, log }),
      // The lists the dynamic-content strategies read, for the editor's "hidden by" badges (decision 048).
      dynamicContentApi({ sites, content, fetchData, log }),
    )
  // Online ordering (docs/buy-online-api.md, decisions 023-025): phone verification, the soft lock, orders,
  // payments and their webhooks.
  const orderDeps = {
    database: options.database,
    maxAttempts: (formsOptions.worker || undefined)?.maxAttempts ?? JOB_WORKER_DEFAULTS.maxAttempts,
    wake: () => forms.worker?.wake(),
  }
  const checkoutDrafts = new CheckoutDrafts(options.database, phoneStore, orderExpiry)
  // How long a hold lasts and what one client may hold (decision 064), for the checkout and its payments.
  const holdSettings = {
    lockTtlMs: options.orders?.lockTtlMs ?? 15 * 60_000,
    holds: { ...holdLimitsFromEnv(process.env), ...options.orders?.holds },
  }
  app.use(
    '/buy_online/phone_verification',
    phoneVerificationRoutes({
      database: options.database,
      verifier: phoneVerifierFromEnv(process.env, { dataDir, outbound }),
      codeSecret: phoneCodeSecret,
      limits: { smsPerHour: smsBudgetFromEnv(process.env) },
      // The site's countries in the page's locale (docs/decisions/065), from the cached site settings.
      market: async (site, locale) => siteMarket((await content.layoutData(site, locale)).settings),
      log,
    }),
  )
  const offers = (vendor: string) => vendorOffered(providers, vendor)
  // The order's summary, priced by the server from the journey's own sources (decision 066).
  const summaries = new OrderSummaries({
    database: options.database,
    stock,
    settings: async (key, locale) => (await content.layoutData(key, locale)).settings,
  })
  app.use(
    '/buy_online',
    orderSummaryRoutes({ database: options.database, summaries, offers }),
    buyOnlineRoutes({
      ...orderDeps,
      // A fresh verification, or one a checkout draft keeps for its life (decision 063).
      phones: options.orders?.phones ?? {
        verifiedFor: async (id, phone) =>
          (await phoneStore.verifiedFor(id, phone)) || (await checkoutDrafts.verifiedFor(id, phone)),
      },
      ...holdSettings,
      offers,
      summaries,
    }),
    holdRoutes(orderDeps),
    paymentRoutes({ ...orderDeps, ...holdSettings, payments: providers, expiry: orderExpiry }),
    checkoutDraftRoutes(checkoutDrafts),
    inquiryRoutes({ ...orderDeps, fallbackDealer: process.env.ORDERS_MAIL_TO ?? formsOptions.mailFrom }),
  )
  // The electric-vehicle lead API (001 §7) on the same leads and orders.
  app.use(
    '/api',
    evLeadRoutes({
      database: options.database,
      payments: providers,
      submit: forms.submit,
      holds: holdSettings.holds,
    }),
  )
  // Everything but pages is compressed on the fly. A cached page never is, wherever it is answered from
  // (the fast path above, or the page route when the page was cached while the request came); a rendered
  // page is compressed whole by the renderer (server/ssr/stream-page.ts, docs/decisions/029).
  app.use(
    compression({
      filter: (req, res) =>
        res.locals.pageCache !== 'hit' && !res.locals.encoded && compression.filter(req, res),
    }),
  )
  app.use(assetsRoutes(css, clientDir), faviconRoutes())
  app.use(publicApi(storage, content, { apiToken: options.pagesApiToken ?? process.env.PAGES_API_TOKEN }))
  app.use(stockApi(cachedStock, options.database))
  // The local VIN checker's call, the news API and the blocks' data files (docs/decisions/041).
  app.use(
    vinCheckRoutes(options.database, vinCheckRateLimitFromEnv(process.env)),
    newsPublicRoutes(options.database),
    blockDataRoutes(blockDataDir),
  )
  app.use(imagesApi(storage, mediaFiles(options.mediaDir)))
  // Site search: /search (and /ar/search) through the one pipeline, and /search_suggestions/ (decision 047).
  app.use(
    searchRoutes({ ...rendering, storage, suggestionsRateLimit: suggestionsRateLimitFromEnv(process.env) }),
  )
  // The vehicle detail page (/showroom/{slug}-{id}, also under a locale prefix) before the CMS pages.
  app.use(showroomRoutes({ ...rendering, stock }))
  // The order-online journey (/showroom-order-online/..., docs/decisions/027) on the same pipeline.
  app.use(
    orderOnlineRoutes({
      ...rendering,
      stock,
      database: options.database,
      expiry: orderExpiry,
      // LiqPay's checkout is a form the browser posts to LiqPay (its documented protocol).
      checkoutFormTarget: (vendor) => (vendor === 'LIQPAY' ? providers.liqpay?.checkoutUrl : undefined),
    }),
  )
  app.use(
    pagesRoutes({
      ...rendering,
      cache,
      stock: cachedStock,
      forms: forms.reader,
    }),
  )
  app.use(() => {
    throw notFound('No such resource')
  })
  app.use(errorHandler(log))
  return { app, cache, content, stock, payments, close: forms.close }
}
