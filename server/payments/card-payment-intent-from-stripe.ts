import type Stripe from 'stripe'
import type { CardPaymentIntent } from './card-payments.js'

/**
 * Stripe's PaymentIntent object as the order routes see it. Used on the real API's answers and on the events
 * of both implementations (the local one writes the same object shape), so the two cannot drift apart.
 */
export function cardPaymentIntentFromStripe(intent: Stripe.PaymentIntent): CardPaymentIntent {
  return {
    id: intent.id,
    clientSecret: intent.client_secret ?? '',
    amountMinor: intent.amount,
    currency: intent.currency,
    status: intent.status,
    metadata: { ...intent.metadata },
  }
}
