import type { WebhookRequest, WebhookSender } from './webhook-sender.js'
import { webhookSignature } from './webhook-signature.js'

/**
 * POSTs the JSON body to the integration's endpoint, signed (`X-Signature: sha256=...`) and carrying the
 * delivery id (`Idempotency-Key`, `X-Delivery-Id`). A non-2xx answer or no answer within the timeout fails.
 */
export class HttpWebhookSender implements WebhookSender {
  constructor(private readonly timeoutMs = 10_000) {}

  async send(request: WebhookRequest): Promise<void> {
    const res = await fetch(request.endpoint, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'User-Agent': 'dealer-blocks-webhooks/1',
        'X-Signature': webhookSignature(request.body, request.secret),
        'Idempotency-Key': request.id,
        'X-Delivery-Id': request.id,
      },
      body: request.body,
      redirect: 'manual',
      signal: AbortSignal.timeout(this.timeoutMs),
    })
    // Read (and drop) the answer so the connection can be reused.
    const text = await res.text().catch(() => '')
    if (res.status < 200 || res.status >= 300)
      throw new Error(`HTTP ${res.status}${text ? `: ${text.slice(0, 200)}` : ''}`)
  }
}
