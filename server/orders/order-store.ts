import { randomUUID } from 'node:crypto'
import { OWNING_STATUSES, canMoveOrder, type OrderStatus } from '../../engine/orders/order-status.js'
import type { Database, Queryable } from '../db/database.js'
import { OrderError } from './order-error.js'
import type { Order, OrderTransition, PaymentStatus } from './order.js'
import { newOrderNumber } from './order-number.js'
import { announceStockChange } from '../stock/stock-changes.js'
import { isoTime } from '../db/iso-time.js'
import { VehicleBuildStore } from './vehicle-build-store.js'

interface OrderRow extends Omit<Order, 'amount_minor' | 'created_at' | 'updated_at'> {
  amount_minor: string | number
  created_at: Date | string
  updated_at: Date | string
  vehicle_status_before: string | null
  reservation_phone?: string | null
}

const orderNotFound = (orderNumber: string) => new OrderError('order_not_found', `No order ${orderNumber}.`)

const NOW = "date_trunc('milliseconds', clock_timestamp())"

function toOrder({ vehicle_status_before: _before, reservation_phone: _phone, ...row }: OrderRow): Order {
  return {
    ...row,
    amount_minor: Number(row.amount_minor),
    created_at: isoTime(row.created_at),
    updated_at: isoTime(row.updated_at),
  }
}

export interface NewOrder {
  site: string
  locale: string
  vehicleId: string
  lockId: string
  vendor: string
  amountMinor: number
  currency: string
  customer: Record<string, unknown>
  metadata: Record<string, unknown>
  leadId?: string | null
  /**
   * For a free reservation (NO_PAYMENT_JAPAN): the phone verification whose number may have no other open
   * free reservation (decision 064).
   */
  freeReservationOf?: string | null
}

/** The unique index that keeps one open free reservation per verified number (migration 0026). */
const ONE_FREE_PER_PHONE = 'orders_one_free_reservation_per_phone'

/** Whether `error` is PostgreSQL refusing a row under the unique index `index`. */
function violates(error: unknown, index: string): boolean {
  const e = error as { code?: unknown; constraint?: unknown; message?: unknown } | null
  return (
    e?.code === '23505' &&
    (e.constraint === index || (typeof e.message === 'string' && e.message.includes(index)))
  )
}

export interface OrderMove {
  to: OrderStatus
  paymentStatus?: PaymentStatus
  paymentRef?: string
  reason: string
  actor: string
}

/** A move refused because the order is not in a status it can leave that way (answered 409). */
export const impossibleTransition = (from: OrderStatus, to: OrderStatus) =>
  new OrderError('impossible_transition', `An order that is ${from} cannot become ${to}.`, {
    from,
    to,
  })

/** The code of the 409 a second order for a hold with an open order answers (OrderStore.create). */
export const ORDER_IN_PROGRESS = 'order_in_progress' as const

/** The code of the 409 for a second open free reservation of one verified number (decision 064). */
export const FREE_RESERVATION_OPEN = 'free_reservation_open' as const

/**
 * The orders table with its recorded transitions (server/db/migrations/0009). Every status change is one
 * conditional UPDATE (the row moves only from a status the transition table allows) plus its transition
 * row, in one transaction; a move into a status that owns the vehicle marks the vehicle reserved in the
 * stock in that same transaction, and a move out of it gives the vehicle back.
 */
export class OrderStore {
  private readonly builds: VehicleBuildStore

  constructor(private readonly database: Database) {
    this.builds = new VehicleBuildStore(database)
  }

