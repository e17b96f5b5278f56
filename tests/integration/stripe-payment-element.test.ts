// With the real Stripe there is no payment page: the payment call answers the publishable key with the
// client secret, and the CSP lets Stripe.js, its frames and its API in (only then).
import request from 'supertest'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { RETAILERS_WITH_OWN_VENDOR } from '../../server/stock/reference/company-configs.js'
import { fakePayments } from '../helpers/fake-payments.js'
import { PHONE, VERIFIED, orderBody } from '../helpers/order-body.js'
import { startTestApp, type TestApp } from '../helpers/test-app.js'
import { cspDirective } from '../helpers/csp-directive.js'

let stripe: TestApp
let local: TestApp

beforeAll(async () => {
  const phones = { verifiedFor: async (id: string, phone: string) => id === VERIFIED && phone === PHONE }
  ;[stripe, local] = await Promise.all([
    startTestApp({
      orders: { payments: fakePayments({ publishableKey: 'pk_test_elements' }).providers, phones },
    }),
    startTestApp({ orders: { payments: fakePayments().providers, phones } }),
  ])
})
afterAll(async () => {
  await Promise.all([stripe?.close(), local?.close()])
})

it('answers the publishable key and the connected account instead of a payment page', async () => {
  const [row] = await stripe.database.query<{ id: string }>(
    "SELECT id FROM vehicles WHERE status = 'stock' AND owner_id <> ALL ($1::text[]) AND brand = 'Land Rover' ORDER BY id LIMIT 1",
    [RETAILERS_WITH_OWN_VENDOR],
  )
  const vehicleId = row!.id
  const lock = (
    await request(stripe.app).post('/buy_online/orders/init').send({ vehicle_id: vehicleId }).expect(201)
  ).body.data.data
  const order = (
    await request(stripe.app).post('/buy_online/orders').send(orderBody(vehicleId, lock)).expect(201)
  ).body.data.data
  const paid = (
    await request(stripe.app)
      .post('/buy_online/payment')
      .send({
        order_number: order.order_number,
        payment: { amount: Number(order.amount), currency: order.currency, vehicle_id: vehicleId },
      })
      .expect(201)
  ).body.data.data
  expect(paid).toMatchObject({
    payment_page_url: null,
    publishable_key: 'pk_test_elements',
    stripe_account: null,
    client_secret: expect.stringContaining('secret'),
  })
})

it("allows Stripe's hosts in the CSP only when the checkout uses Stripe.js", async () => {
  for (const path of ['/', '/showroom-order-online/checkout']) {
    const policy = String((await request(stripe.app).get(path)).headers['content-security-policy'])
    expect(cspDirective(policy, 'script-src')).toContain('https://js.stripe.com')
    expect(cspDirective(policy, 'frame-src')).toEqual(
      expect.arrayContaining(['https://js.stripe.com', 'https://hooks.stripe.com']),
    )
    expect(cspDirective(policy, 'connect-src')).toContain('https://api.stripe.com')
    // Nothing else is loosened.
    expect(cspDirective(policy, 'script-src')).not.toContain("'unsafe-inline'")
    const without = String((await request(local.app).get(path)).headers['content-security-policy'])
    expect(without).not.toContain('stripe.com')
  }
})
