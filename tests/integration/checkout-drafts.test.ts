// The checkout's draft on the server and abandoned payments (docs/decisions/063): a draft per hold that
// survives a retake by the same shopper, a phone the server alone marks verified (and keeps verified for the
// draft's life), the same shopper on another device taking the hold over by that phone and nobody else, what
// the way back says about the last payment, and an abandoned payment that expires, lets the vehicle go and
// stops the card. On embedded PGlite always and, with TEST_DATABASE_URL, on PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../server/db/database.js'
import { migrate } from '../../server/db/migrate.js'
import { CheckoutDrafts, type DraftInput } from '../../server/orders/checkout-drafts.js'
import { CheckoutDraftStore } from '../../server/orders/checkout-draft-store.js'
import { OrderError } from '../../server/orders/order-error.js'
import { AUTHORISED_CONFIRM_AFTER_MS, OrderExpiry } from '../../server/orders/order-expiry.js'
import { OrderStore } from '../../server/orders/order-store.js'
import { PaymentSettlement } from '../../server/orders/payment-settlement.js'
import { SoftLockStore } from '../../server/orders/soft-lock-store.js'
import { LocalCardPayments } from '../../server/payments/local-card-payments.js'
import { LocalPaymentStore } from '../../server/payments/local-payment-store.js'
import { generateStock } from '../../server/stock/generate/generate-stock.js'
import { insertStock } from '../../server/stock/insert-stock.js'
import { fakePayments } from '../helpers/fake-payments.js'
import { testBackends } from '../helpers/test-backends.js'

const { backends, dropSchema } = testBackends('checkout_drafts_test')

const stock = generateStock({ count: 40, seed: 11 })
const onSale = stock.vehicles.filter((v) => v.attributes.status === 'stock').map((v) => v.id)
const MINUTE = 60_000
const FEE = 50_000
const PHONE = '+61 412 345 678'
const E164 = '+61412345678'

