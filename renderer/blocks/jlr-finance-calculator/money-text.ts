import { formatPrice } from '../../../engine/storefront/format-price.js'
import type { PriceSettings } from '../../../engine/storefront/price-settings.js'

/**
 * An amount of a finance quote in the site's price format. A price at or below zero prints nothing on the
 * storefront (002 §5), but a quote's zero is a figure ("no deposit", "no final payment"): it reads "$0".
 */
export function moneyText(amount: number, settings: PriceSettings): string {
  return (
    formatPrice(amount, settings) ||
    settings.format.replace(/\^|%/g, (token) => (token === '^' ? settings.symbol : '0'))
  )
}
