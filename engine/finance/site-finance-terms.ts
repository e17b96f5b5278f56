import { isFinanceProductKey } from './is-finance-product-key.js'
import type { FinanceProductKey } from './finance-variants.js'

/** The mini calculator's, the journey's and the blocks' yearly rate when the site sets none. */
export const DEFAULT_FINANCE_RATE_PERCENT = 6.99

/** The one finance offer of a site: the product whose formula applies and its yearly rate in percent. */
export interface SiteFinanceTerms {
  product: FinanceProductKey
  ratePercent: number
}

/**
 * A site's finance terms from its settings (`stock_locator.finance_product`, default HirePurchaseSample;
 * `stock_locator.finance_rate`, default 6.99 %): the one source every monthly price of the site is computed
 * from (the vehicle page, its mini calculator, the journey's lease figures and the finance calculator block
 * when a product sets no rate of its own), so one car has one monthly price. docs/decisions/066.
 */
export function siteFinanceTerms(settings: Record<string, unknown>): SiteFinanceTerms {
  const raw = settings['stock_locator.finance_rate']
  const rate = typeof raw === 'number' ? raw : typeof raw === 'string' && raw.trim() ? Number(raw) : NaN
  const product = settings['stock_locator.finance_product']
  return {
    product: isFinanceProductKey(product) ? product : 'HirePurchaseSample',
    ratePercent: Number.isFinite(rate) && rate >= 0 && rate <= 100 ? rate : DEFAULT_FINANCE_RATE_PERCENT,
  }
}
