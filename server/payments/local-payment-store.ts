import { randomUUID } from 'node:crypto'
import type { Database, Queryable } from '../db/database.js'
import { JOBS_CHANNEL } from '../jobs/lead-delivery-jobs.js'

/** A record of a local payment provider, as the provider would keep it. */
export interface LocalPayment<T> {
  id: string
  status: string
  data: T
}

/** A webhook or callback the local provider sends, delivered by the job queue (deliver-payment-webhook.ts). */
export interface PaymentWebhookDelivery {
  url: string
  headers: Record<string, string>
  body: string
  /**
   * `stripe`: signed again at each attempt with the current time, as Stripe signs every delivery (a
   * signature made at enqueue would be older than the receiver's 5-minute tolerance after a few retries).
   */
  resign?: 'stripe'
}

/**
 * The local payment providers' records (table local_payments, migration 0009): what Stripe, PayPal or LiqPay
 * keep on their side, kept here so the demo survives a restart mid-payment. Every change of status is one
 * conditional UPDATE (`WHERE status = ANY(allowed)`), so two racing captures cannot both win, and the
 * webhook the change causes is queued in the same transaction: it exists exactly when the change does.
 */
export class LocalPaymentStore {
  constructor(private readonly database: Database) {}

  /** Inserts the record unless `id` exists; answers the stored one either way (idempotent creation). */
  async create<T>(vendor: string, id: string, status: string, data: T): Promise<LocalPayment<T>> {
    await this.database.query(
      `INSERT INTO local_payments (vendor, id, status, data) VALUES ($1, $2, $3, $4::jsonb)
       ON CONFLICT (vendor, id) DO NOTHING`,
      [vendor, id, status, JSON.stringify(data)],
    )
    return (await this.find<T>(vendor, id)) as LocalPayment<T>
  }

  async find<T>(vendor: string, id: string): Promise<LocalPayment<T> | undefined> {
    const [row] = await this.database.query<LocalPayment<T>>(
      'SELECT id, status, data FROM local_payments WHERE vendor = $1 AND id = $2',
      [vendor, id],
    )
    return row
  }

  /** The record whose top-level data field `field` is `value` (a PayPal capture's order). */
  async findBy<T>(vendor: string, field: string, value: string): Promise<LocalPayment<T> | undefined> {
    const [row] = await this.database.query<LocalPayment<T>>(
      'SELECT id, status, data FROM local_payments WHERE vendor = $1 AND data->>$2 = $3 LIMIT 1',
      [vendor, field, value],
    )
    return row
  }

  /**
   * Moves the record to `status` with `data` if it is still in one of `from`, and queues `webhooks` in the
   * same transaction. Answers the new record, or undefined when it was not in `from` (any more).
   */
  async transition<T>(
    vendor: string,
    id: string,
    from: readonly string[],
    next: { status: string; data: T },
    webhooks: PaymentWebhookDelivery[] = [],
  ): Promise<LocalPayment<T> | undefined> {
    return this.database.transaction(async (tx) => {
      const [row] = await tx.query<LocalPayment<T>>(
        `UPDATE local_payments SET status = $3, data = $4::jsonb, updated_at = now()
         WHERE vendor = $1 AND id = $2 AND status = ANY($5::text[])
         RETURNING id, status, data`,
        [vendor, id, next.status, JSON.stringify(next.data), from],
      )
      if (!row) return undefined
      await queueWebhooks(tx, webhooks)
      return row
    })
  }
}

async function queueWebhooks(tx: Queryable, webhooks: PaymentWebhookDelivery[]): Promise<void> {
  for (const webhook of webhooks)
    await tx.query(`INSERT INTO jobs (id, kind, payload) VALUES ($1::uuid, 'payment_webhook', $2::jsonb)`, [
      randomUUID(),
      JSON.stringify(webhook),
    ])
  // Wakes the job workers at COMMIT, as a new lead's jobs do.
  if (webhooks.length) await tx.query('SELECT pg_notify($1, $2)', [JOBS_CHANNEL, 'payment_webhook'])
}
