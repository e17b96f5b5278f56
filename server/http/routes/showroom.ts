import { Router, type Request, type Response } from 'express'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { pageKind } from '../../../engine/rules/page-kind.js'
import type { StockReader } from '../../../engine/stock/stock-reader.js'
import { parseVehicleRef } from '../../../engine/storefront/parse-vehicle-ref.js'
import { vehicleSlug } from '../../../engine/storefront/vehicle-slug.js'
import { vehicleUrl } from '../../../engine/storefront/vehicle-url.js'
import { VehiclePage } from '../../../renderer/storefront/vehicle-page/VehiclePage.js'
import type { ContentCache } from '../../ssr/content-cache.js'
import type { CssBundles } from '../../ssr/css-bundle.js'
import { documentShell } from '../../ssr/document-shell.js'
import { errorPageHtml } from '../../ssr/error-page.js'
import { isBot } from '../../ssr/is-bot.js'
import { layoutProps } from '../../ssr/layout-props.js'
import { notFoundBody } from '../../ssr/not-found-body.js'
import { pageBody } from '../../ssr/page-body.js'
import { streamPage } from '../../ssr/stream-page.js'
import type { Site } from '../../storage/site-store.js'
import { currencyRates, type CurrencyRates } from '../../storefront/currency-rate.js'
import { vehiclePageProps } from '../../storefront/vehicle-page-props.js'

export interface ShowroomOptions {
  /** The stock; without it every vehicle page is not found. */
  stock?: StockReader
  content: ContentCache
  css: CssBundles
  islandScript: string | null
  renderTimeoutMs: number
  strict: boolean
  log: (message: string, error?: unknown) => void
  rates?: CurrencyRates
}

/** Stock changes by the minute: shared caches may keep a vehicle page briefly, browsers revalidate. */
const VEHICLE_CACHE_CONTROL = 'public, max-age=0, s-maxage=60'
/** 000 §2: analytics and meta suppression read the route name. */
const ROUTE_NAME = 'stock-locator-preview'

/**
 * The vehicle detail page, GET /showroom/{slug}-{vehicleId} (000 §2), also under a locale prefix
 * (/ar/showroom/...). An unknown or sold vehicle gets the site's not-found page with status 404; a slug
 * that is not the vehicle's canonical one is redirected permanently to it (the query kept). The page is
 * rendered in the site's layout with the site's CSS bundle and island script; page meta tags are
 * suppressed on this route (000 §2).
 */
export function showroomRoutes(options: ShowroomOptions): Router {
  const router = Router()
  const rates = options.rates ?? currencyRates({ log: options.log })

  router.get(['/showroom/:ref', '/:locale/showroom/:ref'], async (req: Request, res: Response, next) => {
    const site = res.locals.site as Site
    const localeParam = typeof req.params.locale === 'string' ? req.params.locale : undefined
    if (
      localeParam !== undefined &&
      (!site.locales.includes(localeParam) || localeParam === site.defaultLocale)
    )
      return next()
    const locale = localeParam ?? site.defaultLocale
    const ref = parseVehicleRef(String(req.params.ref))
    const vehicle = ref && options.stock ? await options.stock.vehicleById(ref.id) : null
    if (!ref || !vehicle || vehicle.attributes.status === 'sold') return renderNotFound(res, site, locale)

    const localePrefix = locale === site.defaultLocale ? '' : `/${locale}`
    const canonical = vehicleSlug(vehicle, { omitBrand: site.brand }) || 'vehicle'
    if (ref.slug !== canonical) {
      const query = req.originalUrl.includes('?') ? req.originalUrl.slice(req.originalUrl.indexOf('?')) : ''
      res.set('Cache-Control', VEHICLE_CACHE_CONTROL)
      return res.redirect(301, `${localePrefix}${vehicleUrl(vehicle, { omitBrand: site.brand })}${query}`)
    }

    const layoutData = await options.content.layoutData(site.key, locale)
    const selectedState = typeof req.query._state === 'string' ? req.query._state : null
    const props = await vehiclePageProps({
      vehicle,
      settings: layoutData.settings,
      locale,
      siteBrand: site.brand,
      selectedState,
      stock: options.stock as StockReader,
      rates,
      log: options.log,
    })
    const a = props.vehicle.attributes
    const path = `${localePrefix}/showroom/${String(req.params.ref)}`
    const nonce = res.locals.nonce as string
    const shell = documentShell({
      site,
      locale,
      path,
      nonce,
      page: { title: `${a.nameplate_brand_name} ${a.model_display_name || a.nameplate_name}` },
      settings: layoutData.settings,
      metaheads: [],
      cssUrl: options.css.urlFor(site.theme, ['storefront/vehicle-page']),
      islandScript: options.islandScript,
      suppressMeta: true,
      origin: `${req.protocol}://${req.get('host') ?? 'localhost'}`,
      log: (m) => options.log(m),
    })
    const layout = {
      ...layoutProps(site, path, layoutData, null, (m) => options.log(m)),
      analytics: { pageKind: pageKind(ROUTE_NAME, false), path },
    }
    res.set('Cache-Control', VEHICLE_CACHE_CONTROL)
    streamPage({
      res,
      body: pageBody({
        site,
        locale,
        layout,
        content: createElement(VehiclePage, props),
        strict: options.strict,
      }),
      head: shell.head,
      tail: shell.tail,
      nonce,
      status: 200,
      isBot: isBot(req.get('user-agent')),
      timeoutMs: options.renderTimeoutMs,
      onShellError: (error) => {
        options.log(`[ssr] ${site.key}${path} failed to render`, error)
        res.status(500).type('html').set('Cache-Control', 'no-store').send(errorPageHtml(500))
      },
      log: options.log,
    })
  })

  /** The site's normal not-found page (000 §2, §8) with status 404. */
  async function renderNotFound(res: Response, site: Site, locale: string): Promise<void> {
    const data = await options.content.layoutData(site.key, locale)
    const shell = documentShell({
      site,
      locale,
      path: '/404',
      nonce: res.locals.nonce as string,
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

  return router
}
