/** One input of a finance calculator (002 §3 "Input configuration"): a range the shopper picks from. */
export interface FinanceInput<U extends string = string> {
  /** The field's label; absent, the calculator's own. */
  label?: string
  min: number
  max: number
  default: number
  /** The step between allowed values, counted from `min`. */
  interval: number
  unit: U
}

/** The three inputs of a finance product: the down payment, the duration and the rate. */
export interface FinanceInputConfig {
  /** In percent of the price, or an amount in the site's currency. */
  down_payment: FinanceInput<'percent' | 'amount'>
  duration: FinanceInput<'years' | 'months'>
  /** Percent a year; a range of one value is a fixed rate the shopper cannot change. */
  interest_rate: FinanceInput<'percent'>
}

/**
 * 002 §5: down payment 20-50 %, step 5, default 20; duration 4-7 years, default 4. The spec gives no rate:
 * 6.99 % fixed, the rate the vehicle page and the reverse calculator use when a site sets none.
 */
export const FINANCE_INPUT_DEFAULTS: FinanceInputConfig = Object.freeze({
  down_payment: Object.freeze({ min: 20, max: 50, default: 20, interval: 5, unit: 'percent' as const }),
  duration: Object.freeze({ min: 4, max: 7, default: 4, interval: 1, unit: 'years' as const }),
  interest_rate: Object.freeze({
    min: 6.99,
    max: 6.99,
    default: 6.99,
    interval: 0.01,
    unit: 'percent' as const,
  }),
})