describe.each(backends)('checkout drafts on %s', (name, open) => {
  let database: Database
  let orders: OrderStore
  let locks: SoftLockStore
  let card: LocalCardPayments
  let expiry: OrderExpiry
  let drafts: CheckoutDrafts
  const fakes = fakePayments()
  /** Verifications phone_verifications would call fresh (verified within its 30 minutes). */
  const fresh = new Set<string>()
  let next = 0
  const freshVehicle = () => onSale[next++] as string
  const holderOf = (vehicleId: string) => `holder-${vehicleId}-0123456789`.slice(0, 64)

  /** A shopper holding a fresh vehicle, with a phone verification of PHONE that is fresh now. */
  const shopper = async () => {
    const vehicleId = freshVehicle()
    const holder = holderOf(vehicleId)
    const lock = await locks.take('lr', vehicleId, holder, 15 * MINUTE)
    if (!('lockId' in lock)) throw new Error('no lock')
    const verificationId = crypto.randomUUID()
    fresh.add(verificationId)
    return { vehicleId, holder, lockId: lock.lockId, verificationId }
  }

  const input = (s: { vehicleId: string; holder: string }, change: Partial<DraftInput> = {}): DraftInput => ({
    vehicleId: s.vehicleId,
    holder: s.holder,
    locale: 'en',
    customer: { first_name: 'Sam', last_name: 'Lee', email: 'sam@example.com' },
    termsAccepted: true,
    phone: { keep: true },
    ...change,
  })

  const refusal = (promise: Promise<unknown>) =>
    promise.then(
      () => null,
      (error: unknown) => (error instanceof OrderError ? error.code : error),
    )

  const expireLock = (vehicleId: string) =>
    database.query(
      `UPDATE vehicle_locks SET expires_at = now() - interval '1 second' WHERE vehicle_id = $1`,
      [vehicleId],
    )

  /** The shopper's order on the verified draft, with a card payment page opened (the intent exists). */
  const cardOrder = async (s: Awaited<ReturnType<typeof shopper>>) => {
    await drafts.save('lr', input(s, { phone: { phoneNumber: PHONE, verificationId: s.verificationId } }))
    const order = await orders.create({
      site: 'lr',
      locale: 'en',
      vehicleId: s.vehicleId,
      lockId: s.lockId,
      vendor: 'STRIPE',
      amountMinor: FEE,
      currency: 'AUD',
      customer: { email: 'sam@example.com', phone_number: E164 },
      metadata: { verification_id: s.verificationId },
    })
    const intent = await card.createPaymentIntent({
      amountMinor: FEE,
      currency: 'AUD',
      metadata: { order_number: order.order_number },
      captureMethod: 'manual',
      idempotencyKey: `order-${order.order_number}`,
    })
    await orders.startPayment(order, intent.id, 'test intent')
    return { order, intentId: intent.id }
  }

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
    const deps = { database, payments: { ...fakes.providers, card }, maxAttempts: 3, wake: () => {} }
    expiry = new OrderExpiry(deps)
    drafts = new CheckoutDrafts(database, { verifiedFor: async (id) => fresh.has(id) }, expiry)
  })
  afterAll(async () => {
    if (name === 'PostgreSQL') await dropSchema(database)
    await database.close()
  })

  it('keeps what was typed per hold, also when the same shopper retakes a hold that ran out', async () => {
    const s = await shopper()
    expect(await drafts.open('lr', s.vehicleId, s.holder)).toBeNull()
    await drafts.save('lr', input(s))
    await expireLock(s.vehicleId)
    // A hold that ran out takes no saves...
    expect(await refusal(drafts.save('lr', input(s)))).toBe('lock_expired')
    // ...but the draft is still there, and the same holder's new hold (a new lock id) writes it again.
    const retaken = await locks.take('lr', s.vehicleId, s.holder, 15 * MINUTE)
    expect('lockId' in retaken && retaken.lockId).not.toBe(s.lockId)
    await drafts.save('lr', input(s, { customer: { first_name: 'Samira', last_name: 'Lee', email: 'x' } }))
    const draft = await drafts.open('lr', s.vehicleId, s.holder)
    expect(draft).toMatchObject({
      first_name: 'Samira',
      email: 'x',
      terms_accepted: true,
      phone_verified: false,
    })
    // Another holder's token reads nothing; nobody writes a draft without holding the vehicle.
    expect(await drafts.open('lr', s.vehicleId, 'someone-else-0123456789')).toBeNull()
    expect(await refusal(drafts.save('lr', input({ vehicleId: s.vehicleId, holder: 'x'.repeat(20) })))).toBe(
      'lock_expired',
    )
  })

  it('keeps the last save that arrives after the page’s release beacon (a reload, a closed tab)', async () => {
    const s = await shopper()
    await drafts.save('lr', input(s))
    // pagehide sends both; the release may arrive first.
    await locks.release(s.vehicleId, s.lockId, s.holder)
    await drafts.save('lr', input(s, { customer: { first_name: 'Sami', last_name: 'Lee', email: 'y' } }))
    expect(await drafts.open('lr', s.vehicleId, s.holder)).toMatchObject({ first_name: 'Sami', email: 'y' })
    // Only until the released hold's time is up: then the save is refused as for any hold that ran out.
    await database.query('UPDATE vehicle_locks SET resume_until = now() WHERE vehicle_id = $1', [s.vehicleId])
    expect(await refusal(drafts.save('lr', input(s)))).toBe('lock_expired')
  })

  it('marks the phone verified only on the verification store’s word, then for the draft’s life', async () => {
    const s = await shopper()
    const forged = crypto.randomUUID()
    expect(
      await refusal(drafts.save('lr', input(s, { phone: { phoneNumber: PHONE, verificationId: forged } }))),
    ).toBe('phone_not_verified')
    const saved = await drafts.save(
      'lr',
      input(s, { phone: { phoneNumber: PHONE, verificationId: s.verificationId } }),
    )
    expect(saved).toMatchObject({
      phone_number: E164,
      phone_verified: true,
      verification_id: s.verificationId,
    })
    // Past phone_verifications' 30 minutes the draft still vouches for it (order creation asks both).
    fresh.delete(s.verificationId)
    expect(await drafts.verifiedFor(s.verificationId, PHONE)).toBe(true)
    expect(await drafts.verifiedFor(s.verificationId, '+61 412 345 679')).toBe(false)
    expect(await drafts.verifiedFor(forged, PHONE)).toBe(false)
    // Saving again keeps it; the number is the server's, whatever the browser sends as its name.
    await drafts.save('lr', input(s, { phone: { phoneNumber: PHONE, verificationId: s.verificationId } }))
    expect((await drafts.open('lr', s.vehicleId, s.holder))?.phone_verified).toBe(true)
    await drafts.save('lr', input(s, { phone: { clear: true } }))
    expect((await drafts.open('lr', s.vehicleId, s.holder))?.phone_verified).toBe(false)
    expect(await drafts.verifiedFor(s.verificationId, PHONE)).toBe(false)
  })

  it('hands the hold to the same shopper on another device, and to nobody else', async () => {
    const s = await shopper()
    await drafts.save('lr', input(s, { phone: { phoneNumber: PHONE, verificationId: s.verificationId } }))
    // A stranger who knows the vehicle: an unverified number, another verified number.
    expect(await refusal(drafts.resume('lr', s.vehicleId, PHONE, crypto.randomUUID()))).toBe(
      'phone_not_verified',
    )
    const stranger = crypto.randomUUID()
    fresh.add(stranger)
    expect(await refusal(drafts.resume('lr', s.vehicleId, '+61 498 765 432', stranger))).toBe(
      'draft_not_found',
    )
    // The shopper verifies the same number on the other device.
    const other = crypto.randomUUID()
    fresh.add(other)
    const resumed = await drafts.resume('lr', s.vehicleId, E164, other)
    expect(resumed).toMatchObject({ holder: s.holder, lock_id: s.lockId, draft: { first_name: 'Sam' } })
    // Another site's hold, or a hold that ran out, is not resumed.
    expect(await refusal(drafts.resume('jdx', s.vehicleId, PHONE, other))).toBe('draft_not_found')
    await expireLock(s.vehicleId)
    expect(await refusal(drafts.resume('lr', s.vehicleId, PHONE, other))).toBe('draft_not_found')
  })

  it('says on the way back that the payment was cancelled, or refused', async () => {
    const s = await shopper()
    const { order } = await cardOrder(s)
    expect(await drafts.open('lr', s.vehicleId, s.holder)).toMatchObject({
      order: { order_number: order.order_number, status: 'payment_pending' },
      payment_notice: 'cancelled',
    })
    await orders.setPaymentStatus(order.order_number, 'failed', 'declined', 'stripe')
    expect((await drafts.open('lr', s.vehicleId, s.holder))?.payment_notice).toBe('failed')
  })

  it('expires an abandoned payment: the order ends, the card is stopped, the vehicle is free', async () => {
    const s = await shopper()
    const { order, intentId } = await cardOrder(s)
    // While the hold lives nothing happens.
    expect(await expiry.run()).not.toContain(order.order_number)
    expect((await orders.byNumber(order.order_number))?.status).toBe('payment_pending')
    await expireLock(s.vehicleId)
    expect(await expiry.run()).toContain(order.order_number)
    expect((await orders.byNumber(order.order_number))?.status).toBe('expired')
    expect((await card.retrievePaymentIntent(intentId)).status).toBe('canceled')
    // The card page can no longer take the card.
    await expect(card.pay(intentId, '4242424242424242')).rejects.toThrow()
    expect((await drafts.open('lr', s.vehicleId, s.holder))?.payment_notice).toBe('expired')
    // Anyone may hold the vehicle now; a second run changes nothing.
    expect('lockId' in (await locks.take('lr', s.vehicleId, 'next-shopper-0123456789', MINUTE))).toBe(true)
    expect(await expiry.run()).not.toContain(order.order_number)
  })

  it('an authorisation whose word had not arrived when the hold ended is released, never captured', async () => {
    const s = await shopper()
    const { order, intentId } = await cardOrder(s)
    await card.pay(intentId, '4242424242424242')
    await expireLock(s.vehicleId)
    const resolved = await expiry.resolve(order.order_number)
    expect(resolved).toMatchObject({ status: 'cancelled', metadata: { payment_returned: 'hold_expired' } })
    expect((await card.retrievePaymentIntent(intentId)).status).toBe('canceled')
    expect((await drafts.open('lr', s.vehicleId, s.holder))?.payment_notice).toBe('released')
  })

  it('a PayPal approval left behind when the hold ended is never captured; the order expires', async () => {
    const s = await shopper()
    const order = await orders.create({
      site: 'lr',
      locale: 'en',
      vehicleId: s.vehicleId,
      lockId: s.lockId,
      vendor: 'PAYPAL',
      amountMinor: FEE,
      currency: 'AUD',
      customer: {},
      metadata: {},
    })
    const paypalOrder = await fakes.providers.paypal!.createOrder({
      amountValue: '500.00',
      currencyCode: 'AUD',
      reference: order.order_number,
      requestId: `order-${order.order_number}`,
      returnUrl: '/',
      cancelUrl: '/',
    })
    await orders.startPayment(order, paypalOrder.id, 'paypal order created')
    fakes.approve(paypalOrder.id)
    await expireLock(s.vehicleId)
    expect((await expiry.resolve(order.order_number))?.status).toBe('expired')
    expect((await fakes.providers.paypal!.getOrder(paypalOrder.id)).status).toBe('APPROVED')
    // The shopper's confirm afterwards does not capture it either.
    const settlement = new PaymentSettlement({
      database,
      payments: { ...fakes.providers, card },
      maxAttempts: 3,
      wake: () => {},
    })
    expect((await settlement.confirm('lr', order.order_number, { metadata: {} })).status).toBe('expired')
    expect((await fakes.providers.paypal!.getOrder(paypalOrder.id)).status).toBe('APPROVED')
  })

  it('an authorised card whose shopper never came back is captured and confirmed, once', async () => {
    const s = await shopper()
    const { order, intentId } = await cardOrder(s)
    await card.pay(intentId, '4242424242424242')
    const settlement = new PaymentSettlement({
      database,
      payments: { ...fakes.providers, card },
      maxAttempts: 3,
      wake: () => {},
    })
    await settlement.applyOutcome(order.order_number, 'authorised', {
      reason: 'stripe payment_intent.amount_capturable_updated',
      actor: 'stripe',
      amountMinor: FEE,
    })
    await expiry.run()
    expect((await orders.byNumber(order.order_number))?.status).toBe('authorised')
    await database.query(
      `UPDATE orders SET updated_at = now() - $2 * interval '1 millisecond' WHERE order_number = $1`,
      [order.order_number, AUTHORISED_CONFIRM_AFTER_MS + MINUTE],
    )
    await Promise.all([expiry.run(), expiry.run()])
    expect((await orders.byNumber(order.order_number))?.status).toBe('confirmed')
    expect((await card.retrievePaymentIntent(intentId)).status).toBe('succeeded')
    const mails = await database.query(
      `SELECT kind FROM jobs WHERE order_id = $1 AND kind IN ('order_notification', 'order_confirmation')`,
      [order.id],
    )
    expect(mails).toHaveLength(2)
  })

  it('prunes drafts untouched for a day', async () => {
    const s = await shopper()
    await drafts.save('lr', input(s))
    const store = new CheckoutDraftStore(database)
    expect(await store.prune(60 * MINUTE)).toBe(0)
    await database.query(
      `UPDATE checkout_drafts SET updated_at = now() - interval '2 days' WHERE vehicle_id = $1`,
      [s.vehicleId],
    )
    expect(await store.prune(24 * 60 * MINUTE)).toBeGreaterThanOrEqual(1)
    expect(await drafts.open('lr', s.vehicleId, s.holder)).toBeNull()
  })
})
