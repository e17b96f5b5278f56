import { createHash } from 'node:crypto'

/** JSON with object keys sorted, so the same attributes in another order hash the same. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`)
      .join(',')}}`
  return JSON.stringify(value) ?? 'null'
}

/** The fingerprint of a lead post, stored with its Idempotency-Key to recognise a reused key. */
export function requestHash(formId: string, attributes: unknown): string {
  return createHash('sha256').update(formId).update('\0').update(canonical(attributes)).digest('hex')
}
