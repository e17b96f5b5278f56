import type { CardPayments } from '../payments/card-payments.js'
import type { LiqPayPayments } from '../payments/liqpay-payments.js'
import type { PayPalPayments } from '../payments/paypal-payments.js'

/** The providers the server can take payments with; one left out (strict production without its settings) is not offered. */
export interface PaymentProviders {
  card?: CardPayments | undefined
  paypal?: PayPalPayments | undefined
  liqpay?: LiqPayPayments | undefined
}
