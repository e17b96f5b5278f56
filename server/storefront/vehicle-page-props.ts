import { siteFinanceTerms } from '../../engine/finance/site-finance-terms.js'
import type { StockReader } from '../../engine/stock/stock-reader.js'
import type { Vehicle } from '../../engine/stock/stock-types.js'
import { SIMILAR_VEHICLES_MAX } from '../../engine/stock/stock-types.js'
import { exchangeVehiclePrices } from '../../engine/storefront/exchange-vehicle-prices.js'
import { orderStockButtons } from '../../engine/storefront/order-stock-buttons.js'
import { priceSettingsFrom } from '../../engine/storefront/price-settings.js'
import { stockButtonsFrom } from '../../engine/storefront/stock-buttons-from.js'
import type { VehiclePageProps } from '../../renderer/storefront/vehicle-page/VehiclePage.js'
import type { CurrencyRates } from './currency-rate.js'

/**
 * Everything the vehicle page renders, from the vehicle, the site's settings and the stock: similar
 * vehicles (up to 6, never the vehicle itself; a failing lookup only loses them), price settings, the
 * ordered stock buttons (overseas market: stock_locator.market), owner visibility, and prices converted by
 * the currency exchange rate when the site has one.
 */
export async function vehiclePageProps(input: {
  vehicle: Vehicle
  /** The settings of the page's locale (content.layoutData(site, locale)). */
  settings: Record<string, string>
  /** Labels the default buttons when the site configures none. */
  locale: string
  siteBrand: string
  selectedState: string | null
  stock: StockReader
  rates: CurrencyRates
  log: (message: string, error?: unknown) => void
}): Promise<VehiclePageProps> {
  const { settings, stock } = input
  const [similar, rate] = await Promise.all([
    stock.similar(input.vehicle, SIMILAR_VEHICLES_MAX).catch((error: unknown) => {
      input.log(`[storefront] similar vehicles of ${input.vehicle.id} failed`, error)
      return [] as Vehicle[]
    }),
    input.rates.rateFor(settings),
  ])
  const priceSettings = priceSettingsFrom(settings)
  const convert = (v: Vehicle) =>
    exchangeVehiclePrices(v, settings, rate?.rate ?? null, priceSettings.iso_currency)
  const finance = siteFinanceTerms(settings)
  return {
    vehicle: convert(input.vehicle),
    // Never the vehicle itself, never a sold one (its page is not found).
    similar: similar.filter((v) => v.id !== input.vehicle.id && v.attributes.status !== 'sold').map(convert),
    priceSettings,
    buttons: orderStockButtons(
      // A vehicle another shopper reserved cannot be reserved again: its page keeps the enquiries only.
      stockButtonsFrom(settings, input.locale).filter(
        (b) => b.target_action !== 'reserve' || input.vehicle.attributes.status !== 'reserved',
      ),
      { overseas: settings['stock_locator.market'] === 'overseas' },
    ),
    ownerVisible: settings['stock_locator.owner_visible'] === 'true',
    selectedState: input.selectedState,
    // Each demo site sells one brand: its own brand is left out of slugs (000 §2).
    omitBrand: input.siteBrand,
    // The site's one finance offer (decision 066): the journey and the blocks quote with the same.
    financeRatePercent: finance.ratePercent,
    financeProduct: finance.product,
  }
}
