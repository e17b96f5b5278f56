import { FREE_RESERVATION_VENDOR } from '../../engine/orders/reservation-terms.js'
import type { PaymentProviders } from './payment-providers.js'

const PROVIDER_OF_VENDOR: Record<string, keyof PaymentProviders> = {
  STRIPE: 'card',
  PAYPAL: 'paypal',
  LIQPAY: 'liqpay',
}

/** Whether orders of `vendor` can be taken: a free reservation always, a paid one when its provider is there. */
export function vendorOffered(providers: PaymentProviders, vendor: string): boolean {
  if (vendor === FREE_RESERVATION_VENDOR) return true
  const key = PROVIDER_OF_VENDOR[vendor]
  return Boolean(key && providers[key])
}
