// The development payment pages (server/payments/dev-payment-routes.ts) in the real app outside strict
// production: the card form pays a local Stripe intent and returns to a same-site path, with a double-submit
// token against cross-site posts; PayPal's approve page and LiqPay's checkout do the same for their providers.
import request from 'supertest'
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { CardPaymentIntent } from '../../server/payments/card-payments.js'
import type { Payments } from '../../server/payments/payments-from-env.js'
import { startTestApp, type TestApp } from '../helpers/test-app.js'

let t: TestApp
let payments: Payments

beforeAll(async () => {
  t = await startTestApp({ forms: { worker: false } })
  payments = t.payments
})
afterAll(() => t.close())

/** The page's csrf field and the cookie that must come with it. */
function tokenOf(res: request.Response): { csrf: string; cookie: string } {
  const csrf = /name="csrf" value="([^"]+)"/.exec(res.text)?.[1] ?? ''
  const cookie =
    String((res.headers['set-cookie'] as unknown as string[] | undefined)?.[0] ?? '').split(';')[0] ?? ''
  return { csrf, cookie }
}

describe('the development card payment page', () => {
  /** The intent's page as the payment call gives it: its token in the query (decision 061). */
  const pageOf = (intent: CardPaymentIntent) => payments.card!.paymentPageUrl(intent)!
  const newIntent = () =>
    payments.card!.createPaymentIntent({
      amountMinor: 123_45,
      currency: 'AUD',
      metadata: { order_number: 'N-1' },
      captureMethod: 'automatic',
      idempotencyKey: randomUUID(),
    })

  it('shows an accessible card form prefilled with 4242…, pays, and returns to the same-site path', async () => {
    const intent = await newIntent()
    const page = await request(t.app).get(`${pageOf(intent)}&return_url=/buy_online/done%3Fx%3D1`)
    expect(page.status).toBe(200)
    expect(page.text).toContain('<html lang="en">')
    expect(page.text).toContain('<label for="card_number">')
    expect(page.text).toContain('value="4242 4242 4242 4242"')
    expect(page.text).toContain('A$123.45')
    expect(page.text).not.toContain('<script')
    const { csrf, cookie } = tokenOf(page)
    const paid = await request(t.app)
      .post(pageOf(intent))
      .set('Cookie', cookie)
      .type('form')
      .send({ csrf, card_number: '4242 4242 4242 4242', return_url: '/buy_online/done?x=1' })
    expect(paid.status).toBe(303)
    expect(paid.headers.location).toBe(
      `/buy_online/done?x=1&payment_intent=${intent.id}&redirect_status=succeeded`,
    )
    expect((await payments.card!.retrievePaymentIntent(intent.id)).status).toBe('succeeded')
    const [job] = await t.database.query<{ payload: { body: string } }>(
      `SELECT payload FROM jobs WHERE kind = 'payment_webhook' AND payload->>'body' LIKE $1`,
      [`%${intent.id}%`],
    )
    expect(JSON.parse(job!.payload.body)).toMatchObject({ type: 'payment_intent.succeeded' })
  })

  it('shows a declined card as an alert and leaves the intent payable', async () => {
    const intent = await newIntent()
    const page = await request(t.app).get(`${pageOf(intent)}&return_url=/back`)
    const { csrf, cookie } = tokenOf(page)
    const declined = await request(t.app)
      .post(pageOf(intent))
      .set('Cookie', cookie)
      .type('form')
      .send({ csrf, card_number: '4000000000009995', return_url: '/back' })
    expect(declined.status).toBe(402)
    expect(declined.text).toContain('role="alert"')
    expect(declined.text).toContain('insufficient funds')
    expect((await payments.card!.retrievePaymentIntent(intent.id)).status).toBe('requires_payment_method')
  })

  it('refuses a post without the page’s token, and a return_url on another site', async () => {
    const intent = await newIntent()
    const page = await request(t.app).get(`${pageOf(intent)}&return_url=/back`)
    const { csrf, cookie } = tokenOf(page)
    const forged = await request(t.app)
      .post(pageOf(intent))
      .type('form')
      .send({ csrf, card_number: '4242424242424242', return_url: '/back' })
    expect(forged.status).toBe(403)
    for (const target of ['https://evil.example/', '//evil.example/x', '/\\evil.example'])
      expect(
        (await request(t.app).get(`${pageOf(intent)}&return_url=${encodeURIComponent(target)}`)).status,
      ).toBe(400)
    const offsite = await request(t.app)
      .post(pageOf(intent))
      .set('Cookie', cookie)
      .type('form')
      .send({ csrf, card_number: '4242424242424242', return_url: 'https://evil.example/' })
    expect(offsite.status).toBe(400)
    expect((await payments.card!.retrievePaymentIntent(intent.id)).status).toBe('requires_payment_method')
    expect((await request(t.app).get('/dev-payments/stripe/pi_local_nope?return_url=/')).status).toBe(404)
  })

  it('is not found without its payment’s token: the id alone pays nothing (decision 061)', async () => {
    const intent = await newIntent()
    const other = await newIntent()
    const otherToken = new URL(pageOf(other), 'http://x').searchParams.get('token')
    for (const query of ['', '?token=forged', `?token=${otherToken}`])
      expect(
        (await request(t.app).get(`/dev-payments/stripe/${intent.id}${query}&return_url=/`)).status,
      ).toBe(404)
    const page = await request(t.app).get(`${pageOf(other)}&return_url=/back`)
    const { csrf, cookie } = tokenOf(page)
    const paid = await request(t.app)
      .post(`/dev-payments/stripe/${intent.id}?token=${otherToken}`)
      .set('Cookie', cookie)
      .type('form')
      .send({ csrf, card_number: '4242424242424242', return_url: '/back' })
    expect(paid.status).toBe(404)
    expect((await payments.card!.retrievePaymentIntent(intent.id)).status).toBe('requires_payment_method')
  })
})

