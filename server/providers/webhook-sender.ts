/** One webhook call: `id` is the delivery job's id, sent as the idempotency id so receivers can dedupe. */
export interface WebhookRequest {
  id: string
  endpoint: string
  secret: string
  /** The JSON body, exactly as signed and sent. */
  body: string
}

/** Delivers webhooks: over HTTP (HttpWebhookSender) or into a local folder (OutboxWebhookSender). */
export interface WebhookSender {
  /** Resolves on a 2xx answer; throws with the reason otherwise (the job is retried). */
  send(request: WebhookRequest): Promise<void>
}
