import { toMinorUnits } from '../../engine/orders/minor-units.js'
import type { Database } from '../db/database.js'
import type { CardPaymentEvent } from '../payments/card-payments.js'
import type { LiqPayCallback } from '../payments/liqpay-payments.js'
import { isOrderNumber } from './order-number.js'
import { OrderStore } from './order-store.js'
import { PaymentEventStore } from './payment-event-store.js'
import type { PaymentOutcome } from './payment-outcome.js'
import type { PaymentSettlement } from './payment-settlement.js'

/** Stripe's event types and what each says about the payment. */
const CARD_OUTCOMES: Record<string, PaymentOutcome> = {
  'payment_intent.succeeded': 'paid',
  'payment_intent.amount_capturable_updated': 'authorised',
  'payment_intent.payment_failed': 'failed',
  'payment_intent.canceled': 'cancelled',
  'charge.refunded': 'refunded',
}

/** LiqPay's callback statuses and what each says about the payment (others, like wait_accept, say nothing yet). */
const LIQPAY_OUTCOMES: Record<string, PaymentOutcome> = {
  success: 'paid',
  sandbox: 'paid',
  failure: 'failed',
  error: 'failed',
  reversed: 'refunded',
}

/**
 * What the providers tell us about payments, verified by the routes (their signatures) and applied here:
 * each event is recorded once by its provider id, so a redelivery changes nothing, and its outcome goes
 * through the one settlement (decision 059). An event for an order we do not know is still recorded.
 * No HTTP here (docs/decisions/069).
 */
export class ProviderEvents {
  private readonly orders: OrderStore
  private readonly events: PaymentEventStore

  constructor(
    database: Database,
    private readonly settlement: PaymentSettlement,
  ) {
    this.orders = new OrderStore(database)
    this.events = new PaymentEventStore(database)
  }

  /** A Stripe webhook event. */
  async card(event: CardPaymentEvent): Promise<void> {
    const order = await this.orders.byPaymentRef('STRIPE', event.intent.id)
    await this.apply('STRIPE', {
      eventId: event.id,
      orderNumber: order?.order_number ?? null,
      orderId: order?.id ?? null,
      type: event.type,
      payload: { type: event.type, intent: { ...event.intent, clientSecret: undefined } },
      outcome: CARD_OUTCOMES[event.type],
      amountMinor: event.intent.amountMinor,
      reason: `stripe ${event.type}`,
      actor: 'stripe',
    })
  }

  /** A LiqPay server callback; its order id is our order number. */
  async liqpay(callback: LiqPayCallback): Promise<void> {
    const order = isOrderNumber(callback.order_id) ? await this.orders.byNumber(callback.order_id) : null
    await this.apply('LIQPAY', {
      // LiqPay calls back once per status change of one payment.
      eventId: `${callback.payment_id}:${callback.status}`,
      orderNumber: order?.order_number ?? null,
      orderId: order?.id ?? null,
      type: callback.status,
      payload: callback,
      outcome: LIQPAY_OUTCOMES[callback.status],
      amountMinor: order ? toMinorUnits(callback.amount, order.currency) : 0,
      reason: `liqpay ${callback.status}`,
      actor: 'liqpay',
    })
  }

  private async apply(
    vendor: string,
    event: {
      eventId: string
      orderNumber: string | null
      orderId: string | null
      type: string
      payload: unknown
      outcome: PaymentOutcome | undefined
      amountMinor: number
      reason: string
      actor: string
    },
  ): Promise<void> {
    const state = await this.events.record({
      vendor,
      eventId: event.eventId,
      orderId: event.orderId,
      type: event.type,
      payload: event.payload,
    })
    if (state !== 'applied' && event.orderNumber && event.outcome)
      await this.settlement.applyOutcome(event.orderNumber, event.outcome, {
        reason: event.reason,
        actor: event.actor,
        amountMinor: event.amountMinor,
      })
    await this.events.markApplied(vendor, event.eventId)
  }
}
