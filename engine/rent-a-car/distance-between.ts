/** Mean Earth radius in kilometres (IUGG). */
const EARTH_RADIUS_KM = 6371.0088
const KM_PER_MILE = 1.609344

/**
 * The great-circle distance between two points (haversine), in kilometres or miles, rounded to whole
 * units: how far apart two branches are as the crow flies.
 */
export function distanceBetween(
  a: { lat: number; lng: number },
  b: { lat: number; lng: number },
  unit: 'km' | 'mi',
): number {
  const rad = (deg: number) => (deg * Math.PI) / 180
  const dLat = rad(b.lat - a.lat)
  const dLng = rad(b.lng - a.lng)
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2
  const km = 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)))
  return Math.round(unit === 'mi' ? km / KM_PER_MILE : km)
}
