import { toMinorUnits } from '../../engine/orders/minor-units.js'
import { canMoveOrder } from '../../engine/orders/order-status.js'
import { FREE_RESERVATION_VENDOR } from '../../engine/orders/reservation-terms.js'
import type { Database } from '../db/database.js'
import { OrderError } from './order-error.js'
import type { CardPaymentIntent, CardPayments } from '../payments/card-payments.js'
import { PaymentProviderError } from '../payments/payment-provider-error.js'
import { needProvider } from './need-provider.js'
import { connectedAccountOf, type Order } from './order.js'
import { OrderStore } from './order-store.js'
import type { PaymentProviders } from './payment-providers.js'
import {
  applyPaymentOutcome,
  type AppliedOutcome,
  type MoneyBack,
  type PaymentOutcome,
} from './payment-outcome.js'
import { returnMoney } from './return-money.js'

/** The confirm call's details (001 §3 order confirm payload), kept on the order when it confirms. */
export interface ConfirmDetails {
  customer?: Record<string, unknown>
  metadata: Record<string, unknown>
  /** The PayPal order the shopper approved (PayPal's return URL's `token`). */
  paypalOrderId?: string
}

/** A card intent's status as an outcome, for the confirm call that asks the provider itself. */
const INTENT_OUTCOMES: Record<string, PaymentOutcome> = {
  succeeded: 'paid',
  requires_capture: 'authorised',
  canceled: 'cancelled',
}

/**
 * Where an order's payment stands, decided in one place for every path that learns about it: the
 * providers' webhooks and callbacks (applyOutcome) and the shopper's confirm call (confirm). Each change
 * is taken on the order's current row, locked in the transaction that writes it, so a webhook racing a
 * confirm, or twenty confirms of one order, make one transition and one set of mails, and every caller
 * answers the order as it really is. Money that reaches an order that can no longer own its vehicle goes
 * back through the provider at once. No HTTP here: payment-routes.ts maps requests to these calls.
 * docs/decisions/059.
 */
export class PaymentSettlement {
  private readonly orders: OrderStore

  constructor(
    private readonly deps: {
      database: Database
      payments: PaymentProviders
      maxAttempts: number
      /** Wakes the job worker after mails were queued. */
      wake: () => void
    },
  ) {
    this.orders = new OrderStore(deps.database)
  }

  /** Applies a provider's word (a webhook, a callback, the provider asked at confirm); answers the order. */
  async applyOutcome(
    orderNumber: string,
    outcome: PaymentOutcome,
    context: { reason: string; actor: string; amountMinor?: number },
  ): Promise<Order> {
    const applied = await this.deps.database.transaction((tx) =>
      applyPaymentOutcome(this.orders, orderNumber, outcome, context, tx),
    )
    return this.giveBackIfLost(applied)
  }

  /**
   * The shopper's confirm: asks the order's provider where the payment stands (capturing an authorised
   * card, an approved PayPal order), then confirms a paid order and queues its mails, once. Answers the
   * order whatever its state: confirmed, still waiting for the payment, or ended (and why).
   */
  async confirm(site: string, orderNumber: string, details: ConfirmDetails): Promise<Order> {
    const order = await this.orders.byNumber(orderNumber)
    if (!order || order.site !== site) throw new OrderError('order_not_found', `No order ${orderNumber}`)
    if (order.status !== 'confirmed') await this.askProvider(order, details.paypalOrderId)
    const result = await this.deps.database.transaction(async (tx) => {
      const current = await this.orders.locked(orderNumber, tx)
      if (!current) throw new OrderError('order_not_found', `No order ${orderNumber}`)
      const ready =
        current.status === 'paid' ||
        (current.vendor === FREE_RESERVATION_VENDOR && current.status === 'created')
      if (!ready) return { order: current, queued: false }
      await this.orders.addDetails(orderNumber, details, tx)
      const moved = await this.orders.move(
        orderNumber,
        { to: 'confirmed', reason: 'confirmed by the shopper', actor: 'shopper' },
        tx,
      )
      const queued =
        moved.status === 'confirmed' && (await this.orders.queueMails(moved.id, this.deps.maxAttempts, tx))
      return { order: moved, queued }
    })
    if (result.queued) this.deps.wake()
    return result.order
  }

