import type { PriceType, Vehicle } from '../stock/stock-types.js'
import { driveAwayPrice } from './drive-away-price.js'
import { formatPrice } from './format-price.js'
import { withQuotedLease } from './with-quoted-lease.js'
import type { PriceSettings } from './price-settings.js'

export interface DisplayedPrice {
  type: PriceType
  /** True when the purchase price shown is the drive-away price. */
  driveAway: boolean
  value: number
  text: string
  /** The struck-through old price, when the entry has one above the price shown. */
  oldText: string | null
}

export interface DisplayedPrices {
  /** 000 §4: price_hidden with a financing option shows "price on request" instead of any price. */
  onRequest: boolean
  prices: DisplayedPrice[]
  /** The vehicle's prices_type when set: the tax notice is shown (000 §4). */
  taxNotice: string | null
}

/**
 * The prices a vehicle page or card shows (000 §3-4, 002 §6), formatted with the site's price settings:
 * entries hidden from visitors are left out; the drive-away price (see driveAwayPrice) overrides the
 * purchase price; an entry's old price shows when its oldPrice flag is set and it is above the price shown;
 * prices at or below zero are left out. A vehicle whose price is hidden and that has a financing option
 * shows no price, only "price on request". Without a purchase entry, a drive-away price still shows as
 * the purchase price.
 */
export function displayedPrices(
  vehicle: Pick<Vehicle, 'attributes' | 'pricesDriveAway' | 'prices'>,
  settings: PriceSettings,
  options: { selectedState?: string | null; context?: 'default' | 'stock_locator' } = {},
): DisplayedPrices {
  const a = vehicle.attributes
  const taxNotice = a.prices_type ? a.prices_type : null
  if (a.price_hidden && (a.financing_options?.length ?? 0) > 0)
    return { onRequest: true, prices: [], taxNotice }
  const driveAway = driveAwayPrice(vehicle, options.selectedState)
  const entries = vehicle.prices.list.filter((p) => !p.hiddenFromVisitors)
  if (driveAway !== null && !entries.some((p) => p.type === 'purchase'))
    entries.unshift({
      type: 'purchase',
      value_raw: driveAway,
      old_price_raw: null,
      oldPrice: false,
      hiddenFromVisitors: false,
    })
  const prices: DisplayedPrice[] = []
  for (const entry of entries) {
    const useDriveAway = entry.type === 'purchase' && driveAway !== null
    const value = useDriveAway ? (driveAway as number) : entry.value_raw
    const text = formatPrice(value, settings, { type: entry.type, context: options.context })
    if (!text) continue
    const old =
      entry.oldPrice && entry.old_price_raw !== null && entry.old_price_raw > value
        ? entry.old_price_raw
        : null
    prices.push({
      type: entry.type,
      driveAway: useDriveAway,
      value,
      text,
      oldText:
        old === null
          ? null
          : formatPrice(old, settings, { type: entry.type, context: options.context }) || null,
    })
  }
  // A feed's own lease figure is not shown: the site's quote is (decision 066).
  return withQuotedLease({ onRequest: false, prices, taxNotice }, settings.finance, settings, options.context)
}
