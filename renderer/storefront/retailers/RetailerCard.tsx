import type { HeadingLevel } from './heading-level.js'
import { RetailerDetails } from './RetailerDetails.js'
import type { RetailerLabels } from './retailer-labels.js'
import { RetailerSummary } from './RetailerSummary.js'
import type { RetailerView } from './retailer-view.js'

/**
 * A retailer's card (002 §3 "Retailer card"): name, distance when known, address, then its details (ways
 * to get in touch, services, opening hours, position, directions). `level` is the heading level of the
 * name; the details' sections take the next one.
 */
export function RetailerCard({
  retailer,
  idPrefix,
  level = 3,
  distance,
  directionsLabel,
  labels,
}: {
  retailer: RetailerView
  idPrefix: string
  level?: HeadingLevel
  /** The distance as shown, already in the block's unit. */
  distance?: string
  directionsLabel: string
  labels: RetailerLabels
}) {
  const nameId = `${idPrefix}-name`
  return (
    <article className="retailer-card" aria-labelledby={nameId}>
      <RetailerSummary
        retailer={retailer}
        nameId={nameId}
        level={level}
        distance={distance}
        labels={labels}
      />
      <RetailerDetails retailer={retailer} level={level} directionsLabel={directionsLabel} labels={labels} />
    </article>
  )
}
