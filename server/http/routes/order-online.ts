import { Router, type Request, type Response } from 'express'
import { createElement } from 'react'
import type { JourneyPaths, JourneyStep, JourneyVehicle } from '../../../engine/orders/journey-types.js'
import { pageKind } from '../../../engine/rules/page-kind.js'
import type { StockReader } from '../../../engine/stock/stock-reader.js'
import type { Vehicle } from '../../../engine/stock/stock-types.js'
import { siteFinanceTerms } from '../../../engine/finance/site-finance-terms.js'
import { priceSettingsFrom } from '../../../engine/storefront/price-settings.js'
import { orderOnlineLabels } from '../../../renderer/storefront/order-online/order-online-labels.js'
import {
  OrderOnlinePage,
  type ConfirmationOrder,
} from '../../../renderer/storefront/order-online/OrderOnlinePage.js'
import type { Database } from '../../db/database.js'
import { fromMinorUnits } from '../../../engine/orders/minor-units.js'
import { isOrderNumber } from '../../orders/order-number.js'
import { isOrderSummary } from '../../../engine/orders/is-order-summary.js'
import { OrderStore } from '../../orders/order-store.js'
import { OrderOnlineConfigStore } from '../../orders/order-online-config-store.js'
import { vehicleReservationTerms } from '../../orders/vehicle-reservation-terms.js'
import { allowFormRedirectTo } from '../../auth/allow-form-redirect.js'
import type { ContentCache } from '../../ssr/content-cache.js'
import type { CssBundles } from '../../ssr/css-bundle.js'
import { pageRenderer } from '../../ssr/page-renderer.js'
import type { Site } from '../../storage/site-store.js'
import { StorefrontReferenceStore } from '../../stock/storefront-reference-store.js'
import {
  journeyConfig,
  journeyLocations,
  journeyTradeIn,
  journeyVehicle,
} from '../../storefront/order-online-props.js'
import { localePrefix } from '../../../engine/locales/locale-prefix.js'
import { VEHICLE_ID } from '../../../engine/stock/vehicle-id.js'
import { CONFIG_URL } from '../../../engine/orders/config-url.js'
import { orderVehicle } from '../../orders/order-vehicle.js'
import { VehicleBuildStore } from '../../orders/vehicle-build-store.js'

export interface OrderOnlineOptions {
  database: Database
  stock?: StockReader
  content: ContentCache
  css: CssBundles
  islandScript: string | null
  renderTimeoutMs: number
  strict: boolean
  log: (message: string, error?: unknown) => void
  /** Where a vendor's checkout form is posted from the shopper's browser, when it is a form (LiqPay). */
  checkoutFormTarget?: (vendor: string) => string | undefined
  /** Resolves an abandoned order before its status page shows it (decision 063). */
  expiry?: { resolve(orderNumber: string): Promise<unknown> }
}

/** The journey is personal and live (holds, payments): no shared cache keeps it, browsers revalidate. */
const JOURNEY_CACHE_CONTROL = 'private, no-store'
const ROUTE_NAMES: Record<JourneyStep, string> = {
  details: 'stock-locator-order-online-details',
  checkout: 'stock-locator-order-online-checkout',
  success: 'stock-locator-order-online-success',
  confirmation: 'stock-locator-order-online-confirmation',
}

const prefixed = (path: string) => [path, `/:locale${path}`]

/**
 * The order-online journey of 000 §2 (docs/decisions/027): `/showroom-order-online/` (with `config_url`, the
 * configurator journey), `/vehicle/:vehicleId`, `/checkout` (`?vehicle=`), `/success` and
 * `/confirmation/:orderNumber`, also under a locale prefix, rendered by the one pipeline in the site's layout.
 * Page meta tags are suppressed on these routes (000 §2); their analytics page kinds come from the route
 * names. An unknown, sold or reserved vehicle, or an unknown order, is the site's not-found page.
 */
