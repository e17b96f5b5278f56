/** One slider of the mini finance calculator (002 §3 "Input configuration"). */
export interface FinanceInput {
  min: number
  max: number
  default: number
  interval: number
  unit: string
}

/** 002 §5: down payment 20-50 %, step 5, default 20; duration 4-7 years, default 4. */
export const FINANCE_INPUT_DEFAULTS: { down_payment: FinanceInput; duration: FinanceInput } = {
  down_payment: { min: 20, max: 50, default: 20, interval: 5, unit: 'percent' },
  duration: { min: 4, max: 7, default: 4, interval: 1, unit: 'years' },
}
