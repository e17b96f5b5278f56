import type { CatalogueModelRecord } from '../catalogue/catalogue-model.js'
import type { CatalogueNameplate } from '../finance/catalogue-nameplate.js'
import type { DealerPage } from './dealer-page.js'
import type { DealerQuery } from './dealer-search-url.js'
import type {
  Dealer,
  ListingQuery,
  ListingResponse,
  StockList,
  Vehicle,
  VehicleLight,
} from './stock-types.js'

/**
 * What the storefront reads of the stock, in process: the server implements it over PostgreSQL
 * (server/stock/) and serves it as the stock API; server-side loaders of the storefront blocks and the
 * vehicle page call it directly instead of going through HTTP. Every method takes validated input.
 */
export interface StockReader {
  /** One page of vehicles, the total and the facet counts of every filter under the other active filters. */
  listing(list: StockList, query: ListingQuery): Promise<ListingResponse<Vehicle>>
  listingLight(list: StockList, query: ListingQuery): Promise<ListingResponse<VehicleLight>>
  /**
   * One page of light vehicles and the total, without facets: what a carousel or in-page inventory shows,
   * at a fraction of a listing's cost (it renders on every uncached page that has one).
   */
  cards(list: StockList, query: ListingQuery): Promise<{ data: VehicleLight[]; total: number }>
  /** A vehicle by id in that list, or null when unknown. */
  vehicle(list: StockList, id: string): Promise<Vehicle | null>
  /** A vehicle by id in any list, or null when unknown (the vehicle page's URL carries no list). */
  vehicleById(id: string): Promise<Vehicle | null>
  /** Up to `limit` vehicles like this one (same list and model, else same brand), never itself. */
  similar(vehicle: Vehicle, limit: number): Promise<Vehicle[]>
  /** The dealers that own vehicles of the list, optionally of one brand, sorted by name. */
  listingDealers(list: StockList, brand?: string): Promise<Dealer[]>
  /** The model catalogue's nameplates of a brand with their entry prices, in catalogue order (finance calculators). */
  models(brand: string): Promise<CatalogueNameplate[]>
  /** A model of the catalogue with its specification, by id, or null (specification and model summary blocks). */
  catalogueModel(id: string): Promise<CatalogueModelRecord | null>
  /**
   * A page of the dealers a search finds (the dealers endpoint's answer), fallback dealers left out:
   * nearest first with their distance for a near search, else by position and name.
   */
  dealers(query: DealerQuery & { page?: number }): Promise<DealerPage>
}
