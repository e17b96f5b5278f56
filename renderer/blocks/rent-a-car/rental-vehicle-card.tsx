import type { ReactNode } from 'react'
import type { RentalVehicle } from '../../../engine/rent-a-car/rent-a-car-types.js'
import { fillPlaceholders } from '../../../engine/rules/fill-placeholders.js'
import { formatPrice } from '../../../engine/storefront/format-price.js'
import type { PriceSettings } from '../../../engine/storefront/price-settings.js'
import { CarCard } from '../car-rent/car-card.js'
import type { RentACarText } from './rent-a-car-text.js'

/**
 * A rental car (002 §3 vehicles_list) on the car rent block's card: its image, name, daily price in the
 * site's price format and its specification list. On the block a card has a button that opens the
 * booking with it chosen; in the location step a compact card confirms the chosen car.
 */
export function RentalVehicleCard({
  vehicle,
  prices,
  text,
  compact = false,
  titleId,
  titleTag = 'p',
  children,
}: {
  vehicle: RentalVehicle
  prices: PriceSettings
  text: RentACarText
  compact?: boolean
  titleId?: string
  titleTag?: 'h2' | 'h3' | 'h4' | 'h5' | 'h6' | 'p'
  children?: ReactNode
}) {
  const price = formatPrice(vehicle.price?.daily, prices)
  return (
    <CarCard
      image={vehicle.image_id ? { id: vehicle.image_id, alt: '' } : undefined}
      title={vehicle.display_name}
      titleId={titleId}
      titleTag={titleTag}
      compact={compact}
    >
      {price ? (
        <p className="rental-vehicle__price">{fillPlaceholders(text.price_per_day, { price })}</p>
      ) : null}
      {vehicle.specification?.length ? (
        <ul className="rental-vehicle__specs">
          {vehicle.specification.map((spec, i) => (
            <li key={i}>{spec}</li>
          ))}
        </ul>
      ) : null}
      {children}
    </CarCard>
  )
}
