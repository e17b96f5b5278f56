/**
 * A fresh Idempotency-Key for one submission attempt of a lead or an order call (docs/forms-api.md,
 * docs/buy-online-api.md): random, 8-200 characters. `crypto.randomUUID` needs a secure context; plain-http hosts other than localhost fall back
 * to `getRandomValues`, which every browser has.
 */
export function newIdempotencyKey(prefix = 'lead'): string {
  if (typeof crypto.randomUUID === 'function') return `${prefix}-${crypto.randomUUID()}`
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return `${prefix}-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`
}
