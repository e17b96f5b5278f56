import type { FinanceModel } from '../../../engine/finance/finance-model.js'
import type { PriceSettings } from '../../../engine/storefront/price-settings.js'

/**
 * What the finance calculator's loader answers: the models it offers, how the site prints prices, and the
 * site's finance rate (a product that sets no rate of its own quotes at it, as the vehicle page does).
 */
export interface FinanceCalculatorData {
  models: FinanceModel[]
  priceSettings: PriceSettings
  siteRatePercent?: number
}
