import { fromMinorUnits } from '../../engine/orders/minor-units.js'
import type { Order } from './order.js'

/** Metadata the server keeps for itself (older orders' site_origin, the phone check, the dealer's Stripe account). */
const INTERNAL_METADATA = new Set(['site_origin', 'verification_id', 'connected_account'])

/** What a shopper who knows an order's number may read: no contact details, no provider secrets. */
export function shopperOrder(order: Order) {
  return {
    order_number: order.order_number,
    status: order.status,
    payment_status: order.payment_status,
    vehicle_id: order.vehicle_id,
    vendor: order.vendor,
    amount: fromMinorUnits(order.amount_minor, order.currency),
    currency: order.currency,
    locale: order.locale,
    metadata: Object.fromEntries(
      Object.entries(order.metadata).filter(([key]) => !INTERNAL_METADATA.has(key)),
    ),
    created_at: order.created_at,
    updated_at: order.updated_at,
  }
}
