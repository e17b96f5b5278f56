import { createHmac } from 'node:crypto'

/** The `X-Signature` header value: `sha256=` and the hex HMAC-SHA256 of the raw body with the secret. */
export function webhookSignature(body: string, secret: string): string {
  return `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`
}
