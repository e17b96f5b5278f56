import { clampFinanceInput } from './clamp-finance-input.js'
import type { FinanceInput } from './finance-input-config.js'

/**
 * Every value an input allows, from min to max by its interval (the last one max itself), when there are
 * at most `most` of them: a calculator shows so few as choice buttons, more as a slider. Null when there
 * are more.
 */
export function financeInputOptions(input: FinanceInput, most: number): number[] | null {
  if (!(input.interval > 0) || input.max < input.min) return null
  const count = Math.floor((input.max - input.min) / input.interval + 1e-9) + 1
  if (count > most) return null
  const options = Array.from({ length: count }, (_, i) =>
    clampFinanceInput(input.min + i * input.interval, input),
  )
  if (options[options.length - 1] !== input.max) options.push(input.max)
  return options.length > most ? null : options
}
