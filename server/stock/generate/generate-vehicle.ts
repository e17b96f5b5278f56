import type {
  StockList,
  Vehicle,
  VehicleAttributes,
  VehiclePhoto,
  VehiclePrice,
  VehicleStatus,
} from '../../../engine/stock/stock-types.js'
import { AUSTRALIAN_STATES } from '../../../engine/stock/stock-types.js'
import type { StockDealer } from './generate-dealers.js'
import type { SeededRandom } from './seeded-random.js'
import type { CatalogueModel } from './stock-catalogue.js'

/** Generated data is dated from this day, never from the clock: the same seed gives the same stock. */
export const STOCK_REFERENCE_DATE = Date.UTC(2025, 5, 1)
const DAY = 86_400_000

const COLOURS: [canonical: string, names: string[]][] = [
  ['white', ['Fuji White', 'Ostuni Pearl White', 'Yulong White']],
  ['black', ['Santorini Black', 'Narvik Black']],
  ['grey', ['Eiger Grey', 'Carpathian Grey', 'Charente Grey']],
  ['silver', ['Hakuba Silver', 'Indus Silver']],
  ['blue', ['Portofino Blue', 'Byron Blue', 'Caesium Blue']],
  ['green', ['Pangea Green', 'Sherwood Green', 'British Racing Green']],
  ['red', ['Firenze Red', 'Caldera Red']],
]
const INTERIORS = ['Ebony', 'Light Oyster', 'Acorn', 'Mars Red', 'Siena Tan', 'Light Cloud']
const OPTIONS = [
  'Panoramic roof',
  'Head-up display',
  'Meridian 3D Surround Sound',
  'Towing pack',
  'Air quality sensor',
  'Cold climate pack',
  'Privacy glass',
  '22" alloy wheels',
  'Wade sensing',
  'Heated steering wheel',
]
const STANDARD = [
  'Pivi Pro infotainment',
  'Apple CarPlay and Android Auto',
  'LED headlights',
  'Emergency braking',
  'Adaptive cruise control',
  'Blind spot assist',
  '360° parking aid',
  'Wireless device charging',
  'Keyless entry',
  'Powered tailgate',
]
const STATUS_WEIGHTS: Record<'new' | 'preowned', [VehicleStatus, number][]> = {
  new: [
    ['stock', 45],
    ['in_production', 15],
    ['available_soon', 10],
    ['on_demand', 8],
    ['reserved', 7],
    ['demo', 7],
    ['delivery', 4],
    ['sold', 4],
  ],
  preowned: [
    ['stock', 70],
    ['reserved', 12],
    ['sold', 8],
    ['available_soon', 5],
    ['delivery', 5],
  ],
}
/** Stamp duty and on-road costs differ by state, so the drive-away price does too. */
const STATE_ON_ROADS: Record<string, number> = {
  ACT: 0.045,
  NSW: 0.05,
  NT: 0.03,
  QLD: 0.04,
  SA: 0.045,
  TAS: 0.04,
  VIC: 0.055,
  WA: 0.065,
}
const VIN_CHARS = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789'

/** Everything one vehicle is generated from: a position in the run, the run's random source, the data. */
export interface VehicleSeed {
  id: string
  list: StockList
  model: CatalogueModel
  dealer: StockDealer
  imageIds: string[]
  random: SeededRandom
}

