/** How far a place's nearest retailers may be to count as near it (decision 067). */
export const NEAR_RADIUS_KM = 50
/** At most this many near retailers limit the stock shown. */
export const NEARBY_MAX = 10

/** A retailer the search found by distance, as the stock locator names it above the results. */
export interface NearbyRetailer {
  id: string
  name: string
  distance_km: number
}

/**
 * The list's retailers nearest to a place, from a near search's answer (`near`, nearest first, each with
 * its distance): those within NEAR_RADIUS_KM (at most NEARBY_MAX), or, when none is that near, the nearest
 * one, so a shopper far from every retailer still sees the closest stock and how far it is. Retailers of
 * the answer that are not the list's (they own none of its vehicles) are skipped.
 */
export function nearbyRetailers<R extends { id: string; name: string }>(
  retailers: readonly R[],
  near: readonly { id: string; distance_km?: number | null }[],
): (R & { distance_km: number })[] {
  const measured = near
    .filter((d): d is { id: string; distance_km: number } => typeof d.distance_km === 'number')
    .flatMap((d) => {
      const retailer = retailers.find((r) => r.id === d.id)
      return retailer ? [{ ...retailer, distance_km: d.distance_km }] : []
    })
    .sort((a, b) => a.distance_km - b.distance_km)
  const close = measured.filter((r) => r.distance_km <= NEAR_RADIUS_KM).slice(0, NEARBY_MAX)
  return close.length ? close : measured.slice(0, 1)
}
