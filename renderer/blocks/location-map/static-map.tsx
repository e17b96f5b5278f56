import { classNames } from '../../html/class-names.js'

interface Place {
  lat: number
  lng: number
  label: string
}

/** The map box's width over its height (CSS aspect-ratio 4 / 3). */
const ASPECT = 4 / 3

/** Places as fractions (0..1) of the map box, east to the right, with the places fitted to a margin. */
function project(places: readonly Place[], zoom: number): { x: number; y: number }[] {
  // Equirectangular with the longitude scaled at the mean latitude: true enough at city scale.
  const meanLat = places.reduce((sum, p) => sum + p.lat, 0) / places.length
  const k = Math.cos((meanLat * Math.PI) / 180)
  const xs = places.map((p) => p.lng * k)
  const ys = places.map((p) => -p.lat)
  const minX = Math.min(...xs)
  const maxX = Math.max(...xs)
  const minY = Math.min(...ys)
  const maxY = Math.max(...ys)
  // A single place (or places at one point) sits in the middle; the map zoom sets the spread otherwise.
  const span = Math.max(maxX - minX, (maxY - minY) * ASPECT, 360 / 2 ** Math.max(zoom, 1))
  const cx = (minX + maxX) / 2
  const cy = (minY + maxY) / 2
  const scale = 0.52 / span
  return places.map((_, i) => ({
    x: 0.5 + ((xs[i] ?? 0) - cx) * scale,
    y: 0.5 + ((ys[i] ?? 0) - cy) * scale * ASPECT,
  }))
}

/**
 * A drawn map: a graticule, and a pin per location at its projected place, the chosen one large with
 * its name. Decorative for assistive technology beyond its label: the details beside it say where.
 * A map has no reading direction, so the box is left-to-right in every language.
 */
export function StaticMap({
  locations,
  selected,
  zoom,
  label,
}: {
  locations: readonly Place[]
  selected: number
  zoom: number
  label: string
}) {
  const points = project(locations, zoom)
  return (
    <div className="static-map" role="img" aria-label={label} dir="ltr">
      <svg className="static-map__roads" viewBox="0 0 400 300" preserveAspectRatio="none" aria-hidden="true">
        <path d="M-10 210 C 80 190, 140 240, 220 200 S 360 120, 410 140" />
        <path d="M60 -10 C 90 80, 70 160, 120 310" />
        <path d="M250 -10 C 240 90, 300 170, 280 310" />
        <path d="M-10 70 C 100 90, 200 40, 410 60" className="static-map__road--minor" />
        <path d="M150 -10 C 170 120, 200 200, 330 310" className="static-map__road--minor" />
      </svg>
      {points.map((point, i) => (
        <span
          key={i}
          className={classNames('static-map__pin', i === selected && 'static-map__pin--selected')}
          style={{ insetInlineStart: `${point.x * 100}%`, insetBlockStart: `${point.y * 100}%` }}
          aria-hidden="true"
        >
          <span className="static-map__dot" />
          {i === selected ? (
            <span className="static-map__label" dir="auto">
              {locations[i]?.label}
            </span>
          ) : null}
        </span>
      ))}
    </div>
  )
}
