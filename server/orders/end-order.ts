import { canMoveOrder } from '../../engine/orders/order-status.js'
import { OrderError } from './order-error.js'
import type { Order } from './order.js'
import type { OrderStore } from './order-store.js'
import type { PaymentProviders } from './payment-providers.js'
import { returnMoney } from './return-money.js'

/**
 * Cancels or refunds an order (the admin's actions, the EV lead API's cancellation): refused with 409 when
 * the order cannot move there or has nothing to refund; the provider gives the money back first, then the
 * order moves (and its vehicle goes back on sale).
 */
export async function endOrder(
  orders: OrderStore,
  payments: PaymentProviders,
  order: Order,
  action: 'cancel' | 'refund',
  by: { actor: string; reason: string },
): Promise<Order> {
  const to = action === 'refund' ? 'refunded' : 'cancelled'
  if (!canMoveOrder(order.status, to))
    throw new OrderError('impossible_transition', `An order that is ${order.status} cannot be ${to}.`, {
      from: order.status,
      to,
    })
  if (action === 'refund' && !['paid', 'authorised'].includes(order.payment_status))
    throw new OrderError('nothing_to_refund', 'This order has no payment to refund')
  const returned = await returnMoney(order, payments)
  return orders.move(order.order_number, {
    to,
    ...(returned ? { paymentStatus: 'refunded' as const } : {}),
    reason: by.reason,
    actor: by.actor,
  })
}
