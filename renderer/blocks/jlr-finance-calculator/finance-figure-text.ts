import type { FinanceOutputKey } from '../../../engine/finance/finance-output-rows.js'
import type { FinanceQuote } from '../../../engine/finance/finance-quote.js'
import { formatPrice } from '../../../engine/storefront/format-price.js'
import type { PriceSettings } from '../../../engine/storefront/price-settings.js'
import { moneyText } from './money-text.js'

/**
 * How one figure of a quote reads: money in the site's price format (the monthly payment with the
 * locale's lease string, "/Month"), rates with a percent sign, the duration with the block's months unit.
 * created_at is not a figure of the quote: the summary writes it in the browser.
 */
export function financeFigureText(
  key: Exclude<FinanceOutputKey, 'created_at'>,
  quote: FinanceQuote,
  settings: PriceSettings,
  monthsLabel: string,
): string {
  switch (key) {
    case 'monthly_payment':
      return formatPrice(quote.monthly_payment, settings, { type: 'lease' }) || moneyText(0, settings)
    case 'monthly_payments':
      return String(quote.monthly_payments)
    case 'duration_of_agreement':
      return `${quote.duration_of_agreement} ${monthsLabel}`
    case 'interest_rate':
      return `${quote.interest_rate}%`
    case 'apr':
      return `${quote.apr}%`
    default:
      return moneyText(quote[key], settings)
  }
}
