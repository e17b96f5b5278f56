import { fromMinorUnits, toMinorUnits } from '../../engine/orders/minor-units.js'
import type { Database } from '../db/database.js'
import type { Site } from '../storage/site-store.js'
import type { CardPaymentIntent } from '../payments/card-payments.js'
import type { LiqPayPayments } from '../payments/liqpay-payments.js'
import type { PayPalOrder } from '../payments/paypal-payments.js'
import { needProvider } from './need-provider.js'
import { connectedAccountOf, type Order } from './order.js'
import { OrderError } from './order-error.js'
import { OrderStore } from './order-store.js'
import type { HoldLimits } from './hold-limits.js'
import type { PaymentProviders } from './payment-providers.js'
import { SoftLockStore } from './soft-lock-store.js'

/**
 * What the client says it is paying, checked against the order (the server's price), and the names its
 * fields have in the request, so a refusal points at them.
 */
export interface PaymentClaim {
  orderNumber: string
  amount: number
  currency: string
  vehicleId: string
  fields: { amount: string; currency: string; vehicleId: string }
}

/** A card payment opened for an order: what the checkout needs to show the card step. */
export interface CardPaymentStarted {
  intent: CardPaymentIntent
  paymentPageUrl: string | null
  publishableKey: string | null
  connectedAccount: string | null
}

/** LiqPay's signed form fields and where the form posts them. */
export type LiqPayCheckoutData = ReturnType<LiqPayPayments['checkoutData']>

/** The site's origin (its configured one, never a request's Host) and the order's journey pages. */
export interface ReturnPages {
  origin: string
}

/** A page of the order-online journey in the order's language (/ar/showroom-order-online/... in Arabic). */
export const journeyPage = (site: Site, order: Order, page: string) =>
  `${order.locale && order.locale !== site.defaultLocale ? `/${order.locale}` : ''}/showroom-order-online/${page}`

/**
 * Opens an order's payment with its provider (001 §7): Stripe's PaymentIntent, PayPal's order, LiqPay's
 * checkout data. Only an order of the site, waiting for payment with that vendor and still holding its
 * vehicle may start one, and always for the order's own amount: the client's is only checked against it.
 * No HTTP here (docs/decisions/069); refusals are OrderErrors.
 */
export class PaymentStart {
  private readonly orders: OrderStore
  private readonly locks: SoftLockStore

  constructor(
    private readonly deps: {
      database: Database
      payments: PaymentProviders
      /** How long a hold lasts: a payment that starts gets this long again, within `holds.maxHoldMs`. */
      lockTtlMs: number
      holds: HoldLimits
    },
  ) {
    this.orders = new OrderStore(deps.database)
    this.locks = new SoftLockStore(deps.database)
  }

  /** A card payment (authorised only, with `manualCapture`, and captured on confirm: decision 059). */
  async card(site: Site, claim: PaymentClaim, manualCapture: boolean): Promise<CardPaymentStarted> {
    const order = await this.payable(site, claim, 'STRIPE')
    const card = needProvider(this.deps.payments.card, 'STRIPE')
    const connectedAccount = connectedAccountOf(order)
    // The order number is the provider's idempotency key: a retry never makes a second intent.
    const intent = await card.createPaymentIntent({
      amountMinor: order.amount_minor,
      currency: order.currency,
      metadata: { order_number: order.order_number, vehicle_id: order.vehicle_id, company_uuid: site.key },
      captureMethod: manualCapture ? 'manual' : 'automatic',
      ...(connectedAccount ? { connectedAccount } : {}),
      idempotencyKey: `order-${order.order_number}`,
    })
    await this.orders.startPayment(order, intent.id, `stripe payment intent ${intent.id} created`)
    return {
      intent,
      paymentPageUrl: card.paymentPageUrl(intent),
      publishableKey: card.publishableKey(),
      connectedAccount: connectedAccount ?? null,
    }
  }

