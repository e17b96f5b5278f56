import type { MapSettings } from './map-settings.js'
import { LIVE_MAP_TIMEOUT_MS, type LiveMap, type LiveMapOptions, type MapPlace } from './live-map.js'
import { pinElement } from './pin-element.js'

/** The part of the Maps JavaScript API this file uses (no @types/google.maps in the project). */
interface GoogleMaps {
  Map: new (element: HTMLElement, options: Record<string, unknown>) => GoogleMap
  LatLngBounds: new () => { extend(point: { lat: number; lng: number }): void }
  OverlayView: new () => GoogleOverlay
  places?: {
    Autocomplete?: new (
      input: HTMLInputElement,
      options: Record<string, unknown>,
    ) => {
      addListener(event: string, handler: () => void): void
      getPlace(): { geometry?: { location?: { lat(): number; lng(): number } } }
    }
  }
}
interface GoogleMap {
  fitBounds(bounds: unknown, padding?: number): void
  setCenter(point: { lat: number; lng: number }): void
  setZoom(zoom: number): void
  panTo(point: { lat: number; lng: number }): void
}
interface GoogleOverlay {
  setMap(map: GoogleMap | null): void
  getPanes(): { overlayMouseTarget: HTMLElement } | null
  getProjection(): { fromLatLngToDivPixel(point: unknown): { x: number; y: number } | null } | null
  onAdd?: () => void
  draw?: () => void
  onRemove?: () => void
}
type MapsWindow = Window & {
  google?: { maps?: GoogleMaps }
  gm_authFailure?: () => void
  [callback: string]: unknown
}

let loading: Promise<GoogleMaps> | null = null

/**
 * Loads the Maps JavaScript API once (001 §7: the places library, the region and language of the settings),
 * with the page's CSP nonce on its script. Rejects when the script fails, the key is refused
 * (gm_authFailure) or nothing happens in time.
 */
function loadGoogleMaps(settings: MapSettings): Promise<GoogleMaps> {
  const win = window as unknown as MapsWindow
  if (win.google?.maps?.Map) return Promise.resolve(win.google.maps)
  loading ??= new Promise<GoogleMaps>((resolve, reject) => {
    const callback = `dealerMapsReady${Math.random().toString(36).slice(2)}`
    const timer = setTimeout(
      () => reject(new Error('[retailers] Google Maps took too long')),
      LIVE_MAP_TIMEOUT_MS,
    )
    win[callback] = () => {
      clearTimeout(timer)
      if (win.google?.maps?.Map) resolve(win.google.maps)
      else reject(new Error('[retailers] Google Maps loaded without its Map'))
    }
    win.gm_authFailure = () => reject(new Error('[retailers] Google Maps refused the key'))
    const params = new URLSearchParams({
      key: settings.googleKey ?? '',
      libraries: 'places',
      loading: 'async',
      callback,
    })
    if (settings.region) params.set('region', settings.region)
    if (settings.language) params.set('language', settings.language)
    const script = document.createElement('script')
    script.src = `https://maps.googleapis.com/maps/api/js?${params.toString()}`
    script.async = true
    const nonce = document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce
    if (nonce) script.nonce = nonce
    script.onerror = () => {
      clearTimeout(timer)
      reject(new Error('[retailers] the Google Maps script did not load'))
    }
    document.head.append(script)
  }).catch((error: unknown) => {
    loading = null
    throw error
  })
  return loading
}

/**
 * A Google map of retailers with button pins (an overlay of DOM buttons, which needs no map id). With a
 * search box, the places library suggests places in it; choosing one calls `onPlace` with its position.
 */
export async function googleLiveMap(
  settings: MapSettings,
  options: LiveMapOptions & {
    searchInput?: HTMLInputElement | null
    onPlace?: (at: { lat: number; lng: number }) => void
  },
): Promise<LiveMap> {
  const maps = await loadGoogleMaps(settings)
  const map = new maps.Map(options.container, {
    center: options.center,
    zoom: options.zoom,
    streetViewControl: false,
    mapTypeControl: false,
    fullscreenControl: false,
  })
  const Autocomplete = maps.places?.Autocomplete
  if (Autocomplete && options.searchInput && options.onPlace) {
    const complete = new Autocomplete(options.searchInput, {
      fields: ['geometry'],
      ...(settings.region ? { componentRestrictions: { country: settings.region.toLowerCase() } } : {}),
    })
    complete.addListener('place_changed', () => {
      const at = complete.getPlace().geometry?.location
      if (at) options.onPlace?.({ lat: at.lat(), lng: at.lng() })
    })
  }
  let overlays: GoogleOverlay[] = []
  const clear = () => {
    for (const overlay of overlays) overlay.setMap(null)
    overlays = []
  }
  return {
    show(places: readonly MapPlace[], selectedId: string | undefined) {
      clear()
      for (const place of places) {
        const overlay = new maps.OverlayView()
        const pin = pinElement(place, options.pinLabel(place), options.onSelect)
        pin.setAttribute('aria-pressed', String(place.id === selectedId))
        pin.style.position = 'absolute'
        overlay.onAdd = () => overlay.getPanes()?.overlayMouseTarget.append(pin)
        overlay.draw = () => {
          const at = overlay
            .getProjection()
            ?.fromLatLngToDivPixel({ lat: place.lat, lng: place.lng } as never)
          // The pin's bottom middle on the point, as MapLibre's bottom anchor does.
          if (at) pin.style.transform = `translate(${at.x}px, ${at.y}px) translate(-50%, -100%)`
        }
        overlay.onRemove = () => pin.remove()
        overlay.setMap(map)
        overlays.push(overlay)
      }
      const selected = places.find((p) => p.id === selectedId)
      if (selected) map.panTo({ lat: selected.lat, lng: selected.lng })
      else if (places.length > 1) {
        const bounds = new maps.LatLngBounds()
        for (const place of places) bounds.extend({ lat: place.lat, lng: place.lng })
        map.fitBounds(bounds, 48)
      } else if (places[0]) {
        map.setCenter({ lat: places[0].lat, lng: places[0].lng })
        map.setZoom(12)
      }
    },
    destroy: clear,
  }
}
