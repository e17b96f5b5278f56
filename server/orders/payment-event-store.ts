import type { Database } from '../db/database.js'

/**
 * Provider events (webhooks, callbacks) by vendor and event id: recording one answers whether it is new,
 * so a retried delivery is acknowledged and changes nothing twice.
 */
export class PaymentEventStore {
  constructor(private readonly database: Database) {}

  async record(event: {
    vendor: string
    eventId: string
    orderId: string | null
    type: string
    payload: unknown
  }): Promise<boolean> {
    const rows = await this.database.query(
      `INSERT INTO payment_events (vendor, event_id, order_id, type, payload)
       VALUES ($1, $2, $3, $4, $5::jsonb) ON CONFLICT DO NOTHING RETURNING event_id`,
      [event.vendor, event.eventId, event.orderId, event.type, JSON.stringify(event.payload)],
    )
    return rows.length > 0
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
