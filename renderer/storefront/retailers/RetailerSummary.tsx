import { useRenderContext } from '../../context/render-context.js'
import { coordinatesText } from '../../html/coordinates-text.js'
import { uiText } from '../../html/ui-text.js'
import type { HeadingLevel } from './heading-level.js'
import type { RetailerLabels } from './retailer-labels.js'
import type { RetailerView } from './retailer-view.js'

/** A retailer's name (a heading at `level`, with the id `nameId`), its distance when known and address. */
export function RetailerSummary({
  retailer,
  nameId,
  level,
  distance,
  labels,
  withCoordinates = false,
}: {
  retailer: RetailerView
  nameId: string
  level: HeadingLevel
  /** The distance as shown, already in the block's unit. */
  distance?: string
  labels: RetailerLabels
  /** Show the position in words under the address (a map variant whose live map is not shown). */
  withCoordinates?: boolean
}) {
  const { locale } = useRenderContext()
  const Name = `h${level}` as 'h3'
  return (
    <>
      <Name id={nameId} className="retailer-card__name">
        <bdi>{retailer.name}</bdi>
      </Name>
      {distance ? <p className="retailer-card__distance">{labels.away(distance)}</p> : null}
      {retailer.lines.length ? (
        <address className="retailer-card__address">
          {retailer.lines.map((line, i) => (
            <bdi key={i}>{line}</bdi>
          ))}
        </address>
      ) : null}
      {withCoordinates && retailer.latitude !== null && retailer.longitude !== null ? (
        <p className="retailer-card__coordinates">
          <span className="visually-hidden">{labels.coordinates}: </span>
          <bdi>{coordinatesText(retailer.latitude, retailer.longitude, uiText(locale))}</bdi>
        </p>
      ) : null}
    </>
  )
}
