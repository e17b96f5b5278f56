import type { Vehicle } from '../../engine/stock/stock-types.js'
import type { Database } from '../db/database.js'

/**
 * A vehicle's searchable words: make, model, variant and years. The expression is the one of the index
 * vehicles_search_idx (migration 0022) letter for letter, so the planner can use it.
 */
const VEHICLE_DOCUMENT = `to_tsvector('simple'::regconfig,
    brand || ' ' || nameplate_name || ' ' || coalesce(data #>> '{attributes,model_display_name}', '') || ' ' ||
    production_year::text || ' ' || model_year::text)`

/** Sold vehicles have no page (the showroom route answers 404), so they are never found. */
const FINDABLE = `brand = $1 AND status <> 'sold'`

export interface VehicleHits {
  total: number
  vehicles: Vehicle[]
}

/**
 * Vehicles of a brand whose make, model, variant or year match `keyword` (web-search syntax, word for word:
 * "defender 110 2024"), newest first. A query over the stock table itself: no second copy of the stock.
 */
export async function searchVehicles(
  database: Database,
  { brand, keyword, limit }: { brand: string; keyword: string; limit: number },
): Promise<VehicleHits> {
  const rows = await database.query<{ data: Vehicle; total: number }>(
    `SELECT data, count(*) OVER ()::int AS total FROM vehicles
      WHERE ${FINDABLE} AND ${VEHICLE_DOCUMENT} @@ websearch_to_tsquery('simple', $2)
      ORDER BY production_year DESC, id
      LIMIT $3`,
    [brand, keyword, limit],
  )
  return { total: rows[0]?.total ?? 0, vehicles: rows.map((r) => r.data) }
}

/**
 * Model names ("Defender", "Range Rover Sport") and variants of a brand's stock that contain `text` (any
 * case), for the search suggestions. Prefix matches of its words narrow the rows through the index first.
 */
export async function vehicleNamesContaining(
  database: Database,
  brand: string,
  text: string,
  limit: number,
): Promise<string[]> {
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu)
  if (!words) return []
  const prefixes = words.map((word) => `${word}:*`).join(' & ')
  const rows = await database.query<{ name: string }>(
    `SELECT DISTINCT name FROM (
       SELECT unnest(ARRAY[nameplate_name, data #>> '{attributes,model_display_name}']) AS name FROM vehicles
        WHERE ${FINDABLE} AND ${VEHICLE_DOCUMENT} @@ to_tsquery('simple', $2)
     ) names
     WHERE name IS NOT NULL AND strpos(lower(name), lower($3)) > 0
     ORDER BY name
     LIMIT $4`,
    [brand, prefixes, text, limit],
  )
  return rows.map((r) => r.name)
}