export function orderOnlineRoutes(options: OrderOnlineOptions): Router {
  const router = Router()
  const renderer = pageRenderer(options)
  const reference = new StorefrontReferenceStore(options.database)
  const orders = new OrderStore(options.database)
  const configs = new OrderOnlineConfigStore(options.database)
  const builds = new VehicleBuildStore(options.database)

  /**
   * The checkout page's CSP lets its form go to the vendor's host (LiqPay's checkout) only where that vendor
   * takes the reservation: the vehicle's own vendor, or, when the browser's stored journey names the
   * vehicle, any vendor the site's reservations may go to. Every other page keeps form-action 'self'.
   */
  async function allowCheckoutForm(res: Response, site: Site, vehicleId: string | null): Promise<void> {
    if (!options.checkoutFormTarget) return
    const vehicle = vehicleId ? await configs.vehicle(vehicleId) : null
    const terms = vehicle ? await vehicleReservationTerms(configs, site.key, vehicle, false) : null
    const vendors = vehicleId ? (terms ? [terms.vendor] : []) : await configs.vendorsOf(site.key)
    for (const vendor of vendors) {
      const target = options.checkoutFormTarget(vendor)
      if (target && URL.canParse(target)) allowFormRedirectTo(res, target)
    }
  }

  /** The locale of the request, or null when its prefix is not one of the site's other locales. */
  const localeOf = (req: Request, site: Site): string | null => {
    const param = typeof req.params.locale === 'string' ? req.params.locale : undefined
    if (param === undefined) return site.defaultLocale
    return site.locales.includes(param) && param !== site.defaultLocale ? param : null
  }

  /** The vehicle of the request: on sale, and of the site's brand (each demo site sells one brand). */
  async function vehicleFor(site: Site, id: unknown, configUrl: string | null): Promise<Vehicle | null> {
    const vehicle = configUrl
      ? await reference.configuredVehicle(configUrl)
      : typeof id === 'string' && VEHICLE_ID.test(id) && options.stock
        ? await options.stock.vehicleById(id)
        : null
    if (!vehicle || vehicle.attributes.status === 'sold') return null
    return vehicle.attributes.nameplate_brand_name === site.brand ? vehicle : null
  }

  /** A shopper's build (decision 070) of the site's brand by its id, still open to an order; else null. */
  async function buildFor(site: Site, id: unknown): Promise<Vehicle | null> {
    if (typeof id !== 'string' || !VEHICLE_ID.test(id)) return null
    const build = await builds.vehicle(id)
    if (!build?.attributes.config_url || build.attributes.status === 'reserved') return null
    return build.attributes.nameplate_brand_name === site.brand ? build : null
  }

  async function render(
    req: Request,
    res: Response,
    step: JourneyStep,
    found: { vehicle: Vehicle | null; order?: ConfirmationOrder | null; configUrl?: string | null },
  ) {
    const site = res.locals.site as Site
    const locale = localeOf(req, site) as string
    const prefix = localePrefix(site, locale)
    const base = `${prefix}/showroom-order-online`
    const configUrl = found.configUrl ?? null
    const layout = await options.content.layoutData(site.key, locale)
    const priceSettings = priceSettingsFrom(layout.settings)
    const vehicle: JourneyVehicle | null = found.vehicle ? journeyVehicle(found.vehicle, priceSettings) : null
    const paths: JourneyPaths = {
      // The configurator journey's details are its entry page, found again by the config_url.
      details: configUrl
        ? `${base}/?config_url=${encodeURIComponent(configUrl)}`
        : vehicle
          ? `${base}/vehicle/${encodeURIComponent(vehicle.id)}`
          : `${base}/`,
      checkout: `${base}/checkout`,
      success: `${base}/success`,
      confirmation: `${base}/confirmation`,
      stock: `${prefix}/stock`,
    }
    const [config, tradeIn, locations] = await Promise.all([
      journeyConfig(
        reference,
        site.key,
        Boolean(configUrl),
        { locale, isDefault: locale === site.defaultLocale },
        siteFinanceTerms(layout.settings),
      ),
      step === 'details' ? journeyTradeIn(reference, locale.slice(0, 2)) : null,
      step === 'details' && found.vehicle && options.stock
        ? journeyLocations(options.stock, found.vehicle)
        : [],
    ])
    const path = req.path
    await renderer.render(req, res, {
      site,
      path,
      locale,
      content: {
        node: createElement(OrderOnlinePage, {
          step,
          vehicle,
          config,
          tradeIn,
          locations,
          priceSettings,
          paths,
          configUrl,
          order: found.order ?? null,
        }),
        meta: { title: vehicle ? vehicle.title : orderOnlineLabels(locale).journey },
        styles: ['storefront/order-online'],
        suppressMeta: true,
        analytics: { pageKind: pageKind(ROUTE_NAMES[step], false), path },
      },
      status: 200,
      cacheControl: JOURNEY_CACHE_CONTROL,
    })
  }

  const notFound = (req: Request, res: Response) => {
    const site = res.locals.site as Site
    return renderer.notFound(req, res, site, localeOf(req, site) ?? site.defaultLocale)
  }

  // The journey's entry: the configurator journey (a configured vehicle by its config_url), else the stock.
  router.get(prefixed('/showroom-order-online/'), async (req, res, next) => {
    const site = res.locals.site as Site
    if (!localeOf(req, site)) return next()
    const configUrl = typeof req.query.config_url === 'string' ? req.query.config_url : null
    if (configUrl && CONFIG_URL.test(configUrl)) {
      const vehicle = await vehicleFor(site, null, configUrl)
      if (vehicle) return render(req, res, 'details', { vehicle, configUrl })
      return notFound(req, res)
    }
    const prefix = localePrefix(site, localeOf(req, site) as string)
    res.set('Cache-Control', JOURNEY_CACHE_CONTROL).redirect(303, `${prefix}/stock`)
  })

  router.get(prefixed('/showroom-order-online/vehicle/:vehicleId'), async (req, res, next) => {
    const site = res.locals.site as Site
    if (!localeOf(req, site)) return next()
    const vehicle = await vehicleFor(site, req.params.vehicleId, null)
    if (!vehicle || vehicle.attributes.status === 'reserved') return notFound(req, res)
    await render(req, res, 'details', { vehicle })
  })

  router.get(prefixed('/showroom-order-online/checkout'), async (req, res, next) => {
    const site = res.locals.site as Site
    if (!localeOf(req, site)) return next()
    // The configurator journey's checkout: by its config_url (from the details), or by the shopper's build
    // (a payment page's way back names the order's vehicle); the island holds the shopper's own build of it.
    const configUrl = typeof req.query.config_url === 'string' ? req.query.config_url : null
    if (configUrl !== null) {
      const configured = CONFIG_URL.test(configUrl) ? await vehicleFor(site, null, configUrl) : null
      if (!configured) return notFound(req, res)
      await allowCheckoutForm(res, site, null)
      return render(req, res, 'checkout', { vehicle: configured, configUrl })
    }
    const build = await buildFor(site, req.query.vehicle)
    if (build) {
      await allowCheckoutForm(res, site, build.id)
      return render(req, res, 'checkout', { vehicle: build, configUrl: build.attributes.config_url })
    }
    // Without ?vehicle= the checkout takes the stored journey's vehicle in the browser.
    const vehicle = req.query.vehicle === undefined ? null : await vehicleFor(site, req.query.vehicle, null)
    if (req.query.vehicle !== undefined && !vehicle) return notFound(req, res)
    await allowCheckoutForm(res, site, vehicle?.id ?? null)
    await render(req, res, 'checkout', { vehicle })
  })

  router.get(prefixed('/showroom-order-online/success'), async (req, res, next) => {
    if (!localeOf(req, res.locals.site as Site)) return next()
    await render(req, res, 'success', { vehicle: null })
  })

  router.get(prefixed('/showroom-order-online/confirmation/:orderNumber'), async (req, res, next) => {
    const site = res.locals.site as Site
    if (!localeOf(req, site)) return next()
    const number = String(req.params.orderNumber)
    if (isOrderNumber(number)) await options.expiry?.resolve(number)
    const order = isOrderNumber(number) ? await orders.byNumber(number) : null
    if (!order || order.site !== site.key) return notFound(req, res)
    const vehicle = await orderVehicle(options.stock, builds, order.vehicle_id)
    await render(req, res, 'confirmation', {
      vehicle,
      configUrl: vehicle?.attributes.config_url ?? null,
      order: {
        order_number: order.order_number,
        status: order.status,
        payment_status: order.payment_status,
        vendor: order.vendor,
        amount: fromMinorUnits(order.amount_minor, order.currency),
        currency: order.currency,
        created_at: order.created_at,
        payment_returned:
          order.metadata.payment_returned === 'hold_expired' ||
          order.metadata.payment_returned === 'vehicle_lost'
            ? order.metadata.payment_returned
            : null,
        summary: isOrderSummary(order.metadata.summary) ? order.metadata.summary : null,
      },
    })
  })

  return router
}
