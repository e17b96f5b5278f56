// The payment providers' contract (server/payments/card-payments.ts, paypal-payments.ts, liqpay-payments.ts):
// one set of behaviour tests per interface, run against the local test-mode implementations always and
// against the real adapters (official SDK or documented protocol) wired to local servers that answer as the
// provider does. No test reaches the internet: every call goes through OutboundHttp to 127.0.0.1.
import { createHash, randomUUID } from 'node:crypto'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import Stripe from 'stripe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../server/db/database.js'
import { openDatabase } from '../../server/db/database.js'
import { migrate } from '../../server/db/migrate.js'
import { outboundFetch } from '../../server/http/outbound/outbound-fetch.js'
import { OutboundHttp } from '../../server/http/outbound/outbound-http.js'
import type { Job } from '../../server/jobs/job.js'
import { PermanentJobError } from '../../server/jobs/permanent-job-error.js'
import type { CardPayments } from '../../server/payments/card-payments.js'
import { deliverPaymentWebhook } from '../../server/payments/deliver-payment-webhook.js'
import { LiqPayCheckoutPayments } from '../../server/payments/liqpay-checkout-payments.js'
import type { LiqPayCallback, LiqPayPayments } from '../../server/payments/liqpay-payments.js'
import { LiqPayProtocol } from '../../server/payments/liqpay-protocol.js'
import { LocalCardPayments } from '../../server/payments/local-card-payments.js'
import { LocalLiqPayPayments } from '../../server/payments/local-liqpay-payments.js'
import { LocalPayPalPayments } from '../../server/payments/local-paypal-payments.js'
import { LocalPaymentStore, type PaymentWebhookDelivery } from '../../server/payments/local-payment-store.js'
import { PaymentProviderError } from '../../server/payments/payment-provider-error.js'
import type { PayPalPayments } from '../../server/payments/paypal-payments.js'
import { PayPalSdkPayments } from '../../server/payments/paypal-sdk-payments.js'
import { PaymentSignatureError } from '../../server/payments/payment-signature-error.js'
import { StripeCardPayments } from '../../server/payments/stripe-card-payments.js'
import { fakeLiqPayApi } from '../helpers/fake-liqpay-api.js'
import { fakePayPalApi } from '../helpers/fake-paypal-api.js'
import { fakeStripeApi } from '../helpers/fake-stripe-api.js'

const WEBHOOK_SECRET = 'whsec_contract_test'
const WEBHOOK_URL = 'http://127.0.0.1:9/buy_online/stripe/webhook'

let database: Database
let store: LocalPaymentStore
const outbound = new OutboundHttp({ allowPrivate: true, timeoutMs: 5000 })
const closers: (() => Promise<void>)[] = []

beforeAll(async () => {
  database = await openDatabase({ dataDir: 'memory://' })
  await migrate(database)
  store = new LocalPaymentStore(database)
})
afterAll(async () => {
  for (const close of closers) await close()
  await database.close()
})

/** The webhook deliveries queued since the test started, oldest first. */
async function queuedWebhooks(since: Date): Promise<PaymentWebhookDelivery[]> {
  const rows = await database.query<{ payload: PaymentWebhookDelivery }>(
    `SELECT payload FROM jobs WHERE kind = 'payment_webhook' AND created_at >= $1 ORDER BY created_at, id`,
    [since],
  )
  return rows.map((r) => r.payload)
}

interface CardHarness {
  payments: CardPayments
  /** The shopper pays with a test card (the local payment page, or Stripe's Payment Element). */
  pay(id: string, card: string): Promise<unknown>
  /** Whether the harness sees the provider's webhook deliveries (the local provider queues them here). */
  webhooksQueued: boolean
}

