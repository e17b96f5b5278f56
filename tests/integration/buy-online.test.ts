// The buy-online calls of 001 §7 on the real app (docs/decisions/023): the soft lock, order creation behind
// a verified phone, card payment and its webhook, PayPal, the free NO_PAYMENT_JAPAN reservation, the confirm
// call, idempotent retries, impossible transitions and bad input. Providers are in-memory doubles here; their
// own behaviour is the contract suite's.
import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fakePayments } from '../helpers/fake-payments.js'
import { PHONE, VERIFIED, orderBody } from '../helpers/order-body.js'
import { startTestApp, type TestApp } from '../helpers/test-app.js'
import {
  FREE_RESERVATION_DEALER,
  RETAILERS_WITH_OWN_VENDOR,
} from '../../server/stock/reference/company-configs.js'

const JAGUAR = 'jaguar.localhost'

let t: TestApp
let fakes: ReturnType<typeof fakePayments>
let vehicles: string[]
let jaguars: string[]
let next = 0
let nextJaguar = 0
/** A vehicle on sale of the Land Rover site (localhost); `jaguar()` one of the Jaguar site's. */
const vehicle = () => vehicles[next++] as string
const jaguar = () => jaguars[nextJaguar++] as string

const init = (vehicleId: string, extra: Record<string, unknown> = {}, host = 'localhost') =>
  request(t.app)
    .post('/buy_online/orders/init')
    .set('Host', host)
    .send({ vehicle_id: vehicleId, ...extra })

/** A vehicle held and ordered on the Land Rover site; answers the order and its lock. */
async function placeOrder(host = 'localhost') {
  const vehicleId = host === JAGUAR ? jaguar() : vehicle()
  const lock = (await init(vehicleId, {}, host).expect(201)).body.data.data
  const order = (
    await request(t.app)
      .post('/buy_online/orders')
      .set('Host', host)
      .send(orderBody(vehicleId, lock))
      .expect(201)
  ).body.data.data
  return { vehicleId, lock, order }
}

const status = async (vehicleId: string) =>
  (await t.database.query<{ status: string }>('SELECT status FROM vehicles WHERE id = $1', [vehicleId]))[0]
    ?.status

beforeAll(async () => {
  fakes = fakePayments()
  t = await startTestApp({
    orders: {
      payments: fakes.providers,
      phones: { verifiedFor: async (id, phone) => id === VERIFIED && phone === PHONE },
    },
  })
  const onSale = async (brand: string) =>
    (
      await t.database.query<{ id: string }>(
        "SELECT id FROM vehicles WHERE status = 'stock' AND owner_id <> ALL ($1::text[]) AND brand = $2 ORDER BY id LIMIT 40",
        [RETAILERS_WITH_OWN_VENDOR, brand],
      )
    ).map((row) => row.id)
  vehicles = await onSale('Land Rover')
  jaguars = await onSale('Jaguar')
})
afterAll(() => t.close())

