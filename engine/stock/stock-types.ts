/**
 * The stock API's contract (storefront spec 000 §3 and §7): the vehicle as the listing answers it, the
 * shopper's filters and the listing answer with its facets. Shared by the server (which answers it), the
 * storefront blocks (which render it) and the benchmarks.
 */
import type { DealerContact } from '../dealers/dealer-contact.js'
import type { DealerServiceKey } from '../dealers/dealer-services.js'
import type { OpeningHoursRule } from '../dealers/opening-hours.js'

/** The three stock lists (000 §1). */
export const STOCK_LISTS = ['new', 'approved', 'used'] as const
export type StockList = (typeof STOCK_LISTS)[number]

/** Display statuses (000 §4). */
export const VEHICLE_STATUSES = [
  'stock',
  'available_soon',
  'reserved',
  'sold',
  'in_production',
  'on_demand',
  'delivery',
  'demo',
] as const
export type VehicleStatus = (typeof VEHICLE_STATUSES)[number]

export const FUEL_TYPES = ['petrol', 'diesel', 'bev', 'hev', 'mhev', 'phev', 'phev_rev'] as const
export const TRANSMISSIONS = ['auto', 'manual'] as const
export const AUSTRALIAN_STATES = ['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA'] as const

export const PRICE_TYPES = ['purchase', 'lease', 'subscribe'] as const
export type PriceType = (typeof PRICE_TYPES)[number]

/** An entry of `prices.list`. */
export interface VehiclePrice {
  type: PriceType
  value_raw: number
  old_price_raw: number | null
  oldPrice: boolean
  hiddenFromVisitors: boolean
}

export interface VehiclePhoto {
  sequence: number
  big_path: string
  medium_path: string
  quarter_hd_path: string
  hd_path: string
  full_path: string
}

export interface VehicleSpecification {
  brand: string
  model: string
  version: string
  vin: string
  mileage: number
  color: string
  colorInterior: string
  power: number
  capacity: number | null
  productionYear: number
  deliveryDate: string | null
  ownerName: string
  nameplateExternalCode: string
  nameplateModelGroup: string
}

export interface VehicleOwner {
  owner_name: string
  owner_address: string
  owner_city: string
  owner_zipcode: string
  owner_email: string
  owner_phone: string
  owner_opening_hours: string
  /** Display names per brand, e.g. `{ "Land Rover": "Southern Cross Land Rover" }`. */
  owner_metadata: Record<string, string>
}

/** The raw attributes of 000 §3, as stored. Optional ones are absent when the source has no value. */
export interface VehicleAttributes extends VehicleOwner {
  state: StockList
  status: VehicleStatus
  nameplate_brand_name: string
  nameplate_name: string
  nameplate_model_group: string
  nameplate_external_code: string
  model_display_name: string
  version: string
  drivetrain: string
  production_year: number
  model_year: string
  transmission: (typeof TRANSMISSIONS)[number]
  mileage: number
  mileage_unit: string
  power: number
  power_unit: string
  engine_type: string[]
  engine_capacity_normalized: number | null
  engine_capacity_unit: string | null
  color_name: string
  color_canonical: string
  interior_color: string
  vin: string
  order_number: string | null
  number_of_seats: number
  delivery_date: string | null
  long_description: string
  features_optional: { name: string; price: number }[]
  features_standard: string[]
  footnote: string | null
  photos: VehiclePhoto[]
  cover_photo_medium: string | null
  video_url: string | null
  config_url: string | null
  msrp_price: number | null
  total_price: number | null
  base_price: number | null
  gross_price: number | null
  net_price: number | null
  price_breakdown: Record<string, number> | null
  /** Drive-away price per Australian state. */
  price_metadata: Record<string, number> | null
  prices_type: string | null
  price_hidden: boolean
  currency: string
  disclaimers: string[]
  product_card_disclaimer: { description: string } | null
  owner_state: string
  owner_id: string
  owner_contact_details: { phone?: string; email?: string } | null
  availability: string | null
  item_id: string
  publicationLists: string[]
  financing_options: string[]
  /** Approved vehicles. */
  open_market_value?: number
  additional_registration_fee?: number
  preferential_additional_registration_fee?: number
  registration_date?: string
  japan_used_and_approved_cars_field?: { on_the_road_price: number }
  /** Used vehicles. */
  date_mot_expiry?: string
  date_warranty_expiry?: string
  recycling_fee?: number
  repair_record?: string
  previous_use?: string
  regular_maintenance_availability?: boolean
  maintenance_log?: string
  date_registered?: string
  /** Extended reservation button set (setup_type extended). */
  reservation?: { reservation_fee: number; financing_options: string[]; currency: string; owner_uuid: string }
}

/** A vehicle as `/listing/{list}` and `/listing/{list}/vehicle/{id}` answer it. */
export interface Vehicle {
  id: string
  list: StockList
  specification: VehicleSpecification
  prices: { list: VehiclePrice[] }
  pricesDriveAway: { currentDriveAway: { value: number } } | null
  attributes: VehicleAttributes
  created_at: string
}

