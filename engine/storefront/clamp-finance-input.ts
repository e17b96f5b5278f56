import type { FinanceInput } from './finance-inputs.js'

/** A typed value held to the slider's range and snapped to its interval (from min). NaN gives the default. */
export function clampFinanceInput(value: number, input: FinanceInput): number {
  if (!Number.isFinite(value)) return input.default
  const snapped = input.min + Math.round((value - input.min) / input.interval) * input.interval
  return Math.min(input.max, Math.max(input.min, snapped))
}
