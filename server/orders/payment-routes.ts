import express, { Router, type Response } from 'express'
import { fromMinorUnits, toMinorUnits } from '../../engine/orders/minor-units.js'
import type { Database } from '../db/database.js'
import { HttpError, notFound } from '../http/http-error.js'
import { idempotencyKey } from '../http/idempotency-key.js'
import { jsonBody } from '../http/json-body.js'
import { PaymentSignatureError } from '../payments/payment-signature-error.js'
import type { Site } from '../storage/site-store.js'
import { BodyFields } from './body-fields.js'
import { shopperOrder } from './buy-online-routes.js'
import { idempotentCall, type CallAnswer } from './idempotent-call.js'
import type { Order } from './order.js'
import { isOrderNumber } from './order-number.js'
import { OrderStore } from './order-store.js'
import { PaymentEventStore } from './payment-event-store.js'
import { needProvider } from './need-provider.js'
import type { OrderStatus } from '../../engine/orders/order-status.js'
import type { PaymentOutcome } from './payment-outcome.js'
import type { PaymentProviders } from './payment-providers.js'
import { PaymentSettlement } from './payment-settlement.js'
import { SoftLockStore } from './soft-lock-store.js'

export interface PaymentRoutesDeps {
  database: Database
  payments: PaymentProviders
  maxAttempts: number
  wake: () => void
  /** Resolves an abandoned order before the shopper's confirm answers it (decision 063). */
  expiry?: { resolve(orderNumber: string): Promise<unknown> }
}

const VEHICLE_ID = /^[A-Za-z0-9_-]{1,64}$/
const CURRENCY = /^[A-Za-z]{3}$/
const ORDER_NUMBER = /^[0-9A-Z]{4}(-[0-9A-Z]{4}){3}$/
const json = jsonBody({ limit: '64kb' })

const answer = (status: number, data: unknown): CallAnswer => ({
  status,
  body: JSON.stringify({ data: { data } }),
})
const reply = (res: Response, call: CallAnswer) =>
  void res.status(call.status).set('Cache-Control', 'no-store').type('application/json').send(call.body)
/** Statuses a confirm's answer stays true in: replayed as is for a retry with the same key. */
const SETTLED: readonly OrderStatus[] = ['confirmed', 'cancelled', 'refunded', 'expired']

/** The site's configured origin (siteResolver), never the request's Host: these URLs go to the provider. */
const originOf = (res: Response) => res.locals.siteOrigin as string

/** A page of the order-online journey in the order's language (/ar/showroom-order-online/... in Arabic). */
const journeyPage = (site: Site, order: Order, page: string) =>
  `${order.locale && order.locale !== site.defaultLocale ? `/${order.locale}` : ''}/showroom-order-online/${page}`

/** Stripe's event types and what each says about the payment. */
const CARD_OUTCOMES: Record<string, PaymentOutcome> = {
  'payment_intent.succeeded': 'paid',
  'payment_intent.amount_capturable_updated': 'authorised',
  'payment_intent.payment_failed': 'failed',
  'payment_intent.canceled': 'cancelled',
  'charge.refunded': 'refunded',
}

/**
 * The buy-online calls that talk to a payment provider (001 §7): the card payment (Stripe
 * PaymentIntent), PayPal's order, LiqPay's checkout data, the providers' webhooks and callbacks, and the
 * confirm call that settles an order whatever its vendor. Amounts always come from the order (the
 * server's price); the client's amount is only checked against it. docs/decisions/023.
 */