  /**
   * Creates an order for a vehicle the shopper holds: the lock must be live and theirs (checked and held
   * FOR UPDATE inside the transaction, so it cannot expire into someone else's hands halfway).
   */
  async create(input: NewOrder, tx?: Queryable): Promise<Order> {
    const run = async (q: Queryable) => {
      const [lock] = await q.query(
        `SELECT 1 FROM vehicle_locks WHERE vehicle_id = $1 AND lock_id = $2 AND expires_at > now() FOR UPDATE`,
        [input.vehicleId, input.lockId],
      )
      if (!lock)
        throw new OrderError('lock_expired', 'The reservation time ran out: open the checkout again.', {
          field: 'lock_id',
        })
      // Under the lock row's FOR UPDATE: a second order for the same hold placed at the same moment (a
      // double click) waits here for the first and then finds it, instead of making a second open order.
      const [open] = await q.query<{ order_number: string }>(
        `SELECT order_number FROM orders WHERE lock_id = $1 AND status IN ('created', 'payment_pending') LIMIT 1`,
        [input.lockId],
      )
      if (open)
        throw new OrderError(ORDER_IN_PROGRESS, 'An order for this reservation is already being placed', {
          order_number: open.order_number,
        })
      const id = randomUUID()
      // A free reservation carries its verified number (E.164, as its verification stored it): the unique
      // index refuses a second open one for the number, also when two arrive at once.
      const [row] = await q
        .query<OrderRow>(
          `INSERT INTO orders (id, order_number, site, locale, vehicle_id, lock_id, status, payment_status,
             vendor, amount_minor, currency, customer, metadata, lead_id, reservation_phone)
           VALUES ($1, $2, $3, $4, $5, $6, 'created', $7, $8, $9, $10, $11::jsonb, $12::jsonb, $13,
             (SELECT phone FROM phone_verifications WHERE id = $14::uuid))
           RETURNING *`,
          [
            id,
            newOrderNumber(),
            input.site,
            input.locale,
            input.vehicleId,
            input.lockId,
            input.amountMinor === 0 ? 'not_required' : 'pending',
            input.vendor,
            input.amountMinor,
            input.currency,
            JSON.stringify(input.customer),
            JSON.stringify(input.metadata),
            input.leadId ?? null,
            input.freeReservationOf ?? null,
          ],
        )
        .catch((error: unknown) => {
          if (!violates(error, ONE_FREE_PER_PHONE)) throw error
          throw new OrderError(
            FREE_RESERVATION_OPEN,
            'This phone number already has a free reservation open: one free reservation per number at a time',
            [{ field: 'order.phone_number', message: 'already has an open free reservation' }],
          )
        })
      await q.query(
        `INSERT INTO order_transitions (order_id, from_status, to_status, reason, actor)
         VALUES ($1, NULL, 'created', 'order created', 'shopper')`,
        [id],
      )
      return toOrder(row as OrderRow)
    }
    return tx ? run(tx) : this.database.transaction(run)
  }

  async byNumber(orderNumber: string): Promise<Order | null> {
    const [row] = await this.database.query<OrderRow>('SELECT * FROM orders WHERE order_number = $1', [
      orderNumber,
    ])
    return row ? toOrder(row) : null
  }

  /**
   * The order as it is now, its row locked until `tx` ends: a decision taken on it cannot be overtaken by
   * a webhook, a callback or a second confirm, which queue here.
   */
  async locked(orderNumber: string, tx: Queryable): Promise<Order | null> {
    const [row] = await tx.query<OrderRow>('SELECT * FROM orders WHERE order_number = $1 FOR UPDATE', [
      orderNumber,
    ])
    return row ? toOrder(row) : null
  }

  /** Whether the order's own hold on its vehicle is still live (an authorisation needs it). */
  async holdLive(order: Order, tx: Queryable): Promise<boolean> {
    if (!order.lock_id) return false
    const [lock] = await tx.query(
      'SELECT 1 FROM vehicle_locks WHERE vehicle_id = $1 AND lock_id = $2 AND expires_at > now()',
      [order.vehicle_id, order.lock_id],
    )
    return Boolean(lock)
  }

  async byId(id: string): Promise<Order | null> {
    const [row] = await this.database.query<OrderRow>('SELECT * FROM orders WHERE id = $1', [id])
    return row ? toOrder(row) : null
  }

  async byPaymentRef(vendor: string, paymentRef: string): Promise<Order | null> {
    const [row] = await this.database.query<OrderRow>(
      'SELECT * FROM orders WHERE vendor = $1 AND payment_ref = $2',
      [vendor, paymentRef],
    )
    return row ? toOrder(row) : null
  }

  /** Records the provider's payment reference once the payment exists at the provider. */
  async attachPayment(orderNumber: string, paymentRef: string, tx?: Queryable): Promise<Order> {
    const q = tx ?? this.database
    const [row] = await q.query<OrderRow>(
      `UPDATE orders SET payment_ref = $2, updated_at = ${NOW}
       WHERE order_number = $1 AND (payment_ref IS NULL OR payment_ref = $2) RETURNING *`,
      [orderNumber, paymentRef],
    )
    if (!row) {
      // On the same connection: inside a transaction another one would wait for it (PGlite has one).
      const [existing] = await q.query('SELECT 1 FROM orders WHERE order_number = $1', [orderNumber])
      if (!existing) throw orderNotFound(orderNumber)
      throw new OrderError('payment_exists', 'This order already has a payment.')
    }
    return toOrder(row)
  }

