import Stripe from 'stripe'
import type { OutboundHttp } from '../http/outbound/outbound-http.js'
import type { Job } from '../jobs/job.js'
import { PermanentJobError } from '../jobs/permanent-job-error.js'
import type { PaymentWebhookDelivery } from './local-payment-store.js'

/**
 * Runs a `payment_webhook` job: POSTs a local payment provider's webhook or callback (queued by
 * LocalPaymentStore.transition) through the project's outbound client. Any answer but 2xx throws, so the job
 * queue retries with backoff as the providers retry their deliveries; a Stripe delivery is signed again with
 * the current time first. The composer gives this to jobHandler as `orderJobs` for payment_webhook jobs.
 */
export function deliverPaymentWebhook(
  outbound: OutboundHttp,
  options: { stripeWebhookSecret?: string } = {},
): (job: Job) => Promise<void> {
  return async (job) => {
    const delivery = job.payload as Partial<PaymentWebhookDelivery> | null
    if (!delivery || typeof delivery.url !== 'string' || typeof delivery.body !== 'string')
      throw new PermanentJobError('The payment webhook job has no url or body')
    const headers = { ...delivery.headers }
    if (delivery.resign === 'stripe') {
      if (!options.stripeWebhookSecret)
        throw new PermanentJobError('No Stripe webhook secret to sign the delivery with')
      headers['Stripe-Signature'] = Stripe.webhooks.generateTestHeaderString({
        payload: delivery.body,
        secret: options.stripeWebhookSecret,
      })
    }
    const answer = await outbound.request(delivery.url, { method: 'POST', headers, body: delivery.body })
    if (answer.status < 200 || answer.status > 299)
      throw new Error(`[payments] the webhook endpoint answered ${answer.status}`)
  }
}
