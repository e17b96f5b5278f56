import type { CheckoutDraftView } from '../../engine/orders/checkout-draft-view.js'
import type { Order } from './order.js'

/**
 * What a shopper back at the checkout is told about the draft's newest order: the payment was left or
 * cancelled (nothing charged), refused, the hold ran out before it was paid (the vehicle was let go), the
 * card authorisation was released for that reason, or the order already holds the vehicle for them; null
 * when there is nothing to say (no payment was started, or the order is with the dealer).
 */
export function paymentNotice(order: Order): CheckoutDraftView['payment_notice'] {
  switch (order.status) {
    case 'created':
    case 'payment_pending':
      if (order.payment_status === 'failed') return 'failed'
      return order.payment_ref ? 'cancelled' : null
    case 'expired':
      return 'expired'
    case 'cancelled':
      return order.metadata.payment_returned === 'hold_expired' ? 'released' : 'cancelled'
    case 'paid':
    case 'authorised':
    case 'confirmed':
      return 'reserved'
    default:
      return null
  }
}
