import type { FilterKey } from '../../../engine/stock/stock-types.js'
import type { BlockProps } from '../../block-props.js'
import { filterKeys } from '../../storefront/stock-list/filter-keys.js'
import { locatorTexts } from '../../storefront/stock-list/locator-texts.js'
import type { StockListData } from '../../storefront/stock-list/stock-list-data.js'
import { StockLocatorApp } from '../../storefront/stock-list/StockLocatorApp.js'

/** 002 §3: the overseas variant turns on models, statuses, production year, engines and specific colours. */
const DEFAULT_FILTERS: readonly FilterKey[] = [
  'models',
  'statuses',
  'production_year',
  'engine_types',
  'specific_colors',
]

/**
 * The overseas stock locator (002 §3): the same stock list with the overseas market's default filters.
 * The site setting stock_locator.market = overseas goes with it (stock buttons promote their first
 * non-primary button on the vehicle page).
 */
export function StockLocatorOverseas({ block, attributes, data }: BlockProps<'stock-locator-overseas'>) {
  if (!data) return <p className="stock-locator__placeholder">Stock locator: the vehicles show on the site</p>
  return (
    <StockLocatorApp
      data={data as StockListData}
      filters={filterKeys(attributes, DEFAULT_FILTERS)}
      texts={locatorTexts(attributes)}
      blockId={block.id}
    />
  )
}
