import { lightVehicle } from '../../../engine/stock-locator/light-vehicle.js'
import { locatorDefaults, type LocatorBlockSettings } from '../../../engine/stock-locator/locator-defaults.js'
import { locatorListingQuery } from '../../../engine/stock-locator/locator-listing-query.js'
import { postcodeSearchDealers } from '../../../engine/stock-locator/postcode-search-dealers.js'
import { DEALERS_PAGE_ITEMS } from '../../../engine/stock/stock-types.js'
import { readLocatorQuery } from '../../../engine/stock-locator/read-locator-query.js'
import { priceSettingsFrom } from '../../../engine/storefront/price-settings.js'
import type { LoaderContext } from '../../loader-context.js'
import { cardAttributeKeys } from './card-attribute-keys.js'
import type { StockListData } from './stock-list-data.js'
import { settingFlag } from './setting-flag.js'

/** The stock locator block fields the loader reads. */
export type StockListBlock = LocatorBlockSettings & {
  postcode_search?: boolean
  display_selected_vehicles?: boolean
}

/**
 * The loader of the stock locator blocks: the search the page URL names (over the block's defaults), its
 * page of vehicles with facet counts, read from the stock in process, and the site's price and card
 * settings. With the postcode search on (block or site setting `stock_locator.postcode_search`), the
 * search is limited to the dealers it finds among the list's retailers (exactly, else the nearest to the
 * place: postcodeSearchDealers); none found gives no listing.
 */
export async function loadStockList(block: StockListBlock, context: LoaderContext): Promise<StockListData> {
  const stock = context.stock
  if (!stock) throw new Error('[stock-locator] the page was rendered without the stock')
  const defaults = locatorDefaults(block)
  const state = readLocatorQuery(context.query, defaults.state)
  const postcodeSearch =
    block.postcode_search === true || settingFlag(context.settings, 'stock_locator.postcode_search')
  const savedView =
    block.display_selected_vehicles === true ||
    settingFlag(context.settings, 'stock_locator.display_selected_vehicles')
  const brand = block.sl_key_brand || undefined
  const dealers = postcodeSearch ? await stock.listingDealers(defaults.list, brand) : []
  const searched = postcodeSearch
    ? await postcodeSearchDealers(dealers, state.postcode, async (place) => {
        const page = await stock.dealers({
          ...(brand ? { brand } : {}),
          market: 'au',
          items: DEALERS_PAGE_ITEMS,
          ...('postcode' in place ? { nearPostcode: place.postcode } : { nearLocality: place.locality }),
        })
        return { known: Boolean(page.meta.origin), dealers: page.data }
      })
    : null
  const matched = searched?.dealers ?? null
  const listing =
    matched && matched.length === 0
      ? null
      : await stock.listing(
          defaults.list,
          locatorListingQuery(
            state,
            defaults.dealerCodes,
            matched ? matched.map((d) => d.dealer_code) : null,
          ),
        )
  return {
    list: defaults.list,
    defaults: defaults.state,
    state,
    blockDealerCodes: defaults.dealerCodes,
    listing: listing && { data: listing.data.map(lightVehicle), meta: listing.meta },
    priceSettings: priceSettingsFrom(context.settings),
    cardAttributes: cardAttributeKeys(context.settings),
    omitBrand: context.site.brand,
    retailers: dealers.map((d) => ({
      id: d.id,
      name: d.name,
      dealer_code: d.dealer_code,
      state: d.state,
      postcode: d.postcode,
      zipcode: d.zipcode,
      locality: d.locality,
      city: d.city,
    })),
    postcodeSearch,
    ...(brand ? { brand } : {}),
    postcodeFound: searched?.found ?? null,
    nearby: searched?.nearby ?? [],
    savedView,
  }
}
