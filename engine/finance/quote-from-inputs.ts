import type { FinanceInputConfig } from './finance-input-config.js'
import { financeInputValues, type FinanceInputValues } from './finance-input-values.js'
import type { FinanceQuote } from './finance-quote.js'
import type { FinanceProductKey } from './finance-variants.js'
import { monthlyQuote } from './monthly-quote.js'

/**
 * The quote for what a calculator's inputs say: values held to their configured ranges, a percentage down
 * payment taken of the price, a duration in years made months, then the site's one quote function
 * (monthlyQuote). The way every calculator with inputs (the block, the vehicle page's mini calculator)
 * turns them into figures.
 */
export function quoteFromInputs(input: {
  product: FinanceProductKey
  price: number
  config: FinanceInputConfig
  values: Partial<FinanceInputValues>
  depositContribution?: number
}): FinanceQuote | null {
  const { config, price } = input
  const values = financeInputValues(config, input.values)
  return monthlyQuote(
    price,
    { product: input.product, ratePercent: values.interest_rate },
    {
      ...(config.down_payment.unit === 'percent'
        ? { depositPercent: values.down_payment }
        : { depositAmount: values.down_payment }),
      months: config.duration.unit === 'years' ? values.duration * 12 : values.duration,
      depositContribution: input.depositContribution ?? 0,
    },
  )
}
