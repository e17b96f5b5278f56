import Stripe from 'stripe'
import type { CardPaymentEvent, CardPaymentIntent, CardPayments } from './card-payments.js'
import { cardPaymentIntentFromStripe } from './card-payment-intent-from-stripe.js'
import { PaymentProviderError } from './payment-provider-error.js'
import { stripeWebhookEvent } from './stripe-webhook-event.js'

export interface StripeCardPaymentsOptions {
  /** STRIPE_SECRET_KEY (sk_live_… or sk_test_…). */
  secretKey: string
  /** STRIPE_WEBHOOK_SECRET (whsec_…) of the endpoint the order routes receive events on. */
  webhookSecret: string
  /** STRIPE_PUBLISHABLE_KEY (pk_live_… or pk_test_…): the checkout's Stripe.js shows the Payment Element with it. */
  publishableKey: string
  /** The project's outbound client as a fetch (server/http/outbound/outbound-fetch.ts). */
  fetch: typeof fetch
  /** Where the API is: Stripe's own by default; tests point it at a local server that answers as Stripe. */
  api?: { host: string; port: number; protocol: 'http' | 'https' }
  timeoutMs?: number
}

/**
 * CardPayments on Stripe's PaymentIntents API through the official `stripe` package. Its calls go through
 * the project's one outbound client (createFetchHttpClient over outboundFetch), the connected account is
 * the `stripeAccount` request option (Stripe-Account header), creation carries the Idempotency-Key, and the
 * SDK retries network failures twice with that same key, which Stripe answers with the first result.
 */
export class StripeCardPayments implements CardPayments {
  readonly vendor = 'STRIPE'
  private readonly stripe: Stripe

  constructor(private readonly options: StripeCardPaymentsOptions) {
    this.stripe = new Stripe(options.secretKey, {
      httpClient: Stripe.createFetchHttpClient(options.fetch),
      maxNetworkRetries: 2,
      timeout: options.timeoutMs ?? 20_000,
      telemetry: false,
      ...(options.api ?? {}),
    })
  }

  async createPaymentIntent(input: Parameters<CardPayments['createPaymentIntent']>[0]) {
    const intent = await call(() =>
      this.stripe.paymentIntents.create(
        {
          amount: input.amountMinor,
          currency: input.currency.toLowerCase(),
          metadata: input.metadata,
          capture_method: input.captureMethod,
          automatic_payment_methods: { enabled: true },
        },
        { idempotencyKey: input.idempotencyKey, ...account(input.connectedAccount) },
      ),
    )
    return cardPaymentIntentFromStripe(intent)
  }

  async retrievePaymentIntent(id: string, connectedAccount?: string): Promise<CardPaymentIntent> {
    return cardPaymentIntentFromStripe(
      await call(() => this.stripe.paymentIntents.retrieve(id, {}, account(connectedAccount))),
    )
  }

  async capturePaymentIntent(id: string, connectedAccount?: string): Promise<CardPaymentIntent> {
    return cardPaymentIntentFromStripe(
      await call(() => this.stripe.paymentIntents.capture(id, {}, account(connectedAccount))),
    )
  }

  async cancelPaymentIntent(id: string, connectedAccount?: string): Promise<CardPaymentIntent> {
    return cardPaymentIntentFromStripe(
      await call(() => this.stripe.paymentIntents.cancel(id, {}, account(connectedAccount))),
    )
  }

  async refundPaymentIntent(id: string, connectedAccount?: string): Promise<{ id: string; status: string }> {
    const refund = await call(() =>
      this.stripe.refunds.create(
        { payment_intent: id },
        // One refund per intent: a retry of the same refund answers the first one.
        { idempotencyKey: `refund-${id}`, ...account(connectedAccount) },
      ),
    )
    return { id: refund.id, status: refund.status ?? 'pending' }
  }

  verifyWebhook(rawBody: Buffer, signature: string | undefined): CardPaymentEvent {
    return stripeWebhookEvent(rawBody, signature, this.options.webhookSecret)
  }

  /** The shopper pays in Stripe's own Payment Element with the client secret. */
  paymentPageUrl(): string | null {
    return null
  }

  publishableKey(): string {
    return this.options.publishableKey
  }
}

const account = (connectedAccount: string | undefined) =>
  connectedAccount ? { stripeAccount: connectedAccount } : {}

/** Stripe's refusals as PaymentProviderError (its code and status); anything else as it came. */
async function call<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn()
  } catch (error) {
    if (error instanceof Stripe.errors.StripeError && error.statusCode && error.statusCode < 500)
      throw new PaymentProviderError('STRIPE', error.code ?? error.type, error.message, error.statusCode, {
        cause: error,
      })
    throw error
  }
}
