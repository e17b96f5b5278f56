import { useState } from 'react'
import { distanceKm } from '../../../engine/dealers/distance-km.js'
import type { BlockProps } from '../../block-props.js'
import { useRenderContext } from '../../context/render-context.js'
import { Heading } from '../../html/heading.js'
import { RichText } from '../../html/rich-text.js'
import { formatDistance } from '../../storefront/retailers/format-distance.js'
import { levelUnder } from '../../storefront/retailers/heading-level.js'
import type { RetailerCardsData } from '../../storefront/retailers/load-retailer-cards.js'
import { RetailerCard } from '../../storefront/retailers/RetailerCard.js'
import { retailerFromCard } from '../../storefront/retailers/retailer-from-card.js'
import { retailerFromDealer } from '../../storefront/retailers/retailer-from-dealer.js'
import type { RetailerView } from '../../storefront/retailers/retailer-view.js'
import { useGeolocation } from '../../storefront/retailers/use-geolocation.js'
import { useRetailerLabels } from '../../storefront/retailers/use-retailer-labels.js'

/**
 * Retailer cards (002 §3): the retailers of the Dealers screen the block names (or its market's), then the
 * cards typed into it, each with address, ways to get in touch, services, opening hours and directions.
 * "Show distances from me" asks the browser where the shopper is and orders the cards nearest first,
 * with the distance in the block's unit.
 */
export function JlrRetailerCards({ block, attributes: a, data }: BlockProps<'jlr-retailer-cards'>) {
  const { locale } = useRenderContext()
  const labels = useRetailerLabels()
  const geo = useGeolocation()
  const [from, setFrom] = useState<{ lat: number; lng: number } | null>(null)
  const loaded = (data as RetailerCardsData | undefined)?.dealers ?? []
  const retailers: RetailerView[] = [
    ...loaded.map((dealer) => retailerFromDealer(dealer, locale, labels)),
    ...(a.retailers ?? []).map(retailerFromCard),
  ]
  if (!retailers.length) {
    return data ? null : (
      <p className="retailer-cards__placeholder">Retailer cards: the retailers show on the site</p>
    )
  }
  const measured = retailers.map((retailer) =>
    from && retailer.latitude !== null && retailer.longitude !== null
      ? { ...retailer, distanceKm: distanceKm(from, { lat: retailer.latitude, lng: retailer.longitude }) }
      : retailer,
  )
  const shown = from
    ? [...measured].sort((x, y) => (x.distanceKm ?? Infinity) - (y.distanceKm ?? Infinity))
    : measured
  const idPrefix = `cards-${block.id.replace(/[^A-Za-z0-9_-]/g, '-')}`
  const unit = a.distance_unit ?? 'km'
  return (
    <section className="retailer-cards" aria-labelledby={a.heading ? `${idPrefix}-heading` : undefined}>
      <div className="container">
        {a.heading ? (
          <Heading tag={a.header_tag} size="l" className="retailer-cards__heading" id={`${idPrefix}-heading`}>
            {a.heading}
          </Heading>
        ) : null}
        {a.paragraph ? <RichText html={a.paragraph} className="retailer-cards__intro" /> : null}
        {geo.available ? (
          <p className="retailer-cards__locate">
            <button
              type="button"
              className="button button--secondary"
              onClick={() => geo.locate(setFrom)}
              disabled={geo.status === 'locating'}
            >
              {geo.status === 'locating'
                ? labels.locating
                : (a.distance_button_label ?? 'Show distances from me')}
            </button>
          </p>
        ) : null}
        {geo.status === 'failed' ? (
          <p className="retailer-cards__problem" role="alert">
            {a.location_error_text ?? 'We could not find your location.'}
          </p>
        ) : null}
        <ul className="retailer-cards__list">
          {shown.map((retailer) => (
            <li key={retailer.id}>
              <RetailerCard
                retailer={retailer}
                idPrefix={`${idPrefix}-${retailer.id}`}
                level={levelUnder(a.heading ? a.header_tag : 'H1')}
                distance={
                  retailer.distanceKm === undefined
                    ? undefined
                    : formatDistance(retailer.distanceKm, unit, locale)
                }
                directionsLabel={a.directions_label ?? 'Get directions'}
                labels={labels}
              />
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
