import { createHash, randomBytes } from 'node:crypto'
import Stripe from 'stripe'
import type { CardPaymentEvent, CardPaymentIntent, CardPayments } from './card-payments.js'
import { cardPaymentIntentFromStripe } from './card-payment-intent-from-stripe.js'
import type { LocalPaymentStore, PaymentWebhookDelivery } from './local-payment-store.js'
import type { PaymentPageTokens } from './payment-page-tokens.js'
import { PaymentProviderError } from './payment-provider-error.js'
import { stripeTestCard } from './stripe-test-card.js'
import { stripeWebhookEvent } from './stripe-webhook-event.js'

export interface LocalCardPaymentsOptions {
  store: LocalPaymentStore
  /** Where the events go: the order routes' Stripe webhook endpoint (absolute URL). */
  webhookUrl: string
  /** The webhook secret the events are signed with and verified by (STRIPE_WEBHOOK_SECRET or the local one). */
  webhookSecret: string
  /** Path of the development payment page (dev-payment-routes.ts). */
  pagePath: string
  /** Binds the page's URL to its payment (the app's pages require the token; absent: a bare URL). */
  pageTokens?: PaymentPageTokens
}

interface StoredIntent {
  intent: Stripe.PaymentIntent
  account: string | null
  /** What the creating request asked for: the same Idempotency-Key with other parameters is refused, as by Stripe. */
  requestHash: string
  refundId: string | null
}

const VENDOR = 'STRIPE'
const CANCELLABLE = [
  'requires_payment_method',
  'requires_confirmation',
  'requires_action',
  'processing',
  'requires_capture',
]

/**
 * CardPayments as Stripe's test mode behaves, on this machine: PaymentIntents kept in local_payments
 * (`pi_local_…`, a client secret, Stripe's statuses and state rules), paid on the development payment page
 * with Stripe's test card numbers, and every change announced by a Stripe-shaped event delivered as a
 * signed webhook through the job queue (retried like Stripe retries), verified by the same official check
 * as a real delivery. docs/decisions/024.
 */
export class LocalCardPayments implements CardPayments {
  readonly vendor = 'STRIPE'

  constructor(private readonly options: LocalCardPaymentsOptions) {}

  async createPaymentIntent(input: Parameters<CardPayments['createPaymentIntent']>[0]) {
    if (!Number.isSafeInteger(input.amountMinor) || input.amountMinor < 1)
      throw new PaymentProviderError(VENDOR, 'parameter_invalid_integer', 'amount must be a positive integer')
    if (!/^[a-z]{3}$/i.test(input.currency))
      throw new PaymentProviderError(VENDOR, 'parameter_invalid_string', 'currency must be an ISO 4217 code')
    const account = input.connectedAccount ?? null
    const request = {
      amount: input.amountMinor,
      currency: input.currency.toLowerCase(),
      metadata: input.metadata,
      capture_method: input.captureMethod,
      account,
    }
    const requestHash = sha256(JSON.stringify(request))
    // The id follows from the key, so a retried or racing creation lands on the same row (Stripe keeps
    // keys per account for 24 hours; here for as long as the record lives).
    const id = `pi_local_${sha256(`${account ?? ''}\u0000${input.idempotencyKey}`).slice(0, 24)}`
    const intent = {
      id,
      object: 'payment_intent',
      amount: request.amount,
      amount_capturable: 0,
      amount_received: 0,
      currency: request.currency,
      capture_method: input.captureMethod,
      client_secret: `${id}_secret_${randomBytes(18).toString('base64url')}`,
      created: Math.floor(Date.now() / 1000),
      last_payment_error: null,
      latest_charge: null,
      livemode: false,
      metadata: { ...input.metadata },
      status: 'requires_payment_method',
    } as unknown as Stripe.PaymentIntent
    const stored = await this.options.store.create<StoredIntent>(VENDOR, id, intent.status, {
      intent,
      account,
      requestHash,
      refundId: null,
    })
    if (stored.data.requestHash !== requestHash)
      throw new PaymentProviderError(
        VENDOR,
        'idempotency_key_in_use',
        'Keys for idempotent requests can only be used with the same parameters they were first used with.',
      )
    return cardPaymentIntentFromStripe(stored.data.intent)
  }

  async retrievePaymentIntent(id: string, connectedAccount?: string): Promise<CardPaymentIntent> {
    return cardPaymentIntentFromStripe((await this.stored(id, connectedAccount)).intent)
  }

  /**
   * The shopper pays with a test card number (the development payment page): succeeded, or requires_capture
   * with manual capture; a declined card leaves the intent payable again with its last_payment_error, as
   * Stripe does. Answers the intent and the decline, if any.
   */
  async pay(
    id: string,
    cardNumber: string,
  ): Promise<{ intent: CardPaymentIntent; error?: { code: string; message: string } }> {
    const stored = await this.stored(id)
    if (stored.intent.status !== 'requires_payment_method')
      throw new PaymentProviderError(
        VENDOR,
        'payment_intent_unexpected_state',
        `This PaymentIntent's status is ${stored.intent.status}; it cannot be paid.`,
      )
    const outcome = stripeTestCard(cardNumber)
    const chargeId = `ch_local_${randomBytes(12).toString('hex')}`
    const manual = stored.intent.capture_method === 'manual'
    const intent = outcome.ok
      ? {
          ...stored.intent,
          status: manual ? 'requires_capture' : 'succeeded',
          amount_capturable: manual ? stored.intent.amount : 0,
          amount_received: manual ? 0 : stored.intent.amount,
          latest_charge: chargeId,
          last_payment_error: null,
        }
      : {
          ...stored.intent,
          last_payment_error: {
            type: 'card_error',
            code: outcome.code,
            decline_code: outcome.declineCode,
            message: outcome.message,
          },
        }
    const type = !outcome.ok
      ? 'payment_intent.payment_failed'
      : manual
        ? 'payment_intent.amount_capturable_updated'
        : 'payment_intent.succeeded'
    const next = await this.move(stored, ['requires_payment_method'], intent as Stripe.PaymentIntent, type)
    return outcome.ok
      ? { intent: next }
      : { intent: next, error: { code: outcome.code, message: outcome.message } }
  }