const cardHarnesses: [string, () => Promise<CardHarness>][] = [
  [
    'local test mode',
    async () => {
      const local = new LocalCardPayments({
        store,
        webhookUrl: WEBHOOK_URL,
        webhookSecret: WEBHOOK_SECRET,
        pagePath: '/dev-payments/stripe',
      })
      return { payments: local, pay: (id, card) => local.pay(id, card), webhooksQueued: true }
    },
  ],
  [
    'Stripe SDK against a local Stripe API',
    async () => {
      const backing = new LocalCardPayments({
        store,
        webhookUrl: WEBHOOK_URL,
        webhookSecret: WEBHOOK_SECRET,
        pagePath: '/unused',
      })
      const api = await fakeStripeApi(backing)
      closers.push(api.close)
      const payments = new StripeCardPayments({
        secretKey: 'sk_test_contract',
        webhookSecret: WEBHOOK_SECRET,
        publishableKey: 'pk_test_contract',
        fetch: outboundFetch(outbound),
        api: { host: '127.0.0.1', port: api.port, protocol: 'http' },
      })
      return { payments, pay: (id, card) => backing.pay(id, card), webhooksQueued: false }
    },
  ],
]

describe.each(cardHarnesses)('CardPayments: %s', (_name, harness) => {
  let h: CardHarness
  beforeAll(async () => {
    h = await harness()
  })
  const create = (over: Partial<Parameters<CardPayments['createPaymentIntent']>[0]> = {}) =>
    h.payments.createPaymentIntent({
      amountMinor: 50_000,
      currency: 'AUD',
      metadata: { vehicle_id: 'v-1', order_number: '7K3M-9QXA-2BNF-8TWD' },
      captureMethod: 'automatic',
      idempotencyKey: randomUUID(),
      ...over,
    })

  it('keeps the amount, the currency (lower case, as Stripe answers it) and the metadata', async () => {
    const intent = await create()
    expect(intent).toMatchObject({
      amountMinor: 50_000,
      currency: 'aud',
      status: 'requires_payment_method',
      metadata: { vehicle_id: 'v-1', order_number: '7K3M-9QXA-2BNF-8TWD' },
    })
    expect(intent.clientSecret).toMatch(new RegExp(`^${intent.id}_secret_`))
    expect(await h.payments.retrievePaymentIntent(intent.id)).toMatchObject({
      id: intent.id,
      amountMinor: 50_000,
    })
  })

  it('answers the same intent to a retried creation with the same Idempotency-Key, and refuses other parameters', async () => {
    const key = randomUUID()
    const [a, b] = await Promise.all([create({ idempotencyKey: key }), create({ idempotencyKey: key })])
    expect(b.id).toBe(a.id)
    expect((await create({ idempotencyKey: key })).id).toBe(a.id)
    expect((await create()).id).not.toBe(a.id)
    await expect(create({ idempotencyKey: key, amountMinor: 1 })).rejects.toBeInstanceOf(PaymentProviderError)
  })

  it('keeps an intent of a connected account invisible to others', async () => {
    const intent = await create({ connectedAccount: 'acct_dealer1' })
    expect((await h.payments.retrievePaymentIntent(intent.id, 'acct_dealer1')).id).toBe(intent.id)
    await expect(h.payments.retrievePaymentIntent(intent.id, 'acct_other')).rejects.toMatchObject({
      code: 'resource_missing',
      status: 404,
    })
  })

  it('pays with 4242…, refunds once, and refuses to cancel a succeeded intent', async () => {
    const intent = await create()
    await h.pay(intent.id, '4242 4242 4242 4242')
    expect((await h.payments.retrievePaymentIntent(intent.id)).status).toBe('succeeded')
    await expect(h.payments.cancelPaymentIntent(intent.id)).rejects.toBeInstanceOf(PaymentProviderError)
    await expect(h.payments.capturePaymentIntent(intent.id)).rejects.toBeInstanceOf(PaymentProviderError)
    const refund = await h.payments.refundPaymentIntent(intent.id)
    expect(refund).toMatchObject({ status: 'succeeded' })
    await expect(h.payments.refundPaymentIntent(intent.id)).rejects.toMatchObject({
      code: 'charge_already_refunded',
    })
  })

  it('authorises with manual capture (requires_capture), then captures once', async () => {
    const intent = await create({ captureMethod: 'manual' })
    await h.pay(intent.id, '4242424242424242')
    expect((await h.payments.retrievePaymentIntent(intent.id)).status).toBe('requires_capture')
    expect((await h.payments.capturePaymentIntent(intent.id)).status).toBe('succeeded')
    await expect(h.payments.capturePaymentIntent(intent.id)).rejects.toBeInstanceOf(PaymentProviderError)
  })

  it('cancels an authorised intent, and refuses to refund or capture it afterwards', async () => {
    const intent = await create({ captureMethod: 'manual' })
    await h.pay(intent.id, '4242424242424242')
    expect((await h.payments.cancelPaymentIntent(intent.id)).status).toBe('canceled')
    await expect(h.payments.capturePaymentIntent(intent.id)).rejects.toBeInstanceOf(PaymentProviderError)
    await expect(h.payments.refundPaymentIntent(intent.id)).rejects.toBeInstanceOf(PaymentProviderError)
  })

  it('leaves a declined card (…0002, insufficient funds …9995) payable, and refuses capturing it', async () => {
    const intent = await create()
    await h.pay(intent.id, '4000000000000002')
    await h.pay(intent.id, '4000000000009995')
    expect((await h.payments.retrievePaymentIntent(intent.id)).status).toBe('requires_payment_method')
    await expect(h.payments.capturePaymentIntent(intent.id)).rejects.toBeInstanceOf(PaymentProviderError)
    await h.pay(intent.id, '4242424242424242')
    expect((await h.payments.retrievePaymentIntent(intent.id)).status).toBe('succeeded')
  })

  describe('webhook signatures', () => {
    const event = (type = 'payment_intent.succeeded') =>
      JSON.stringify({
        id: `evt_${randomUUID()}`,
        object: 'event',
        type,
        data: {
          object: {
            id: 'pi_123',
            object: 'payment_intent',
            amount: 700,
            currency: 'eur',
            status: 'succeeded',
            client_secret: 'pi_123_secret_x',
            metadata: { order_number: 'N' },
          },
        },
      })
    const sign = (payload: string, secret = WEBHOOK_SECRET, timestamp?: number) =>
      Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp })

    it('accepts a delivery signed with the endpoint secret', () => {
      const body = event()
      const verified = h.payments.verifyWebhook(Buffer.from(body), sign(body))
      expect(verified).toMatchObject({
        type: 'payment_intent.succeeded',
        intent: { id: 'pi_123', amountMinor: 700, currency: 'eur', status: 'succeeded' },
      })
    })
    it('refuses a missing, foreign, tampered or old signature', () => {
      const body = event()
      const verify = (raw: string, signature: string | undefined) => () =>
        h.payments.verifyWebhook(Buffer.from(raw), signature)
      expect(verify(body, undefined)).toThrow(PaymentSignatureError)
      expect(verify(body, 'garbage')).toThrow(PaymentSignatureError)
      expect(verify(body, sign(body, 'whsec_someone_else'))).toThrow(PaymentSignatureError)
      expect(verify(body.replace('700', '1'), sign(body))).toThrow(PaymentSignatureError)
      const tenMinutesAgo = Math.floor(Date.now() / 1000) - 600
      expect(verify(body, sign(body, WEBHOOK_SECRET, tenMinutesAgo))).toThrow(PaymentSignatureError)
    })
  })

  it('announces a payment with a signed Stripe event that its own verification accepts', async () => {
    if (!h.webhooksQueued) return
    const since = new Date(Date.now() - 1)
    const intent = await create({ captureMethod: 'manual' })
    await h.pay(intent.id, '4000000000009995')
    await h.pay(intent.id, '4242424242424242')
    await h.payments.capturePaymentIntent(intent.id)
    const deliveries = (await queuedWebhooks(since)).filter((d) => d.body.includes(intent.id))
    const events = deliveries.map((d) => {
      expect(d.url).toBe(WEBHOOK_URL)
      return h.payments.verifyWebhook(Buffer.from(d.body), d.headers['Stripe-Signature'])
    })
    // Jobs queued within the same clock tick tie on created_at, and providers do not promise an order
    // either: the test asks which events were sent, not in what order.
    expect(events.map((e) => e.type).sort()).toEqual([
      'payment_intent.amount_capturable_updated',
      'payment_intent.payment_failed',
      'payment_intent.succeeded',
    ])
    expect(new Set(events.map((e) => e.id)).size).toBe(3)
    for (const e of events) expect(e.id).toMatch(/^evt_local_/)
    expect(events.find((e) => e.type === 'payment_intent.succeeded')?.intent).toMatchObject({
      id: intent.id,
      status: 'succeeded',
      amountMinor: 50_000,
    })
  })
})

