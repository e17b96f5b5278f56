import { FINANCE_INPUT_DEFAULTS } from '../finance/finance-input-config.js'
import { monthlyQuote } from '../finance/monthly-quote.js'
import type { SiteFinanceTerms } from '../finance/site-finance-terms.js'
import type { DisplayedPrices } from './displayed-prices.js'
import { formatPrice } from './format-price.js'
import type { PriceSettings } from './price-settings.js'

/**
 * A vehicle's displayed prices with its lease price made the site's quote: the monthly payment of the
 * purchase price shown, at the calculators' starting deposit and term (20 %, 4 years) and the site's finance
 * terms. A stock feed's own lease figure is a fourth rate the shopper could not reproduce anywhere, so it
 * is not shown (docs/decisions/066). Without a purchase price, or with nothing to quote, the lease entry is
 * left out rather than show a figure no calculator agrees with.
 */
export function withQuotedLease(
  prices: DisplayedPrices,
  terms: SiteFinanceTerms,
  settings: PriceSettings,
  context: 'default' | 'stock_locator' = 'default',
): DisplayedPrices {
  if (!prices.prices.some((p) => p.type === 'lease')) return prices
  const purchase = prices.prices.find((p) => p.type === 'purchase')?.value
  const quote =
    purchase === undefined
      ? null
      : monthlyQuote(purchase, terms, {
          depositPercent: FINANCE_INPUT_DEFAULTS.down_payment.default,
          months: FINANCE_INPUT_DEFAULTS.duration.default * 12,
        })
  const monthly = quote?.monthly_payment ?? 0
  const text = monthly > 0 ? formatPrice(monthly, settings, { type: 'lease', context }) : ''
  return {
    ...prices,
    prices: prices.prices.flatMap((p) =>
      p.type !== 'lease' ? [p] : text ? [{ ...p, value: monthly, text, oldText: null }] : [],
    ),
  }
}
