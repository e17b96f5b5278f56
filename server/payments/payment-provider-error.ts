/**
 * A payment provider refused a call (a declined card, capturing an intent that is not authorised, refunding
 * twice, an unknown id): the provider's own error code (Stripe's `code`, PayPal's `issue`, LiqPay's
 * `err_code`) and the HTTP status it answered, so the order routes can answer the shopper without knowing
 * which provider or which implementation (real or local) spoke.
 */
export class PaymentProviderError extends Error {
  constructor(
    readonly vendor: 'STRIPE' | 'PAYPAL' | 'LIQPAY',
    readonly code: string,
    message: string,
    readonly status = 400,
    options?: { cause?: unknown },
  ) {
    super(`[payments] ${vendor.toLowerCase()}: ${message}`, options)
    this.name = 'PaymentProviderError'
  }
}
