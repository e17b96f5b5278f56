import { FINANCE_VARIANTS, type FinanceProductKey } from './finance-variants.js'

/** Whether a stored value names a known finance product variant. */
export function isFinanceProductKey(value: unknown): value is FinanceProductKey {
  return typeof value === 'string' && Object.hasOwn(FINANCE_VARIANTS, value)
}
