import { checkoutEvent } from '../../../engine/orders/checkout-events.js'
import { rememberConversion } from '../../../engine/orders/remember-conversion.js'
import { pushDataLayer } from '../../html/push-data-layer.js'

/** Where this browser keeps the order numbers whose conversion it pushed (beside 000 §9's journey keys). */
export const CONVERSIONS_KEY = 'sl_order_online_conversions'

/** The stored list; nothing (or unreadable storage) is an empty one. */
function readSeen(): unknown {
  try {
    return JSON.parse(window.localStorage.getItem(CONVERSIONS_KEY) ?? '[]')
  } catch {
    return []
  }
}

/**
 * Pushes `checkout_order_confirmation` for a confirmed order once per order (decision 067): the order
 * number is written to local storage before the push, and a number found there pushes nothing. That is
 * enough because the success step is only reached by this browser's own return from the payment page: a
 * reload, Back, a restored tab or a second tab on the same URL all read the same local storage, and the
 * mails link to the confirmation page, which pushes no conversion. Where storage cannot be written
 * (blocked), the push still happens, once per page load: a lost conversion is worse than a rare double.
 */
export function pushConversionOnce(orderNumber: string): void {
  const { first, seen } = rememberConversion(readSeen(), orderNumber)
  if (!first) return
  try {
    window.localStorage.setItem(CONVERSIONS_KEY, JSON.stringify(seen))
  } catch {
    // Storage blocked or full: push anyway (see above).
  }
  pushDataLayer(checkoutEvent('checkout_order_confirmation', null, { order_number: orderNumber }))
}
