import { formatPrice } from '../storefront/format-price.js'
import type { PriceSettings } from '../storefront/price-settings.js'

/**
 * A reservation fee as the site prints prices, or, in another currency than the site's (a retailer that
 * takes its fees through LiqPay in hryvnias), the amount with its ISO code: the site's symbol would lie.
 */
export function reservationAmountText(amount: string, currency: string, settings: PriceSettings): string {
  if (currency !== settings.iso_currency) return `${amount} ${currency}`
  return formatPrice(Number(amount), settings, { type: 'purchase' })
}