export function paymentRoutes(deps: PaymentRoutesDeps): Router {
  const { database, payments } = deps
  const orders = new OrderStore(database)
  const locks = new SoftLockStore(database)
  const events = new PaymentEventStore(database)
  const settlement = new PaymentSettlement(deps)
  const router = Router()

  /** The order a payment call names, open for payment with `vendor`, its hold still live. */
  async function payableOrder(site: Site, number: string | undefined, vendor: string): Promise<Order> {
    const order = number ? await orders.byNumber(number) : null
    if (!order || order.site !== site.key) throw notFound(`No order ${number ?? ''}`)
    if (order.vendor !== vendor)
      throw new HttpError(409, 'wrong_vendor', `This order is paid with ${order.vendor}`, [
        { field: 'order_number', message: `is paid with ${order.vendor}` },
      ])
    if (order.status !== 'created' && order.status !== 'payment_pending')
      throw new HttpError(409, 'order_not_payable', `This order is ${order.status}`, { status: order.status })
    if (!order.lock_id || !(await locks.live(order.vehicle_id, order.lock_id)))
      throw new HttpError(409, 'lock_expired', 'The reservation time ran out: open the checkout again')
    return order
  }

  /** Refuses a client amount, currency or vehicle that differs from the order's own. */
  function checkAmount(
    body: BodyFields,
    order: Order,
    fields: { amount: string; currency: string; prefix: string },
  ) {
    const amount = body.number(fields.amount, { required: true, min: 0, max: 1e9 })
    const currency = body.string(fields.currency, { required: true, pattern: CURRENCY })
    const vehicleId = body.string('vehicle_id', { required: true, pattern: VEHICLE_ID })
    body.done()
    const problems = []
    if (currency!.toUpperCase() !== order.currency)
      problems.push({ field: `${fields.prefix}${fields.currency}`, message: `must be ${order.currency}` })
    if (toMinorUnits(amount!, order.currency) !== order.amount_minor)
      problems.push({
        field: `${fields.prefix}${fields.amount}`,
        message: `must be ${fromMinorUnits(order.amount_minor, order.currency)}`,
      })
    if (vehicleId !== order.vehicle_id)
      problems.push({ field: `${fields.prefix}vehicle_id`, message: 'is not the vehicle of this order' })
    if (problems.length)
      throw new HttpError(422, 'amount_mismatch', 'The payment does not match the order', problems)
  }

  router.post('/payment', json, async (req, res) => {
    const site = res.locals.site as Site
    const key = idempotencyKey(req)
    const root = new BodyFields(req.body)
    const number = root.string('order_number', { required: true, pattern: ORDER_NUMBER })
    const payment = root.nested('payment', { required: true })
    const capture = payment?.string('capture_method', { pattern: /^manual$/, message: 'can only be manual' })
    payment?.string('company_uuid', { max: 100 })
    root.done()
    const call = await idempotentCall(database, `payment:${site.key}`, key, req.body, async () => {
      const order = await payableOrder(site, number, 'STRIPE')
      checkAmount(payment!, order, { amount: 'amount', currency: 'currency', prefix: 'payment.' })
      const connectedAccount =
        typeof order.metadata.connected_account === 'string' ? order.metadata.connected_account : undefined
      // The order number is the provider's idempotency key: a retry never makes a second intent.
      const intent = await needProvider(payments.card, 'STRIPE').createPaymentIntent({
        amountMinor: order.amount_minor,
        currency: order.currency,
        metadata: { order_number: order.order_number, vehicle_id: order.vehicle_id, company_uuid: site.key },
        captureMethod: capture === 'manual' ? 'manual' : 'automatic',
        ...(connectedAccount ? { connectedAccount } : {}),
        idempotencyKey: `order-${order.order_number}`,
      })
      await orders.startPayment(order, intent.id, `stripe payment intent ${intent.id} created`)
      const card = needProvider(payments.card, 'STRIPE')
      return answer(201, {
        payment_intent_id: intent.id,
        client_secret: intent.clientSecret,
        status: intent.status,
        payment_page_url: card.paymentPageUrl(intent),
        // Without a payment page, the checkout's Stripe.js shows the Payment Element with these.
        publishable_key: card.publishableKey(),
        stripe_account: connectedAccount ?? null,
      })
    })
    reply(res, call)
  })

  // Stripe's webhook: the raw body is what the signature covers.
  router.post('/stripe/webhook', express.raw({ type: () => true, limit: '256kb' }), async (req, res) => {
    let event
    try {
      event = needProvider(payments.card, 'STRIPE').verifyWebhook(
        req.body as Buffer,
        req.get('stripe-signature'),
      )
    } catch (error) {
      if (error instanceof PaymentSignatureError)
        throw new HttpError(400, 'bad_signature', 'The webhook signature does not verify')
      throw error
    }
    const order = await orders.byPaymentRef('STRIPE', event.intent.id)
    const state = await events.record({
      vendor: 'STRIPE',
      eventId: event.id,
      orderId: order?.id ?? null,
      type: event.type,
      payload: { type: event.type, intent: { ...event.intent, clientSecret: undefined } },
    })
    const outcome = CARD_OUTCOMES[event.type]
    if (state !== 'applied' && order && outcome)
      await settlement.applyOutcome(order.order_number, outcome, {
        reason: `stripe ${event.type}`,
        actor: 'stripe',
        amountMinor: event.intent.amountMinor,
      })
    await events.markApplied('STRIPE', event.id)
    res.status(200).json({ received: true })
  })

  router.post('/paypal/create_order', json, async (req, res) => {
    const site = res.locals.site as Site
    const key = idempotencyKey(req)
    const root = new BodyFields(req.body)
    const number = root.string('order_number', { required: true, pattern: ORDER_NUMBER })
    const body = root.nested('order', { required: true })
    body?.string('company_uuid', { max: 100 })
    root.done()
    const call = await idempotentCall(database, `paypal:${site.key}`, key, req.body, async () => {
      const order = await payableOrder(site, number, 'PAYPAL')
      checkAmount(body!, order, {
        amount: 'amount_value',
        currency: 'amount_currency_code',
        prefix: 'order.',
      })
      const origin = originOf(res)
      const paypalOrder = await needProvider(payments.paypal, 'PAYPAL').createOrder({
        amountValue: fromMinorUnits(order.amount_minor, order.currency),
        currencyCode: order.currency,
        reference: order.order_number,
        requestId: `order-${order.order_number}`,
        returnUrl: `${origin}${journeyPage(site, order, 'success')}?order=${order.order_number}`,
        cancelUrl: `${origin}${journeyPage(site, order, 'checkout')}?vehicle=${order.vehicle_id}`,
      })
      await orders.startPayment(order, paypalOrder.id, `paypal order ${paypalOrder.id} created`)
      return answer(201, {
        id: paypalOrder.id,
        status: paypalOrder.status,
        approve_url: paypalOrder.approveUrl,
      })
    })
    reply(res, call)
  })

  router.get('/liqpay/checkout_data', async (req, res) => {
    const site = res.locals.site as Site
    const query = new BodyFields(req.query)
    const number = query.string('order_number', { required: true, pattern: ORDER_NUMBER })
    const description = query.string('description', { max: 500 })
    const language = query.string('language', { pattern: /^[a-z]{2}$/, message: 'must be a language code' })
    const paytypes = query.string('paytypes', { max: 200, pattern: /^[a-z_,]+$/ })
    const resultUrl = query.string('result_url', {
      max: 2000,
      pattern: /^\/(?!\/)/,
      message: 'must be a path on this site',
    })
    query.string('company_uuid', { max: 100 })
    query.done()
    const order = await payableOrder(site, number, 'LIQPAY')
    checkAmount(query, order, { amount: 'amount', currency: 'currency', prefix: '' })
    const origin = originOf(res)
    const data = needProvider(payments.liqpay, 'LIQPAY').checkoutData({
      amount: Number(fromMinorUnits(order.amount_minor, order.currency)),
      currency: order.currency,
      description: description ?? `Reservation ${order.order_number}`,
      order_id: order.order_number,
      language: language ?? order.locale,
      ...(paytypes ? { paytypes } : {}),
      result_url: `${origin}${resultUrl ?? `${journeyPage(site, order, 'success')}?order=${order.order_number}`}`,
      server_url: `${origin}/buy_online/liqpay/callback`,
    })
    if (order.status === 'created') {
      await orders.startPayment(order, order.order_number, 'liqpay checkout opened')
    }
    reply(res, answer(200, data))
  })

  // LiqPay's server callback: form fields data and signature (its documented protocol).
  router.post(
    '/liqpay/callback',
    express.urlencoded({ extended: false, limit: '64kb' }),
    async (req, res) => {
      const body = new BodyFields(req.body)
      const data = body.string('data', { required: true, max: 20_000 })
      const signature = body.string('signature', { required: true, max: 200 })
      body.done()
      let callback
      try {
        callback = needProvider(payments.liqpay, 'LIQPAY').verifyCallback(data!, signature!)
      } catch (error) {
        if (error instanceof PaymentSignatureError)
          throw new HttpError(400, 'bad_signature', 'The callback signature does not verify')
        throw error
      }
      const order = isOrderNumber(callback.order_id) ? await orders.byNumber(callback.order_id) : null
      const eventId = `${callback.payment_id}:${callback.status}`
      const state = await events.record({
        vendor: 'LIQPAY',
        eventId,
        orderId: order?.id ?? null,
        type: callback.status,
        payload: callback,
      })
      const outcome: PaymentOutcome | undefined =
        callback.status === 'success' || callback.status === 'sandbox'
          ? 'paid'
          : callback.status === 'failure' || callback.status === 'error'
            ? 'failed'
            : callback.status === 'reversed'
              ? 'refunded'
              : undefined
      if (state !== 'applied' && order && outcome)
        await settlement.applyOutcome(order.order_number, outcome, {
          reason: `liqpay ${callback.status}`,
          actor: 'liqpay',
          amountMinor: toMinorUnits(callback.amount, order.currency),
        })
      await events.markApplied('LIQPAY', eventId)
      res.status(200).json({ received: true })
    },
  )

  router.put('/orders/:number/confirm', json, async (req, res) => {
    const site = res.locals.site as Site
    const key = idempotencyKey(req)
    const number = String(req.params.number)
    const body = new BodyFields(req.body ?? {})
    const email = body.string('customer_email', { max: 254 })
    const leadAttributes = body.record('lead_attributes')
    const financeOption = body.string('finance_option', { max: 50 })
    const byLink = body.boolean('confirmation_by_link')
    const locale = body.string('locale', { max: 10 })
    const leadId = body.string('rdx_forms_lead_id', { max: 64 })
    const metadata = body.record('metadata')
    const paypalOrderId = body.string('paypal_order_id', { max: 64 })
    body.done()
    const call = await idempotentCall(
      database,
      `confirm:${site.key}`,
      key,
      { number, body: req.body },
      async () => {
        if (!isOrderNumber(number)) throw notFound(`No order ${number}`)
        await deps.expiry?.resolve(number)
        const order = await settlement.confirm(site.key, number, {
          ...(email ? { customer: { confirmation_email: email } } : {}),
          metadata: {
            ...(metadata ?? {}),
            ...(leadAttributes ? { lead_attributes: leadAttributes } : {}),
            ...(financeOption ? { finance_option: financeOption } : {}),
            ...(byLink !== undefined ? { confirmation_by_link: byLink } : {}),
            ...(locale ? { confirm_locale: locale } : {}),
            ...(leadId ? { rdx_forms_lead_id: leadId } : {}),
          },
          ...(paypalOrderId ? { paypalOrderId } : {}),
        })
        // Always the order as it is: a shopper whose payment is still on its way is told so (and polls),
        // one whose payment ended is told why; only an ended order's answer is kept for replays.
        return { ...answer(200, shopperOrder(order)), keep: SETTLED.includes(order.status) }
      },
    )
    reply(res, call)
  })

  return router
}
