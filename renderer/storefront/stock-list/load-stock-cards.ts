import { SHOPPABLE_STATUSES } from '../../../engine/stock-locator/shoppable-statuses.js'
import { defaultListingQuery } from '../../../engine/stock/default-listing-query.js'
import {
  LISTING_ITEMS_MAX,
  SORT_OPTIONS,
  STOCK_LISTS,
  type ListingQuery,
  type SortOption,
  type StockList,
} from '../../../engine/stock/stock-types.js'
import { priceSettingsFrom } from '../../../engine/storefront/price-settings.js'
import type { LoaderContext } from '../../loader-context.js'
import { cardAttributeKeys } from './card-attribute-keys.js'
import type { StockCardsData } from './stock-cards-data.js'

/** The fields of the carousel and in-page inventory blocks that choose their vehicles. */
export interface StockCardsBlock {
  list_key?: string
  sl_key_brand?: string
  models?: string
  ci_key_list?: string
  sort?: string
  items?: number
}

const commaList = (text: string | undefined): string[] =>
  (text ?? '')
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean)

/**
 * The loader of the stock carousel and the in-page inventory: the first `items` vehicles (1-12) of the
 * block's list, brand, models and dealers in its order (never sold ones), read from the stock in process.
 */
export async function loadStockCards(
  block: StockCardsBlock,
  context: LoaderContext,
): Promise<StockCardsData> {
  if (!context.stock) throw new Error('[stock-locator] the page was rendered without the stock')
  const list: StockList = (STOCK_LISTS as readonly string[]).includes(block.list_key ?? '')
    ? (block.list_key as StockList)
    : 'new'
  const query: ListingQuery = defaultListingQuery()
  const brand = block.sl_key_brand?.trim()
  if (brand) query.filters.values.brands = [brand]
  const models = commaList(block.models)
  if (models.length) query.filters.values.models = models
  query.forced_dealer_codes = commaList(block.ci_key_list)
  query.forced_statuses = [...SHOPPABLE_STATUSES]
  if ((SORT_OPTIONS as readonly string[]).includes(block.sort ?? '')) query.sort = block.sort as SortOption
  query.items = Math.min(LISTING_ITEMS_MAX, Math.max(1, Math.floor(block.items ?? 8)))
  // No facets: the blocks show cards only, and they render on every uncached page that has them.
  const { data, total } = await context.stock.cards(list, query)
  return {
    list,
    vehicles: data,
    total,
    priceSettings: priceSettingsFrom(context.settings),
    cardAttributes: cardAttributeKeys(context.settings),
    omitBrand: context.site.brand,
  }
}
