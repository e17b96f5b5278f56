import type { PriceSettings } from '../../../engine/storefront/price-settings.js'
import type { StockList, VehicleLight } from '../../../engine/stock/stock-types.js'

/** What the carousel and the in-page inventory loaders answer: a few cards and how to show them. */
export interface StockCardsData {
  list: StockList
  vehicles: VehicleLight[]
  total: number
  priceSettings: PriceSettings
  cardAttributes: string[]
  omitBrand: string
}