describe('StripeCardPayments on the wire', () => {
  it('sends the secret key, the connected account and the Idempotency-Key through the outbound client', async () => {
    const backing = new LocalCardPayments({
      store,
      webhookUrl: WEBHOOK_URL,
      webhookSecret: WEBHOOK_SECRET,
      pagePath: '/x',
    })
    const api = await fakeStripeApi(backing)
    closers.push(api.close)
    const payments = new StripeCardPayments({
      secretKey: 'sk_test_wire',
      webhookSecret: WEBHOOK_SECRET,
      publishableKey: 'pk_test_contract',
      fetch: outboundFetch(outbound),
      api: { host: '127.0.0.1', port: api.port, protocol: 'http' },
    })
    await payments.createPaymentIntent({
      amountMinor: 1234,
      currency: 'GBP',
      metadata: { vehicle_id: 'v-9' },
      captureMethod: 'manual',
      connectedAccount: 'acct_wire',
      idempotencyKey: 'key-wire-1',
    })
    const [request] = api.requests
    expect(request?.path).toBe('/v1/payment_intents')
    expect(request?.headers.authorization).toBe('Bearer sk_test_wire')
    expect(request?.headers['stripe-account']).toBe('acct_wire')
    expect(request?.headers['idempotency-key']).toBe('key-wire-1')
    expect(Object.fromEntries(request?.form ?? [])).toMatchObject({
      amount: '1234',
      currency: 'gbp',
      capture_method: 'manual',
      'metadata[vehicle_id]': 'v-9',
    })
  })

  it('is refused by the outbound client when private addresses are not allowed', async () => {
    const payments = new StripeCardPayments({
      secretKey: 'sk_test_refused',
      webhookSecret: WEBHOOK_SECRET,
      publishableKey: 'pk_test_contract',
      fetch: outboundFetch(new OutboundHttp({ allowPrivate: false })),
      api: { host: '127.0.0.1', port: 9, protocol: 'http' },
    })
    const error = (await payments.retrievePaymentIntent('pi_1').catch((e: unknown) => e)) as {
      type?: string
      detail?: Error
    }
    expect(error.type).toBe('StripeConnectionError')
    expect(error.detail?.message).toMatch(/not a public internet address/)
  })
})

