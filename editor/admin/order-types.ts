import { canMoveOrder, type OrderStatus } from '../../engine/orders/order-status.js'

/** An order as `GET /admin/api/orders` answers it (docs/buy-online-api.md). */
export interface AdminOrder {
  order_number: string
  /** The key of the site the order was placed on. */
  site: string
  status: OrderStatus
  payment_status: string
  vendor: string
  amount_minor: number
  currency: string
  vehicle_id: string
  locale: string
  customer: { first_name?: string; last_name?: string; email?: string; phone_number?: string }
  metadata: Record<string, unknown>
  created_at: string
  updated_at: string
}

export interface AdminOrderDetail extends AdminOrder {
  transitions: { from_status: string | null; to_status: string; reason: string; actor: string; at: string }[]
  payment_events: { vendor: string; event_id: string; type: string; received_at: string }[]
  deliveries: {
    id: string
    kind: string
    status: string
    attempts: number
    last_error: string | null
    updated_at: string
  }[]
}

const STATUS_TEXT: Record<string, string> = {
  created: 'Created',
  payment_pending: 'Waiting for payment',
  paid: 'Paid',
  authorised: 'Authorised',
  confirmed: 'Confirmed',
  cancelled: 'Cancelled',
  refunded: 'Refunded',
  expired: 'Expired',
  manual_review: 'Manual review',
  pending: 'Pending',
  failed: 'Failed',
  not_required: 'Not required',
  order_notification: 'Dealer notification',
  order_confirmation: 'Shopper confirmation',
}

/** A status or kind in words. */
export function orderText(code: string): string {
  return STATUS_TEXT[code] ?? code.replaceAll('_', ' ')
}

/** The amount in its currency, from minor units ("500.00 AUD"; JPY has none); a free reservation says so. */
export function orderAmount(order: Pick<AdminOrder, 'amount_minor' | 'currency'>): string {
  if (order.amount_minor === 0) return 'Free'
  const digits = order.currency === 'JPY' ? 0 : 2
  return `${(order.amount_minor / 10 ** digits).toFixed(digits)} ${order.currency}`
}

/** What the admin may do with an order now: cancel while it can be cancelled, refund when money was taken. */
export function orderActions(order: Pick<AdminOrder, 'status' | 'payment_status'>): ('cancel' | 'refund')[] {
  const actions: ('cancel' | 'refund')[] = []
  if (canMoveOrder(order.status, 'cancelled')) actions.push('cancel')
  if (canMoveOrder(order.status, 'refunded') && ['paid', 'authorised'].includes(order.payment_status))
    actions.push('refund')
  return actions
}

/** The configurator URL of a build's order (decision 070), else null: a stock vehicle's order. */
export function orderConfigUrl(order: Pick<AdminOrder, 'vehicle_id' | 'metadata'>): string | null {
  const url = order.metadata.config_url
  return order.vehicle_id.startsWith('build-') && typeof url === 'string' ? url : null
}

/** The order's vehicle in words: a stock vehicle's id, or "Build …" for a configured vehicle built to order. */
export function orderVehicleText(order: Pick<AdminOrder, 'vehicle_id' | 'metadata'>): string {
  return orderConfigUrl(order) ? `Build ${order.vehicle_id}` : order.vehicle_id
}
