import type { Order } from './order.js'

/**
 * What a shopper back at the checkout is told about the draft's last order: the payment was left or
 * cancelled (nothing charged), refused, the hold ran out before it was paid (the vehicle was let go), the
 * card authorisation was released for that reason, or the order already holds the vehicle for them.
 */
export type PaymentNotice = 'cancelled' | 'failed' | 'expired' | 'released' | 'reserved'

/** The notice for the draft's newest order, or null when there is nothing to say (no payment was started). */
export function paymentNotice(order: Order): PaymentNotice | null {
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