/** One believable vehicle of the list: years, mileage, status and prices fit the list and the model. */
export function generateVehicle({ id, list, model, dealer, imageIds, random }: VehicleSeed): Vehicle {
  const r = random
  const newest = Math.min(model.until ?? 2025, 2025)
  const productionYear =
    list === 'new'
      ? r.int(Math.max(model.since, 2024), newest)
      : list === 'approved'
        ? r.int(Math.max(model.since, 2019), Math.min(newest, 2024))
        : r.int(model.since, Math.min(newest, 2023))
  const age = 2025 - productionYear
  const mileage =
    list === 'new'
      ? r.int(0, 60)
      : list === 'approved'
        ? Math.min(r.int(3_000, 22_000) * Math.max(age, 1), 120_000)
        : r.int(8_000, 25_000) * Math.max(age, 1)
  const status = r.weighted(STATUS_WEIGHTS[list === 'new' ? 'new' : 'preowned'])
  const engine = r.pick(model.engines)
  const version = r.pick(model.versions)
  const [canonical, names] = r.pick(COLOURS)
  const colour = r.pick(names)
  const seats = r.pick(model.seats)
  const transmission = list === 'used' && model.bodyType === 'Sedan' && r.chance(0.08) ? 'manual' : 'auto'
  const currency = r.weighted([
    ['AUD', 90],
    ['EUR', 5],
    ['AED', 5],
  ] as const)
  const rate = currency === 'AUD' ? 1 : currency === 'EUR' ? 0.61 : 2.42
  const versionUplift = 1 + model.versions.indexOf(version) * 0.08
  const engineUplift = 1 + model.engines.indexOf(engine) * 0.07
  const rrp = round(model.basePrice * versionUplift * engineUplift * rate, 10)
  const depreciation = list === 'new' ? 1 : Math.max(0.22, 0.86 ** age - mileage / 1_500_000)
  const price = round(rrp * depreciation, 100) - (list === 'new' ? 0 : 10)
  const priceHidden = r.chance(0.05)
  const hasOldPrice = r.chance(0.15)
  const prices: VehiclePrice[] = [
    priceEntry(
      'purchase',
      price,
      hasOldPrice ? round(price * (1.04 + r.next() * 0.1), 100) : null,
      priceHidden,
    ),
  ]
  if (r.chance(0.35)) prices.push(priceEntry('lease', round(price / 52, 1), null, false))
  if (list === 'new' && r.chance(0.2)) prices.push(priceEntry('subscribe', round(price / 40, 1), null, false))
  const priceMetadata =
    list === 'new' && currency === 'AUD'
      ? Object.fromEntries(
          AUSTRALIAN_STATES.map((state) => [
            state,
            round(price * (1 + (STATE_ON_ROADS[state] ?? 0.05)) + 1_450, 10),
          ]),
        )
      : null
  const driveAway = priceMetadata
    ? (priceMetadata[dealer.state] ?? null)
    : list === 'new'
      ? null
      : round(rrp * depreciation * 1.02, 10)
  const createdAt = new Date(STOCK_REFERENCE_DATE - r.int(0, (365 * DAY) / 1000) * 1000).toISOString()
  const deliveryDate =
    status === 'in_production' || status === 'available_soon' || status === 'delivery'
      ? new Date(STOCK_REFERENCE_DATE + r.int(14, 150) * DAY).toISOString().slice(0, 10)
      : null
  const vin =
    (model.brand === 'Jaguar' ? 'SAJ' : 'SAL') +
    Array.from({ length: 14 }, () => r.pick([...VIN_CHARS])).join('')
  const photos = r.sample(imageIds, r.int(2, Math.min(6, imageIds.length))).map(photo)
  const ownerName = dealer.name
  const financingOptions = prices.map((p) => p.type)
  const modelYear = productionYear + (r.chance(0.4) ? 1 : 0)
  const displayName = `${model.name} ${engine.code} ${version}`
  const registration = new Date(Date.UTC(productionYear, r.int(0, 11), r.int(1, 28)))
    .toISOString()
    .slice(0, 10)

  const attributes: VehicleAttributes = {
    state: list,
    status,
    nameplate_brand_name: model.brand,
    nameplate_name: model.name,
    nameplate_model_group: model.modelGroup,
    nameplate_external_code: model.externalCode,
    model_display_name: displayName,
    version,
    drivetrain: engine.drivetrain,
    production_year: productionYear,
    model_year: String(modelYear),
    transmission,
    mileage,
    mileage_unit: 'km',
    power: engine.power,
    power_unit: 'kW',
    engine_type: engine.fuels,
    engine_capacity_normalized: engine.capacity,
    engine_capacity_unit: engine.capacity === null ? null : 'l',
    color_name: colour,
    color_canonical: canonical,
    interior_color: r.pick(INTERIORS),
    vin,
    order_number: status === 'in_production' ? `ON${r.int(1_000_000, 9_999_999)}` : null,
    number_of_seats: seats,
    delivery_date: deliveryDate,
    long_description: `${displayName} in ${colour}, ${list === 'new' ? 'brand new' : `${mileage.toLocaleString('en-AU')} km`}, ${seats} seats. Offered by ${ownerName}.`,
    features_optional: r
      .sample(OPTIONS, r.int(2, 5))
      .map((name) => ({ name, price: round(r.int(400, 6_500) * rate, 10) })),
    features_standard: r.sample(STANDARD, r.int(5, 8)),
    footnote: r.chance(0.2) ? 'Vehicle shown may include optional equipment.' : null,
    photos,
    cover_photo_medium: photos[0]?.medium_path ?? null,
    video_url: r.chance(0.05) ? 'https://video.example.com/walkaround.mp4' : null,
    config_url: null,
    msrp_price: priceHidden ? null : list === 'new' ? rrp : price,
    total_price: price,
    base_price: round(rrp * 0.93, 10),
    gross_price: price,
    net_price: round(price / 1.1, 10),
    price_breakdown: list === 'new' ? { base: round(rrp * 0.93, 10), options: round(rrp * 0.07, 10) } : null,
    price_metadata: priceMetadata,
    prices_type: r.chance(0.3) ? 'drive_away' : null,
    price_hidden: priceHidden,
    currency,
    disclaimers: ['Prices include GST and may vary by state.'],
    product_card_disclaimer: r.chance(0.3)
      ? { description: 'Drive-away price for the retailer’s state.' }
      : null,
    owner_state: dealer.state,
    owner_id: dealer.id,
    owner_contact_details: { phone: dealer.phone, email: dealer.email },
    availability: status === 'stock' ? 'in_stock' : status === 'in_production' ? 'in_transit' : null,
    item_id: id,
    publicationLists: [list],
    financing_options: financingOptions,
    owner_name: ownerName,
    owner_address: dealer.address,
    owner_city: dealer.city,
    owner_zipcode: dealer.postcode,
    owner_email: dealer.email,
    owner_phone: dealer.phone,
    owner_opening_hours: 'Mon–Fri 8:30–17:30, Sat 9:00–16:00',
    owner_metadata: Object.fromEntries(dealer.brands.map((brand) => [brand, dealer.name])),
  }
  if (list === 'approved') {
    attributes.open_market_value = round(price * 0.6, 10)
    attributes.additional_registration_fee = round(price * 0.1, 10)
    attributes.preferential_additional_registration_fee = round(price * 0.05, 10)
    attributes.registration_date = registration
  }
  if (list === 'used') {
    attributes.date_mot_expiry = `${2025 + r.int(0, 1)}-${String(r.int(1, 12)).padStart(2, '0')}-15`
    attributes.date_warranty_expiry = `${productionYear + 5}-${String(r.int(1, 12)).padStart(2, '0')}-01`
    attributes.recycling_fee = round(r.int(150, 450) * rate, 10)
    attributes.repair_record = r.chance(0.85) ? 'none' : 'minor'
    attributes.previous_use = r.pick(['private', 'private', 'company', 'rental'])
    attributes.regular_maintenance_availability = r.chance(0.8)
    attributes.maintenance_log = 'Full service history'
    attributes.date_registered = registration
  }
  if (list === 'new' && r.chance(0.4)) {
    attributes.reservation = {
      reservation_fee: round(500 * rate, 10),
      financing_options: financingOptions,
      currency,
      owner_uuid: dealer.id,
    }
  }
  return {
    id,
    list,
    specification: {
      brand: model.brand,
      model: model.name,
      version,
      vin,
      mileage,
      color: colour,
      colorInterior: attributes.interior_color,
      power: engine.power,
      capacity: engine.capacity,
      productionYear,
      deliveryDate,
      ownerName,
      nameplateExternalCode: model.externalCode,
      nameplateModelGroup: model.modelGroup,
    },
    prices: { list: prices },
    pricesDriveAway: driveAway === null ? null : { currentDriveAway: { value: driveAway } },
    attributes,
    created_at: createdAt,
  }
}

function priceEntry(
  type: VehiclePrice['type'],
  value: number,
  oldPrice: number | null,
  hidden: boolean,
): VehiclePrice {
  return {
    type,
    value_raw: value,
    old_price_raw: oldPrice,
    oldPrice: oldPrice !== null,
    hiddenFromVisitors: hidden,
  }
}

function round(value: number, step: number): number {
  return Math.round(value / step) * step
}

/** A photo in every size the storefront asks for, served by the media library (/images/{id}/w/...). */
function photo(imageId: string, index: number): VehiclePhoto {
  const at = (width: number) => `/images/${imageId}/w/${width}.jpg`
  return {
    sequence: index + 1,
    big_path: at(1600),
    medium_path: at(640),
    quarter_hd_path: at(1024),
    hd_path: at(1280),
    full_path: at(1920),
  }
}
