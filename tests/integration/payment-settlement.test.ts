// Settling an order's payment (server/orders/payment-settlement.ts, docs/decisions/059): the shopper's
// confirm racing the provider's webhook and itself, money that arrives for a vehicle the shopper no longer
// holds, an authorisation whose hold ran out, and an idempotency claim left by a request that died. On
// embedded PGlite always and, with TEST_DATABASE_URL, on PostgreSQL, where the races are real.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { Database } from '../../server/db/database.js'
import { migrate } from '../../server/db/migrate.js'
import { requestHash } from '../../server/forms/request-hash.js'
import { idempotentCall } from '../../server/orders/idempotent-call.js'
import { OrderStore } from '../../server/orders/order-store.js'
import { PaymentSettlement } from '../../server/orders/payment-settlement.js'
import { SoftLockStore } from '../../server/orders/soft-lock-store.js'
import { LocalCardPayments } from '../../server/payments/local-card-payments.js'
import { LocalPaymentStore } from '../../server/payments/local-payment-store.js'
import { generateStock } from '../../server/stock/generate/generate-stock.js'
import { insertStock } from '../../server/stock/insert-stock.js'
import { fakePayments } from '../helpers/fake-payments.js'
import { testBackends } from '../helpers/test-backends.js'

const { backends, dropSchema } = testBackends('payment_settlement_test')

const stock = generateStock({ count: 40, seed: 7 })
const onSale = stock.vehicles.filter((v) => v.attributes.status === 'stock').map((v) => v.id)
const MINUTE = 60_000
const FEE = 50_000