  /** Brings the order up to date with its provider, for a shopper back from the payment page. */
  private async askProvider(order: Order, paypalOrderId: string | undefined): Promise<void> {
    if (!order.payment_ref || !['created', 'payment_pending', 'authorised'].includes(order.status)) return
    if (order.vendor === 'STRIPE') return this.settleCard(order, order.payment_ref)
    if (order.vendor === 'PAYPAL') return this.settlePayPal(order, order.payment_ref, paypalOrderId)
  }

  /**
   * A card is authorised on the card page and captured here (`capture_method: manual`): only while the
   * order owns its vehicle, so money is never taken for a car the shopper no longer holds.
   */
  private async settleCard(order: Order, intentId: string): Promise<void> {
    const card = needProvider(this.deps.payments.card, 'STRIPE')
    const account = connectedAccountOf(order)
    let intent = await card.retrievePaymentIntent(intentId, account)
    if (intent.status === 'requires_capture') {
      const authorised = await this.applyOutcome(order.order_number, 'authorised', {
        reason: 'stripe payment intent requires_capture',
        actor: 'stripe',
        amountMinor: intent.amountMinor,
      })
      if (authorised.status !== 'authorised') return
      intent = await capture(card, intentId, account)
    }
    const outcome = INTENT_OUTCOMES[intent.status]
    if (outcome)
      await this.applyOutcome(order.order_number, outcome, {
        reason: `stripe payment intent ${intent.status}`,
        actor: 'stripe',
        amountMinor: intent.amountMinor,
      })
  }

  private async settlePayPal(order: Order, ref: string, given: string | undefined): Promise<void> {
    const id = given ?? ref
    if (id !== ref)
      throw new OrderError('wrong_payment', 'The PayPal order is not this order’s', [
        { field: 'paypal_order_id', message: 'is not the PayPal order of this order' },
      ])
    const paypal = needProvider(this.deps.payments.paypal, 'PAYPAL')
    let paypalOrder = await paypal.getOrder(id)
    if (paypalOrder.status === 'APPROVED') {
      paypalOrder = await paypal.captureOrder(id, `capture-${order.order_number}`)
      // Refunds name the capture, not the order.
      if (paypalOrder.captureId)
        await this.orders.addDetails(order.order_number, {
          metadata: { paypal_capture_id: paypalOrder.captureId },
        })
    }
    if (paypalOrder.status === 'COMPLETED')
      await this.applyOutcome(order.order_number, 'paid', {
        reason: 'paypal order captured',
        actor: 'paypal',
        amountMinor: toMinorUnits(Number(paypalOrder.amountValue), order.currency),
      })
  }

  /**
   * Money that arrived for an order that can no longer own its vehicle goes back at the provider (a card
   * authorisation is cancelled, a payment refunded), and the order ends saying why. When the provider
   * refuses, the order stays in manual review with the provider's answer for the dealer.
   */
  private async giveBackIfLost(applied: AppliedOutcome): Promise<Order> {
    if (!applied.moneyBack) return applied.order
    const order = applied.order
    let returned: boolean
    try {
      returned = await returnMoney(order, this.deps.payments)
    } catch (error) {
      if (!(error instanceof PaymentProviderError || error instanceof OrderError)) throw error
      return this.orders.addDetails(order.order_number, {
        metadata: { refund_error: `${error.message}` },
      })
    }
    return this.endReturned(order, applied.moneyBack, returned)
  }

  private endReturned(order: Order, why: MoneyBack, returned: boolean): Promise<Order> {
    const to = order.payment_status === 'authorised' ? 'cancelled' : 'refunded'
    return this.deps.database.transaction(async (tx) => {
      await this.orders.addDetails(order.order_number, { metadata: { payment_returned: why } }, tx)
      const current = await this.orders.locked(order.order_number, tx)
      // The provider's own event (charge.refunded) may have ended it meanwhile.
      if (!current || !canMoveOrder(current.status, to)) return current ?? order
      return this.orders.move(
        order.order_number,
        {
          to,
          ...(returned ? { paymentStatus: 'refunded' as const } : {}),
          reason:
            why === 'hold_expired'
              ? 'card authorisation cancelled: the hold had expired'
              : 'payment refunded: the vehicle is no longer the shopper’s',
          actor: 'system',
        },
        tx,
      )
    })
  }
}

/** Captures an authorised card; when another confirm captured it (or it was cancelled) first, its status now. */
async function capture(
  card: CardPayments,
  id: string,
  account: string | undefined,
): Promise<CardPaymentIntent> {
  try {
    return await card.capturePaymentIntent(id, account)
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error
    return card.retrievePaymentIntent(id, account)
  }
}