interface LiqPayHarness {
  payments: LiqPayPayments
  /** The shopper pays at the checkout (LiqPay's page, here the local one) and LiqPay calls back. */
  pay(data: string, signature: string): Promise<LiqPayCallback>
}

const liqPayKeys = new LiqPayProtocol('sandbox_i000000001', 'sandbox_private_contract')
const liqPayHarnesses: [string, () => Promise<LiqPayHarness>][] = [
  [
    'local test mode',
    async () => {
      const local = new LocalLiqPayPayments({ protocol: liqPayKeys, store, pagePath: '/dev-payments/liqpay' })
      return { payments: local, pay: (data, signature) => local.pay(data, signature, 'success') }
    },
  ],
  [
    'documented protocol against a local LiqPay API',
    async () => {
      const backing = new LocalLiqPayPayments({ protocol: liqPayKeys, store, pagePath: '/unused' })
      const api = await fakeLiqPayApi(liqPayKeys, backing)
      closers.push(api.close)
      const payments = new LiqPayCheckoutPayments({ protocol: liqPayKeys, outbound, apiUrl: api.url })
      return { payments, pay: (data, signature) => backing.pay(data, signature, 'success') }
    },
  ],
]

describe.each(liqPayHarnesses)('LiqPayPayments: %s', (_name, harness) => {
  let h: LiqPayHarness
  beforeAll(async () => {
    h = await harness()
  })
  const params = (orderId = `ORD-${randomUUID()}`) => ({
    amount: 500,
    currency: 'UAH',
    description: 'Reservation of vehicle v-1',
    order_id: orderId,
    language: 'uk',
    result_url: 'https://dealer.example/buy_online/result',
    server_url: 'https://dealer.example/buy_online/liqpay/callback',
  })

  it('signs the checkout data as LiqPay documents it: base64 JSON, base64 SHA-1 of key + data + key', () => {
    const checkout = h.payments.checkoutData(params('ORD-1'))
    const json = JSON.parse(Buffer.from(checkout.data, 'base64').toString()) as Record<string, unknown>
    expect(json).toMatchObject({
      version: 3,
      public_key: 'sandbox_i000000001',
      action: 'pay',
      amount: 500,
      currency: 'UAH',
      order_id: 'ORD-1',
      language: 'uk',
      server_url: 'https://dealer.example/buy_online/liqpay/callback',
    })
    const expected = createHash('sha1')
      .update(`sandbox_private_contract${checkout.data}sandbox_private_contract`)
      .digest('base64')
    expect(checkout.signature).toBe(expected)
    expect(checkout.checkout_url).toMatch(
      /^(https:\/\/www\.liqpay\.ua\/api\/3\/checkout|\/dev-payments\/liqpay\/checkout)$/,
    )
  })

  it('accepts its own callback and refuses tampered data, a foreign signature and garbage', async () => {
    const checkout = h.payments.checkoutData(params())
    const callback = await h.pay(checkout.data, checkout.signature)
    expect(callback).toMatchObject({ status: 'success', amount: 500, currency: 'UAH' })
    const body = liqPayKeys.encode({
      order_id: 'ORD-9',
      status: 'success',
      amount: 500,
      currency: 'UAH',
      payment_id: 42,
    })
    expect(h.payments.verifyCallback(body.data, body.signature)).toEqual({
      order_id: 'ORD-9',
      status: 'success',
      amount: 500,
      currency: 'UAH',
      payment_id: '42',
    })
    const tampered = Buffer.from(Buffer.from(body.data, 'base64').toString().replace('500', '5')).toString(
      'base64',
    )
    expect(() => h.payments.verifyCallback(tampered, body.signature)).toThrow(PaymentSignatureError)
    const foreign = new LiqPayProtocol('sandbox_i000000001', 'someone_else').encode({
      order_id: 'X',
      status: 'success',
    })
    expect(() => h.payments.verifyCallback(foreign.data, foreign.signature)).toThrow(PaymentSignatureError)
    expect(() => h.payments.verifyCallback(body.data, '')).toThrow(PaymentSignatureError)
  })

  it('pays an order once, refunds it once, and refuses refunding an unpaid order or more than was paid', async () => {
    const order = params()
    const checkout = h.payments.checkoutData(order)
    await h.pay(checkout.data, checkout.signature)
    await expect(h.pay(checkout.data, checkout.signature)).rejects.toBeInstanceOf(PaymentProviderError)
    await expect(h.payments.refund(order.order_id, 501)).rejects.toBeInstanceOf(PaymentProviderError)
    expect(await h.payments.refund(order.order_id, 500)).toEqual({ status: 'reversed' })
    await expect(h.payments.refund(order.order_id, 500)).rejects.toBeInstanceOf(PaymentProviderError)
    await expect(h.payments.refund(`ORD-${randomUUID()}`, 500)).rejects.toBeInstanceOf(PaymentProviderError)
  })
})

