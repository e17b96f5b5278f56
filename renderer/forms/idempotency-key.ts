/**
 * A fresh Idempotency-Key for one submission attempt of a lead (docs/forms-api.md): random, 8-200
 * characters. `crypto.randomUUID` needs a secure context; plain-http hosts other than localhost fall back
 * to `getRandomValues`, which every browser has.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return `lead-${crypto.randomUUID()}`
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return `lead-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`
}