describe('the soft lock (orders/init)', () => {
  it('holds a vehicle for one shopper, renews it for them and tells the others', async () => {
    const vehicleId = vehicle()
    const first = (await init(vehicleId).expect(201)).body.data.data
    expect(first).toMatchObject({
      vehicle_id: vehicleId,
      ttl_seconds: 900,
      reservation: { vendor: 'STRIPE', currency: 'AUD' },
    })
    expect(first.holder).toMatch(/^[A-Za-z0-9_-]{16,64}$/)
    const renewed = (await init(vehicleId, { holder: first.holder, lock_id: first.lock_id }).expect(201)).body
      .data.data
    expect(renewed.lock_id).toBe(first.lock_id)
    const other = await init(vehicleId).expect(409)
    expect(other.body.error.code).toBe('vehicle_locked')
  })

  it('takes the vendor of the vehicle’s retailer before the site’s (decision 026)', async () => {
    const [free] = await t.database.query<{ id: string }>(
      "SELECT id FROM vehicles WHERE status = 'stock' AND owner_id = $1 AND brand = 'Land Rover' ORDER BY id LIMIT 1",
      [FREE_RESERVATION_DEALER],
    )
    const lock = (await init(free!.id).expect(201)).body.data.data
    expect(lock.reservation).toMatchObject({ vendor: 'NO_PAYMENT_JAPAN', amount: '0.00', free: true })
    // The retailer's entry overrides the vendor only: the site's currency still applies.
    expect(lock.reservation.currency).toBe('AUD')
    const onJaguar = (await init(jaguar(), {}, JAGUAR).expect(201)).body.data.data
    expect(onJaguar.reservation).toMatchObject({ vendor: 'PAYPAL', amount: '500.00' })
  })

  it('knows only the site’s own brand: a Jaguar is not in the Land Rover site’s stock', async () => {
    const other = await init(jaguars[jaguars.length - 1] as string).expect(404)
    expect(other.body.error.code).toBe('unknown_vehicle')
  })

  it('answers every hold at the same moment with one winner', async () => {
    const vehicleId = vehicle()
    const answers = await Promise.all(Array.from({ length: 10 }, () => init(vehicleId)))
    expect(answers.map((a) => a.status).sort()).toEqual([201, ...Array(9).fill(409)])
  })

  it.each([
    [{}, 422, 'vehicle_id'],
    [{ vehicle_id: 42 }, 422, 'vehicle_id'],
    [{ vehicle_id: 'x'.repeat(500) }, 422, 'vehicle_id'],
    [{ vehicle_id: 'no-such-car' }, 404, 'vehicle_id'],
    [{ vehicle_id: 'veh', holder: 'short' }, 422, 'holder'],
    [{ vehicle_id: 'veh', lock_id: 'not-a-uuid' }, 422, 'lock_id'],
  ])('refuses %j with %i naming the field', async (body, code, field) => {
    const res = await request(t.app).post('/buy_online/orders/init').send(body).expect(code)
    expect(JSON.stringify(res.body.error.details)).toContain(field)
  })

  it('refuses NUL characters and deep JSON with 400', async () => {
    await request(t.app).post('/buy_online/orders/init').send({ vehicle_id: 'a\u0000b' }).expect(400)
    const deep = '['.repeat(5000) + ']'.repeat(5000)
    await request(t.app)
      .post('/buy_online/orders/init')
      .type('json')
      .send(`{"vehicle_id":${deep}}`)
      .expect(400)
  })
})

describe('orders', () => {
  it('needs a verified phone and a live hold, and answers the same order to a repeated submit', async () => {
    const vehicleId = vehicle()
    const lock = (await init(vehicleId).expect(201)).body.data.data
    const unverified = await request(t.app)
      .post('/buy_online/orders')
      .send(orderBody(vehicleId, lock, { verification_id: '22222222-2222-4222-8222-222222222222' }))
      .expect(422)
    expect(unverified.body.error.code).toBe('phone_not_verified')
    const stranger = await request(t.app)
      .post('/buy_online/orders')
      .send(orderBody(vehicleId, { ...lock, holder: 'someone-else-entirely' }))
      .expect(409)
    expect(stranger.body.error.code).toBe('lock_expired')
    const created = (
      await request(t.app).post('/buy_online/orders').send(orderBody(vehicleId, lock)).expect(201)
    ).body.data.data
    expect(created).toMatchObject({
      status: 'created',
      payment_status: 'pending',
      amount: expect.any(String),
      currency: 'AUD',
    })
    expect(created).not.toHaveProperty('customer')
    const again = (
      await request(t.app).post('/buy_online/orders').send(orderBody(vehicleId, lock)).expect(200)
    ).body.data.data
    expect(again.order_number).toBe(created.order_number)
  })

  it('replays an Idempotency-Key byte for byte and refuses it for another body', async () => {
    const vehicleId = vehicle()
    const lock = (await init(vehicleId).expect(201)).body.data.data
    const key = 'order-key-0001'
    const first = await request(t.app)
      .post('/buy_online/orders')
      .set('Idempotency-Key', key)
      .send(orderBody(vehicleId, lock))
      .expect(201)
    const replay = await request(t.app)
      .post('/buy_online/orders')
      .set('Idempotency-Key', key)
      .send(orderBody(vehicleId, lock))
      .expect(201)
    expect(replay.text).toBe(first.text)
    const reused = await request(t.app)
      .post('/buy_online/orders')
      .set('Idempotency-Key', key)
      .send(orderBody(vehicleId, lock, { finance_option: 'lease' }))
      .expect(409)
    expect(reused.body.error.code).toBe('idempotency_key_reused')
  })

  it('lists every bad field of an order at once', async () => {
    const res = await request(t.app)
      .post('/buy_online/orders')
      .send({
        order: { vehicle_id: '', customer: { email: 'nope' }, finance_option: 'barter', locale: 'xx' },
      })
      .expect(422)
    const fields = (res.body.error.details as { field: string }[]).map((d) => d.field)
    expect(fields).toEqual(
      expect.arrayContaining([
        'order.vehicle_id',
        'order.lock_id',
        'order.customer.email',
        'order.finance_option',
        'order.locale',
      ]),
    )
  })

  it('answers an unknown or malformed order number with a JSON 404', async () => {
    for (const number of ['AAAA-AAAA-AAAA-AAAA', 'nope', '%00'.slice(1)]) {
      const res = await request(t.app).get(`/buy_online/orders/${number}`).expect(404)
      expect(res.body.error.code).toBe('not_found')
    }
  })
})