describe('LocalLiqPayPayments callbacks', () => {
  it('refuses a checkout in a currency LiqPay does not take, as LiqPay’s page does', async () => {
    const local = new LocalLiqPayPayments({ protocol: liqPayKeys, store, pagePath: '/dev-payments/liqpay' })
    const checkout = (currency: string) =>
      local.checkoutData({
        amount: 500,
        currency,
        description: 'd',
        order_id: `ORD-${randomUUID()}`,
        language: 'en',
        server_url: 'http://127.0.0.1:9/buy_online/liqpay/callback',
      })
    const aud = checkout('AUD')
    expect(() => local.checkout(aud.data, aud.signature)).toThrow(/currency AUD/)
    await expect(local.pay(aud.data, aud.signature, 'success')).rejects.toMatchObject({
      code: 'invalid_currency',
    })
    for (const currency of ['UAH', 'USD', 'EUR']) {
      const taken = checkout(currency)
      expect(local.checkout(taken.data, taken.signature).currency).toBe(currency)
    }
  })

  it('queues LiqPay’s signed, form-encoded callback for server_url when the shopper pays and on a refund', async () => {
    const since = new Date(Date.now() - 1)
    const local = new LocalLiqPayPayments({ protocol: liqPayKeys, store, pagePath: '/dev-payments/liqpay' })
    const orderId = `ORD-${randomUUID()}`
    const checkout = local.checkoutData({
      amount: 120.5,
      currency: 'UAH',
      description: 'd',
      order_id: orderId,
      language: 'en',
      server_url: 'http://127.0.0.1:9/buy_online/liqpay/callback',
    })
    await local.pay(checkout.data, checkout.signature, 'failure')
    await local.pay(checkout.data, checkout.signature, 'success')
    await local.refund(orderId, 120.5)
    const deliveries = (await queuedWebhooks(since)).filter((d) => d.url.endsWith('/liqpay/callback'))
    const statuses = deliveries.map((d) => {
      expect(d.headers['Content-Type']).toBe('application/x-www-form-urlencoded')
      const form = new URLSearchParams(d.body)
      return local.verifyCallback(form.get('data') ?? '', form.get('signature') ?? '')
    })
    // Same-tick jobs tie on created_at, and LiqPay does not promise callback order: compare as a set.
    expect(statuses.map((s) => [s.order_id, s.status, s.amount]).sort()).toEqual([
      [orderId, 'failure', 120.5],
      [orderId, 'reversed', 120.5],
      [orderId, 'success', 120.5],
    ])
  })
})

