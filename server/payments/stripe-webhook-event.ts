import Stripe from 'stripe'
import type { CardPaymentEvent } from './card-payments.js'
import { cardPaymentIntentFromStripe } from './card-payment-intent-from-stripe.js'
import { PaymentSignatureError } from './payment-signature-error.js'

/**
 * A Stripe webhook delivery checked by the official library (`webhooks.constructEvent`: HMAC-SHA256 of
 * `timestamp.body` with the endpoint's secret, compared in constant time, timestamp within `toleranceSeconds`
 * of now, 300 s as Stripe advises) and turned into the event the order routes handle. The real adapter and
 * the local test mode both verify through here: a local delivery passes exactly the check a real one does.
 */
export function stripeWebhookEvent(
  rawBody: Buffer,
  signature: string | undefined,
  secret: string,
  toleranceSeconds = 300,
): CardPaymentEvent {
  if (!signature) throw new PaymentSignatureError('the Stripe-Signature header is missing')
  let event: Stripe.Event
  try {
    event = Stripe.webhooks.constructEvent(rawBody, signature, secret, toleranceSeconds)
  } catch (error) {
    throw new PaymentSignatureError('the Stripe-Signature does not verify', { cause: error })
  }
  const object = event.data.object as unknown as Record<string, unknown>
  return { id: event.id, type: event.type, intent: intentOf(object) }
}

/** The PaymentIntent an event is about: the object itself, or for charge and refund events its intent. */
function intentOf(object: Record<string, unknown>) {
  if (object.object === 'payment_intent')
    return cardPaymentIntentFromStripe(object as unknown as Stripe.PaymentIntent)
  const intent = object.payment_intent
  return {
    id: typeof intent === 'string' ? intent : String((intent as { id?: string } | null)?.id ?? ''),
    clientSecret: '',
    amountMinor: Number(object.amount ?? 0),
    currency: String(object.currency ?? ''),
    // A charge or refund event follows a successful payment.
    status: 'succeeded',
    metadata: { ...((object.metadata ?? {}) as Record<string, string>) },
  }
}
