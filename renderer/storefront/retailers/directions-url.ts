import type { RetailerView } from './retailer-view.js'

/** Directions to a retailer in the visitor's map service (a new tab): by position, else by address. */
export function directionsUrl(retailer: RetailerView): string {
  const destination =
    retailer.latitude !== null && retailer.longitude !== null
      ? `${retailer.latitude},${retailer.longitude}`
      : [retailer.name, ...retailer.lines].join(', ')
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(destination)}`
}
