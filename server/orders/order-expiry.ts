import { toMinorUnits } from '../../engine/orders/minor-units.js'
import type { Database } from '../db/database.js'
import { PaymentProviderError } from '../payments/payment-provider-error.js'
import { OrderError } from './order-error.js'
import { connectedAccountOf, type Order } from './order.js'
import { OrderStore } from './order-store.js'
import type { PaymentProviders } from './payment-providers.js'
import { PaymentSettlement } from './payment-settlement.js'

/** An order without a hold (none of the journey's) that still waits for its payment after this long expires. */
export const ORDER_PAYMENT_WINDOW_MS = 60 * 60_000
/** An authorised card nobody came back to confirm after this long is captured and confirmed by the server. */
export const AUTHORISED_CONFIRM_AFTER_MS = 10 * 60_000

const OPEN = ['created', 'payment_pending']
/** Card intents a cancel still stops (Stripe's cancelable statuses). */
const CANCELLABLE = ['requires_payment_method', 'requires_confirmation', 'requires_action', 'processing']

/**
 * An abandoned payment resolves (docs/decisions/063). The hold is the payment's window: once an open order's
 * hold is gone (its time ran out, it was released, or another shopper holds the vehicle now), the order's
 * provider is asked first (a card authorised or paid, or a PayPal order captured, whose word has not
 * arrived yet, is applied through the settlement, which gives money for a lost hold back), and otherwise
 * the order expires on its locked row and the provider's payment is cancelled where the provider can
 * (a card intent), so money can no longer move for it. A late PayPal approval is never captured; a late
 * LiqPay success is refunded by the settlement. An authorised card whose shopper never came back owns its
 * vehicle: the server confirms it as the success page would have. Run by the job worker's housekeeping,
 * and for one order when its shopper looks at it (the draft, the confirm, the status page).
 */
export class OrderExpiry {
  private readonly orders: OrderStore
  private readonly settlement: PaymentSettlement

  constructor(
    private readonly deps: {
      database: Database
      payments: PaymentProviders
      maxAttempts: number
      wake: () => void
      /** The window of an order without a hold (default ORDER_PAYMENT_WINDOW_MS). */
      paymentWindowMs?: number
    },
  ) {
    this.orders = new OrderStore(deps.database)
    this.settlement = new PaymentSettlement(deps)
  }

  /** Resolves every abandoned order now; answers the numbers of those that expired. */
  async run(): Promise<string[]> {
    const expired: string[] = []
    const failures: unknown[] = []
    // One order whose provider cannot be asked now waits for the next round; the others go on.
    const each = async (numbers: string[], fn: (number: string) => Promise<unknown>) => {
      for (const number of numbers) await fn(number).catch((error: unknown) => failures.push(error))
    }
    await each(await this.orders.abandoned(this.windowMs), async (number) => {
      if ((await this.resolve(number))?.status === 'expired') expired.push(number)
    })
    await each(await this.orders.unconfirmedAuthorised(AUTHORISED_CONFIRM_AFTER_MS), async (number) => {
      const order = await this.orders.byNumber(number)
      if (order)
        await this.settlement.confirm(order.site, number, {
          metadata: { confirmed_by: 'system: the shopper did not come back after paying' },
        })
    })
    if (failures.length)
      throw new AggregateError(failures, `[orders] ${failures.length} orders wait for their provider`)
    return expired
  }

  /**
   * Resolves order `number` if nobody can pay it any more; answers the order as it is afterwards (unchanged
   * when it is not abandoned), null when there is no such order.
   */
  async resolve(number: string): Promise<Order | null> {
    const order = await this.orders.byNumber(number)
    if (!order || !OPEN.includes(order.status)) return order
    if (!(await this.abandoned(order))) return order
    const told = await this.askProvider(order)
    if (told && !OPEN.includes(told.status)) return told
    const ended = await this.deps.database.transaction(async (tx) => {
      const current = await this.orders.locked(number, tx)
      // Decided again on the locked row: a payment or a renewed hold may have come in meanwhile.
      if (!current || !OPEN.includes(current.status) || !(await this.abandoned(current, tx)))
        return { order: current, moved: false }
      const moved = await this.orders.move(
        number,
        { to: 'expired', reason: 'the hold ended before the payment was completed', actor: 'system' },
        tx,
      )
      return { order: moved, moved: true }
    })
    if (ended.moved && ended.order) await this.cancelPayment(ended.order)
    return ended.order
  }

  private get windowMs(): number {
    return this.deps.paymentWindowMs ?? ORDER_PAYMENT_WINDOW_MS
  }

  /** Whether nobody can pay `order` any more: its hold is gone, or it has none and waited past the window. */
  private async abandoned(order: Order, tx: Parameters<OrderStore['holdLive']>[1] = this.deps.database) {
    if (order.lock_id) return !(await this.orders.holdLive(order, tx))
    return Date.parse(order.updated_at) < Date.now() - this.windowMs
  }

  /**
   * Applies the provider's word that has not reached the order yet (its webhook late or lost): answers the
   * order after it, or null when the provider has nothing to say (no payment, or nothing happened to it).
   */
  private async askProvider(order: Order): Promise<Order | null> {
    if (!order.payment_ref) return null
    const context = (reason: string, amountMinor: number) => ({ reason, actor: 'system', amountMinor })
    try {
      if (order.vendor === 'STRIPE' && this.deps.payments.card) {
        const intent = await this.deps.payments.card.retrievePaymentIntent(
          order.payment_ref,
          connectedAccountOf(order),
        )
        if (intent.status === 'requires_capture')
          return await this.settlement.applyOutcome(
            order.order_number,
            'authorised',
            context('stripe payment intent requires_capture, found at expiry', intent.amountMinor),
          )
        if (intent.status === 'succeeded')
          return await this.settlement.applyOutcome(
            order.order_number,
            'paid',
            context('stripe payment intent succeeded, found at expiry', intent.amountMinor),
          )
      }
      if (order.vendor === 'PAYPAL' && this.deps.payments.paypal) {
        // Only money already taken counts; an approval is never captured after the hold ended.
        const paypalOrder = await this.deps.payments.paypal.getOrder(order.payment_ref)
        if (paypalOrder.status === 'COMPLETED')
          return await this.settlement.applyOutcome(
            order.order_number,
            'paid',
            context(
              'paypal order completed, found at expiry',
              toMinorUnits(Number(paypalOrder.amountValue), order.currency),
            ),
          )
      }
    } catch (error) {
      // A provider that cannot be asked now is asked again on the next round; the order waits.
      if (!(error instanceof PaymentProviderError && error.status === 404)) throw error
    }
    return null
  }

  /** Stops the expired order's card payment at the provider, so its page can no longer take the card. */
  private async cancelPayment(order: Order): Promise<void> {
    if (order.vendor !== 'STRIPE' || !order.payment_ref || !this.deps.payments.card) return
    const card = this.deps.payments.card
    try {
      const intent = await card.retrievePaymentIntent(order.payment_ref, connectedAccountOf(order))
      if (CANCELLABLE.includes(intent.status))
        await card.cancelPaymentIntent(order.payment_ref, connectedAccountOf(order))
    } catch (error) {
      // Paid or cancelled in between: its webhook reaches the expired order, and the settlement gives
      // any money back (decision 059).
      if (!(error instanceof PaymentProviderError || error instanceof OrderError)) throw error
    }
  }
}
