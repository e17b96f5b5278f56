import { DEFAULT_CARD_ATTRIBUTES } from '../../../engine/storefront/card-attributes.js'
import type { PriceSettings } from '../../../engine/storefront/price-settings.js'
import type { Vehicle } from '../../../engine/stock/stock-types.js'
import { SIMILAR_VEHICLES_MAX } from '../../../engine/stock/stock-types.js'
import { VehicleCard } from '../stock-list/VehicleCard.js'
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
            />
          </li>
        ))}
      </ul>
    </section>
  )
}
