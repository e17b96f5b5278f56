import type { OrderErrorCode, OrderError } from '../orders/order-error.js'
import { HttpError } from './http-error.js'

/** Each order refusal's status and the code the API answers (a missing order keeps the plain `not_found`). */
const AS_HTTP: Record<OrderErrorCode, [number, string]> = {
  order_not_found: [404, 'not_found'],
  impossible_transition: [409, 'impossible_transition'],
  lock_expired: [409, 'lock_expired'],
  order_in_progress: [409, 'order_in_progress'],
  free_reservation_open: [409, 'free_reservation_open'],
  payment_exists: [409, 'payment_exists'],
  vendor_unavailable: [409, 'vendor_unavailable'],
  wrong_payment: [422, 'validation_failed'],
  no_capture: [409, 'no_capture'],
  phone_not_verified: [422, 'phone_not_verified'],
  draft_not_found: [404, 'draft_not_found'],
  wrong_vendor: [409, 'wrong_vendor'],
  order_not_payable: [409, 'order_not_payable'],
  amount_mismatch: [422, 'amount_mismatch'],
  unknown_vehicle: [404, 'unknown_vehicle'],
  not_reservable: [422, 'not_reservable'],
  invalid_choices: [422, 'validation_failed'],
  nothing_to_refund: [409, 'nothing_to_refund'],
}

/** An order refusal as the API answers it. */
export function orderErrorAsHttp(error: OrderError): HttpError {
  const [status, code] = AS_HTTP[error.code]
  return new HttpError(status, code, error.message, error.details)
}