  /**
   * Records the provider's payment for an order and, when it was just created, moves it to payment pending:
   * both in one transaction, so no order has a payment without its transition.
   */
  async startPayment(order: Order, paymentRef: string, reason: string): Promise<void> {
    await this.database.transaction(async (tx) => {
      const attached = await this.attachPayment(order.order_number, paymentRef, tx)
      // The row's own status, not the caller's copy: a simultaneous call for the same payment may have
      // moved it already, and that is not an impossible transition.
      if (attached.status === 'created')
        await this.move(order.order_number, { to: 'payment_pending', reason, actor: 'shopper' }, tx)
    })
  }

  /**
   * Moves an order to `move.to`. Into a status that owns the vehicle (paid, authorised, confirmed), the
   * vehicle row is locked and, when another order already owns it or another shopper holds a live lock on
   * it (this order's lock ran out and was taken over), the order goes to `manual_review` instead: the
   * payment is kept for the dealer to refund, and the vehicle never has two owners. Answers the order
   * after the move.
   */
  async move(orderNumber: string, move: OrderMove, tx?: Queryable): Promise<Order> {
    const run = async (q: Queryable): Promise<Order> => {
      const [current] = await q.query<OrderRow>('SELECT * FROM orders WHERE order_number = $1 FOR UPDATE', [
        orderNumber,
      ])
      if (!current) throw orderNotFound(orderNumber)
      const from = current.status
      if (!canMoveOrder(from, move.to)) throw impossibleTransition(from, move.to)
      let to = move.to
      let reason = move.reason
      const owns = OWNING_STATUSES.includes(to)
      const owned = OWNING_STATUSES.includes(from)
      let vehicleStatusBefore = current.vehicle_status_before
      if (owns && !owned) {
        const conflict = await this.ownershipConflict(q, current)
        if (conflict) {
          to = 'manual_review'
          reason = `${move.reason}; ${conflict}`
        } else {
          const vehicle = await this.lockVehicle(q, current.vehicle_id)
          vehicleStatusBefore = vehicle?.status ?? null
          if (vehicle?.build) await this.builds.reserve(q, current.vehicle_id)
          else {
            await q.query(
              `UPDATE vehicles SET status = 'reserved', data = jsonb_set(data, '{attributes,status}', '"reserved"')
               WHERE id = $1`,
              [current.vehicle_id],
            )
            await announceStockChange(q)
          }
          await q.query('DELETE FROM vehicle_locks WHERE vehicle_id = $1', [current.vehicle_id])
        }
      } else if (owned && !OWNING_STATUSES.includes(to) && current.vehicle_status_before) {
        // The vehicle goes back on sale with the status it had. A build stays with its order: it was built
        // for that shopper, whose next checkout makes a new one (decision 070).
        const back = await q.query(
          `UPDATE vehicles SET status = $2, data = jsonb_set(data, '{attributes,status}', to_jsonb($2::text))
           WHERE id = $1 AND status = 'reserved' RETURNING id`,
          [current.vehicle_id, current.vehicle_status_before],
        )
        if (back.length) await announceStockChange(q)
      }
      const [row] = await q.query<OrderRow>(
        `UPDATE orders SET status = $2, payment_status = COALESCE($3, payment_status),
           payment_ref = COALESCE($4, payment_ref), vehicle_status_before = $5, updated_at = ${NOW}
         WHERE id = $1 RETURNING *`,
        [current.id, to, move.paymentStatus ?? null, move.paymentRef ?? null, vehicleStatusBefore],
      )
      await q.query(
        `INSERT INTO order_transitions (order_id, from_status, to_status, reason, actor)
         VALUES ($1, $2, $3, $4, $5)`,
        [current.id, from, to, reason, move.actor],
      )
      // Money going back is told to the shopper by mail: queued with the move that records it, whichever
      // path gave it back (the admin, the settlement, the provider's own event), and only once.
      if (move.paymentStatus === 'refunded' && current.payment_status !== 'refunded')
        await q.query(
          `INSERT INTO jobs (id, kind, order_id)
           SELECT gen_random_uuid(), 'order_refund', $1
           WHERE NOT EXISTS (SELECT 1 FROM jobs WHERE order_id = $1 AND kind = 'order_refund')`,
          [current.id],
        )
      return toOrder(row as OrderRow)
    }
    return tx ? run(tx) : this.database.transaction(run)
  }

