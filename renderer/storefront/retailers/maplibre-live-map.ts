import { LngLatBounds, Map as MapLibreMap, Marker, setWorkerUrl } from 'maplibre-gl'
import 'maplibre-gl/dist/maplibre-gl.css'
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url'
import { LIVE_MAP_TIMEOUT_MS, type LiveMap, type LiveMapOptions, type MapPlace } from './live-map.js'
import { pinElement } from './pin-element.js'

/**
 * A MapLibre GL JS map of retailers on the site's map style (general.maps_style_url). Its worker is served
 * from this site (the CSP allows scripts from 'self' only), and it resolves only once the style has loaded:
 * a style or tile server that cannot be reached rejects, and the page keeps its list and drawn map.
 */
export async function maplibreLiveMap(styleUrl: string, options: LiveMapOptions): Promise<LiveMap> {
  setWorkerUrl(workerUrl)
  const map = new MapLibreMap({
    container: options.container,
    style: styleUrl,
    center: [options.center.lng, options.center.lat],
    zoom: options.zoom,
    attributionControl: { compact: true },
  })
  try {
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error('[retailers] the map style took too long')),
        LIVE_MAP_TIMEOUT_MS,
      )
      map.once('load', () => {
        clearTimeout(timer)
        resolve()
      })
      map.once('error', (event) => {
        clearTimeout(timer)
        reject(new Error(`[retailers] the map did not load: ${event.error?.message ?? 'unknown error'}`))
      })
    })
  } catch (error) {
    map.remove()
    throw error
  }
  let markers: Marker[] = []
  return {
    show(places: readonly MapPlace[], selectedId: string | undefined) {
      for (const marker of markers) marker.remove()
      markers = places.map((place) => {
        const pin = pinElement(place, options.pinLabel(place), options.onSelect)
        pin.setAttribute('aria-pressed', String(place.id === selectedId))
        return new Marker({ element: pin, anchor: 'bottom' }).setLngLat([place.lng, place.lat]).addTo(map)
      })
      const selected = places.find((p) => p.id === selectedId)
      if (selected) map.easeTo({ center: [selected.lng, selected.lat] })
      else if (places.length > 1) {
        const bounds = new LngLatBounds()
        for (const place of places) bounds.extend([place.lng, place.lat])
        map.fitBounds(bounds, { padding: 48, maxZoom: 13, duration: 0 })
      } else if (places[0]) map.jumpTo({ center: [places[0].lng, places[0].lat], zoom: 12 })
    },
    destroy() {
      for (const marker of markers) marker.remove()
      map.remove()
    },
  }
}