describe('the development PayPal and LiqPay pages', () => {
  it('approves a local PayPal order and returns with token and PayerID', async () => {
    const order = await payments.paypal!.createOrder({
      amountValue: '10.00',
      currencyCode: 'EUR',
      reference: 'N-2',
      requestId: randomUUID(),
      returnUrl: '/buy_online/paypal/return',
      cancelUrl: '/buy_online/paypal/cancel',
    })
    expect(order.approveUrl).toMatch(/\?token=[\w-]{43}$/)
    expect((await request(t.app).get(`/dev-payments/paypal/${order.id}`)).status).toBe(404)
    const page = await request(t.app).get(order.approveUrl!)
    expect(page.text).toContain('10.00 EUR')
    const { csrf, cookie } = tokenOf(page)
    const approved = await request(t.app)
      .post(order.approveUrl!)
      .set('Cookie', cookie)
      .type('form')
      .send({ csrf, decision: 'approve' })
    expect(approved.status).toBe(303)
    expect(approved.headers.location).toMatch(
      new RegExp(`^/buy_online/paypal/return\\?token=${order.id}&PayerID=`),
    )
    expect((await payments.paypal!.getOrder(order.id)).status).toBe('APPROVED')
  })

  it('takes LiqPay’s checkout post, pays on the shopper’s click and returns to result_url', async () => {
    const checkout = payments.liqpay!.checkoutData({
      amount: 99,
      currency: 'UAH',
      description: 'Reservation',
      order_id: `ORD-${randomUUID()}`,
      language: 'en',
      result_url: '/buy_online/liqpay/result',
      server_url: 'http://localhost:3000/buy_online/liqpay/callback',
    })
    const page = await request(t.app)
      .post(checkout.checkout_url)
      .type('form')
      .send({ data: checkout.data, signature: checkout.signature })
    expect(page.status).toBe(200)
    expect(page.text).toContain('99 UAH')
    const tampered = await request(t.app)
      .post(checkout.checkout_url)
      .type('form')
      .send({ data: checkout.data, signature: 'x' })
    expect(tampered.status).toBe(400)
    const { csrf, cookie } = tokenOf(page)
    const paid = await request(t.app)
      .post('/dev-payments/liqpay/pay')
      .set('Cookie', cookie)
      .type('form')
      .send({ csrf, data: checkout.data, signature: checkout.signature, outcome: 'success' })
    expect(paid.status).toBe(303)
    expect(paid.headers.location).toBe('/buy_online/liqpay/result')
  })
})
