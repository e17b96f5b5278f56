import { financeQuote, type FinanceQuote } from './finance-quote.js'
import { roundMoney } from './round-money.js'
import type { SiteFinanceTerms } from './site-finance-terms.js'

/** What a shopper picks in any calculator of the site: a deposit (percent of the price, or an amount) and a term. */
export interface MonthlyQuoteChoice {
  /** Percent of the price; taken when `depositAmount` is absent. */
  depositPercent?: number
  /** An amount in the site's currency. */
  depositAmount?: number
  months: number
  /** A maker's or retailer's contribution to the deposit (the block's products); 0 by default. */
  depositContribution?: number
}

/**
 * The one way the storefront turns a price into a monthly payment: the site's finance terms (product and
 * rate, engine/finance/site-finance-terms.ts) over a deposit and a term. The vehicle page's price and mini
 * calculator, the finance calculator block (quoteFromInputs) and the order journey's lease figures
 * (paymentFigures) all call it, so the same car, deposit and term give the same cents everywhere. A
 * percentage deposit is rounded to the cent before the maths, as an agreement states it. Null when there
 * is nothing to quote (see financeQuote).
 */
export function monthlyQuote(
  price: number,
  terms: SiteFinanceTerms,
  choice: MonthlyQuoteChoice,
): FinanceQuote | null {
  const deposit =
    choice.depositAmount !== undefined
      ? choice.depositAmount
      : roundMoney((price * (choice.depositPercent ?? 0)) / 100)
  return financeQuote({
    product: terms.product,
    price,
    cashDeposit: deposit,
    months: choice.months,
    ratePercent: terms.ratePercent,
    depositContribution: choice.depositContribution ?? 0,
  })
}
