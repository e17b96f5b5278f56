import type { FilterKey } from '../../../engine/stock/stock-types.js'
import type { BlockProps } from '../../block-props.js'
import { filterKeys } from '../../storefront/stock-list/filter-keys.js'
import { locatorTexts } from '../../storefront/stock-list/locator-texts.js'
import type { StockListData } from '../../storefront/stock-list/stock-list-data.js'
import { StockLocatorApp } from '../../storefront/stock-list/StockLocatorApp.js'

/** The template's filters that are on by default (templates/blocks/stock-locator.schema.json). */
const DEFAULT_FILTERS: readonly FilterKey[] = [
  'brands',
  'models',
  'msrp_price',
  'mileage',
  'production_year',
  'engine_types',
  'transmissions',
  'colors',
]

/**
 * The stock locator block (002 §3): the stock list of its list with the filters it turns on. Its loader
 * reads the search from the page URL; without loaded data (the editor) it shows where the list goes.
 */
export function StockLocator({ block, attributes, data }: BlockProps<'stock-locator'>) {
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
