import { DEFAULT_CARD_ATTRIBUTES } from '../../../engine/storefront/card-attributes.js'
import type { PriceSettings } from '../../../engine/storefront/price-settings.js'
import type { Vehicle } from '../../../engine/stock/stock-types.js'
import { SIMILAR_VEHICLES_MAX } from '../../../engine/stock/stock-types.js'
import { Island } from '../../blocks/island.js'
import type { CardStatusProps } from '../stock-list/CardStatus.js'
import { VehicleCard } from '../stock-list/VehicleCard.js'
import CardStatusIsland from './islands/card-status.js'
import type { VehiclePageLabels } from './vehicle-page-labels.js'

/**
 * Up to 6 similar vehicles (000 §2, §9), never the vehicle of the page, as the stock list's cards so a
 * vehicle looks the same wherever it is listed.
 */
export function SimilarVehicles({
  current,
  vehicles,
  priceSettings,
  omitBrand,
  selectedState,
  labels,
}: {
  current: string
  vehicles: Vehicle[]
  priceSettings: PriceSettings
  omitBrand?: string
  selectedState?: string | null
  labels: VehiclePageLabels
}) {
  const shown = vehicles.filter((v) => v.id !== current).slice(0, SIMILAR_VEHICLES_MAX)
  if (!shown.length) return null
  return (
    <section className="vehicle-similar" aria-labelledby="vehicle-similar-title">
      <h2 className="heading heading--m" id="vehicle-similar-title">
        {labels.similar}
      </h2>
      <ul className="vehicle-similar__list">
        {shown.map((v) => (
          <li key={v.id}>
            <VehicleCard
              vehicle={v}
              priceSettings={priceSettings}
              attributeKeys={DEFAULT_CARD_ATTRIBUTES.slice(0, 4)}
              omitBrand={omitBrand}
              {...(selectedState ? { selectedState } : {})}
              renderStatus={similarStatus}
            />
          </li>
        ))}
      </ul>
    </section>
  )
}

/** A similar vehicle's status, hydrated on its own: the page and its cards are cached server HTML. */
function similarStatus(status: CardStatusProps) {
  return (
    <Island name="storefront:vehicle-page/card-status" props={status} reused>
      <CardStatusIsland {...status} />
    </Island>
  )
}
