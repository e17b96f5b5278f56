import type { DealerOrigin } from '../../engine/stock/dealer-page.js'
import type { Queryable } from '../db/database.js'
import { auGazetteer } from './au-gazetteer.js'

/**
 * Where a postcode or a locality is: the middle of the table's places (postcode_places, migration 0015, the
 * places the demo names, with their usual names) and the dealers with that postcode or locality; else, in
 * Australia (market "au" or none), the postcodes file (decision 067): a postcode's middle, or every place of
 * a locality's name (a near search measures from the nearest of them). None when nothing knows it.
 */
export async function findPlaces(
  db: Queryable,
  place: { postcode?: string; locality?: string; market?: string },
): Promise<DealerOrigin[]> {
  const found = await placeInTables(db, place)
  if (found) return [found]
  if (place.market && place.market !== 'au') return []
  const gazetteer = auGazetteer()
  if (place.postcode !== undefined) {
    const byPostcode = gazetteer.byPostcode.get(place.postcode)
    return byPostcode ? [byPostcode] : []
  }
  return [...(gazetteer.byLocality.get((place.locality ?? '').trim().toLowerCase()) ?? [])]
}

/** The middle of the table's places and the dealers' own with that postcode or locality, or null. */
async function placeInTables(
  db: Queryable,
  place: { postcode?: string; locality?: string; market?: string },
): Promise<DealerOrigin | null> {
  const byPostcode = place.postcode !== undefined
  const match = byPostcode ? 'postcode = $1' : 'lower(locality) = lower($1)'
  const market = place.market ? ' AND market = $2' : ''
  const params = place.market
    ? [place.postcode ?? place.locality, place.market]
    : [place.postcode ?? place.locality]
  const [row] = await db.query<{
    latitude: number | null
    longitude: number | null
    postcode: string | null
    locality: string | null
    state: string | null
  }>(
    `SELECT avg(latitude) AS latitude, avg(longitude) AS longitude, min(postcode) AS postcode,
       min(locality) AS locality, min(state) AS state
     FROM (
       SELECT latitude, longitude, postcode, locality, state FROM postcode_places WHERE ${match}${market}
       UNION ALL
       SELECT latitude, longitude, postcode, locality, state FROM stock_dealers
       WHERE ${match}${market} AND latitude IS NOT NULL AND longitude IS NOT NULL
     ) AS places`,
    params,
  )
  if (!row || row.latitude === null || row.longitude === null) return null
  return {
    latitude: Number(row.latitude),
    longitude: Number(row.longitude),
    postcode: byPostcode ? (place.postcode ?? null) : row.postcode || null,
    locality: byPostcode ? row.locality || null : (row.locality ?? place.locality ?? null),
    state: row.state || null,
  }
}
