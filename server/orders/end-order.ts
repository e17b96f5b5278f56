import { fromMinorUnits } from '../../engine/orders/minor-units.js'
import { canMoveOrder } from '../../engine/orders/order-status.js'
import { HttpError } from '../http/http-error.js'
import type { Order } from './order.js'
import type { OrderStore } from './order-store.js'
import type { PaymentProviders } from './payment-routes.js'

const provider = <T>(p: T | undefined): T => {
  if (!p)
    throw new HttpError(409, 'vendor_unavailable', 'This payment provider is not configured on this server')
  return p
}

/** Gives the money back (or releases an authorisation) at the provider; true when there was money. */
async function returnMoney(order: Order, payments: PaymentProviders): Promise<boolean> {
  if (!order.payment_ref || order.payment_status === 'not_required' || order.payment_status === 'pending')
    return false
  const account =
    typeof order.metadata.connected_account === 'string' ? order.metadata.connected_account : undefined
  switch (order.vendor) {
    case 'STRIPE':
      if (order.payment_status === 'authorised')
        await provider(payments.card).cancelPaymentIntent(order.payment_ref, account)
      else await provider(payments.card).refundPaymentIntent(order.payment_ref, account)
      return true
    case 'PAYPAL': {
      const captureId =
        typeof order.metadata.paypal_capture_id === 'string' ? order.metadata.paypal_capture_id : null
      if (!captureId) throw new HttpError(409, 'no_capture', 'This PayPal order has no capture to refund')
      await provider(payments.paypal).refundCapture(captureId, `refund-${order.order_number}`)
      return true
    }
    case 'LIQPAY':
      await provider(payments.liqpay).refund(
        order.order_number,
        Number(fromMinorUnits(order.amount_minor, order.currency)),
      )
      return true
    default:
      return false
  }
}

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
    throw new HttpError(409, 'impossible_transition', `An order that is ${order.status} cannot be ${to}.`, {
      from: order.status,
      to,
    })
  if (action === 'refund' && !['paid', 'authorised'].includes(order.payment_status))
    throw new HttpError(409, 'nothing_to_refund', 'This order has no payment to refund')
  const returned = await returnMoney(order, payments)
  return orders.move(order.order_number, {
    to,
    ...(returned ? { paymentStatus: 'refunded' as const } : {}),
    reason: by.reason,
    actor: by.actor,
  })
}