  /** Why `order` cannot own its vehicle now, or null when it can. */
  private async ownershipConflict(q: Queryable, order: OrderRow): Promise<string | null> {
    // Lock the vehicle first: every ownership change of this vehicle queues here, so the checks below
    // cannot race (the unique index orders_one_owner is the backstop).
    const vehicle = await this.lockVehicle(q, order.vehicle_id)
    if (!vehicle) return 'the vehicle is no longer in stock'
    const [owner] = await q.query<{ order_number: string }>(
      `SELECT order_number FROM orders WHERE vehicle_id = $1 AND id <> $2 AND status = ANY ($3::text[])`,
      [order.vehicle_id, order.id, OWNING_STATUSES],
    )
    if (owner) return `the vehicle already belongs to order ${owner.order_number}`
    if (vehicle.status === 'sold' || vehicle.status === 'reserved') return `the vehicle is ${vehicle.status}`
    const [other] = await q.query(
      `SELECT 1 FROM vehicle_locks WHERE vehicle_id = $1 AND expires_at > now()
       AND lock_id IS DISTINCT FROM $2`,
      [order.vehicle_id, order.lock_id],
    )
    if (other) return 'another shopper holds the vehicle since this order’s time ran out'
    return null
  }

  /**
   * The order's vehicle row, locked until `q` ends: a stock vehicle, or a shopper's build (decision 070).
   * Null when neither exists (any more).
   */
  private async lockVehicle(q: Queryable, id: string): Promise<{ status: string; build: boolean } | null> {
    const [vehicle] = await q.query<{ status: string }>(
      'SELECT status FROM vehicles WHERE id = $1 FOR UPDATE',
      [id],
    )
    if (vehicle) return { status: vehicle.status, build: false }
    const build = await this.builds.lockedStatus(q, id)
    return build === null ? null : { status: build, build: true }
  }

  /** Marks the payment's status without moving the order (a declined card: the shopper may try again). */
  async setPaymentStatus(
    orderNumber: string,
    paymentStatus: PaymentStatus,
    reason: string,
    actor: string,
    tx?: Queryable,
  ) {
    const run = async (q: Queryable) => {
      const [row] = await q.query<OrderRow>(
        `UPDATE orders SET payment_status = $2, updated_at = ${NOW} WHERE order_number = $1 RETURNING *`,
        [orderNumber, paymentStatus],
      )
      if (!row) throw orderNotFound(orderNumber)
      await q.query(
        `INSERT INTO order_transitions (order_id, from_status, to_status, reason, actor)
         VALUES ($1, $2, $2, $3, $4)`,
        [row.id, row.status, `${reason} (payment ${paymentStatus})`, actor],
      )
      return toOrder(row)
    }
    return tx ? run(tx) : this.database.transaction(run)
  }

  /** The order a shopper's lock already started and that still waits for payment (a repeated submit). */
  async openOrderForLock(lockId: string): Promise<Order | null> {
    const [row] = await this.database.query<OrderRow>(
      `SELECT * FROM orders WHERE lock_id = $1 AND status IN ('created', 'payment_pending')
       ORDER BY created_at DESC LIMIT 1`,
      [lockId],
    )
    return row ? toOrder(row) : null
  }

  /** Adds the confirm call's details (001 §3 order confirm payload) to the order's customer and metadata. */
  async addDetails(
    orderNumber: string,
    details: { customer?: Record<string, unknown>; metadata?: Record<string, unknown> },
    tx?: Queryable,
  ): Promise<Order> {
    const [row] = await (tx ?? this.database).query<OrderRow>(
      `UPDATE orders SET customer = customer || $2::jsonb, metadata = metadata || $3::jsonb, updated_at = ${NOW}
       WHERE order_number = $1 RETURNING *`,
      [orderNumber, JSON.stringify(details.customer ?? {}), JSON.stringify(details.metadata ?? {})],
    )
    if (!row) throw orderNotFound(orderNumber)
    return toOrder(row)
  }

  /**
   * Queues the dealer's notification and the shopper's confirmation of a confirmed order, once: a second
   * confirm finds the jobs already there.
   */
  async queueMails(orderId: string, maxAttempts: number, tx?: Queryable): Promise<boolean> {
    const rows = await (tx ?? this.database).query(
      `INSERT INTO jobs (id, kind, order_id, max_attempts)
       SELECT gen_random_uuid(), kind, $1, $2 FROM unnest(ARRAY['order_notification', 'order_confirmation']) AS kind
       WHERE NOT EXISTS (SELECT 1 FROM jobs WHERE order_id = $1 AND kind IN ('order_notification', 'order_confirmation'))
       RETURNING id`,
      [orderId, maxAttempts],
    )
    return rows.length > 0
  }

