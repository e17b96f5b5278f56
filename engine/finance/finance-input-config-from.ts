import { isObject } from '../tree/slot-instances.js'
import { FINANCE_INPUT_DEFAULTS, type FinanceInput, type FinanceInputConfig } from './finance-input-config.js'

const finite = (value: unknown, fallback: number) =>
  typeof value === 'number' && Number.isFinite(value) ? value : fallback

function inputFrom<U extends string>(
  raw: unknown,
  fallback: FinanceInput<U>,
  units: readonly U[],
): FinanceInput<U> {
  if (!isObject(raw)) return fallback
  const unit = units.includes(raw.unit as U) ? (raw.unit as U) : fallback.unit
  const min = finite(raw.min, fallback.min)
  const max = finite(raw.max, fallback.max)
  const interval = finite(raw.interval, fallback.interval)
  // A range the editor got wrong (its errors show in the editor) falls back whole: the page keeps working.
  if (min > max || !(interval > 0)) return fallback
  const input: FinanceInput<U> = {
    min,
    max,
    default: Math.min(max, Math.max(min, finite(raw.default, fallback.default))),
    interval,
    unit,
  }
  if (typeof raw.label === 'string' && raw.label.trim()) input.label = raw.label
  return input
}

/**
 * A finance product's input configuration as stored (the block's JSON, possibly partial or broken) made
 * whole: each input falls back to 002 §5's defaults field by field, an impossible range to the default
 * range, and the default is held inside its range. `rate` replaces the default rate (the vehicle page's
 * site setting).
 */
export function financeInputConfigFrom(raw: unknown, rate?: number): FinanceInputConfig {
  const d = FINANCE_INPUT_DEFAULTS
  const rateDefault =
    rate !== undefined && Number.isFinite(rate) && rate >= 0
      ? { ...d.interest_rate, min: rate, max: rate, default: rate }
      : d.interest_rate
  const config = isObject(raw) ? raw : {}
  return {
    down_payment: inputFrom(config.down_payment, d.down_payment, ['percent', 'amount']),
    duration: inputFrom(config.duration, d.duration, ['years', 'months']),
    interest_rate: inputFrom(config.interest_rate, rateDefault, ['percent']),
  }
}
