import { formatDatePattern } from '../dates/format-date-pattern.js'
import { formatPrice } from '../storefront/format-price.js'
import type { PriceSettings } from '../storefront/price-settings.js'
import { distanceBetween } from './distance-between.js'
import { placeLabel } from './place-label.js'
import type { RentalChoice, RentalLocation, RentalOptions, RentalVehicle } from './rent-a-car-types.js'
import type { RentalQuote } from './rental-quote.js'

/** The words the summary adds around the shopper's choices, in the page's language. */
export interface SummaryWords {
  extrasNone: string
  toggleOff: string
  /** The list separator (", " in English, "، " in Arabic). */
  comma: string
  /** The distance units as the language writes them. */
  units: { km: string; mi: string }
}

/**
 * The values of the summary template's placeholders (002 §3 form_summary_template): pick-up and return
 * place and date (in the block's date format), days, vehicle, its daily price, the chosen extras, the
 * estimated total, and the distance between two different branches ("" when it does not apply).
 */
export function rentalSummaryValues(input: {
  choice: RentalChoice
  locations: readonly RentalLocation[]
  vehicles: readonly RentalVehicle[]
  options: RentalOptions
  quote: RentalQuote
  prices: PriceSettings
  words: SummaryWords
}): Record<string, string> {
  const { choice, locations, vehicles, options, quote, prices, words } = input
  const dropoffPlace = choice.differentDropoff ? choice.dropoff : choice.pickup
  const vehicle = vehicles.find((v) => v.nameplate_name === choice.vehicle)
  const extras = quote.lines.map(({ extra, value }) => {
    if (typeof value === 'number') return `${extra.label} × ${value}`
    const controller = extra.subitem.controller
    const labels = controller.type === 'toggler' ? controller.labels : undefined
    return value ? extra.label : `${extra.label}: ${labels?.[0] ?? words.toggleOff}`
  })
  const at = (place: RentalChoice['pickup']) =>
    place.kind === 'location' ? locations.find((l) => l.name_key === place.key)?.coordinates : undefined
  const from = at(choice.pickup)
  const to = at(dropoffPlace)
  const distance =
    from && to && choice.differentDropoff
      ? `${distanceBetween(from, to, options.distanceUnit)} ${words.units[options.distanceUnit]}`
      : ''
  return {
    pickup_location: placeLabel(choice.pickup, locations, words.comma),
    pickup_date: formatDatePattern(choice.pickupDate, options.datePattern),
    dropoff_location: placeLabel(dropoffPlace, locations, words.comma),
    dropoff_date: formatDatePattern(choice.dropoffDate, options.datePattern),
    days: String(quote.days),
    vehicle: vehicle?.display_name ?? '',
    daily_price: formatPrice(vehicle?.price?.daily, prices),
    extras: extras.length ? extras.join(words.comma) : words.extrasNone,
    total: formatPrice(quote.total, prices),
    distance,
  }
}
