import type { CardPaymentIntent, CardPayments } from '../../server/payments/card-payments.js'
import type { LiqPayPayments } from '../../server/payments/liqpay-payments.js'
import { PaymentSignatureError } from '../../server/payments/payment-signature-error.js'
import type { PayPalOrder, PayPalPayments } from '../../server/payments/paypal-payments.js'
import type { PaymentProviders } from '../../server/orders/payment-providers.js'

/**
 * In-memory payment providers for route tests: a card provider whose webhooks verify when signed "good",
 * and whose intents a test moves with `setIntent` (with `publishableKey`, it answers like the real Stripe: no
 * payment page, the browser's Payment Element instead); PayPal orders a test approves with `approve`. The
 * providers' own behaviour is tested by the contract suite (tests/integration/payments-contract.test.ts).
 */
export function fakePayments(options: { publishableKey?: string } = {}) {
  const intents = new Map<string, CardPaymentIntent>()
  const paypalOrders = new Map<string, PayPalOrder>()
  const byKey = new Map<string, string>()
  let next = 0
  const card: CardPayments = {
    vendor: 'STRIPE',
    async createPaymentIntent(input) {
      const existing = byKey.get(input.idempotencyKey)
      if (existing) return intents.get(existing)!
      const intent = {
        id: `pi_fake_${++next}`,
        clientSecret: `pi_fake_${next}_secret`,
        amountMinor: input.amountMinor,
        currency: input.currency,
        status: 'requires_payment_method',
        metadata: input.metadata,
      }
      intents.set(intent.id, intent)
      byKey.set(input.idempotencyKey, intent.id)
      return intent
    },
    retrievePaymentIntent: async (id) => intents.get(id)!,
    capturePaymentIntent: async (id) => ({ ...intents.get(id)!, status: 'succeeded' }),
    cancelPaymentIntent: async (id) => ({ ...intents.get(id)!, status: 'canceled' }),
    refundPaymentIntent: async (id) => ({ id: `re_${id}`, status: 'succeeded' }),
    verifyWebhook(rawBody, signature) {
      if (signature !== 'good') throw new PaymentSignatureError('bad signature')
      const event = JSON.parse(rawBody.toString('utf8')) as { id: string; type: string; intent: string }
      return { id: event.id, type: event.type, intent: intents.get(event.intent)! }
    },
    // With a publishable key the shopper pays in Stripe.js's Payment Element, as with the real Stripe.
    paymentPageUrl: (intent) => (options.publishableKey ? null : `/dev-payments/stripe/${intent.id}`),
    publishableKey: () => options.publishableKey ?? null,
  }
  const paypal: PayPalPayments = {
    vendor: 'PAYPAL',
    async createOrder(input) {
      const order = {
        id: `PAYPAL${++next}`,
        status: 'CREATED',
        amountValue: input.amountValue,
        currencyCode: input.currencyCode,
        reference: input.reference,
        approveUrl: `/dev-payments/paypal/PAYPAL${next}`,
        captureId: null,
      }
      paypalOrders.set(order.id, order)
      return order
    },
    getOrder: async (id) => paypalOrders.get(id)!,
    async captureOrder(id) {
      const order = { ...paypalOrders.get(id)!, status: 'COMPLETED', captureId: `CAP-${id}` }
      paypalOrders.set(id, order)
      return order
    },
    refundCapture: async (id) => ({ id: `REF-${id}`, status: 'COMPLETED' }),
  }
  const liqpay: LiqPayPayments = {
    vendor: 'LIQPAY',
    // LiqPay's own host, as the real provider answers it: the checkout page's CSP must allow it.
    checkoutUrl: 'https://www.liqpay.ua/api/3/checkout',
    checkoutData: (params) => ({
      data: Buffer.from(JSON.stringify(params)).toString('base64'),
      signature: 'sig',
      checkout_url: 'https://www.liqpay.ua/api/3/checkout',
    }),
    verifyCallback(data, signature) {
      if (signature !== 'good') throw new PaymentSignatureError('bad signature')
      return JSON.parse(Buffer.from(data, 'base64').toString('utf8'))
    },
    refund: async () => ({ status: 'reversed' }),
  }
  const providers: PaymentProviders = { card, paypal, liqpay }
  return {
    providers,
    setIntent: (id: string, status: string, amountMinor?: number) =>
      intents.set(id, { ...intents.get(id)!, status, ...(amountMinor !== undefined ? { amountMinor } : {}) }),
    approve: (id: string) => paypalOrders.set(id, { ...paypalOrders.get(id)!, status: 'APPROVED' }),
  }
}