describe('card payment', () => {
  it('refuses an amount that is not the server’s', async () => {
    const { order, vehicleId } = await placeOrder()
    const res = await request(t.app)
      .post('/buy_online/payment')
      .send({
        order_number: order.order_number,
        payment: { amount: 1, currency: 'AUD', vehicle_id: vehicleId },
      })
      .expect(422)
    expect(res.body.error.code).toBe('amount_mismatch')
    expect(res.body.error.details[0].field).toBe('payment.amount')
  })

  it('gives a payment that starts with little hold left a full hold period, never past the longest', async () => {
    const { order, vehicleId, lock } = await placeOrder()
    // Thirty seconds left, as a shopper who leaves for the card page at the end of their time.
    await t.database.query(
      "UPDATE vehicle_locks SET expires_at = now() + interval '30 seconds' WHERE lock_id = $1",
      [lock.lock_id],
    )
    const payment = { amount: Number(order.amount), currency: order.currency, vehicle_id: vehicleId }
    await request(t.app)
      .post('/buy_online/payment')
      .send({ order_number: order.order_number, payment })
      .expect(201)
    const [held] = await t.database.query<{ left: number }>(
      'SELECT extract(epoch FROM expires_at - now())::float8 AS left FROM vehicle_locks WHERE lock_id = $1',
      [lock.lock_id],
    )
    expect(held!.left).toBeGreaterThan(14 * 60)
    // A hold taken 44 minutes ago gets only the minute left of its 45.
    await t.database.query(
      "UPDATE vehicle_locks SET created_at = now() - interval '44 minutes', expires_at = now() + interval '30 seconds' WHERE lock_id = $1",
      [lock.lock_id],
    )
    await request(t.app)
      .post('/buy_online/payment')
      .send({ order_number: order.order_number, payment })
      .expect(201)
    const [capped] = await t.database.query<{ left: number }>(
      'SELECT extract(epoch FROM expires_at - now())::float8 AS left FROM vehicle_locks WHERE lock_id = $1',
      [lock.lock_id],
    )
    expect(capped!.left).toBeGreaterThan(50)
    expect(capped!.left).toBeLessThan(61)
  })

  it('pays through the webhook, reserves the vehicle once and confirms with the mails queued', async () => {
    const { order, vehicleId } = await placeOrder()
    const [row] = await t.database.query<{ list: string }>('SELECT list FROM vehicles WHERE id = $1', [
      vehicleId,
    ])
    const reservedTotal = async () =>
      (await request(t.app).get(`/listing/${row!.list}?status_in=reserved`).expect(200)).body.meta
        .total as number
    const reservedBefore = await reservedTotal()
    const payment = {
      amount: Number(order.amount),
      currency: 'AUD',
      vehicle_id: vehicleId,
      company_uuid: 'x',
    }
    const intent = (
      await request(t.app)
        .post('/buy_online/payment')
        .send({ order_number: order.order_number, payment })
        .expect(201)
    ).body.data.data
    expect(intent).toMatchObject({
      client_secret: expect.stringContaining('secret'),
      payment_page_url: expect.any(String),
      // The local test mode pays on its own page: no Stripe.js.
      publishable_key: null,
    })
    // Not paid yet: confirm answers the order as it is (still waiting) and changes nothing.
    expect(
      (await request(t.app).put(`/buy_online/orders/${order.order_number}/confirm`).send({}).expect(200)).body
        .data.data.status,
    ).toBe('payment_pending')
    fakes.setIntent(intent.payment_intent_id, 'succeeded')
    const event = JSON.stringify({
      id: 'evt_1',
      type: 'payment_intent.succeeded',
      intent: intent.payment_intent_id,
    })
    const bad = await request(t.app)
      .post('/buy_online/stripe/webhook')
      .set('Stripe-Signature', 'forged')
      .type('json')
      .send(event)
    expect(bad.status).toBe(400)
    expect((await request(t.app).get(`/buy_online/orders/${order.order_number}`)).body.data.data.status).toBe(
      'payment_pending',
    )
    for (let i = 0; i < 3; i++)
      await request(t.app)
        .post('/buy_online/stripe/webhook')
        .set('Stripe-Signature', 'good')
        .type('json')
        .send(event)
        .expect(200)
    expect(await status(vehicleId)).toBe('reserved')
    // The stock listing shows it at once: its answers are kept per stock version, not for 30 s.
    expect(await reservedTotal()).toBe(reservedBefore + 1)
    const confirmed = await request(t.app)
      .put(`/buy_online/orders/${order.order_number}/confirm`)
      .send({
        customer_email: 'jordan.lee@example.com',
        lead_attributes: { first_name: 'Jordan' },
        locale: 'en',
      })
      .expect(200)
    expect(confirmed.body.data.data).toMatchObject({ status: 'confirmed', payment_status: 'paid' })
    await request(t.app).put(`/buy_online/orders/${order.order_number}/confirm`).send({}).expect(200)
    const jobs = await t.database.query<{ kind: string }>(
      `SELECT j.kind FROM jobs j JOIN orders o ON o.id = j.order_id WHERE o.order_number = $1 ORDER BY kind`,
      [order.order_number],
    )
    expect(jobs.map((j) => j.kind)).toEqual(['order_confirmation', 'order_notification'])
    // The worker mails both: the dealer's notification and the shopper's confirmation.
    await expect
      .poll(
        async () =>
          (
            await t.database.query<{ status: string }>(
              `SELECT j.status FROM jobs j JOIN orders o ON o.id = j.order_id WHERE o.order_number = $1`,
              [order.order_number],
            )
          ).map((j) => j.status),
        { timeout: 10_000 },
      )
      .toEqual(['done', 'done'])
    const transitions = await t.database.query<{ to_status: string }>(
      `SELECT to_status FROM order_transitions tr JOIN orders o ON o.id = tr.order_id WHERE o.order_number = $1 ORDER BY tr.id`,
      [order.order_number],
    )
    expect(transitions.map((r) => r.to_status)).toEqual(['created', 'payment_pending', 'paid', 'confirmed'])
    // The vehicle has an owner: nobody can hold it any more.
    expect((await init(vehicleId).expect(409)).body.error.code).toBe('vehicle_unavailable')
  })

  it('applies a redelivered event whose first delivery was recorded but never applied', async () => {
    const { order, vehicleId } = await placeOrder()
    const intent = (
      await request(t.app)
        .post('/buy_online/payment')
        .send({
          order_number: order.order_number,
          payment: { amount: Number(order.amount), currency: 'AUD', vehicle_id: vehicleId },
        })
        .expect(201)
    ).body.data.data
    fakes.setIntent(intent.payment_intent_id, 'succeeded')
    // The first delivery got as far as recording the event when the database went away.
    await t.database.query(
      `INSERT INTO payment_events (vendor, event_id, order_id, type, payload)
       SELECT 'STRIPE', 'evt_cut', id, 'payment_intent.succeeded', '{}'::jsonb FROM orders WHERE order_number = $1`,
      [order.order_number],
    )
    const event = JSON.stringify({
      id: 'evt_cut',
      type: 'payment_intent.succeeded',
      intent: intent.payment_intent_id,
    })
    await request(t.app)
      .post('/buy_online/stripe/webhook')
      .set('Stripe-Signature', 'good')
      .type('json')
      .send(event)
      .expect(200)
    expect((await request(t.app).get(`/buy_online/orders/${order.order_number}`)).body.data.data.status).toBe(
      'paid',
    )
    // Delivered again once applied, it changes nothing.
    await request(t.app)
      .post('/buy_online/stripe/webhook')
      .set('Stripe-Signature', 'good')
      .type('json')
      .send(event)
      .expect(200)
    expect(await status(vehicleId)).toBe('reserved')
  })

  it('sends money of the wrong amount to manual review', async () => {
    const { order, vehicleId } = await placeOrder()
    const payment = { amount: Number(order.amount), currency: 'AUD', vehicle_id: vehicleId }
    const intent = (
      await request(t.app)
        .post('/buy_online/payment')
        .send({ order_number: order.order_number, payment })
        .expect(201)
    ).body.data.data
    fakes.setIntent(intent.payment_intent_id, 'succeeded', 1)
    const event = JSON.stringify({
      id: 'evt_short',
      type: 'payment_intent.succeeded',
      intent: intent.payment_intent_id,
    })
    await request(t.app)
      .post('/buy_online/stripe/webhook')
      .set('Stripe-Signature', 'good')
      .type('json')
      .send(event)
      .expect(200)
    expect((await request(t.app).get(`/buy_online/orders/${order.order_number}`)).body.data.data.status).toBe(
      'manual_review',
    )
    expect(await status(vehicleId)).toBe('stock')
  })
})

