import type { PaymentFigures } from './payment-option-figures.js'
import type { VehicleAnalytics } from '../storefront/vehicle-analytics.js'

/**
 * The checkout's data-layer events (000 §1 event categories checkout and confirmation, §2 page kinds):
 * `checkout_view` on the details step, `checkout_payment_option` when an option or its figures change
 * (the selected-option analytics data of 000 §3), `checkout_begin` when the checkout holds the vehicle,
 * `checkout_phone_verified`, `checkout_payment` when the shopper leaves for the payment page (or reserves
 * for free), and `checkout_order_confirmation` once the reservation is confirmed.
 */
export type CheckoutEventName =
  | 'checkout_view'
  | 'checkout_payment_option'
  | 'checkout_begin'
  | 'checkout_phone_verified'
  | 'checkout_payment'
  | 'checkout_order_confirmation'

const PAGE_KIND: Record<CheckoutEventName, string> = {
  checkout_view: 'checkout',
  checkout_payment_option: 'checkout',
  checkout_begin: 'checkout_reservation',
  checkout_phone_verified: 'checkout_reservation',
  checkout_payment: 'checkout_reservation',
  checkout_order_confirmation: 'checkout_order_confirmation',
}

export function checkoutEvent(
  name: CheckoutEventName,
  vehicle: VehicleAnalytics | null,
  extra: { payment_option?: PaymentFigures; vendor?: string; order_number?: string } = {},
): Record<string, unknown> {
  return {
    event: name,
    event_category: name === 'checkout_order_confirmation' ? 'confirmation' : 'checkout',
    page_kind: PAGE_KIND[name],
    ...(vehicle ? { vehicle } : {}),
    ...extra,
  }
}
