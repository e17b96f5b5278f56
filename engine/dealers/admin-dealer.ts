import type { Dealer } from '../stock/stock-types.js'

/** A dealer as the Dealers screen lists and edits it: the public dealer and what only the admin sees. */
export interface AdminDealer extends Dealer {
  /** Bumped by every save; a save names the version it started from (409 when another came first). */
  version: number
  /** Shown when a postcode search of the stock locator finds no dealer (stock_locator.fallback_dealers). */
  is_fallback: boolean
  updated_at: string
}
