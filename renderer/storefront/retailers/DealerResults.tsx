import type { MouseEvent } from 'react'
import { classNames } from '../../html/class-names.js'
import { ControlIcon } from '../../html/icon-svg.js'
import type { HeadingLevel } from './heading-level.js'
import { RetailerDetails } from './RetailerDetails.js'
import type { RetailerLabels } from './retailer-labels.js'
import { RetailerSummary } from './RetailerSummary.js'
import type { RetailerView } from './retailer-view.js'

/** The element id of a retailer's result: the map scrolls to it. */
export const resultId = (idPrefix: string, retailerId: string) => `${idPrefix}-result-${retailerId}`

/**
 * A locator's results, nearest first: each retailer's name, distance and address, and a "View details"
 * link that opens its card in place (contact, services, hours, position, directions). The link is a real
 * URL with `_retailer`, so it works without JavaScript and the open card can be shared.
 */
export function DealerResults({
  idPrefix,
  retailers,
  openId,
  level,
  distanceOf,
  hrefOf,
  detailsLabel,
  directionsLabel,
  labels,
  onOpen,
  withCoordinates = false,
}: {
  idPrefix: string
  retailers: readonly RetailerView[]
  openId: string | undefined
  level: HeadingLevel
  distanceOf: (retailer: RetailerView) => string | undefined
  /** The page URL with this retailer's card open (or none): what the link goes to without JavaScript. */
  hrefOf: (id: string | undefined) => string
  detailsLabel: string
  directionsLabel: string
  labels: RetailerLabels
  onOpen: (id: string | undefined) => void
  /** Each retailer's position in words under its address: the readable map when no live map shows. */
  withCoordinates?: boolean
}) {
  return (
    <ol className="dealer-results" aria-label={labels.retailerList}>
      {retailers.map((retailer) => {
        const open = retailer.id === openId
        const id = resultId(idPrefix, retailer.id)
        const toggle = (event: MouseEvent) => {
          event.preventDefault()
          onOpen(open ? undefined : retailer.id)
        }
        return (
          <li
            key={retailer.id}
            id={id}
            className={classNames('dealer-result', open && 'dealer-result--open')}
          >
            <article className="retailer-card" aria-labelledby={`${id}-name`}>
              <RetailerSummary
                retailer={retailer}
                nameId={`${id}-name`}
                level={level}
                distance={distanceOf(retailer)}
                labels={labels}
                withCoordinates={withCoordinates}
              />
              <a
                className="dealer-result__toggle"
                href={hrefOf(open ? undefined : retailer.id)}
                aria-expanded={open}
                aria-controls={`${id}-details`}
                onClick={toggle}
              >
                <span>{open ? labels.closeCard : detailsLabel}</span>
                <ControlIcon name="chevron-down" className="dealer-result__chevron" />
              </a>
              <div id={`${id}-details`} className="dealer-result__details" hidden={!open}>
                <RetailerDetails
                  retailer={retailer}
                  level={level}
                  directionsLabel={directionsLabel}
                  labels={labels}
                  coordinates={!withCoordinates}
                />
              </div>
            </article>
          </li>
        )
      })}
    </ol>
  )
}
