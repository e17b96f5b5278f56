import type { Queryable } from '../db/database.js'
import type { Vehicle } from '../../engine/stock/stock-types.js'
import type { StockDealer } from './generate/generate-dealers.js'
import { displayPrice } from './display-price.js'

/** Rows per INSERT: one jsonb parameter each, a few MB, far below any statement limit. */
const BATCH = 1000

// The filter columns are read out of the vehicle's JSON by the database, so they cannot disagree with it.
const INSERT_VEHICLES = `
INSERT INTO vehicles (id, list, state, status, brand, model_group, nameplate_name, financing_options,
  owner_state, engine_types, transmission, color_canonical, color_name, owner_id, owner_dealer_code,
  number_of_seats, mileage, production_year, model_year, power, display_price, msrp_price, config_url,
  created_at, data)
SELECT r.v->>'id', r.v->>'list', a->>'state', a->>'status', a->>'nameplate_brand_name',
  a->>'nameplate_model_group', a->>'nameplate_name',
  ARRAY(SELECT jsonb_array_elements_text(a->'financing_options')), a->>'owner_state',
  ARRAY(SELECT jsonb_array_elements_text(a->'engine_type')), a->>'transmission', a->>'color_canonical',
  a->>'color_name', a->>'owner_id', r.code, (a->>'number_of_seats')::int, (a->>'mileage')::int,
  (a->>'production_year')::int, (a->>'model_year')::int, (a->>'power')::int, r.display_price,
  (a->>'msrp_price')::numeric, a->>'config_url', (r.v->>'created_at')::timestamptz, r.v
FROM jsonb_to_recordset($1::jsonb) AS r (v jsonb, display_price numeric, code text),
  LATERAL (SELECT r.v->'attributes' AS a) AS attributes`

const INSERT_DEALERS = `
INSERT INTO stock_dealers (id, dealer_code, name, brands, state, postcode, locality, position, tag_class,
  latitude, longitude, is_fallback, market, services, data)
SELECT d->>'id', d->>'dealer_code', d->>'name', ARRAY(SELECT jsonb_array_elements_text(d->'brands')),
  d->>'state', d->>'postcode', d->>'locality', (d->>'position')::int, d->>'tag_class',
  (d->>'latitude')::float8, (d->>'longitude')::float8, r.is_fallback, d->>'market',
  ARRAY(SELECT jsonb_array_elements_text(d->'services')), d
FROM jsonb_to_recordset($1::jsonb) AS r (d jsonb, is_fallback boolean)`

/**
 * Writes dealers and vehicles in batches of 1,000 rows per statement (2,000 vehicles seed in about a
 * second on PGlite). Every vehicle's owner must be among `dealers` or already stored.
 */
export async function insertStock(
  db: Queryable,
  { dealers, vehicles }: { dealers: StockDealer[]; vehicles: Vehicle[] },
): Promise<void> {
  if (dealers.length > 0) {
    const rows = dealers.map(({ isFallback, ...dealer }) => ({ d: dealer, is_fallback: isFallback }))
    await db.query(INSERT_DEALERS, [JSON.stringify(rows)])
  }
  const codes = new Map(dealers.map((dealer) => [dealer.id, dealer.dealer_code]))
  for (const { id, dealer_code } of await db.query<{ id: string; dealer_code: string }>(
    'SELECT id, dealer_code FROM stock_dealers',
  ))
    codes.set(id, dealer_code)
  for (let start = 0; start < vehicles.length; start += BATCH) {
    const rows = vehicles.slice(start, start + BATCH).map((vehicle) => ({
      v: vehicle,
      display_price: displayPrice(vehicle),
      code: codes.get(vehicle.attributes.owner_id) ?? vehicle.attributes.owner_id,
    }))
    await db.query(INSERT_VEHICLES, [JSON.stringify(rows)])
  }
  // Fresh statistics for the planner: PGlite has no autovacuum, and without them it takes a list of
  // thousands for one row and plans the listing and facet queries for that.
  await db.query('ANALYZE vehicles, stock_dealers')
}
