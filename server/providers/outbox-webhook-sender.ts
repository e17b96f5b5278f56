import { mkdir, rename, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { WebhookRequest, WebhookSender } from './webhook-sender.js'
import { webhookSignature } from './webhook-signature.js'

/**
 * The local webhook sender (WEBHOOKS=local): writes `<dir>/<delivery id>.json` with the endpoint, headers
 * and body it would have sent, for development without a receiver.
 */
export class OutboxWebhookSender implements WebhookSender {
  constructor(readonly dir: string) {}

  async send(request: WebhookRequest): Promise<void> {
    await mkdir(this.dir, { recursive: true })
    const file = join(this.dir, `${request.id}.json`)
    const record = {
      endpoint: request.endpoint,
      headers: {
        'X-Signature': webhookSignature(request.body, request.secret),
        'Idempotency-Key': request.id,
      },
      body: JSON.parse(request.body) as unknown,
    }
    await writeFile(`${file}.tmp`, JSON.stringify(record, null, 2))
    await rename(`${file}.tmp`, file)
  }
}
