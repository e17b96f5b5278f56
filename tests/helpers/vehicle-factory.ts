import type { Vehicle, VehicleAttributes } from '../../engine/stock/stock-types.js'

type VehicleOverrides = Omit<Partial<Vehicle>, 'attributes'> & { attributes?: Partial<VehicleAttributes> }

let counter = 0

/**
 * A complete, typed vehicle for tests: a new Land Rover Defender owned by a NSW retailer, with a purchase
 * price, a drive-away price per state and two photos. Overrides replace fields (attributes field by field).
 */
export function makeVehicle(overrides: VehicleOverrides = {}): Vehicle {
  counter += 1
  const id = overrides.id ?? `veh${String(counter).padStart(5, '0')}`
  const attributes: VehicleAttributes = {
    state: 'new',
    status: 'stock',
    nameplate_brand_name: 'Land Rover',
    nameplate_name: 'Defender',
    nameplate_model_group: 'Defender',
    nameplate_external_code: 'L663',
    model_display_name: 'Defender 110 D300 X-Dynamic SE',
    version: 'X-Dynamic SE',
    drivetrain: 'AWD',
    production_year: 2024,
    model_year: '24MY',
    transmission: 'auto',
    mileage: 10,
    mileage_unit: 'km',
    power: 221,
    power_unit: 'kW',
    engine_type: ['diesel', 'mhev'],
    engine_capacity_normalized: 2.997,
    engine_capacity_unit: 'l',
    color_name: 'Carpathian Grey',
    color_canonical: 'grey',
    interior_color: 'Ebony',
    vin: 'SALEA7BW5R2123456',
    order_number: null,
    number_of_seats: 5,
    delivery_date: null,
    long_description: 'A capable, comfortable Defender.',
    features_optional: [{ name: 'Towing pack', price: 2500 }],
    features_standard: ['Air suspension', 'Pivi Pro'],
    footnote: null,
    photos: [1, 2].map((sequence) => ({
      sequence,
      big_path: `/images/veh-${sequence}/w/1024.jpg`,
      medium_path: `/images/veh-${sequence}/w/640.jpg`,
      quarter_hd_path: `/images/veh-${sequence}/w/640.jpg`,
      hd_path: `/images/veh-${sequence}/w/1024.jpg`,
      full_path: `/images/veh-${sequence}/w/1600.jpg`,
    })),
    cover_photo_medium: '/images/veh-1/w/640.jpg',
    video_url: null,
    config_url: null,
    msrp_price: 112000,
    total_price: 118500,
    base_price: 105000,
    gross_price: 118500,
    net_price: 107727,
    price_breakdown: null,
    price_metadata: { NSW: 121990, VIC: 120990, QLD: 119990 },
    prices_type: null,
    price_hidden: false,
    currency: 'AUD',
    disclaimers: ['Drive-away price includes on-road costs.'],
    product_card_disclaimer: null,
    owner_state: 'NSW',
    owner_id: 'dealer-1',
    owner_contact_details: { phone: '+61 2 5550 4100' },
    availability: null,
    item_id: `item-${id}`,
    publicationLists: ['new'],
    financing_options: [],
    owner_name: 'Southern Cross Land Rover',
    owner_address: '1 Parramatta Road',
    owner_city: 'Sydney',
    owner_zipcode: '2000',
    owner_email: 'sales@example.test',
    owner_phone: '+61 2 5550 4100',
    owner_opening_hours: 'Mon-Fri 8:30-17:30',
    owner_metadata: { 'Land Rover': 'Southern Cross Land Rover' },
    ...overrides.attributes,
  }
  return {
    id,
    list: overrides.list ?? attributes.state,
    specification: overrides.specification ?? {
      brand: attributes.nameplate_brand_name,
      model: attributes.nameplate_name,
      version: attributes.version,
      vin: attributes.vin,
      mileage: attributes.mileage,
      color: attributes.color_name,
      colorInterior: attributes.interior_color,
      power: attributes.power,
      capacity: attributes.engine_capacity_normalized,
      productionYear: attributes.production_year,
      deliveryDate: attributes.delivery_date,
      ownerName: attributes.owner_name,
      nameplateExternalCode: attributes.nameplate_external_code,
      nameplateModelGroup: attributes.nameplate_model_group,
    },
    prices: overrides.prices ?? {
      list: [
        {
          type: 'purchase',
          value_raw: 115000,
          old_price_raw: null,
          oldPrice: false,
          hiddenFromVisitors: false,
        },
      ],
    },
    pricesDriveAway:
      overrides.pricesDriveAway === undefined
        ? { currentDriveAway: { value: 121990 } }
        : overrides.pricesDriveAway,
    attributes,
    created_at: overrides.created_at ?? '2026-01-01T00:00:00.000Z',
  }
}
