import { dealerQueryOf } from '../../../engine/dealers/dealer-query-of.js'
import { readDealerLocatorQuery } from '../../../engine/dealers/read-dealer-locator-query.js'
import type { LoaderContext } from '../../loader-context.js'
import type { DealerLocatorData } from './dealer-locator-data.js'
import { mapSettingsFrom } from './map-settings.js'

/** The locator block fields the loader reads. */
export interface DealerLocatorBlock {
  market?: string
  results_limit?: number
}

/**
 * The loader of the retailer locators: the search the page URL names, answered from the dealers in
 * process (the dealers endpoint's own query), so a shared link and a page without JavaScript show the same
 * results. The MENA locator also gets its market's cities; the locator with a map, the map settings.
 */
export async function loadDealerLocator(
  block: DealerLocatorBlock,
  context: LoaderContext,
  variant: 'standard' | 'mena' | 'map',
): Promise<DealerLocatorData> {
  const stock = context.stock
  if (!stock) throw new Error('[retailers] the page was rendered without the stock')
  const search = readDealerLocatorQuery(context.query)
  const scope = {
    brand: context.site.brand,
    market: block.market || (variant === 'mena' ? 'ae' : 'au'),
    items: block.results_limit ?? (variant === 'map' ? 20 : 10),
  }
  const [page, all] = await Promise.all([
    stock.dealers(dealerQueryOf(search, scope)),
    variant === 'mena' ? stock.dealers({ brand: scope.brand, market: scope.market, items: 50 }) : null,
  ])
  const endpoint = context.settings['stock_locator.endpoint_dealers']
  return {
    search,
    page,
    endpoint: typeof endpoint === 'string' && endpoint ? endpoint : null,
    ...scope,
    cities: all ? [...new Set(all.data.map((d) => d.locality).filter(Boolean))] : [],
    maps: variant === 'map' ? mapSettingsFrom(context.settings, context.locale) : null,
  }
}
