import express, { Router, type Response } from 'express'
import { fromMinorUnits, toMinorUnits } from '../../engine/orders/minor-units.js'
import { FREE_RESERVATION_VENDOR } from '../../engine/orders/reservation-terms.js'
import type { Database } from '../db/database.js'
import { HttpError, notFound } from '../http/http-error.js'
import { idempotencyKey } from '../http/idempotency-key.js'
import { jsonBody } from '../http/json-body.js'
import type { CardPayments } from '../payments/card-payments.js'
import type { LiqPayPayments } from '../payments/liqpay-payments.js'
import { PaymentSignatureError } from '../payments/payment-signature-error.js'
import type { PayPalPayments } from '../payments/paypal-payments.js'
import type { Site } from '../storage/site-store.js'
import { BodyFields } from './body-fields.js'
import { shopperOrder } from './buy-online-routes.js'
import { idempotentCall, type CallAnswer } from './idempotent-call.js'
import type { Order } from './order.js'
import { isOrderNumber } from './order-number.js'
import { OrderStore } from './order-store.js'
import { PaymentEventStore } from './payment-event-store.js'
import { applyPaymentOutcome, type PaymentOutcome } from './payment-outcome.js'
import { SoftLockStore } from './soft-lock-store.js'

/** The providers the server can take payments with; one left out (strict production without its settings) is not offered. */
export interface PaymentProviders {
  card?: CardPayments | undefined
  paypal?: PayPalPayments | undefined
  liqpay?: LiqPayPayments | undefined
}

const PROVIDER_OF_VENDOR: Record<string, keyof PaymentProviders> = {
  STRIPE: 'card',
  PAYPAL: 'paypal',
  LIQPAY: 'liqpay',
}

/** Whether orders of `vendor` can be taken: a free reservation always, a paid one when its provider is there. */
export function vendorOffered(providers: PaymentProviders, vendor: string): boolean {
  if (vendor === FREE_RESERVATION_VENDOR) return true
  const key = PROVIDER_OF_VENDOR[vendor]
  return Boolean(key && providers[key])
}

/** The provider, or 409 `vendor_unavailable` when this server is not set up for it. */
function need<T>(provider: T | undefined, vendor: string): T {
  if (!provider)
    throw new HttpError(
      409,
      'vendor_unavailable',
      `Payments with ${vendor} are not available on this site right now`,
    )
  return provider
}

