import type { DealerLocatorSearch } from '../../../engine/dealers/dealer-locator-search.js'
import type { DealerPage } from '../../../engine/stock/dealer-page.js'
import type { MapSettings } from './map-settings.js'

/** What a retailer locator's loader answers, and its island starts from. */
export interface DealerLocatorData {
  /** The search the page URL names. */
  search: DealerLocatorSearch
  /** Its answer from the dealers endpoint (the same search the browser makes later). */
  page: DealerPage
  /** The dealers endpoint the browser asks (stock_locator.endpoint_dealers); null when not set. */
  endpoint: string | null
  brand: string
  market: string
  items: number
  /** The localities of the market's retailers, for the MENA locator's city choice. */
  cities: string[]
  /** For the locator with a map. */
  maps: MapSettings | null
}
