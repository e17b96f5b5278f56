import type { OrderStatus } from '../../engine/orders/order-status.js'

export type PaymentStatus = 'pending' | 'authorised' | 'paid' | 'refunded' | 'failed' | 'not_required'

/** An order as the buy-online API and the admin answer it. */
export interface Order {
  id: string
  order_number: string
  site: string
  locale: string
  vehicle_id: string
  lock_id: string | null
  status: OrderStatus
  payment_status: PaymentStatus
  vendor: string
  /** In minor units of `currency` (the reservation fee: the server's own price). */
  amount_minor: number
  currency: string
  payment_ref: string | null
  customer: Record<string, unknown>
  metadata: Record<string, unknown>
  lead_id: string | null
  created_at: string
  updated_at: string
}

/** One recorded change of an order's status. */
export interface OrderTransition {
  from_status: OrderStatus | null
  to_status: OrderStatus
  reason: string
  actor: string
  at: string
}

/** The dealer's own Stripe account an order is paid into (decision 026), if its retailer has one. */
export const connectedAccountOf = (order: Order): string | undefined =>
  typeof order.metadata.connected_account === 'string' ? order.metadata.connected_account : undefined
