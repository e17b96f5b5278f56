import type { Request } from 'express'
import { HttpError } from './http-error.js'

/** The request's Idempotency-Key header: absent, or 8 to 200 characters (docs/forms-api.md). */
export function idempotencyKey(req: Request): string | undefined {
  const key = req.get('idempotency-key')
  if (key === undefined) return undefined
  // Short keys collide between shoppers (the browser's keys are UUIDs).
  if (key.length < 8 || key.length > 200)
    throw new HttpError(400, 'bad_request', 'Idempotency-Key must be 8 to 200 characters', [
      { field: 'Idempotency-Key', message: 'must be 8 to 200 characters' },
    ])
  return key
}
