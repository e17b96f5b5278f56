import type { Vehicle } from '../stock/stock-types.js'

const times = (value: number | null | undefined, rate: number): number | null =>
  typeof value === 'number' ? Math.round(value * rate * 100) / 100 : null

/**
 * The pure part of currency exchange (000 §4): a vehicle with its price elements (price list values and old
 * prices, drive-away, msrp, total, base, gross and net prices, the per-state drive-away prices) multiplied
 * by `rate`. Converts only when the site has the `currency_exchange.api_url` setting and a positive rate
 * was fetched; otherwise the vehicle is returned as it is. `currency` becomes `isoCurrency` when given.
 */
export function exchangeVehiclePrices<V extends Pick<Vehicle, 'prices' | 'pricesDriveAway' | 'attributes'>>(
  vehicle: V,
  settings: Record<string, unknown>,
  rate: number | null,
  isoCurrency?: string,
): V {
  const url = settings['currency_exchange.api_url']
  if (typeof url !== 'string' || !url || rate === null || !Number.isFinite(rate) || rate <= 0) return vehicle
  const a = vehicle.attributes
  return {
    ...vehicle,
    prices: {
      list: vehicle.prices.list.map((p) => ({
        ...p,
        value_raw: times(p.value_raw, rate) ?? 0,
        old_price_raw: times(p.old_price_raw, rate),
      })),
    },
    pricesDriveAway: vehicle.pricesDriveAway
      ? { currentDriveAway: { value: times(vehicle.pricesDriveAway.currentDriveAway.value, rate) ?? 0 } }
      : null,
    attributes: {
      ...a,
      msrp_price: times(a.msrp_price, rate),
      total_price: times(a.total_price, rate),
      base_price: times(a.base_price, rate),
      gross_price: times(a.gross_price, rate),
      net_price: times(a.net_price, rate),
      price_metadata: a.price_metadata
        ? Object.fromEntries(Object.entries(a.price_metadata).map(([k, v]) => [k, times(v, rate) ?? 0]))
        : null,
      ...(isoCurrency ? { currency: isoCurrency } : {}),
    },
  }
}