describe('PayPal and the free reservation', () => {
  beforeAll(async () => {
    await t.database.query(
      `UPDATE company_configs SET data = jsonb_set(data, '{data,vendor,type}', '" paypal "') WHERE company = 'jdx' AND config_key = 'order_online'`,
    )
  })

  it('captures an approved PayPal order at confirm', async () => {
    const { order, vehicleId } = await placeOrder(JAGUAR)
    const created = (
      await request(t.app)
        .post('/buy_online/paypal/create_order')
        .set('Host', JAGUAR)
        .send({
          order_number: order.order_number,
          order: {
            amount_value: order.amount,
            amount_currency_code: 'AUD',
            vehicle_id: vehicleId,
            company_uuid: 'jdx',
          },
        })
        .expect(201)
    ).body.data.data
    expect(created.approve_url).toContain(created.id)
    fakes.approve(created.id)
    const confirmed = await request(t.app)
      .put(`/buy_online/orders/${order.order_number}/confirm`)
      .set('Host', JAGUAR)
      .send({ paypal_order_id: created.id })
      .expect(200)
    expect(confirmed.body.data.data).toMatchObject({
      status: 'confirmed',
      payment_status: 'paid',
      vendor: 'PAYPAL',
    })
    expect(await status(vehicleId)).toBe('reserved')
    // An order of one site is not found on the other.
    await request(t.app).put(`/buy_online/orders/${order.order_number}/confirm`).send({}).expect(404)
  })

  it('reserves for free with NO_PAYMENT_JAPAN, in Arabic', async () => {
    await t.database.query(
      `UPDATE company_configs SET data = jsonb_set(data, '{data,vendor,type}', '"no_payment_japan"') WHERE company = 'jdx' AND config_key = 'order_online'`,
    )
    const vehicleId = jaguar()
    const lock = (await init(vehicleId, {}, JAGUAR).expect(201)).body.data.data
    expect(lock.reservation).toMatchObject({ vendor: 'NO_PAYMENT_JAPAN', amount: '0.00', free: true })
    const order = (
      await request(t.app)
        .post('/buy_online/orders')
        .set('Host', JAGUAR)
        .send(orderBody(vehicleId, lock, { locale: 'ar' }))
        .expect(201)
    ).body.data.data
    expect(order).toMatchObject({ payment_status: 'not_required', locale: 'ar' })
    const confirmed = await request(t.app)
      .put(`/buy_online/orders/${order.order_number}/confirm`)
      .set('Host', JAGUAR)
      .send({})
      .expect(200)
    expect(confirmed.body.data.data.status).toBe('confirmed')
    expect(await status(vehicleId)).toBe('reserved')
  })
})

