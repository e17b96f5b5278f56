import type { UiText } from './ui-text.js'

function coordinate(value: number, positive: string, negative: string): string {
  return `${Math.abs(value).toFixed(4)}° ${value >= 0 ? positive : negative}`
}

/** A position as people read it, in the page's language: "33.8150° S, 151.0030° E". */
export function coordinatesText(lat: number, lng: number, t: UiText): string {
  return `${coordinate(lat, t.compass.n, t.compass.s)}${t.comma}${coordinate(lng, t.compass.e, t.compass.w)}`
}
