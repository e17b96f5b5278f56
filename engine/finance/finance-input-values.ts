import { clampFinanceInput } from './clamp-finance-input.js'
import type { FinanceInputConfig } from './finance-input-config.js'

/** What the shopper picked for each input, in the input's unit. */
export interface FinanceInputValues {
  down_payment: number
  duration: number
  interest_rate: number
}

/** Each input's value held to its range and interval; absent or not a number, its default. */
export function financeInputValues(
  config: FinanceInputConfig,
  values: Partial<FinanceInputValues> = {},
): FinanceInputValues {
  return {
    down_payment: clampFinanceInput(values.down_payment ?? Number.NaN, config.down_payment),
    duration: clampFinanceInput(values.duration ?? Number.NaN, config.duration),
    interest_rate: clampFinanceInput(values.interest_rate ?? Number.NaN, config.interest_rate),
  }
}
