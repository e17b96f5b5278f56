import type { JourneyVehicle } from '../../../engine/orders/journey-types.js'
import type { OrderOnlineLabels } from './order-online-labels.js'

/** The vehicle being reserved, beside every step: photo, title, price and its retailer. */
export function JourneyVehicleSummary({
  vehicle,
  labels,
}: {
  vehicle: JourneyVehicle
  labels: OrderOnlineLabels
}) {
  return (
    <section className="order-vehicle" aria-labelledby="order-vehicle-title" data-vehicle-id={vehicle.id}>
      <h2 className="order-vehicle__eyebrow">{labels.vehicle}</h2>
      {vehicle.image ? (
        <img
          className="order-vehicle__image"
          src={vehicle.image.src}
          srcSet={vehicle.image.srcSet}
          sizes="(min-width: 1024px) 400px, 100vw"
          width={vehicle.image.width}
          height={vehicle.image.height}
          alt=""
        />
      ) : null}
      <p className="order-vehicle__title heading heading--s" id="order-vehicle-title">
        {vehicle.title}
      </p>
      {vehicle.subtitle ? <p className="order-vehicle__subtitle">{vehicle.subtitle}</p> : null}
      {vehicle.priceText ? (
        <p className="order-vehicle__price">
          <span>{labels.price}</span>{' '}
          <strong>
            <bdi>{vehicle.priceText}</bdi>
          </strong>
        </p>
      ) : null}
      <p className="order-vehicle__retailer">
        <span>{labels.retailer}</span> {vehicle.owner.name}
      </p>
    </section>
  )
}
