import { defaultListingQuery } from '../stock/default-listing-query.js'
import type { StockList } from '../stock/stock-types.js'
import { STOCK_LISTS } from '../stock/stock-types.js'
import type { LocatorState } from './locator-state.js'

/** The block settings that shape a stock locator's defaults. */
export interface LocatorBlockSettings {
  vehicles?: { headline?: string; list?: string } | unknown
  sl_key_brand?: string
  ci_key_list?: string
}

export interface LocatorDefaults {
  list: StockList
  /** The state with nothing chosen: what the page URL leaves out. */
  state: LocatorState
  /** Dealer CI codes the block is limited to (always applied, never in the page URL). */
  dealerCodes: string[]
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * A stock locator block's defaults: its list (`vehicles.list`, new unless approved or used), its brand
 * (`sl_key_brand`: the brands filter starts with it), its dealers (`ci_key_list`, comma-separated codes),
 * the newest first, page 1.
 */
export function locatorDefaults(block: LocatorBlockSettings): LocatorDefaults {
  const vehicles = isRecord(block.vehicles) ? block.vehicles : {}
  const list = (STOCK_LISTS as readonly unknown[]).includes(vehicles.list)
    ? (vehicles.list as StockList)
    : 'new'
  const query = defaultListingQuery()
  const brand = block.sl_key_brand?.trim()
  return {
    list,
    state: {
      filters: { values: brand ? { brands: [brand] } : {}, ranges: {} },
      sort: query.sort,
      page: query.page,
      postcode: {},
    },
    dealerCodes: (block.ci_key_list ?? '')
      .split(',')
      .map((code) => code.trim())
      .filter(Boolean),
  }
}
