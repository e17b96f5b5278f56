/** A retailer on a map: where it is and what its pin is called. */
export interface MapPlace {
  id: string
  name: string
  lat: number
  lng: number
}

/**
 * A map drawn by a maps library in the browser (Google Maps or MapLibre): shows pins for `places` (the
 * selected one stands out) and fits them in view; `destroy` removes it and everything it listens to.
 */
export interface LiveMap {
  show(places: readonly MapPlace[], selectedId: string | undefined): void
  destroy(): void
}

/** What a live map is made with: where, the view before any pin, the words of pins, and what a pin does. */
export interface LiveMapOptions {
  container: HTMLElement
  center: { lat: number; lng: number }
  zoom: number
  /** The accessible name of a retailer's pin. */
  pinLabel: (place: MapPlace) => string
  onSelect: (id: string) => void
}

/** How long a map library may take to load and draw before the page keeps its list and drawn map. */
export const LIVE_MAP_TIMEOUT_MS = 15_000
