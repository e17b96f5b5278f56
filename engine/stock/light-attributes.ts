import type { VehicleLight } from './stock-types.js'

/**
 * The raw attributes `/listing/{list}/light` keeps: what a vehicle card needs (its attributes, link,
 * units and prices, including the drive-away inputs, so a card shows the price the vehicle page shows).
 * One list for the SQL that cuts stored vehicles and for the server render that cuts full ones.
 */
export const LIGHT_ATTRIBUTES = [
  'state',
  'status',
  'cover_photo_medium',
  'currency',
  'price_hidden',
  'financing_options',
  'drivetrain',
  'engine_type',
  'engine_capacity_normalized',
  'engine_capacity_unit',
  'number_of_seats',
  'owner_state',
  'owner_id',
  'owner_name',
  'transmission',
  'model_year',
  'mileage_unit',
  'power_unit',
  'msrp_price',
  'price_metadata',
  'prices_type',
] as const satisfies readonly (keyof VehicleLight['attributes'])[]
