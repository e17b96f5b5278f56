import type { StockList } from '../stock/stock-types.js'

/** Browser local storage key of the saved vehicles (000 §3, §9). */
export const SAVED_VEHICLES_KEY = 'sl_product_page_data'

/** Session storage key of the compared vehicles (000 §3, §9). */
export const COMPARE_KEY = 'models'

/**
 * The most vehicles the compare list holds (the spec gives no number): three columns still fit beside the row
 * headers on a laptop and scroll sideways on a phone; a fourth toggle waits until one is removed.
 */
export const COMPARE_MAX = 3

/** A saved vehicle (000 §3): its id and list, with the lease calculator data the shopper chose. */
export interface SavedVehicle {
  id: string
  list: StockList
  lease?: { deposit_percent: number; duration_years: number; monthly_payment: number }
  [extra: string]: unknown
}
