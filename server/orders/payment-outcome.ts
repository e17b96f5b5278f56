import { canMoveOrder, type OrderStatus } from '../../engine/orders/order-status.js'
import type { Order } from './order.js'
import type { OrderStore } from './order-store.js'

/** What a provider says happened to an order's payment. */
export type PaymentOutcome = 'paid' | 'authorised' | 'failed' | 'cancelled' | 'refunded'

const OPEN: readonly OrderStatus[] = ['created', 'payment_pending']
const ENDED: readonly OrderStatus[] = ['expired', 'cancelled']

/**
 * Applies a provider's word about a payment to its order, whichever arrives first (the webhook, the
 * confirm call, a retried delivery): each outcome moves the order only from the statuses where it means
 * something, so a repeat changes nothing. Money that arrives for an order that ended (expired, cancelled)
 * or for the wrong amount goes to manual review: kept for the dealer to refund, never silently lost.
 */
export async function applyPaymentOutcome(
  orders: OrderStore,
  order: Order,
  outcome: PaymentOutcome,
  context: { reason: string; actor: string; amountMinor?: number; paymentRef?: string },
): Promise<Order> {
  const { reason, actor } = context
  const ref = context.paymentRef ? { paymentRef: context.paymentRef } : {}
  const money = outcome === 'paid' || outcome === 'authorised'
  if (money && context.amountMinor !== undefined && context.amountMinor !== order.amount_minor)
    return orders.move(order.order_number, {
      to: 'manual_review',
      paymentStatus: outcome,
      reason: `${reason}; paid ${context.amountMinor} instead of ${order.amount_minor}`,
      actor,
      ...ref,
    })
  if (money && ENDED.includes(order.status))
    return orders.move(order.order_number, {
      to: 'manual_review',
      paymentStatus: outcome,
      reason: `${reason}; the order had ${order.status === 'expired' ? 'expired' : 'been cancelled'}`,
      actor,
      ...ref,
    })
  switch (outcome) {
    case 'paid':
      if (OPEN.includes(order.status) || order.status === 'authorised')
        return orders.move(order.order_number, { to: 'paid', paymentStatus: 'paid', reason, actor, ...ref })
      return order
    case 'authorised':
      if (OPEN.includes(order.status))
        return orders.move(order.order_number, {
          to: 'authorised',
          paymentStatus: 'authorised',
          reason,
          actor,
          ...ref,
        })
      return order
    case 'failed':
      // The shopper may try another card: the order stays open, its payment marked failed.
      if (OPEN.includes(order.status))
        return orders.setPaymentStatus(order.order_number, 'failed', reason, actor)
      return order
    case 'cancelled':
      if (OPEN.includes(order.status) || order.status === 'authorised')
        return orders.move(order.order_number, { to: 'cancelled', reason, actor })
      return order
    case 'refunded':
      if (canMoveOrder(order.status, 'refunded'))
        return orders.move(order.order_number, { to: 'refunded', paymentStatus: 'refunded', reason, actor })
      return order
  }
}
