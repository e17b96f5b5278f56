import express, { Router } from 'express'
import { idempotencyKey } from '../http/idempotency-key.js'
import type { Site } from '../storage/site-store.js'
import { BodyFields } from './body-fields.js'
import { idempotentCall } from './idempotent-call.js'
import { needProvider } from './need-provider.js'
import { answer, ORDER_NUMBER, orderJson, readPaymentClaim, reply } from './order-http.js'
import type { PaymentRoutesContext } from './payment-routes.js'

/**
 * The card payment's HTTP (001 §7): `POST /payment` opens a Stripe PaymentIntent for an order, and Stripe's
 * webhook tells how it went. payment-start.ts and provider-events.ts decide; these only parse and answer.
 */
export function cardPaymentRoutes({
  database,
  payments,
  start,
  providerEvents,
}: PaymentRoutesContext): Router {
  const router = Router()

  router.post('/payment', orderJson, async (req, res) => {
    const site = res.locals.site as Site
    const key = idempotencyKey(req)
    const root = new BodyFields(req.body)
    const number = root.string('order_number', { required: true, pattern: ORDER_NUMBER })
    const payment = root.nested('payment', { required: true })
    const capture = payment?.string('capture_method', { pattern: /^manual$/, message: 'can only be manual' })
    payment?.string('company_uuid', { max: 100 })
    const claim = readPaymentClaim(payment, number, {
      amount: 'amount',
      currency: 'currency',
      prefix: 'payment.',
    })
    root.done()
    const call = await idempotentCall(database, `payment:${site.key}`, key, req.body, async () => {
      const started = await start.card(site, claim(), capture === 'manual')
      return answer(201, {
        payment_intent_id: started.intent.id,
        client_secret: started.intent.clientSecret,
        status: started.intent.status,
        payment_page_url: started.paymentPageUrl,
        // Without a payment page, the checkout's Stripe.js shows the Payment Element with these.
        publishable_key: started.publishableKey,
        stripe_account: started.connectedAccount,
      })
    })
    reply(res, call)
  })

  // Stripe's webhook: the raw body is what the signature covers (a bad one is a PaymentSignatureError, 400).
  router.post('/stripe/webhook', express.raw({ type: () => true, limit: '256kb' }), async (req, res) => {
    const card = needProvider(payments.card, 'STRIPE')
    await providerEvents.card(card.verifyWebhook(req.body as Buffer, req.get('stripe-signature')))
    res.status(200).json({ received: true })
  })

  return router
}
