import {
  DEALER_LOCATOR_KEYS,
  DEALER_LOCATOR_TEXT_KEY,
  type DealerLocatorSearch,
} from './dealer-locator-search.js'

/**
 * The page query that shows `search`: the locator's parameters written from it, every other parameter of
 * `current` (campaign tags, another block's) kept as it was.
 */
export function writeDealerLocatorQuery(
  search: DealerLocatorSearch,
  current: URLSearchParams = new URLSearchParams(),
): URLSearchParams {
  const next = new URLSearchParams(current)
  for (const key of [...Object.values(DEALER_LOCATOR_KEYS), DEALER_LOCATOR_TEXT_KEY]) next.delete(key)
  const set = (field: keyof DealerLocatorSearch, value: string | undefined) => {
    if (value) next.set(DEALER_LOCATOR_KEYS[field], value)
  }
  set('near', search.near && `${search.near.lat},${search.near.lng}`)
  set('postcode', search.postcode)
  set('locality', search.locality)
  set('state', search.state)
  set('service', search.service)
  set('retailer', search.retailer)
  return next
}