export interface PaymentRoutesDeps {
  database: Database
  payments: PaymentProviders
  maxAttempts: number
  wake: () => void
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
/**
 * Applies a provider event's outcome. Outcomes are idempotent (applyPaymentOutcome), so the same event
 * delivered twice at once may both get here: the loser's move finds the order already moved and is refused
 * with impossible_transition, which means the outcome is in place.
 */
async function applyOnce(apply: () => Promise<unknown>): Promise<void> {
  try {
    await apply()
  } catch (error) {
    if (!(error instanceof HttpError && error.code === 'impossible_transition')) throw error
  }
}

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

/** A card intent's status as an outcome, for the confirm call that asks the provider itself. */
const INTENT_OUTCOMES: Record<string, PaymentOutcome> = {
  succeeded: 'paid',
  requires_capture: 'authorised',
  canceled: 'cancelled',
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
      const intent = await need(payments.card, 'STRIPE').createPaymentIntent({
        amountMinor: order.amount_minor,
        currency: order.currency,
        metadata: { order_number: order.order_number, vehicle_id: order.vehicle_id, company_uuid: site.key },
        captureMethod: capture === 'manual' ? 'manual' : 'automatic',
        ...(connectedAccount ? { connectedAccount } : {}),
        idempotencyKey: `order-${order.order_number}`,
      })
      await orders.startPayment(order, intent.id, `stripe payment intent ${intent.id} created`)
      const card = need(payments.card, 'STRIPE')
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
      event = need(payments.card, 'STRIPE').verifyWebhook(req.body as Buffer, req.get('stripe-signature'))
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
      await applyOnce(() =>
        applyPaymentOutcome(orders, order, outcome, {
          reason: `stripe ${event.type}`,
          actor: 'stripe',
          amountMinor: event.intent.amountMinor,
        }),
      )
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
      const paypalOrder = await need(payments.paypal, 'PAYPAL').createOrder({
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
    const data = need(payments.liqpay, 'LIQPAY').checkoutData({
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
        callback = need(payments.liqpay, 'LIQPAY').verifyCallback(data!, signature!)
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
        await applyOnce(() =>
          applyPaymentOutcome(orders, order, outcome, {
            reason: `liqpay ${callback.status}`,
            actor: 'liqpay',
            amountMinor: toMinorUnits(callback.amount, order.currency),
          }),
        )
      await events.markApplied('LIQPAY', eventId)
      res.status(200).json({ received: true })
    },
  )

  /** Asks the order's provider where its payment stands, and applies that (the confirm call). */
  async function settle(given: Order, confirm: BodyFields): Promise<Order> {
    let order = given
    if (
      order.vendor === FREE_RESERVATION_VENDOR ||
      order.payment_status === 'paid' ||
      order.status !== 'payment_pending'
    )
      return order
    if (order.vendor === 'STRIPE' && order.payment_ref) {
      const intent = await need(payments.card, 'STRIPE').retrievePaymentIntent(
        order.payment_ref,
        typeof order.metadata.connected_account === 'string' ? order.metadata.connected_account : undefined,
      )
      const outcome = INTENT_OUTCOMES[intent.status]
      return outcome
        ? applyPaymentOutcome(orders, order, outcome, {
            reason: `stripe payment intent ${intent.status}`,
            actor: 'stripe',
            amountMinor: intent.amountMinor,
          })
        : order
    }
    if (order.vendor === 'PAYPAL' && order.payment_ref) {
      const id = confirm.string('paypal_order_id', { max: 64 }) ?? order.payment_ref
      if (id !== order.payment_ref)
        throw new HttpError(422, 'validation_failed', 'The PayPal order is not this order’s', [
          { field: 'paypal_order_id', message: 'is not the PayPal order of this order' },
        ])
      const paypal = need(payments.paypal, 'PAYPAL')
      let paypalOrder = await paypal.getOrder(id)
      if (paypalOrder.status === 'APPROVED') {
        paypalOrder = await paypal.captureOrder(id, `capture-${order.order_number}`)
        // Refunds name the capture, not the order.
        if (paypalOrder.captureId)
          order = await orders.addDetails(order.order_number, {
            metadata: { paypal_capture_id: paypalOrder.captureId },
          })
      }
      if (paypalOrder.status === 'COMPLETED')
        return applyPaymentOutcome(orders, order, 'paid', {
          reason: 'paypal order captured',
          actor: 'paypal',
          amountMinor: toMinorUnits(Number(paypalOrder.amountValue), order.currency),
        })
    }
    return order
  }

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
    body.done()
    const call = await idempotentCall(
      database,
      `confirm:${site.key}`,
      key,
      { number, body: req.body },
      async () => {
        let order = isOrderNumber(number) ? await orders.byNumber(number) : null
        if (!order || order.site !== site.key) throw notFound(`No order ${number}`)
        if (order.status === 'confirmed') return answer(200, shopperOrder(order))
        order = await settle(order, body)
        body.done()
        if (order.status === 'manual_review')
          throw new HttpError(
            409,
            'order_in_review',
            'The vehicle went to someone else: your payment will be refunded',
            {
              status: order.status,
            },
          )
        const ready =
          order.status === 'paid' ||
          order.status === 'authorised' ||
          (order.vendor === FREE_RESERVATION_VENDOR && order.status === 'created')
        if (!ready)
          throw new HttpError(409, 'payment_incomplete', 'The payment is not complete yet', {
            status: order.status,
          })
        await orders.addDetails(order.order_number, {
          ...(email ? { customer: { confirmation_email: email } } : {}),
          metadata: {
            ...(metadata ?? {}),
            ...(leadAttributes ? { lead_attributes: leadAttributes } : {}),
            ...(financeOption ? { finance_option: financeOption } : {}),
            ...(byLink !== undefined ? { confirmation_by_link: byLink } : {}),
            ...(locale ? { confirm_locale: locale } : {}),
            ...(leadId ? { rdx_forms_lead_id: leadId } : {}),
          },
        })
        const current = order
        const confirmed = await database.transaction(async (tx) => {
          const moved = await orders.move(
            current.order_number,
            { to: 'confirmed', reason: 'confirmed by the shopper', actor: 'shopper' },
            tx,
          )
          if (moved.status === 'confirmed') await orders.queueMails(moved.id, deps.maxAttempts, tx)
          return moved
        })
        deps.wake()
        if (confirmed.status === 'manual_review')
          throw new HttpError(
            409,
            'order_in_review',
            'The vehicle went to someone else: we will contact you',
            {
              status: confirmed.status,
            },
          )
        return answer(200, shopperOrder(confirmed))
      },
    )
    reply(res, call)
  })

  return router
}
