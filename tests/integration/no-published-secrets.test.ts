// Issue 25 on the real app (decision 061): mail links start with the site's configured origin, whatever Host
// or X-Forwarded-Host a request names; the local Stripe stand-in's webhook secret is random per database (a
// webhook signed with the constant it used to be is refused); send_inquiry_email is rate limited.
import Stripe from 'stripe'
import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { localPaymentSecrets } from '../../server/payments/local-payment-secrets.js'
import type { MailMessage } from '../../server/providers/mailer.js'
import { FREE_RESERVATION_DEALER, LIQPAY_DEALER } from '../../server/stock/reference/company-configs.js'
import { PHONE, VERIFIED, orderBody } from '../helpers/order-body.js'
import { startTestApp, type TestApp } from '../helpers/test-app.js'

/** What the app's origin is without PUBLIC_URL (server/app.ts): Land Rover's site is served on localhost. */
const LAND_ROVER_ORIGIN = 'http://localhost:3000'
const HOSTILE = { Host: 'evil.example', 'X-Forwarded-Host': 'evil.example', 'X-Forwarded-Proto': 'https' }
/** The local Stripe webhook secret the code published before decision 061. */
const PUBLISHED_SECRET = 'whsec_local_development_only'

let t: TestApp
const mails: MailMessage[] = []

beforeAll(async () => {
  t = await startTestApp({
    forms: { mailer: { send: async (message) => void mails.push(message) }, worker: { pollMs: 100 } },
    orders: { phones: { verifiedFor: async (id, phone) => id === VERIFIED && phone === PHONE } },
  })
})
afterAll(() => t.close())

const vehicleOf = async (free: boolean) =>
  (
    await t.database.query<{ id: string; email: string }>(
      `SELECT id, data->'attributes'->>'owner_email' AS email FROM vehicles
       WHERE status = 'stock' AND brand = 'Land Rover' AND (owner_id = $1) = $2 AND owner_id <> $3
       ORDER BY id DESC LIMIT 1`,
      [FREE_RESERVATION_DEALER, free, LIQPAY_DEALER],
    )
  )[0]!

/** A Land Rover order placed with hostile host headers. */
async function hostileOrder(free: boolean) {
  const vehicle = await vehicleOf(free)
  const lock = (
    await request(t.app)
      .post('/buy_online/orders/init')
      .set(HOSTILE)
      .send({ vehicle_id: vehicle.id })
      .expect(201)
  ).body.data.data
  const order = (
    await request(t.app).post('/buy_online/orders').set(HOSTILE).send(orderBody(vehicle.id, lock)).expect(201)
  ).body.data.data
  return { vehicle, order }
}

describe('mail links', () => {
  it('start with the site’s configured origin in the order mails, never the request’s Host', async () => {
    const { order } = await hostileOrder(true)
    await request(t.app)
      .put(`/buy_online/orders/${order.order_number}/confirm`)
      .set(HOSTILE)
      .send({})
      .expect(200)
    const link = `${LAND_ROVER_ORIGIN}/showroom-order-online/confirmation/${order.order_number}`
    await expect.poll(() => mails.filter((m) => m.text.includes(link)).length, { timeout: 10_000 }).toBe(2)
    for (const mail of mails) expect(`${mail.text}${mail.html}`).not.toContain('evil.example')
  })

  it('start with the site’s configured origin in the inquiry mail', async () => {
    const vehicle = await vehicleOf(false)
    await request(t.app)
      .put('/buy_online/orders/send_inquiry_email')
      .set(HOSTILE)
      .send({
        recipients: [vehicle.email],
        customer_data: { first_name: 'Jordan', last_name: 'Lee', email: 'jordan.lee@example.com' },
        vehicle_data: { id: vehicle.id, url: '/showroom/a-vehicle' },
      })
      .expect(202)
    await expect
      .poll(() => mails.some((m) => m.text.includes(`${LAND_ROVER_ORIGIN}/showroom/a-vehicle`)), {
        timeout: 10_000,
      })
      .toBe(true)
    for (const mail of mails) expect(`${mail.text}${mail.html}`).not.toContain('evil.example')
  })
})

describe('the local Stripe webhook secret', () => {
  it('is random per database and the same after a restart; the published constant signs nothing', async () => {
    const secrets = await localPaymentSecrets(t.database)
    expect(secrets.stripeWebhookSecret).toMatch(/^whsec_[\w-]{43}$/)
    expect(secrets.stripeWebhookSecret).not.toBe(PUBLISHED_SECRET)
    expect(await localPaymentSecrets(t.database)).toEqual(secrets)

    const { vehicle, order } = await hostileOrder(false)
    const intent = (
      await request(t.app)
        .post('/buy_online/payment')
        .send({
          order_number: order.order_number,
          payment: { amount: Number(order.amount), currency: order.currency, vehicle_id: vehicle.id },
        })
        .expect(201)
    ).body.data.data
    const event = (secret: string) => {
      const body = JSON.stringify({
        id: `evt_forged_${secret.length}`,
        object: 'event',
        type: 'payment_intent.succeeded',
        data: {
          object: {
            id: intent.payment_intent_id,
            object: 'payment_intent',
            amount: Math.round(Number(order.amount) * 100),
            currency: order.currency.toLowerCase(),
            status: 'succeeded',
            metadata: { order_number: order.order_number },
          },
        },
      })
      const signature = Stripe.webhooks.generateTestHeaderString({ payload: body, secret })
      return request(t.app)
        .post('/buy_online/stripe/webhook')
        .set('Stripe-Signature', signature)
        .type('json')
        .send(body)
    }
    expect((await event(PUBLISHED_SECRET)).status).toBe(400)
    const status = async () =>
      (await request(t.app).get(`/buy_online/orders/${order.order_number}`)).body.data.data.status
    expect(await status()).toBe('payment_pending')
    // The check itself is unchanged: the installation's own secret still verifies.
    expect((await event(secrets.stripeWebhookSecret)).status).toBe(200)
  })
})

describe('send_inquiry_email', () => {
  it('answers 429 with Retry-After past the client address’s window', async () => {
    const vehicle = await vehicleOf(false)
    // Its own client address (the app trusts its loopback proxy's X-Forwarded-For).
    const send = () =>
      request(t.app)
        .put('/buy_online/orders/send_inquiry_email')
        .set('X-Forwarded-For', '203.0.113.25')
        .send({
          recipients: [vehicle.email],
          customer_data: { first_name: 'Sam', last_name: 'Lee', email: 'sam.lee@example.com' },
          vehicle_data: { id: vehicle.id },
        })
    for (let i = 0; i < 5; i++) await send().expect(202)
    const refused = await send().expect(429)
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
    expect(refused.headers['content-type']).toMatch(/application\/json/)
    expect(refused.body.error).toMatchObject({ code: 'rate_limited' })
  })
})
