import { siteFinanceTerms } from '../../engine/finance/site-finance-terms.js'
import {
  orderSummary,
  type OrderChoiceRequest,
  type OrderSummary,
} from '../../engine/orders/order-summary.js'
import type { ReservationTerms } from '../../engine/orders/reservation-terms.js'
import type { StockReader } from '../../engine/stock/stock-reader.js'
import { languageOf } from '../../engine/storefront/language-of.js'
import { priceSettingsFrom } from '../../engine/storefront/price-settings.js'
import type { Database } from '../db/database.js'
import { buildSummary } from '../../engine/orders/build-summary.js'
import { OrderError } from './order-error.js'
import { orderVehicle } from './order-vehicle.js'
import { VehicleBuildStore } from './vehicle-build-store.js'
import { StorefrontReferenceStore } from '../stock/storefront-reference-store.js'
import type { Site } from '../storage/site-store.js'
import {
  journeyConfig,
  journeyLocations,
  journeyTradeIn,
  journeyVehicle,
} from '../storefront/order-online-props.js'

export interface OrderSummariesDeps {
  database: Database
  stock: StockReader
  /** The site settings of a locale (the content cache's layout data), for prices and finance terms. */
  settings: (siteKey: string, locale: string) => Promise<Record<string, unknown>>
}

/**
 * The order's summary as the server computes it (engine/orders/order-summary.ts) from the journey's own
 * sources: the vehicle (or a shopper's build, with its configuration: decision 070) and its price as the
 * journey shows it, the site's config (payment options, service plans), finance terms and trade-in
 * options, and the retailers offered. The checkout shows it before
 * paying, the order keeps it. A choice the site does not offer, or a bad trade-in, is a 422 naming each
 * field under `prefix` (`order.metadata.trade_in.mileage`).
 */
export class OrderSummaries {
  private readonly reference: StorefrontReferenceStore
  private readonly builds: VehicleBuildStore

  constructor(private readonly deps: OrderSummariesDeps) {
    this.reference = new StorefrontReferenceStore(deps.database)
    this.builds = new VehicleBuildStore(deps.database)
  }

  async summarize(input: {
    site: Site
    locale: string
    vehicleId: string
    terms: ReservationTerms
    configurator: boolean
    request: OrderChoiceRequest
    /** Field names in the 422 start with it (`order.`). */
    prefix: string
  }): Promise<OrderSummary> {
    const { site, locale } = input
    const vehicle = await orderVehicle(this.deps.stock, this.builds, input.vehicleId)
    if (!vehicle || vehicle.attributes.nameplate_brand_name !== site.brand)
      throw new OrderError('unknown_vehicle', `No vehicle ${input.vehicleId}`, [
        { field: `${input.prefix}vehicle_id`, message: 'is not a vehicle in stock' },
      ])
    const settings = await this.deps.settings(site.key, locale)
    const priceSettings = priceSettingsFrom(settings)
    const [config, tradeInOptions, locations] = await Promise.all([
      journeyConfig(
        this.reference,
        site.key,
        input.configurator,
        { locale, isDefault: locale === site.defaultLocale },
        siteFinanceTerms(settings),
      ),
      journeyTradeIn(this.reference, languageOf(locale)),
      journeyLocations(this.deps.stock, vehicle),
    ])
    const result = orderSummary({
      vehicle: journeyVehicle(vehicle, priceSettings),
      // Prices are shown and kept in the site's currency (decision 066).
      currency: priceSettings.iso_currency,
      terms: input.terms,
      offered: config.paymentOptions.map((o) => o.type),
      settings: config.paymentSettings,
      servicePacks: config.servicePacks,
      locations,
      tradeInOptions,
      request: input.request,
      now: new Date(),
      build: buildSummary(vehicle),
    })
    if (!result.summary)
      throw new OrderError(
        'invalid_choices',
        'Some fields need attention',
        result.problems.map((p) => ({
          field: `${input.prefix}${p.field}`,
          message: p.message,
          code: p.code,
        })),
      )
    return result.summary
  }
}
