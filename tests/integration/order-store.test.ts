// The order-online tables (server/db/migrations/0009): soft locks, orders and their transitions. The same
// suite on embedded PGlite always and, with TEST_DATABASE_URL, on PostgreSQL in its own schema, where the
// races are real (many connections).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../server/db/database.js'
import { migrate } from '../../server/db/migrate.js'
import { isOrderNumber } from '../../server/orders/order-number.js'
import { OrderStore } from '../../server/orders/order-store.js'
import { SoftLockStore, type SoftLock } from '../../server/orders/soft-lock-store.js'
import { insertStock } from '../../server/stock/insert-stock.js'
import { generateStock } from '../../server/stock/generate/generate-stock.js'
import { testBackends } from '../helpers/test-backends.js'

const { backends, dropSchema } = testBackends('order_store_test')

const stock = generateStock({ count: 60, seed: 12 })
const onSale = stock.vehicles.filter((v) => v.attributes.status === 'stock').map((v) => v.id)
const reserved = stock.vehicles.find((v) => v.attributes.status === 'reserved')?.id
const MINUTE = 60_000

describe.each(backends)('orders on %s', (name, open) => {
  let database: Database
  let locks: SoftLockStore
  let orders: OrderStore
  let next = 0
  /** A vehicle on sale no earlier test touched. */
  const freshVehicle = () => onSale[next++] as string

  const vehicleStatus = async (id: string) =>
    (
      await database.query<{ status: string; json: string }>(
        `SELECT status, data->'attributes'->>'status' AS json FROM vehicles WHERE id = $1`,
        [id],
      )
    )[0]

  /** Ends a vehicle's lock now, as if its time ran out (no sleeping: a loaded machine stays exact). */
  const expireLock = (vehicleId: string) =>
    database.query(
      `UPDATE vehicle_locks SET expires_at = now() - interval '1 second' WHERE vehicle_id = $1`,
      [vehicleId],
    )

  const newOrder = (vehicleId: string, lock: SoftLock) =>
    orders.create({
      site: 'lr',
      locale: 'en',
      vehicleId,
      lockId: lock.lockId,
      vendor: 'STRIPE',
      amountMinor: 50_000,
      currency: 'AUD',
      customer: { email: 'shopper@example.com' },
      metadata: { payment_option: 'cash' },
    })

  beforeAll(async () => {
    database = await open()
    await migrate(database)
    await database.transaction((tx) => insertStock(tx, stock))
    locks = new SoftLockStore(database)
    orders = new OrderStore(database)
  })
  afterAll(async () => {
    if (name === 'PostgreSQL') await dropSchema(database)
    await database.close()
  })

  it('gives a vehicle to exactly one of many shoppers racing for it', async () => {
    const vehicle = freshVehicle()
    const results = await Promise.all(
      Array.from({ length: 25 }, (_, i) => locks.take('lr', vehicle, `shopper-${i}`, 15 * MINUTE)),
    )
    const won = results.filter((r) => 'lockId' in r)
    expect(won).toHaveLength(1)
    expect(results.filter((r) => 'refused' in r && r.refused === 'held')).toHaveLength(24)
  })

  it('keeps the holder’s lock id on a retake and extends only a live lock of its holder', async () => {
    const vehicle = freshVehicle()
    const first = (await locks.take('lr', vehicle, 'anna', MINUTE)) as SoftLock
    const again = (await locks.take('lr', vehicle, 'anna', 15 * MINUTE)) as SoftLock
    expect(again.lockId).toBe(first.lockId)
    expect(Date.parse(again.expiresAt)).toBeGreaterThan(Date.parse(first.expiresAt))
    expect(await locks.extend(vehicle, first.lockId, 'bob', MINUTE)).toBeNull()
    const extended = await locks.extend(vehicle, first.lockId, 'anna', 20 * MINUTE)
    expect(Date.parse(extended!.expiresAt)).toBeGreaterThan(Date.parse(again.expiresAt))
  })

  it('lets another shopper take an expired lock, and the first one is then kicked out', async () => {
    const vehicle = freshVehicle()
    const anna = (await locks.take('lr', vehicle, 'anna', MINUTE)) as SoftLock
    await expireLock(vehicle)
    const bob = (await locks.take('lr', vehicle, 'bob', MINUTE)) as SoftLock
    expect(bob.lockId).not.toBe(anna.lockId)
    expect(await locks.extend(vehicle, anna.lockId, 'anna', MINUTE)).toBeNull()
    expect(await locks.live(vehicle, anna.lockId)).toBeNull()
    expect(await locks.live(vehicle, bob.lockId)).not.toBeNull()
  })

  it('refuses reserved and unknown vehicles', async () => {
    expect(reserved).toBeDefined()
    expect(await locks.take('lr', reserved!, 'anna', MINUTE)).toEqual({ refused: 'unavailable' })
    expect(await locks.take('lr', 'no-such-vehicle', 'anna', MINUTE)).toEqual({ refused: 'unknown_vehicle' })
  })

  it('creates an order only under a live lock, with an unguessable number and a recorded transition', async () => {
    const vehicle = freshVehicle()
    const lock = (await locks.take('lr', vehicle, 'anna', MINUTE)) as SoftLock
    const order = await newOrder(vehicle, lock)
    expect(isOrderNumber(order.order_number)).toBe(true)
    expect(order).toMatchObject({ status: 'created', payment_status: 'pending', amount_minor: 50_000 })
    expect((await orders.transitions(order.id)).map((t) => t.to_status)).toEqual(['created'])
    await locks.release(vehicle, lock.lockId, 'anna')
    await expect(newOrder(vehicle, lock)).rejects.toMatchObject({ code: 'lock_expired' })
  })

  it('reserves the vehicle when paid, refuses impossible moves and gives the vehicle back on refund', async () => {
    const vehicle = freshVehicle()
    const lock = (await locks.take('lr', vehicle, 'anna', MINUTE)) as SoftLock
    const order = await newOrder(vehicle, lock)
    await orders.move(order.order_number, {
      to: 'payment_pending',
      reason: 'payment created',
      actor: 'shopper',
    })
    const paid = await orders.move(order.order_number, {
      to: 'paid',
      paymentStatus: 'paid',
      paymentRef: 'pi_123',
      reason: 'stripe payment_intent.succeeded',
      actor: 'stripe',
    })
    expect(paid).toMatchObject({ status: 'paid', payment_status: 'paid', payment_ref: 'pi_123' })
    expect(await vehicleStatus(vehicle)).toEqual({ status: 'reserved', json: 'reserved' })
    // The lock is no longer needed: the vehicle is reserved, so nobody can lock it.
    expect(await locks.live(vehicle, lock.lockId)).toBeNull()
    expect(await locks.take('lr', vehicle, 'bob', MINUTE)).toEqual({ refused: 'unavailable' })
    await expect(
      orders.move(order.order_number, { to: 'payment_pending', reason: 'again', actor: 'shopper' }),
    ).rejects.toMatchObject({ code: 'impossible_transition' })
    await orders.move(order.order_number, {
      to: 'refunded',
      paymentStatus: 'refunded',
      reason: 'refunded by the dealer',
      actor: 'editor',
    })
    expect(await vehicleStatus(vehicle)).toEqual({ status: 'stock', json: 'stock' })
    expect((await orders.transitions(order.id)).map((t) => `${t.from_status}>${t.to_status}`)).toEqual([
      'null>created',
      'created>payment_pending',
      'payment_pending>paid',
      'paid>refunded',
    ])
  })

  it('sends a payment that arrives after the lock went to someone else to manual review', async () => {
    const vehicle = freshVehicle()
    const annaLock = (await locks.take('lr', vehicle, 'anna', MINUTE)) as SoftLock
    const annas = await newOrder(vehicle, annaLock)
    await expireLock(vehicle)
    const bobLock = (await locks.take('lr', vehicle, 'bob', MINUTE)) as SoftLock
    const bobs = await newOrder(vehicle, bobLock)
    const late = await orders.move(annas.order_number, {
      to: 'paid',
      paymentStatus: 'paid',
      reason: 'stripe payment_intent.succeeded',
      actor: 'stripe',
    })
    expect(late.status).toBe('manual_review')
    expect(late.payment_status).toBe('paid')
    const [review] = (await orders.transitions(annas.id)).slice(-1)
    expect(review!.reason).toMatch(/another shopper holds the vehicle/)
    const won = await orders.move(bobs.order_number, {
      to: 'paid',
      paymentStatus: 'paid',
      reason: 'paid',
      actor: 'stripe',
    })
    expect(won.status).toBe('paid')
  })

  it('never gives a vehicle two owners when two payments land at once', async () => {
    const vehicle = freshVehicle()
    const first = (await locks.take('lr', vehicle, 'anna', MINUTE)) as SoftLock
    const a = await newOrder(vehicle, first)
    await expireLock(vehicle)
    const second = (await locks.take('lr', vehicle, 'bob', MINUTE)) as SoftLock
    const b = await newOrder(vehicle, second)
    await expireLock(vehicle)
    // Both locks ran out and nobody holds the vehicle: whichever payment lands first owns it.
    const moved = await Promise.all(
      [a, b].map((o) =>
        orders.move(o.order_number, { to: 'paid', paymentStatus: 'paid', reason: 'paid', actor: 'stripe' }),
      ),
    )
    expect(moved.map((o) => o.status).sort()).toEqual(['manual_review', 'paid'])
    const owners = await database.query(
      `SELECT 1 FROM orders WHERE vehicle_id = $1 AND status IN ('paid', 'authorised', 'confirmed')`,
      [vehicle],
    )
    expect(owners).toHaveLength(1)
  })

  it('finds open orders whose hold is gone (OrderExpiry resolves them: checkout-drafts.test.ts)', async () => {
    const vehicle = freshVehicle()
    const lock = (await locks.take('lr', vehicle, 'anna', MINUTE)) as SoftLock
    const order = await newOrder(vehicle, lock)
    expect(await orders.abandoned(MINUTE)).not.toContain(order.order_number)
    await expireLock(vehicle)
    expect(await orders.abandoned(MINUTE)).toContain(order.order_number)
    expect((await vehicleStatus(vehicle))!.status).toBe('stock')
  })
})
