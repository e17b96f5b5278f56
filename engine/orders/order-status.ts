/**
 * An order's life (issue "order online", 000 §3 Order): created when the shopper submits the checkout,
 * payment pending once a provider payment exists, paid or authorised when the provider says so (authorised:
 * `capture_method: manual`, captured later), confirmed by the confirm call or at once for a free reservation,
 * and ended by cancellation, refund or expiry. `manual_review` is where a payment that arrived too late (its
 * vehicle went to someone else) waits for the dealer's refund: never two owners.
 */
export const ORDER_STATUSES = [
  'created',
  'payment_pending',
  'paid',
  'authorised',
  'confirmed',
  'cancelled',
  'refunded',
  'expired',
  'manual_review',
] as const

export type OrderStatus = (typeof ORDER_STATUSES)[number]

/** The statuses in which an order owns its vehicle: the stock shows it reserved. */
export const OWNING_STATUSES: readonly OrderStatus[] = ['paid', 'authorised', 'confirmed']

/** Every allowed move; anything else is an impossible transition (answered 409). */
const NEXT: Record<OrderStatus, readonly OrderStatus[]> = {
  created: ['payment_pending', 'paid', 'authorised', 'confirmed', 'cancelled', 'expired', 'manual_review'],
  payment_pending: ['paid', 'authorised', 'cancelled', 'expired', 'manual_review'],
  authorised: ['paid', 'confirmed', 'cancelled', 'refunded', 'manual_review'],
  paid: ['confirmed', 'refunded', 'manual_review'],
  confirmed: ['cancelled', 'refunded'],
  manual_review: ['refunded', 'cancelled', 'confirmed'],
  cancelled: ['manual_review'],
  refunded: [],
  expired: ['manual_review'],
}

/** Whether an order may move from `from` to `to` (the dry run the routes and the admin actions share). */
export function canMoveOrder(from: OrderStatus, to: OrderStatus): boolean {
  return NEXT[from].includes(to)
}

/** The statuses an order may reach `to` from, for the conditional UPDATE that moves it. */
export function orderStatusesBefore(to: OrderStatus): OrderStatus[] {
  return ORDER_STATUSES.filter((from) => NEXT[from].includes(to))
}
