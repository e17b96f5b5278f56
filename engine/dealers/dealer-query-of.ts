import type { DealerQuery } from '../stock/dealer-search-url.js'
import type { DealerLocatorSearch } from './dealer-locator-search.js'

/**
 * The dealers endpoint's query for a locator's search: nearest first from the shopper's position, a
 * postcode or a locality (the endpoint finds where those are), or the retailers of a state; always of the
 * site's brand and the block's market, with the service filter, at most `items`.
 */
export function dealerQueryOf(
  search: DealerLocatorSearch,
  scope: { brand: string; market: string; items: number },
): DealerQuery {
  return {
    brand: scope.brand,
    market: scope.market,
    items: scope.items,
    ...(search.service ? { service: search.service } : {}),
    ...(search.near
      ? { near: search.near }
      : search.postcode
        ? { nearPostcode: search.postcode }
        : search.locality
          ? { nearLocality: search.locality }
          : search.state
            ? { state: search.state }
            : {}),
  }
}
