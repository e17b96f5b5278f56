/**
 * PayPal's Orders v2 API as the order routes use it (`@paypal/paypal-server-sdk` implements it in
 * paypal-sdk-payments.ts; local-paypal-payments.ts behaves like PayPal's sandbox for the demo and tests).
 * Amounts are decimal strings in the currency's major unit, as PayPal takes them.
 */
export interface PayPalPayments {
  readonly vendor: 'PAYPAL'
  /** POST /v2/checkout/orders with intent CAPTURE; `requestId` is PayPal-Request-Id (idempotency). */
  createOrder(input: {
    amountValue: string
    currencyCode: string
    /** Our order number, as purchase unit reference and custom id. */
    reference: string
    requestId: string
    returnUrl: string
    cancelUrl: string
  }): Promise<PayPalOrder>
  getOrder(id: string): Promise<PayPalOrder>
  /** POST /v2/checkout/orders/{id}/capture after the shopper approved it. */
  captureOrder(id: string, requestId: string): Promise<PayPalOrder>
  /** POST /v2/payments/captures/{captureId}/refund. */
  refundCapture(captureId: string, requestId: string): Promise<{ id: string; status: string }>
}

export interface PayPalOrder {
  id: string
  /** CREATED, APPROVED, COMPLETED, VOIDED, PAYER_ACTION_REQUIRED. */
  status: string
  amountValue: string
  currencyCode: string
  reference: string
  /** Where the shopper approves the payment (PayPal's page, or the local payment page). */
  approveUrl: string | null
  /** The capture's id once captured (for refunds). */
  captureId: string | null
}
