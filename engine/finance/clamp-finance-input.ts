import type { FinanceInput } from './finance-input-config.js'

/** Decimal places of a number as written (0.25 → 2), so a snapped value carries no float noise. */
const decimals = (value: number) => (String(value).split('.')[1] ?? '').length

/**
 * A typed value held to the input's range and snapped to its interval (counted from min), rounded to the
 * precision of min and interval (6.99 + 0.01 steps stay two decimals). NaN gives the default.
 */
export function clampFinanceInput(value: number, input: FinanceInput): number {
  if (!Number.isFinite(value)) return input.default
  const places = Math.min(10, Math.max(decimals(input.min), decimals(input.interval)))
  const steps = input.interval > 0 ? Math.round((value - input.min) / input.interval) : 0
  const snapped = Number((input.min + steps * input.interval).toFixed(places))
  return Math.min(input.max, Math.max(input.min, snapped))
}