interface PayPalHarness {
  payments: PayPalPayments
  /** The shopper approves on PayPal's page (here the local one); answers where the browser goes next. */
  approve(id: string): Promise<string>
}

const payPalHarnesses: [string, () => Promise<PayPalHarness>][] = [
  [
    'local sandbox',
    async () => {
      const local = new LocalPayPalPayments({ store, pagePath: '/dev-payments/paypal' })
      return { payments: local, approve: (id) => local.approve(id) }
    },
  ],
  [
    'PayPal SDK against a local PayPal API',
    async () => {
      const backing = new LocalPayPalPayments({ store, pagePath: '/unused' })
      const api = await fakePayPalApi(backing)
      closers.push(api.close)
      const base = outboundFetch(outbound)
      // The SDK knows only PayPal's hosts; the test sends its calls to the local API instead.
      const toLocal: typeof fetch = async (input, init) => {
        const request = new Request(input, init)
        const url = new URL(request.url)
        expect(url.origin).toBe('https://api-m.sandbox.paypal.com')
        const body = request.method === 'GET' ? undefined : await request.arrayBuffer()
        return base(`http://127.0.0.1:${api.port}${url.pathname}${url.search}`, {
          method: request.method,
          headers: request.headers,
          body,
        })
      }
      const payments = new PayPalSdkPayments({
        clientId: 'client-contract',
        clientSecret: 'secret-contract',
        environment: 'sandbox',
        fetch: toLocal,
      })
      return { payments, approve: (id) => backing.approve(id) }
    },
  ],
]