  /** Queues an inquiry mail (PUT /buy_online/orders/send_inquiry_email); answers the job's id. */
  async queueInquiry(payload: unknown, maxAttempts: number): Promise<string> {
    const [row] = await this.database.query<{ id: string }>(
      `INSERT INTO jobs (id, kind, payload, max_attempts) VALUES (gen_random_uuid(), 'inquiry_email', $1::jsonb, $2)
       RETURNING id`,
      [JSON.stringify(payload), maxAttempts],
    )
    return row!.id
  }

  /**
   * A page of a site's orders, newest first, optionally of some statuses and created within [from, to]
   * (dates, inclusive); answers the page and the total.
   */
  /** A page of the orders of `sites` (the admin's visible sites, decision 067), newest first. */
  async list(filter: {
    sites: string[]
    statuses?: string[]
    from?: string
    to?: string
    page: number
    items: number
  }): Promise<{ orders: Order[]; total: number }> {
    const where = `site = ANY ($1::text[]) AND ($2::text[] IS NULL OR status = ANY ($2::text[]))
      AND ($3::date IS NULL OR created_at >= $3::date) AND ($4::date IS NULL OR created_at < $4::date + 1)`
    const params = [
      filter.sites,
      filter.statuses?.length ? filter.statuses : null,
      filter.from ?? null,
      filter.to ?? null,
    ]
    const [rows, [count]] = await Promise.all([
      this.database.query<OrderRow>(
        `SELECT * FROM orders WHERE ${where} ORDER BY created_at DESC, id DESC LIMIT $5 OFFSET $6`,
        [...params, filter.items, (filter.page - 1) * filter.items],
      ),
      this.database.query<{ n: string | number }>(`SELECT count(*) AS n FROM orders WHERE ${where}`, params),
    ])
    return { orders: rows.map(toOrder), total: Number(count?.n ?? 0) }
  }

  /** The order's delivery jobs (the mails), oldest first. */
  async deliveries(orderId: string) {
    const rows = await this.database.query<{
      id: string
      kind: string
      status: string
      attempts: number
      last_error: string | null
      updated_at: Date | string
    }>(
      `SELECT id, kind, status, attempts, last_error, updated_at FROM jobs
       WHERE order_id = $1 AND kind IN ('order_notification', 'order_confirmation', 'order_refund')
       ORDER BY created_at, kind`,
      [orderId],
    )
    return rows.map((row) => ({ ...row, updated_at: isoTime(row.updated_at) }))
  }

  /** The order's transitions, oldest first. */
  async transitions(orderId: string): Promise<OrderTransition[]> {
    const rows = await this.database.query<OrderTransition & { at: Date | string }>(
      `SELECT from_status, to_status, reason, actor, at FROM order_transitions WHERE order_id = $1 ORDER BY id`,
      [orderId],
    )
    return rows.map((row) => ({ ...row, at: isoTime(row.at) }))
  }

  /**
   * Open orders (created, payment pending) that nobody can pay any more: their hold on the vehicle is gone
   * (expired, released or taken over), or, for an order without a hold, it waited longer than `windowMs`.
   * Oldest first; OrderExpiry (order-expiry.ts) decides on each one on its locked row.
   */
  async abandoned(windowMs: number, limit = 500): Promise<string[]> {
    const rows = await this.database.query<{ order_number: string }>(
      `SELECT o.order_number FROM orders o WHERE o.status IN ('created', 'payment_pending') AND (
         (o.lock_id IS NULL AND o.updated_at < now() - $1 * interval '1 millisecond')
         OR (o.lock_id IS NOT NULL AND NOT EXISTS (
           SELECT 1 FROM vehicle_locks l
           WHERE l.vehicle_id = o.vehicle_id AND l.lock_id = o.lock_id AND l.expires_at > now())))
       ORDER BY o.updated_at, o.id LIMIT $2`,
      [windowMs, limit],
    )
    return rows.map((row) => row.order_number)
  }

  /** Authorised orders nobody confirmed for `olderThanMs` (the shopper never came back from paying). */
  async unconfirmedAuthorised(olderThanMs: number, limit = 100): Promise<string[]> {
    const rows = await this.database.query<{ order_number: string }>(
      `SELECT order_number FROM orders WHERE status = 'authorised'
       AND updated_at < now() - $1 * interval '1 millisecond' ORDER BY updated_at, id LIMIT $2`,
      [olderThanMs, limit],
    )
    return rows.map((row) => row.order_number)
  }
}
