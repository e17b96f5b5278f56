import type { Database } from '../db/database.js'

/** Where a provider event stands: never seen, recorded but its outcome not applied yet, or done. */
export type EventState = 'new' | 'pending' | 'applied'

/**
 * Provider events (webhooks, callbacks) by vendor and event id: recording one answers whether it is new,
 * pending (recorded, but the outcome never landed: a retry must apply it) or applied, so a retried
 * delivery of a done event is acknowledged and changes nothing twice.
 */
export class PaymentEventStore {
  constructor(private readonly database: Database) {}

  async record(event: {
    vendor: string
    eventId: string
    orderId: string | null
    type: string
    payload: unknown
  }): Promise<EventState> {
    const rows = await this.database.query(
      `INSERT INTO payment_events (vendor, event_id, order_id, type, payload)
       VALUES ($1, $2, $3, $4, $5::jsonb) ON CONFLICT DO NOTHING RETURNING event_id`,
      [event.vendor, event.eventId, event.orderId, event.type, JSON.stringify(event.payload)],
    )
    if (rows.length > 0) return 'new'
    const [seen] = await this.database.query<{ applied: boolean }>(
      'SELECT applied_at IS NOT NULL AS applied FROM payment_events WHERE vendor = $1 AND event_id = $2',
      [event.vendor, event.eventId],
    )
    return seen?.applied ? 'applied' : 'pending'
  }

  /** The event's outcome reached its order (or it had none to apply). */
  async markApplied(vendor: string, eventId: string): Promise<void> {
    await this.database.query(
      `UPDATE payment_events SET applied_at = now() WHERE vendor = $1 AND event_id = $2 AND applied_at IS NULL`,
      [vendor, eventId],
    )
  }

  /** An order's events, oldest first (the admin's order detail). */
  async forOrder(
    orderId: string,
  ): Promise<{ vendor: string; event_id: string; type: string; received_at: string }[]> {
    const rows = await this.database.query<{
      vendor: string
      event_id: string
      type: string
      received_at: Date
    }>(
      'SELECT vendor, event_id, type, received_at FROM payment_events WHERE order_id = $1 ORDER BY received_at',
      [orderId],
    )
    return rows.map((row) => ({ ...row, received_at: new Date(row.received_at).toISOString() }))
  }
}