describe('the inquiry mail (send_inquiry_email)', () => {
  const inquiry = (body: unknown, key?: string) => {
    const call = request(t.app).put('/buy_online/orders/send_inquiry_email')
    return (key ? call.set('Idempotency-Key', key) : call).send(body as object)
  }
  const body = async () => {
    const [v] = await t.database.query<{ id: string; email: string }>(
      `SELECT id, data->'attributes'->>'owner_email' AS email FROM vehicles WHERE brand = 'Land Rover' AND status = 'stock' ORDER BY id DESC LIMIT 1`,
    )
    return {
      recipients: [v!.email],
      customer_data: {
        first_name: 'Jordan',
        last_name: 'Lee',
        email: 'jordan.lee@example.com',
        message: 'Is it <b>available</b>?',
      },
      vehicle_data: { id: v!.id },
    }
  }

  it('mails the vehicle’s retailer through the job queue, once per Idempotency-Key', async () => {
    const valid = await body()
    const first = await inquiry(valid, 'inquiry-key-0001').expect(202)
    const again = await inquiry(valid, 'inquiry-key-0001').expect(202)
    expect(again.text).toBe(first.text)
    const job = first.body.data.data.job_id as string
    const rows = await t.database.query<{ n: string }>(
      `SELECT count(*)::text AS n FROM jobs WHERE kind = 'inquiry_email' AND payload->'vehicle'->>'id' = $1`,
      [valid.vehicle_data.id],
    )
    expect(rows[0]?.n).toBe('1')
    await expect
      .poll(
        async () =>
          (await t.database.query<{ status: string }>('SELECT status FROM jobs WHERE id = $1', [job]))[0]
            ?.status,
        {
          timeout: 15_000,
        },
      )
      .toBe('done')
  })

  it('is never an open relay, and names every bad field', async () => {
    const valid = await body()
    const stranger = await inquiry({
      ...valid,
      recipients: [valid.recipients[0], 'victim@example.org'],
    }).expect(422)
    expect(stranger.body.error.details).toEqual([
      { field: 'recipients.1', message: 'is not a retailer address of this vehicle' },
    ])
    const bad = await inquiry({ recipients: [], customer_data: { email: 'x' }, vehicle_data: {} }).expect(422)
    expect(bad.body.error.details.map((d: { field: string }) => d.field)).toEqual(
      expect.arrayContaining([
        'recipients',
        'customer_data.first_name',
        'customer_data.email',
        'vehicle_data.id',
      ]),
    )
    await inquiry({ ...valid, recipients: Array(6).fill(valid.recipients[0]) }).expect(422)
    await inquiry({ ...valid, customer_data: { ...valid.customer_data, message: 'a\u0000b' } }).expect((r) =>
      expect(r.status).toBe(400),
    )
    await inquiry({ ...valid, vehicle_data: { id: jaguars[0] } }).expect(404)
  })
})