describe.each(backends)('payment settlement on %s', (name, open) => {
  let database: Database
  let orders: OrderStore
  let locks: SoftLockStore
  let card: LocalCardPayments
  let settlement: PaymentSettlement
  let wakes = 0
  const fakes = fakePayments()
  const liqpayRefund = vi.spyOn(fakes.providers.liqpay!, 'refund')
  const paypalRefund = vi.spyOn(fakes.providers.paypal!, 'refundCapture')
  let next = 0
  const freshVehicle = () => onSale[next++] as string

  /** A shopper's order for a fresh vehicle they hold. */
  const placeOrder = async (vendor: string) => {
    const vehicleId = freshVehicle()
    const lock = await locks.take('lr', vehicleId, `shopper-${vehicleId}`, 15 * MINUTE)
    if (!('lockId' in lock)) throw new Error('no lock')
    const order = await orders.create({
      site: 'lr',
      locale: 'en',
      vehicleId,
      lockId: lock.lockId,
      vendor,
      amountMinor: FEE,
      currency: 'AUD',
      customer: { email: 'shopper@example.com' },
      metadata: {},
    })
    return { order, vehicleId }
  }

  /** A card order whose card was accepted on the card page (authorised, or paid with automatic capture). */
  const cardOrder = async (captureMethod: 'manual' | 'automatic') => {
    const { order, vehicleId } = await placeOrder('STRIPE')
    const intent = await card.createPaymentIntent({
      amountMinor: FEE,
      currency: 'AUD',
      metadata: { order_number: order.order_number },
      captureMethod,
      idempotencyKey: `order-${order.order_number}`,
    })
    await orders.startPayment(order, intent.id, 'test intent')
    await card.pay(intent.id, '4242424242424242')
    return { order, vehicleId, intentId: intent.id }
  }

  /** A PayPal order whose PayPal order exists (the shopper is on PayPal's page). */
  const paypalOrderPlaced = async () => {
    const placed = await placeOrder('PAYPAL')
    const paypalOrder = await fakes.providers.paypal!.createOrder({
      amountValue: '500.00',
      currencyCode: 'AUD',
      reference: placed.order.order_number,
      requestId: `order-${placed.order.order_number}`,
      returnUrl: '/',
      cancelUrl: '/',
    })
    await orders.startPayment(placed.order, paypalOrder.id, 'paypal order created')
    return { ...placed, paypalOrder }
  }

  const expireLock = (vehicleId: string) =>
    database.query(
      `UPDATE vehicle_locks SET expires_at = now() - interval '1 second' WHERE vehicle_id = $1`,
      [vehicleId],
    )

  const transitionsTo = async (orderId: string, status: string) =>
    (
      await database.query('SELECT 1 FROM order_transitions WHERE order_id = $1 AND to_status = $2', [
        orderId,
        status,
      ])
    ).length

  const mails = async (orderId: string) =>
    (
      await database.query<{ kind: string }>('SELECT kind FROM jobs WHERE order_id = $1 ORDER BY kind', [
        orderId,
      ])
    ).map((row) => row.kind)

  const confirm = (number: string) =>
    settlement.confirm('lr', number, { metadata: { finance_option: 'cash' } })

  beforeAll(async () => {
    database = await open()
    await migrate(database)
    await database.transaction((tx) => insertStock(tx, stock))
    orders = new OrderStore(database)
    locks = new SoftLockStore(database)
    card = new LocalCardPayments({
      store: new LocalPaymentStore(database),
      webhookUrl: 'http://127.0.0.1:9/buy_online/stripe/webhook',
      webhookSecret: 'whsec_test',
      pagePath: '/dev-payments/stripe',
    })
    settlement = new PaymentSettlement({
      database,
      payments: { ...fakes.providers, card },
      maxAttempts: 3,
      wake: () => void wakes++,
    })
  })
  afterAll(async () => {
    if (name === 'PostgreSQL') await dropSchema(database)
    await database.close()
  })

  it('20 confirms racing the webhook: all answer confirmed, one capture, one transition, one set of mails', async () => {
    const { order, intentId } = await cardOrder('manual')
    const wakesBefore = wakes
    const webhook = settlement.applyOutcome(order.order_number, 'authorised', {
      reason: 'stripe payment_intent.amount_capturable_updated',
      actor: 'stripe',
      amountMinor: FEE,
    })
    const answers = await Promise.all([...Array.from({ length: 20 }, () => confirm(order.order_number))])
    await webhook
    expect(answers.map((o) => o.status)).toEqual(Array(20).fill('confirmed'))
    expect(await transitionsTo(order.id, 'authorised')).toBe(1)
    expect(await transitionsTo(order.id, 'paid')).toBe(1)
    expect(await transitionsTo(order.id, 'confirmed')).toBe(1)
    expect(await mails(order.id)).toEqual(['order_confirmation', 'order_notification'])
    expect(wakes - wakesBefore).toBe(1)
    const intent = await card.retrievePaymentIntent(intentId)
    expect(intent.status).toBe('succeeded')
  })

  it('a confirm against the automatic-capture webhook: both land, the order confirms once', async () => {
    const { order } = await cardOrder('automatic')
    const [, ...answers] = await Promise.all([
      settlement.applyOutcome(order.order_number, 'paid', {
        reason: 'stripe payment_intent.succeeded',
        actor: 'stripe',
        amountMinor: FEE,
      }),
      ...Array.from({ length: 10 }, () => confirm(order.order_number)),
    ])
    expect(answers.map((o) => o.status)).toEqual(Array(10).fill('confirmed'))
    expect(await transitionsTo(order.id, 'paid')).toBe(1)
    expect(await transitionsTo(order.id, 'confirmed')).toBe(1)
    expect(await mails(order.id)).toEqual(['order_confirmation', 'order_notification'])
  })

  it('a pending payment answers its real state and confirms nothing', async () => {
    const { order } = await placeOrder('STRIPE')
    const intent = await card.createPaymentIntent({
      amountMinor: FEE,
      currency: 'AUD',
      metadata: {},
      captureMethod: 'manual',
      idempotencyKey: `order-${order.order_number}`,
    })
    await orders.startPayment(order, intent.id, 'test intent')
    expect((await confirm(order.order_number)).status).toBe('payment_pending')
    expect(await mails(order.id)).toEqual([])
  })

  it('an expired hold before the card confirm cancels the authorisation: nothing is captured', async () => {
    const { order, vehicleId, intentId } = await cardOrder('manual')
    await expireLock(vehicleId)
    const answers = await Promise.all([confirm(order.order_number), confirm(order.order_number)])
    for (const answer of answers) expect(['cancelled', 'manual_review']).toContain(answer.status)
    const ended = await orders.byNumber(order.order_number)
    expect(ended).toMatchObject({ status: 'cancelled', metadata: { payment_returned: 'hold_expired' } })
    const intent = await card.retrievePaymentIntent(intentId)
    expect(intent.status).toBe('canceled')
    expect(await transitionsTo(order.id, 'authorised')).toBe(0)
    // No confirmation; the shopper is told once that the hold was released (decision 066).
    expect(await mails(order.id)).toEqual(['order_refund'])
    const [vehicle] = await database.query<{ status: string }>('SELECT status FROM vehicles WHERE id = $1', [
      vehicleId,
    ])
    expect(vehicle?.status).toBe('stock')
  })

  it('a late LiqPay success for a vehicle another shopper took is refunded once', async () => {
    const { order, vehicleId } = await placeOrder('LIQPAY')
    await orders.startPayment(order, order.order_number, 'liqpay checkout opened')
    await expireLock(vehicleId)
    const other = await locks.take('lr', vehicleId, 'another-shopper', 15 * MINUTE)
    expect('lockId' in other).toBe(true)
    liqpayRefund.mockClear()
    const callback = () =>
      settlement.applyOutcome(order.order_number, 'paid', {
        reason: 'liqpay success',
        actor: 'liqpay',
        amountMinor: FEE,
      })
    const first = await callback()
    expect(first).toMatchObject({
      status: 'refunded',
      payment_status: 'refunded',
      metadata: { payment_returned: 'vehicle_lost' },
    })
    expect((await callback()).status).toBe('refunded')
    expect(liqpayRefund).toHaveBeenCalledTimes(1)
    const [vehicle] = await database.query<{ status: string }>('SELECT status FROM vehicles WHERE id = $1', [
      vehicleId,
    ])
    expect(vehicle?.status).toBe('stock')
  })

  it('a PayPal payment captured after its order expired is refunded', async () => {
    const { order, paypalOrder } = await paypalOrderPlaced()
    await orders.move(order.order_number, { to: 'expired', reason: 'test', actor: 'system' })
    // The capture that took the shopper's money after the order had expired (a late approval).
    await orders.addDetails(order.order_number, { metadata: { paypal_capture_id: `CAP-${paypalOrder.id}` } })
    paypalRefund.mockClear()
    const answer = await settlement.applyOutcome(order.order_number, 'paid', {
      reason: 'paypal order captured',
      actor: 'paypal',
      amountMinor: FEE,
    })
    expect(answer).toMatchObject({ status: 'refunded', metadata: { payment_returned: 'vehicle_lost' } })
    expect(paypalRefund).toHaveBeenCalledWith(`CAP-${paypalOrder.id}`, `refund-${order.order_number}`)
    expect(paypalRefund).toHaveBeenCalledTimes(1)
  })

  it('a PayPal order approved after the hold ran out and the car was taken is captured, then refunded', async () => {
    const { order, vehicleId, paypalOrder } = await paypalOrderPlaced()
    await expireLock(vehicleId)
    await locks.take('lr', vehicleId, 'another-shopper', 15 * MINUTE)
    fakes.approve(paypalOrder.id)
    paypalRefund.mockClear()
    const answer = await confirm(order.order_number)
    expect(answer).toMatchObject({ status: 'refunded', metadata: { payment_returned: 'vehicle_lost' } })
    expect(paypalRefund).toHaveBeenCalledTimes(1)
    // No confirmation; one refund mail (decision 066).
    expect(await mails(order.id)).toEqual(['order_refund'])
  })

  it('takes over an idempotency claim left in progress for over a minute', async () => {
    const scope = 'confirm:lr'
    const request = { number: 'X', body: {} }
    const run = async () => ({ status: 200, body: '{"ok":true}' })
    await database.query(
      `INSERT INTO request_idempotency_keys (scope, key, request_hash, status, body, created_at)
       VALUES ($1, 'cut-request', $2, 0, '', now() - interval '2 minutes'),
              ($1, 'running-request', $2, 0, '', now())`,
      [scope, requestHash(scope, request)],
    )
    expect(await idempotentCall(database, scope, 'cut-request', request, run)).toMatchObject({ status: 200 })
    await expect(idempotentCall(database, scope, 'running-request', request, run)).rejects.toMatchObject({
      status: 409,
      code: 'request_in_progress',
    })
  })
})
