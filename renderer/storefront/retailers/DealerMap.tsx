import { useEffect, useRef, useState } from 'react'
import { StaticMap } from '../../blocks/location-map/static-map.js'
import type { LiveMap, MapPlace } from './live-map.js'
import type { MapSettings } from './map-settings.js'
import type { RetailerLabels } from './retailer-labels.js'

type MapState = 'drawn' | 'loading' | 'live' | 'failed'

/** The middle of Australia, where a map with nothing on it yet looks. */
const NO_PLACES_CENTER = { lat: -27.5, lng: 134 }

/**
 * The retailers on a map (decision 038). Rendered on the server (and whenever no maps library can be
 * reached: tests, offline) as a drawn map beside the list, which reads each retailer's position in words.
 * When it nears the viewport in a browser: Google Maps with the site's key, else MapLibre GL JS with the
 * site's style URL, each from its own lazily loaded chunk. A library that fails, is refused or takes too
 * long leaves the drawn map: the page never breaks because a map failed.
 */
export function DealerMap({
  places,
  selectedId,
  onSelect,
  settings,
  zoom,
  label,
  labels,
  searchInputId,
  onPlace,
  onLiveChange,
}: {
  places: readonly MapPlace[]
  selectedId: string | undefined
  onSelect: (id: string) => void
  settings: MapSettings | null
  zoom: number
  label: string
  labels: RetailerLabels
  /** The locator's search box, for Google's place suggestions. */
  searchInputId?: string
  onPlace?: (at: { lat: number; lng: number }) => void
  /** Told when a live map replaces the drawn one (the list then leaves out the positions in words). */
  onLiveChange?: (live: boolean) => void
}) {
  const box = useRef<HTMLDivElement>(null)
  const live = useRef<LiveMap | null>(null)
  const [state, setState] = useState<MapState>('drawn')
  // The map library calls back long after render: it reads the newest handlers through refs.
  const handlers = useRef({ onSelect, onPlace })
  handlers.current = { onSelect, onPlace }
  const first = useRef({ places, zoom })

  useEffect(() => {
    const element = box.current
    if (!element || !settings || (!settings.googleKey && !settings.styleUrl)) return
    let cancelled = false
    const start = async () => {
      setState('loading')
      const { places: initial, zoom: initialZoom } = first.current
      const options = {
        container: element,
        center: initial[0] ? { lat: initial[0].lat, lng: initial[0].lng } : NO_PLACES_CENTER,
        zoom: initialZoom,
        pinLabel: (place: MapPlace) => place.name,
        onSelect: (id: string) => handlers.current.onSelect(id),
      }
      try {
        const map = settings.googleKey
          ? await (
              await import('./google-live-map.js')
            ).googleLiveMap(settings, {
              ...options,
              searchInput: searchInputId
                ? (document.getElementById(searchInputId) as HTMLInputElement | null)
                : null,
              onPlace: (at) => handlers.current.onPlace?.(at),
            })
          : await (
              await import('./maplibre-live-map.js')
            ).maplibreLiveMap(settings.styleUrl as string, options)
        if (cancelled) return map.destroy()
        live.current = map
        setState('live')
      } catch (error) {
        console.warn('[retailers] the map could not be shown; the list and the drawn map stay', error)
        if (!cancelled) setState('failed')
      }
    }
    // Only when the map nears the viewport (the root margin islands hydrate with, DESIGN.md §5).
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return
        observer.disconnect()
        void start()
      },
      { rootMargin: '100px' },
    )
    observer.observe(element)
    return () => {
      cancelled = true
      observer.disconnect()
      live.current?.destroy()
      live.current = null
    }
  }, [settings, searchInputId])

  useEffect(() => {
    if (state === 'live') live.current?.show(places, selectedId)
  }, [state, places, selectedId])

  useEffect(() => onLiveChange?.(state === 'live'), [state, onLiveChange])

  const selected = places.findIndex((place) => place.id === selectedId)
  return (
    <div className="dealer-map" data-map={state}>
      <div
        ref={box}
        className="dealer-map__live"
        {...(state === 'live' ? { role: 'region', 'aria-label': label } : { 'aria-hidden': true })}
      />
      {state !== 'live' && places.length ? (
        <StaticMap
          locations={places.map((place) => ({ lat: place.lat, lng: place.lng, label: place.name }))}
          selected={selected}
          zoom={zoom}
          label={labels.mapOf(places.length)}
        />
      ) : null}
      {state === 'failed' ? (
        <p className="dealer-map__note" role="status">
          {labels.mapUnavailable}
        </p>
      ) : null}
    </div>
  )
}
