import type { OutboundHttp } from '../http/outbound/outbound-http.js'
import type { WebhookRequest, WebhookSender } from './webhook-sender.js'
import { webhookSignature } from './webhook-signature.js'
import { WebhookStatusError } from './webhook-status-error.js'

/**
 * POSTs the JSON body to the integration's endpoint through the outbound client (no private addresses
 * unless allowed), signed (`X-Signature: sha256=...`) and carrying the delivery id (`Idempotency-Key`,
 * `X-Delivery-Id`). A non-2xx answer (a redirect included: the signed body is not sent on) or no answer
 * within the timeout fails.
 */
export class HttpWebhookSender implements WebhookSender {
  constructor(
    private readonly http: OutboundHttp,
    private readonly timeoutMs = 10_000,
  ) {}

  async send(request: WebhookRequest): Promise<void> {
    const res = await this.http.request(request.endpoint, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'User-Agent': 'dealer-blocks-webhooks/1',
        'X-Signature': webhookSignature(request.body, request.secret),
        'Idempotency-Key': request.id,
        'X-Delivery-Id': request.id,
      },
      body: request.body,
      maxRedirects: 0,
      timeoutMs: this.timeoutMs,
      maxBytes: 64 * 1024,
    })
    if (res.status < 200 || res.status >= 300) throw new WebhookStatusError(res.status)
  }
}
