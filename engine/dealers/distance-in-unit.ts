/** The units a block shows distances in (002 §3, §9: distance_unit, default km). */
export type DistanceUnit = 'km' | 'mi'

const KM_PER_MILE = 1.609344

/**
 * A distance in kilometres as a number in `unit`, rounded for people: one decimal under 10, whole numbers
 * above. 12.34 km is 12 km or 7.7 mi.
 */
export function distanceInUnit(km: number, unit: DistanceUnit): number {
  const value = unit === 'mi' ? km / KM_PER_MILE : km
  return value < 10 ? Math.round(value * 10) / 10 : Math.round(value)
}