  async capturePaymentIntent(id: string, connectedAccount?: string): Promise<CardPaymentIntent> {
    const stored = await this.stored(id, connectedAccount)
    const intent = {
      ...stored.intent,
      status: 'succeeded',
      amount_capturable: 0,
      amount_received: stored.intent.amount,
    } as Stripe.PaymentIntent
    return this.move(stored, ['requires_capture'], intent, 'payment_intent.succeeded')
  }

  async cancelPaymentIntent(id: string, connectedAccount?: string): Promise<CardPaymentIntent> {
    const stored = await this.stored(id, connectedAccount)
    const intent = {
      ...stored.intent,
      status: 'canceled',
      amount_capturable: 0,
      canceled_at: Math.floor(Date.now() / 1000),
      cancellation_reason: 'requested_by_customer',
    } as Stripe.PaymentIntent
    return this.move(stored, CANCELLABLE, intent, 'payment_intent.canceled')
  }

  async refundPaymentIntent(id: string, connectedAccount?: string): Promise<{ id: string; status: string }> {
    const stored = await this.stored(id, connectedAccount)
    if (stored.refundId)
      throw new PaymentProviderError(
        VENDOR,
        'charge_already_refunded',
        `Charge ${String(stored.intent.latest_charge)} has already been refunded.`,
      )
    if (stored.intent.status !== 'succeeded')
      throw new PaymentProviderError(
        VENDOR,
        'payment_intent_unexpected_state',
        `This PaymentIntent (${id}) does not have a successful charge to refund.`,
      )
    const refundId = `re_local_${randomBytes(12).toString('hex')}`
    const charge = {
      id: stored.intent.latest_charge,
      object: 'charge',
      amount: stored.intent.amount,
      amount_refunded: stored.intent.amount,
      currency: stored.intent.currency,
      metadata: stored.intent.metadata,
      payment_intent: id,
      refunded: true,
      status: 'succeeded',
    }
    const next = await this.options.store.transition<StoredIntent>(
      VENDOR,
      id,
      ['succeeded'],
      { status: 'succeeded', data: { ...stored, refundId } },
      [this.webhook('charge.refunded', charge)],
    )
    // A refund that raced this one won.
    if (!next || next.data.refundId !== refundId)
      throw new PaymentProviderError(
        VENDOR,
        'charge_already_refunded',
        'The charge has already been refunded.',
      )
    return { id: refundId, status: 'succeeded' }
  }

  verifyWebhook(rawBody: Buffer, signature: string | undefined): CardPaymentEvent {
    return stripeWebhookEvent(rawBody, signature, this.options.webhookSecret)
  }

  paymentPageUrl(intent: CardPaymentIntent): string | null {
    const path = `${this.options.pagePath}/${encodeURIComponent(intent.id)}`
    return this.options.pageTokens ? this.options.pageTokens.url(path, intent.id) : path
  }
  /** The local test mode has its own payment page, no Stripe.js. */
  publishableKey(): null {
    return null
  }

  private async stored(id: string, connectedAccount?: string): Promise<StoredIntent> {
    const row = await this.options.store.find<StoredIntent>(VENDOR, id)
    // An intent of another account does not exist for this one, as on Stripe.
    if (!row || (connectedAccount !== undefined && row.data.account !== connectedAccount))
      throw new PaymentProviderError(VENDOR, 'resource_missing', `No such payment_intent: '${id}'`, 404)
    return row.data
  }

  /** The conditional move plus its event; a move from a status not in `from` is Stripe's 400. */
  private async move(
    stored: StoredIntent,
    from: readonly string[],
    intent: Stripe.PaymentIntent,
    eventType: string,
  ): Promise<CardPaymentIntent> {
    const next = await this.options.store.transition<StoredIntent>(
      VENDOR,
      intent.id,
      from,
      { status: intent.status, data: { ...stored, intent } },
      [this.webhook(eventType, intent)],
    )
    if (!next) {
      const now =
        (await this.options.store.find<StoredIntent>(VENDOR, intent.id))?.status ?? stored.intent.status
      throw new PaymentProviderError(
        VENDOR,
        'payment_intent_unexpected_state',
        `This PaymentIntent's status is ${now}; it cannot become ${intent.status}.`,
      )
    }
    return cardPaymentIntentFromStripe(next.data.intent)
  }

  /** A Stripe-shaped event for the webhook endpoint, signed as Stripe signs (signed again per attempt). */
  private webhook(type: string, object: unknown): PaymentWebhookDelivery {
    const body = JSON.stringify({
      id: `evt_local_${randomBytes(12).toString('hex')}`,
      object: 'event',
      api_version: Stripe.API_VERSION,
      created: Math.floor(Date.now() / 1000),
      data: { object },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
    })
    return {
      url: this.options.webhookUrl,
      headers: {
        'Content-Type': 'application/json; charset=utf-8',
        'Stripe-Signature': Stripe.webhooks.generateTestHeaderString({
          payload: body,
          secret: this.options.webhookSecret,
        }),
      },
      body,
      resign: 'stripe',
    }
  }
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')
