import { distanceInUnit, type DistanceUnit } from '../../../engine/dealers/distance-in-unit.js'

/** A distance in the block's unit and the page's language: "12 km", "7.7 mi", "١٢ كم". */
export function formatDistance(km: number, unit: DistanceUnit, locale: string): string {
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: unit === 'mi' ? 'mile' : 'kilometer',
    unitDisplay: 'short',
    maximumFractionDigits: 1,
  }).format(distanceInUnit(km, unit))
}
