import type { Queryable } from '../db/database.js'

/** The channel a change of a vehicle's status is announced on (docs/decisions/026): no payload. */
export const STOCK_CHANNEL = 'stock_changed'

/**
 * Announces, inside the transaction that changed a vehicle's status, that pages showing live stock are
 * stale: PostgreSQL delivers the notification on commit, to every process, and never for a rollback.
 */
export async function announceStockChange(q: Queryable): Promise<void> {
  await q.query('SELECT pg_notify($1, $2)', [STOCK_CHANNEL, ''])
}
