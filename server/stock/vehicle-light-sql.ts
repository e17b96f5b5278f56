import type { VehicleLight } from '../../engine/stock/stock-types.js'

/** The attributes a vehicle card needs; everything else stays on the detail endpoint. */
const LIGHT_ATTRIBUTES = [
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
] as const satisfies readonly (keyof VehicleLight['attributes'])[]

/**
 * The `/listing/{list}/light` cut of the stored vehicle (`data`), as a SQL expression: built for the 12
 * rows of a page only, so nothing is stored twice. The keys are constants of this file, never input.
 */
export const VEHICLE_LIGHT_SQL = `jsonb_build_object(
  'id', data->'id', 'list', data->'list', 'specification', data->'specification', 'prices', data->'prices',
  'pricesDriveAway', data->'pricesDriveAway',
  'attributes', jsonb_build_object(${LIGHT_ATTRIBUTES.map((key) => `'${key}', data->'attributes'->'${key}'`).join(', ')}))`
