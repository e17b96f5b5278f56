import { LIGHT_ATTRIBUTES } from '../../engine/stock/light-attributes.js'

/**
 * The `/listing/{list}/light` cut of the stored vehicle (`data`), as a SQL expression: built for the 12
 * rows of a page only, so nothing is stored twice. The keys are constants (LIGHT_ATTRIBUTES), never input.
 */
export const VEHICLE_LIGHT_SQL = `jsonb_build_object(
  'id', data->'id', 'list', data->'list', 'specification', data->'specification', 'prices', data->'prices',
  'pricesDriveAway', data->'pricesDriveAway',
  'attributes', jsonb_build_object(${LIGHT_ATTRIBUTES.map((key) => `'${key}', data->'attributes'->'${key}'`).join(', ')}))`
