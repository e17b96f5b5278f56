import { isObject } from '../tree/slot-instances.js'
/** An error of a finance input configuration, at a path inside it (["duration", "max"]). */
export interface FinanceInputError {
  path: string[]
  message: string
}

/** The largest value of an input by its unit that the schema alone cannot bound. */
const UNIT_MAX: Record<string, { max: number; message: string }> = {
  percent: { max: 100, message: 'must be at most 100 (percent)' },
  years: { max: 10, message: 'must be at most 10 (years)' },
}

/**
 * What the JSON Schema of an input configuration cannot say (run after it, on whatever is stored): in each
 * of down_payment, duration and interest_rate, min at most max, the default between them, and the range
 * within what its unit allows (100 %, 10 years: the schema's 120 allows months).
 */
export function financeInputErrors(config: unknown): FinanceInputError[] {
  if (!isObject(config)) return []
  const errors: FinanceInputError[] = []
  for (const key of ['down_payment', 'duration', 'interest_rate']) {
    const input = config[key]
    if (!isObject(input)) continue
    const { min, max } = input
    const value = input.default
    if (typeof min !== 'number' || typeof max !== 'number') continue
    if (min > max) errors.push({ path: [key, 'max'], message: `must be at least min (${min})` })
    else if (typeof value === 'number' && (value < min || value > max))
      errors.push({ path: [key, 'default'], message: `must be between min (${min}) and max (${max})` })
    const limit = typeof input.unit === 'string' ? UNIT_MAX[input.unit] : undefined
    if (limit && max > limit.max) errors.push({ path: [key, 'max'], message: limit.message })
  }
  return errors
}
