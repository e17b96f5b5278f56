import type { OrderSummary } from './order-summary.js'

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * Whether an order's stored `metadata.summary` has the summary's shape (the server wrote it; an order of
 * an older release, or one a dealer's system edited, may hold something else, which is then not shown).
 */
export function isOrderSummary(value: unknown): value is OrderSummary {
  if (!isRecord(value) || !isRecord(value.vehicle) || !isRecord(value.fee)) return false
  return (
    typeof value.currency === 'string' &&
    typeof value.vehicle.title === 'string' &&
    typeof value.fee.amount === 'number' &&
    typeof value.fee.currency === 'string'
  )
}
