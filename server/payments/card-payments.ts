/**
 * The card payment provider as the order routes use it, shaped on Stripe's PaymentIntents API (the `stripe`
 * package implements it in stripe-card-payments.ts; local-card-payments.ts behaves like Stripe's test mode
 * for the demo and the tests). Amounts are in minor units, as Stripe counts them.
 */
export interface CardPayments {
  readonly vendor: 'STRIPE'
  /** POST /v1/payment_intents. `idempotencyKey` makes a retried creation answer the same intent. */
  createPaymentIntent(input: {
    amountMinor: number
    currency: string
    /** Vehicle id, company uuid and order number, so the provider's records point back at the order. */
    metadata: Record<string, string>
    /** `manual`: the card is authorised now and captured later (001 §7 `capture_method: manual`). */
    captureMethod: 'automatic' | 'manual'
    /** The dealer's Stripe connected account (the vendor config's stripe_connected_accounts). */
    connectedAccount?: string
    idempotencyKey: string
  }): Promise<CardPaymentIntent>
  retrievePaymentIntent(id: string, connectedAccount?: string): Promise<CardPaymentIntent>
  capturePaymentIntent(id: string, connectedAccount?: string): Promise<CardPaymentIntent>
  cancelPaymentIntent(id: string, connectedAccount?: string): Promise<CardPaymentIntent>
  refundPaymentIntent(id: string, connectedAccount?: string): Promise<{ id: string; status: string }>
  /**
   * Verifies a webhook delivery by its Stripe-Signature header (HMAC-SHA256 over `timestamp.payload`,
   * checked with the official library) and answers the event; throws a PaymentSignatureError when it does
   * not verify.
   */
  verifyWebhook(rawBody: Buffer, signature: string | undefined): CardPaymentEvent
  /** Where the shopper pays: null for Stripe's own Payment Element; the local payment page otherwise. */
  paymentPageUrl(intent: CardPaymentIntent): string | null
  /**
   * The publishable key (pk_…) the browser's Stripe.js takes to show the Payment Element for an intent's
   * client secret; null where the shopper pays on a payment page instead (the local test mode).
   */
  publishableKey(): string | null
}

export interface CardPaymentIntent {
  id: string
  /** Given to the browser's Payment Element, never logged. */
  clientSecret: string
  amountMinor: number
  currency: string
  /** Stripe's statuses: requires_payment_method, requires_action, processing, requires_capture, succeeded, canceled. */
  status: string
  metadata: Record<string, string>
}

export interface CardPaymentEvent {
  id: string
  /** payment_intent.succeeded, payment_intent.amount_capturable_updated, payment_intent.payment_failed, payment_intent.canceled, charge.refunded, ... */
  type: string
  intent: CardPaymentIntent
}
