/** What went wrong with an order, in the orders' own words; the HTTP layer picks the status (error-handler.ts). */
export type OrderErrorCode =
  | 'order_not_found'
  | 'impossible_transition'
  | 'lock_expired'
  | 'order_in_progress'
  | 'free_reservation_open'
  | 'payment_exists'
  | 'vendor_unavailable'
  | 'wrong_payment'
  | 'no_capture'
  | 'phone_not_verified'
  | 'draft_not_found'
  | 'wrong_vendor'
  | 'order_not_payable'
  | 'amount_mismatch'
  | 'unknown_vehicle'
  | 'not_reservable'
  | 'invalid_choices'
  | 'nothing_to_refund'

/**
 * A refusal of the order stores and the payment settlement: a rule of the orders, not of HTTP, so the same
 * refusal reads the same from a route, the job worker or a script. `details` is safe to show the client.
 */
export class OrderError extends Error {
  constructor(
    readonly code: OrderErrorCode,
    message: string,
    readonly details?: unknown,
  ) {
    super(message)
    this.name = 'OrderError'
  }
}
