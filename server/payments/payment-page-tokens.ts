import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * The development payment pages' per-payment tokens: an HMAC of the payment's id with a key random per
 * database (local_provider_secrets). The shopper gets the page's URL with its token from the payment call of
 * their own order; without it, the page of another payment (an id computed from an order number, say) is
 * not found, so the open page cannot mark other orders paid (decision 061).
 */
export class PaymentPageTokens {
  constructor(private readonly key: string) {}

  sign(id: string): string {
    return createHmac('sha256', this.key).update(`payment-page\u0000${id}`).digest('base64url')
  }

  matches(id: string, token: unknown): boolean {
    if (typeof token !== 'string') return false
    const expected = Buffer.from(this.sign(id))
    const given = Buffer.from(token)
    return given.length === expected.length && timingSafeEqual(given, expected)
  }

  /** `path` (the page of payment `id`) with its token in the query. */
  url(path: string, id: string): string {
    return `${path}?token=${this.sign(id)}`
  }
}
