import type { RentalExtra, RentalVehicle } from './rent-a-car-types.js'

/** One chosen extra and what it adds to the rental. */
export interface QuoteLine {
  extra: RentalExtra
  value: number | boolean
  amount: number
}

/** What a rental comes to, as far as the page can tell: the shop confirms the final price. */
export interface RentalQuote {
  days: number
  vehicleAmount: number
  lines: QuoteLine[]
  total: number
}

const cents = (n: number) => Math.round(n * 100) / 100

/**
 * The estimated price of a rental: the vehicle's daily price times the days, plus each extra with a price
 * (an amount times its price, a toggle that is on once), per day or per rental as the extra says. Lines
 * are the extras whose value differs from their baseline (see controllerBaseline), in page order.
 */
export function rentalQuote(
  vehicle: RentalVehicle | undefined,
  days: number,
  extras: readonly RentalExtra[],
  values: Readonly<Record<string, number | boolean>>,
  baselineOf: (extra: RentalExtra) => number | boolean,
): RentalQuote {
  const vehicleAmount = cents((vehicle?.price?.daily ?? 0) * days)
  const lines: QuoteLine[] = []
  for (const extra of extras) {
    const value = values[extra.id] ?? baselineOf(extra)
    if (value === baselineOf(extra)) continue
    const units = typeof value === 'boolean' ? (value ? 1 : 0) : value
    const per = extra.subitem.price_per === 'day' ? days : 1
    lines.push({ extra, value, amount: cents((extra.subitem.price ?? 0) * units * per) })
  }
  const total = cents(vehicleAmount + lines.reduce((sum, line) => sum + line.amount, 0))
  return { days, vehicleAmount, lines, total }
}