describe.each(payPalHarnesses)('PayPalPayments: %s', (_name, harness) => {
  let h: PayPalHarness
  beforeAll(async () => {
    h = await harness()
  })
  const create = (requestId = randomUUID(), amountValue = '500.00') =>
    h.payments.createOrder({
      amountValue,
      currencyCode: 'EUR',
      reference: '7K3M-9QXA-2BNF-8TWD',
      requestId,
      returnUrl: 'https://dealer.example/buy_online/paypal/return',
      cancelUrl: 'https://dealer.example/buy_online/paypal/cancel',
    })

  it('keeps the amount, currency and reference, with an approve URL, idempotent by PayPal-Request-Id', async () => {
    const requestId = randomUUID()
    const order = await create(requestId)
    expect(order).toMatchObject({
      status: 'CREATED',
      amountValue: '500.00',
      currencyCode: 'EUR',
      reference: '7K3M-9QXA-2BNF-8TWD',
      captureId: null,
    })
    expect(order.approveUrl).toBeTruthy()
    expect((await create(requestId)).id).toBe(order.id)
    expect((await create()).id).not.toBe(order.id)
    expect((await h.payments.getOrder(order.id)).amountValue).toBe('500.00')
  })

  it('captures only an approved order, once per request id, then refunds the capture once', async () => {
    const order = await create()
    await expect(h.payments.captureOrder(order.id, randomUUID())).rejects.toMatchObject({
      code: 'ORDER_NOT_APPROVED',
    })
    const next = await h.approve(order.id)
    expect(next).toContain(`token=${order.id}`)
    expect(next).toContain('PayerID=')
    const captureRequest = randomUUID()
    const captured = await h.payments.captureOrder(order.id, captureRequest)
    expect(captured.status).toBe('COMPLETED')
    expect(captured.captureId).toBeTruthy()
    expect((await h.payments.captureOrder(order.id, captureRequest)).captureId).toBe(captured.captureId)
    await expect(h.payments.captureOrder(order.id, randomUUID())).rejects.toMatchObject({
      code: 'ORDER_ALREADY_CAPTURED',
    })
    const refundRequest = randomUUID()
    const refund = await h.payments.refundCapture(captured.captureId as string, refundRequest)
    expect(refund.status).toBe('COMPLETED')
    expect((await h.payments.refundCapture(captured.captureId as string, refundRequest)).id).toBe(refund.id)
    await expect(h.payments.refundCapture(captured.captureId as string, randomUUID())).rejects.toMatchObject({
      code: 'CAPTURE_FULLY_REFUNDED',
    })
  })

  it('answers 404 for an unknown order', async () => {
    await expect(h.payments.getOrder('NOSUCHORDER000000')).rejects.toMatchObject({ status: 404 })
  })
})

describe('deliverPaymentWebhook', () => {
  it('POSTs the queued delivery, signs a Stripe event again at delivery time, and throws on a non-2xx answer', async () => {
    const received: { signature: string; body: string }[] = []
    let status = 500
    const server = createServer((req, res) => {
      const chunks: Buffer[] = []
      req.on('data', (c: Buffer) => chunks.push(c))
      req.on('end', () => {
        received.push({
          signature: String(req.headers['stripe-signature']),
          body: Buffer.concat(chunks).toString(),
        })
        res.writeHead(status).end()
      })
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    closers.push(async () => {
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
    })
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`
    const local = new LocalCardPayments({
      store,
      webhookUrl: url,
      webhookSecret: WEBHOOK_SECRET,
      pagePath: '/p',
    })
    const since = new Date(Date.now() - 1)
    const intent = await local.createPaymentIntent({
      amountMinor: 100,
      currency: 'eur',
      metadata: {},
      captureMethod: 'automatic',
      idempotencyKey: randomUUID(),
    })
    await local.pay(intent.id, '4242424242424242')
    const [delivery] = (await queuedWebhooks(since)).filter((d) => d.url === url)
    // Signed ten minutes ago: a retry that late must be signed afresh to pass the 5-minute tolerance.
    const stale = {
      ...delivery!,
      headers: {
        ...delivery!.headers,
        'Stripe-Signature': Stripe.webhooks.generateTestHeaderString({
          payload: delivery!.body,
          secret: WEBHOOK_SECRET,
          timestamp: Math.floor(Date.now() / 1000) - 600,
        }),
      },
    }
    const deliver = deliverPaymentWebhook(outbound, { stripeWebhookSecret: WEBHOOK_SECRET })
    const job = { id: randomUUID(), kind: 'payment_webhook', payload: stale } as unknown as Job
    await expect(deliver(job)).rejects.toThrow(/answered 500/)
    status = 200
    await deliver(job)
    expect(received).toHaveLength(2)
    const event = local.verifyWebhook(Buffer.from(received[1]!.body), received[1]!.signature)
    expect(event).toMatchObject({ type: 'payment_intent.succeeded', intent: { id: intent.id } })
    await expect(deliver({ ...job, payload: null })).rejects.toBeInstanceOf(PermanentJobError)
  })
})
