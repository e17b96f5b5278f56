import { Router, type Request, type Response } from 'express'
import { createElement } from 'react'
import { pageKind } from '../../../engine/rules/page-kind.js'
import type { StockReader } from '../../../engine/stock/stock-reader.js'
import { parseVehicleRef } from '../../../engine/storefront/parse-vehicle-ref.js'
import { vehicleDescription } from '../../../engine/storefront/vehicle-description.js'
import { vehicleSlug } from '../../../engine/storefront/vehicle-slug.js'
import { vehicleUrl } from '../../../engine/storefront/vehicle-url.js'
import { VehiclePage } from '../../../renderer/storefront/vehicle-page/VehiclePage.js'
import type { ContentCache } from '../../ssr/content-cache.js'
import type { CssBundles } from '../../ssr/css-bundle.js'
import { pageRenderer } from '../../ssr/page-renderer.js'
import type { Site } from '../../storage/site-store.js'
import { currencyRates, type CurrencyRates } from '../../storefront/currency-rate.js'
import { vehiclePageProps } from '../../storefront/vehicle-page-props.js'
import { localePrefix } from '../../../engine/locales/locale-prefix.js'

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
 * suppressed on this route (000 §2) but for a description made from the vehicle's data.
 */
export function showroomRoutes(options: ShowroomOptions): Router {
  const router = Router()
  const rates = options.rates ?? currencyRates({ log: options.log })
  const renderer = pageRenderer(options)

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
    if (!ref || !vehicle || vehicle.attributes.status === 'sold')
      return renderer.notFound(req, res, site, locale)

    const prefix = localePrefix(site, locale)
    const canonical = vehicleSlug(vehicle, { omitBrand: site.brand }) || 'vehicle'
    if (ref.slug !== canonical) {
      const query = req.originalUrl.includes('?') ? req.originalUrl.slice(req.originalUrl.indexOf('?')) : ''
      res.set('Cache-Control', VEHICLE_CACHE_CONTROL)
      return res.redirect(301, `${prefix}${vehicleUrl(vehicle, { omitBrand: site.brand })}${query}`)
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
    const path = `${prefix}/showroom/${String(req.params.ref)}`
    await renderer.render(req, res, {
      site,
      path,
      locale,
      content: {
        node: createElement(VehiclePage, props),
        meta: {
          title: `${a.nameplate_brand_name} ${a.model_display_name || a.nameplate_name}`,
          meta_description: vehicleDescription(props.vehicle),
        },
        styles: ['storefront/vehicle-page'],
        suppressMeta: true,
        analytics: { pageKind: pageKind(ROUTE_NAME, false), path },
      },
      status: 200,
      cacheControl: VEHICLE_CACHE_CONTROL,
    })
  })

  return router
}
