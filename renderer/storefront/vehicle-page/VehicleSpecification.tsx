import type { Vehicle } from '../../../engine/stock/stock-types.js'
import { cardAttributeValue } from '../../../engine/storefront/card-attributes.js'
import { formatPrice } from '../../../engine/storefront/format-price.js'
import type { PriceSettings } from '../../../engine/storefront/price-settings.js'
import { seatsLabel } from '../../../engine/storefront/seats-label.js'
import type { VehiclePageLabels } from './vehicle-page-labels.js'

/**
 * The specification table (000 §3 specification and derived values), the description and the standard
 * and optional features (options with their price). Rows without a value are left out.
 */
export function VehicleSpecification({
  vehicle,
  labels,
  priceSettings,
  locale = 'en',
}: {
  vehicle: Vehicle
  labels: VehiclePageLabels
  priceSettings: PriceSettings
  /** The page's locale: the words of coded values and units (numbers stay as they are). */
  locale?: string
}) {
  const a = vehicle.attributes
  const rows: [string, string][] = [
    [labels.brand, a.nameplate_brand_name],
    [labels.model, a.nameplate_name],
    [labels.version, a.version],
    [labels.productionYear, cardAttributeValue(vehicle, 'productionYear', locale)],
    [labels.modelYear, a.model_year],
    [labels.mileage, cardAttributeValue(vehicle, 'mileage', locale)],
    [labels.engines, cardAttributeValue(vehicle, 'engines', locale)],
    [labels.capacity, cardAttributeValue(vehicle, 'capacity', locale)],
    [labels.power, cardAttributeValue(vehicle, 'power', locale)],
    [labels.transmission, labels.values[a.transmission] ?? a.transmission],
    [labels.drivetrain, cardAttributeValue(vehicle, 'drivetrain', locale)],
    [labels.color, a.color_name],
    [labels.colorInterior, a.interior_color],
    [labels.seats, seatsLabel(a.number_of_seats, { one: labels.seat, many: labels.seatsWord })],
    [labels.vin, a.vin],
    [labels.status, labels.values[a.status] ?? a.status],
    [labels.deliveryDate, a.delivery_date ?? ''],
  ]
  const options = (a.features_optional ?? []).filter((f) => f.name)
  return (
    <section className="vehicle-spec" aria-labelledby="vehicle-spec-title">
      <h2 className="heading heading--s" id="vehicle-spec-title">
        {labels.specification}
      </h2>
      <dl className="vehicle-spec__table">
        {rows
          .filter(([, value]) => value)
          .map(([label, value]) => (
            <div className="vehicle-spec__row" key={label}>
              <dt>{label}</dt>
              <dd dir="auto">{value}</dd>
            </div>
          ))}
      </dl>
      {a.long_description ? (
        <div className="vehicle-spec__description">
          <h3 className="heading heading--xs">{labels.description}</h3>
          <p>{a.long_description}</p>
        </div>
      ) : null}
      {a.features_standard?.length ? (
        <div className="vehicle-spec__features">
          <h3 className="heading heading--xs">{labels.standardFeatures}</h3>
          <ul>
            {a.features_standard.map((f) => (
              <li key={f}>{f}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {options.length ? (
        <div className="vehicle-spec__features">
          <h3 className="heading heading--xs">{labels.optionalFeatures}</h3>
          <ul>
            {options.map((f) => (
              <li key={f.name}>
                <span>{f.name}</span>{' '}
                <span className="vehicle-spec__option-price" dir="ltr">
                  {formatPrice(f.price, priceSettings)}
                </span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {a.footnote ? <p className="vehicle-spec__footnote">{a.footnote}</p> : null}
    </section>
  )
}
