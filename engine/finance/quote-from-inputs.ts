import type { FinanceInputConfig } from './finance-input-config.js'
import { financeInputValues, type FinanceInputValues } from './finance-input-values.js'
import { financeQuote, type FinanceQuote } from './finance-quote.js'
import type { FinanceProductKey } from './finance-variants.js'

/**
 * The quote for what a calculator's inputs say: values held to their configured ranges, a percentage down
 * payment taken of the price, a duration in years made months. The one way every calculator (the block,
 * the vehicle page's mini calculator) turns inputs into figures.
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
  return financeQuote({
    product: input.product,
    price,
    cashDeposit:
      config.down_payment.unit === 'percent' ? (price * values.down_payment) / 100 : values.down_payment,
    months: config.duration.unit === 'years' ? values.duration * 12 : values.duration,
    ratePercent: values.interest_rate,
    depositContribution: input.depositContribution ?? 0,
  })
}
