import type { FinanceModel } from '../../../engine/finance/finance-model.js'
import type { PriceSettings } from '../../../engine/storefront/price-settings.js'

/** What the finance calculator's loader answers: the models it offers and how the site prints prices. */
export interface FinanceCalculatorData {
  models: FinanceModel[]
  priceSettings: PriceSettings
}