  /** A PayPal order, returning to the success page, or to the checkout when the shopper cancels. */
  async paypal(site: Site, claim: PaymentClaim, pages: ReturnPages): Promise<PayPalOrder> {
    const order = await this.payable(site, claim, 'PAYPAL')
    const paypalOrder = await needProvider(this.deps.payments.paypal, 'PAYPAL').createOrder({
      amountValue: fromMinorUnits(order.amount_minor, order.currency),
      currencyCode: order.currency,
      reference: order.order_number,
      requestId: `order-${order.order_number}`,
      returnUrl: `${pages.origin}${journeyPage(site, order, 'success')}?order=${order.order_number}`,
      cancelUrl: `${pages.origin}${journeyPage(site, order, 'checkout')}?vehicle=${order.vehicle_id}`,
    })
    await this.orders.startPayment(order, paypalOrder.id, `paypal order ${paypalOrder.id} created`)
    return paypalOrder
  }

  /**
   * LiqPay's signed checkout data, for the form the checkout posts to LiqPay. `resultPath` (a path on this
   * site) is where LiqPay sends the shopper back; the success page by default.
   */
  async liqpay(
    site: Site,
    claim: PaymentClaim,
    pages: ReturnPages & { resultPath?: string; description?: string; language?: string; paytypes?: string },
  ): Promise<LiqPayCheckoutData> {
    const order = await this.payable(site, claim, 'LIQPAY')
    const data = needProvider(this.deps.payments.liqpay, 'LIQPAY').checkoutData({
      amount: Number(fromMinorUnits(order.amount_minor, order.currency)),
      currency: order.currency,
      description: pages.description ?? `Reservation ${order.order_number}`,
      order_id: order.order_number,
      language: pages.language ?? order.locale,
      ...(pages.paytypes ? { paytypes: pages.paytypes } : {}),
      result_url: `${pages.origin}${pages.resultPath ?? `${journeyPage(site, order, 'success')}?order=${order.order_number}`}`,
      server_url: `${pages.origin}/buy_online/liqpay/callback`,
    })
    // LiqPay's reference is the order number itself; the checkout may ask again (a reload) once it started.
    if (order.status === 'created')
      await this.orders.startPayment(order, order.order_number, 'liqpay checkout opened')
    return data
  }

  /** The order the claim names, open for payment with `vendor`, its hold still live, for the claimed amount. */
  private async payable(site: Site, claim: PaymentClaim, vendor: string): Promise<Order> {
    const order = await this.orders.byNumber(claim.orderNumber)
    if (!order || order.site !== site.key)
      throw new OrderError('order_not_found', `No order ${claim.orderNumber}`)
    if (order.vendor !== vendor)
      throw new OrderError('wrong_vendor', `This order is paid with ${order.vendor}`, [
        { field: 'order_number', message: `is paid with ${order.vendor}` },
      ])
    if (order.status !== 'created' && order.status !== 'payment_pending')
      throw new OrderError('order_not_payable', `This order is ${order.status}`, { status: order.status })
    if (!order.lock_id || !(await this.locks.live(order.vehicle_id, order.lock_id)))
      throw new OrderError('lock_expired', 'The reservation time ran out: open the checkout again')
    checkClaim(order, claim)
    // Paying takes time (3-D Secure, a PayPal login): a shopper who leaves for the provider's page with a
    // minute left gets a full hold period for it, never past the hold's longest (decision 064).
    await this.locks.extend(
      order.vehicle_id,
      order.lock_id,
      null,
      this.deps.lockTtlMs,
      this.deps.holds.maxHoldMs,
    )
    return order
  }
}

/** Refuses a claimed amount, currency or vehicle that differs from the order's own. */
function checkClaim(order: Order, claim: PaymentClaim): void {
  const problems = []
  if (claim.currency.toUpperCase() !== order.currency)
    problems.push({ field: claim.fields.currency, message: `must be ${order.currency}` })
  if (toMinorUnits(claim.amount, order.currency) !== order.amount_minor)
    problems.push({
      field: claim.fields.amount,
      message: `must be ${fromMinorUnits(order.amount_minor, order.currency)}`,
    })
  if (claim.vehicleId !== order.vehicle_id)
    problems.push({ field: claim.fields.vehicleId, message: 'is not the vehicle of this order' })
  if (problems.length)
    throw new OrderError('amount_mismatch', 'The payment does not match the order', problems)
}