/** What `/listing/{list}/light` answers per vehicle: enough for a card. */
export type VehicleLight = Pick<Vehicle, 'id' | 'list' | 'specification' | 'prices' | 'pricesDriveAway'> & {
  attributes: Pick<
    VehicleAttributes,
    | 'state'
    | 'status'
    | 'cover_photo_medium'
    | 'currency'
    | 'price_hidden'
    | 'financing_options'
    | 'drivetrain'
    | 'engine_type'
    | 'engine_capacity_normalized'
    | 'engine_capacity_unit'
    | 'number_of_seats'
    | 'owner_state'
    | 'owner_id'
    | 'owner_name'
    | 'transmission'
    | 'model_year'
    | 'mileage_unit'
    | 'power_unit'
    | 'msrp_price'
    | 'price_metadata'
    | 'prices_type'
  >
}

/** The 17 filters of the stock locator block (block catalogue 002 §3), split by how they filter. */
export const VALUE_FILTERS = [
  'brands',
  'models',
  'financing_options',
  'states',
  'statuses',
  'engine_types',
  'transmissions',
  'colors',
  'specific_colors',
  'dealers',
  'number_of_seats',
] as const
export const RANGE_FILTERS = [
  'msrp_price',
  'display_price',
  'mileage',
  'production_year',
  'model_year',
  'power',
] as const
export type ValueFilter = (typeof VALUE_FILTERS)[number]
export type RangeFilter = (typeof RANGE_FILTERS)[number]
export type FilterKey = ValueFilter | RangeFilter

/** Default sorting options (000 §9). */
export const SORT_OPTIONS = [
  'productionYearAsc',
  'productionYearDesc',
  'createdAtAsc',
  'createdAtDesc',
  'mileageAsc',
  'mileageDesc',
  'priceAsc',
  'priceDesc',
  'status',
] as const
export type SortOption = (typeof SORT_OPTIONS)[number]

/** Listing page size limits (000 §9). */
export const LISTING_ITEMS_MAX = 12
export const LISTING_ITEMS_MIN = 1
export const SIMILAR_VEHICLES_MAX = 6
export const DEALERS_PAGE_ITEMS = 50

/** A shopper's filter selection: values per value filter, bounds per range filter. Absent = no filter. */
export interface ListingFilters {
  values: Partial<Record<ValueFilter, string[]>>
  ranges: Partial<Record<RangeFilter, { min?: number; max?: number }>>
  /** The brands filter's model group (`nameplate_model_group_eq`), e.g. "Range Rover". */
  model_group?: string
}

/**
 * A parsed, validated listing query: what the API's query string means. The API's parameter names are
 * 000 §7's (nameplate_brand_name_in, state_in, mileage_gteq, ...); engine/stock/listing-params.ts maps
 * between the two in both directions.
 */
export interface ListingQuery {
  filters: ListingFilters
  forced_statuses: string[]
  forced_dealer_codes: string[]
  owner_dealer_codes_includes: string[]
  items: number
  page: number
  sort: SortOption
}

export interface FacetValue {
  value: string
  /** Vehicles with this value under every other active filter. */
  count: number
}

export interface FacetRange {
  /** Smallest and largest value under every other active filter (null when none match). */
  min: number | null
  max: number | null
  count: number
}

export interface ListingFacets {
  values: Record<ValueFilter, FacetValue[]>
  ranges: Record<RangeFilter, FacetRange>
}

/** The answer of `GET /listing/{list}` (`VehicleLight` items for `/light`). */
export interface ListingResponse<V = Vehicle> {
  data: V[]
  meta: {
    total: number
    page: number
    items: number
    pages: number
    sort: SortOption
    facets: ListingFacets
  }
}

/** A dealer (retailer) as the dealers endpoints answer it (000 §3), as kept in `stock_dealers`. */
export interface Dealer {
  id: string
  name: string
  /** The whole postal line ("18 Botany Street, Phillip ACT 2606"), made from street, locality, state and postcode. */
  address: string
  email: string
  phone: string
  mainPhone: string | null
  city: string
  zipcode: string
  postcode: string
  state: string
  locality: string
  dealer_code: string
  ciCode: string
  brands: string[]
  position: number
  tag_class: string
  /** Null for a retailer nobody has placed yet (listed, but not on a map or by distance). */
  latitude: number | null
  longitude: number | null
  /** The market (ISO 3166 country code, lower case) the retailer is in: "au", "nz", "ae", "jp". */
  market: string
  /** The street line of the address alone ("18 Botany Street"). */
  street: string
  /** The retailer's own website: the footer picker's "Visit retailer website". */
  url: string | null
  /** The name in other languages, by language code ({ "ar": "…" }); `name` is the default. */
  names: Record<string, string>
  /** What the retailer offers (keys of DEALER_SERVICES): the locator's service filter. */
  services: DealerServiceKey[]
  /** Ways to reach the retailer, in the order the cards list them. */
  contact_info: DealerContact[]
  /** When the retailer is open; empty when not known. */
  opening_hours: OpeningHoursRule[]
  /** With a search from a place: how far the retailer is from it, in kilometres. */
  distance_km?: number
}

/** One parameter the API refused: answered as 400 `{ error: { code: 'bad_parameter', message, details } }`. */
export interface ParameterError {
  parameter: string
  message: string
}
