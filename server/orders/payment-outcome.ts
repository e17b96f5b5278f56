import { OWNING_STATUSES, canMoveOrder, type OrderStatus } from '../../engine/orders/order-status.js'
import type { Queryable } from '../db/database.js'
import { OrderError } from './order-error.js'
import type { Order } from './order.js'
import type { OrderMove, OrderStore } from './order-store.js'

/** What a provider says happened to an order's payment. */
export type PaymentOutcome = 'paid' | 'authorised' | 'failed' | 'cancelled' | 'refunded'

/**
 * Why money that reached an order must go back to the shopper: the hold ran out before the card was
 * authorised (the authorisation is cancelled, nothing is taken), or the vehicle is no longer theirs (the
 * payment is refunded). Shown to the shopper as the order's metadata `payment_returned`.
 */
export type MoneyBack = 'hold_expired' | 'vehicle_lost'

/** The order after an outcome, whether it moved, and whether its money has to go back. */
export interface AppliedOutcome {
  order: Order
  moved: boolean
  moneyBack: MoneyBack | null
}

const OPEN: readonly OrderStatus[] = ['created', 'payment_pending']
const ENDED: readonly OrderStatus[] = ['expired', 'cancelled']

/**
 * Applies a provider's word about a payment to its order, whichever arrives first (the webhook, the
 * confirm call, a retried delivery), on the order's current row locked in `tx`: two callers queue on the
 * row, and the second sees what the first did, so a repeat changes nothing and is never an impossible
 * transition. Money for the wrong amount goes to manual review for the dealer; money for an order that can
 * no longer own its vehicle (ended, taken over, or an authorisation after the hold ran out) goes to manual
 * review too, answered with `moneyBack` so the caller gives it back at the provider once `tx` commits.
 */
export async function applyPaymentOutcome(
  orders: OrderStore,
  orderNumber: string,
  outcome: PaymentOutcome,
  context: { reason: string; actor: string; amountMinor?: number; paymentRef?: string },
  tx: Queryable,
): Promise<AppliedOutcome> {
  const order = await orders.locked(orderNumber, tx)
  if (!order) throw new OrderError('order_not_found', `No order ${orderNumber}.`)
  const { reason, actor } = context
  const ref = context.paymentRef ? { paymentRef: context.paymentRef } : {}
  const stay: AppliedOutcome = { order, moved: false, moneyBack: null }
  const move = async (to: OrderMove, moneyBack: MoneyBack | null = null): Promise<AppliedOutcome> => {
    const moved = await orders.move(orderNumber, to, tx)
    const lost = OWNING_STATUSES.includes(to.to) && moved.status === 'manual_review'
    return { order: moved, moved: true, moneyBack: moneyBack ?? (lost ? 'vehicle_lost' : null) }
  }
  const money = outcome === 'paid' || outcome === 'authorised'
  if (money && context.amountMinor !== undefined && context.amountMinor !== order.amount_minor)
    return canMoveOrder(order.status, 'manual_review')
      ? move({
          to: 'manual_review',
          paymentStatus: outcome,
          reason: `${reason}; paid ${context.amountMinor} instead of ${order.amount_minor}`,
          actor,
          ...ref,
        })
      : stay
  if (money && ENDED.includes(order.status))
    return move(
      {
        to: 'manual_review',
        paymentStatus: outcome,
        reason: `${reason}; the order had ${order.status === 'expired' ? 'expired' : 'been cancelled'}`,
        actor,
        ...ref,
      },
      outcome === 'authorised' ? 'hold_expired' : 'vehicle_lost',
    )
  switch (outcome) {
    case 'paid':
      if (OPEN.includes(order.status) || order.status === 'authorised')
        return move({ to: 'paid', paymentStatus: 'paid', reason, actor, ...ref })
      return stay
    case 'authorised':
      if (!OPEN.includes(order.status)) return stay
      // An authorisation only holds a vehicle the shopper still holds: after the hold ran out it is
      // released rather than captured later for a car that was free for anyone to take.
      if (!(await orders.holdLive(order, tx)))
        return move(
          {
            to: 'manual_review',
            paymentStatus: 'authorised',
            reason: `${reason}; the hold had expired`,
            actor,
            ...ref,
          },
          'hold_expired',
        )
      return move({ to: 'authorised', paymentStatus: 'authorised', reason, actor, ...ref })
    case 'failed':
      // The shopper may try another card: the order stays open, its payment marked failed.
      if (OPEN.includes(order.status) && order.payment_status !== 'failed')
        return {
          order: await orders.setPaymentStatus(orderNumber, 'failed', reason, actor, tx),
          moved: false,
          moneyBack: null,
        }
      return stay
    case 'cancelled':
      if (OPEN.includes(order.status) || order.status === 'authorised')
        return move({ to: 'cancelled', reason, actor })
      return stay
    case 'refunded':
      if (canMoveOrder(order.status, 'refunded'))
        return move({ to: 'refunded', paymentStatus: 'refunded', reason, actor })
      return stay
  }
}
