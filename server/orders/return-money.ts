import { fromMinorUnits } from '../../engine/orders/minor-units.js'
import { needProvider } from './need-provider.js'
import { OrderError } from './order-error.js'
import { connectedAccountOf, type Order } from './order.js'
import type { PaymentProviders } from './payment-providers.js'

/** Gives the money back (or releases an authorisation) at the provider; true when there was money. */
export async function returnMoney(order: Order, payments: PaymentProviders): Promise<boolean> {
  if (!order.payment_ref || order.payment_status === 'not_required' || order.payment_status === 'pending')
    return false
  const account = connectedAccountOf(order)
  switch (order.vendor) {
    case 'STRIPE':
      if (order.payment_status === 'authorised')
        await needProvider(payments.card, 'STRIPE').cancelPaymentIntent(order.payment_ref, account)
      else await needProvider(payments.card, 'STRIPE').refundPaymentIntent(order.payment_ref, account)
      return true
    case 'PAYPAL': {
      const captureId =
        typeof order.metadata.paypal_capture_id === 'string' ? order.metadata.paypal_capture_id : null
      if (!captureId) throw new OrderError('no_capture', 'This PayPal order has no capture to refund')
      await needProvider(payments.paypal, 'PAYPAL').refundCapture(captureId, `refund-${order.order_number}`)
      return true
    }
    case 'LIQPAY':
      await needProvider(payments.liqpay, 'LIQPAY').refund(
        order.order_number,
        Number(fromMinorUnits(order.amount_minor, order.currency)),
      )
      return true
    default:
      return false
  }
}
