import { Router } from 'express'
import type { Database } from '../db/database.js'
import { RateLimiter } from '../forms/rate-limiter.js'
import { tooManyRequests } from '../http/too-many-requests.js'
import { sendData } from '../forms/send-data.js'
import { HttpError } from '../http/http-error.js'
import { jsonBody } from '../http/json-body.js'
import { BodyFields } from '../orders/body-fields.js'
import { RecallStore } from './recall-store.js'
import { vinField } from './vin-field.js'
import { clientAddress } from '../http/client-address.js'

/** How many VIN checks one client address may make per window (VIN_CHECK_RATE_LIMIT, _WINDOW_SECONDS). */
export interface VinCheckRateLimit {
  max: number
  windowSeconds: number
}

export const VIN_CHECK_RATE_LIMIT: VinCheckRateLimit = { max: 10, windowSeconds: 60 }

/**
 * The local VIN checker's call (002 §3, §7 "checks a local vehicle database"; decision 041), public:
 * `POST /public_api/vin_checks` with `{ "vin": "SALGA2AE8LA600001" }` answers `{ data: { data: { affected } } }`
 * and nothing more, so the block shows its positive or negative response and a stranger learns no campaign,
 * model or owner. A malformed VIN is a 422 naming `vin`. Every call, malformed ones included, counts against
 * the client address's window (the project's one RateLimiter): past it, 429 with Retry-After, so the table
 * cannot be walked by brute force.
 */
export function vinCheckRoutes(
  database: Database,
  rateLimit: VinCheckRateLimit = VIN_CHECK_RATE_LIMIT,
): Router {
  const recalls = new RecallStore(database)
  const limiter = new RateLimiter(database, rateLimit.max, rateLimit.windowSeconds)
  const router = Router()

  router.post('/public_api/vin_checks', jsonBody({ limit: '2kb' }), async (req, res) => {
    const hit = await limiter.hit(`vin-check:${clientAddress(req)}`)
    if (!hit.ok)
      throw tooManyRequests(
        res,
        hit.retryAfterSeconds,
        'Too many VIN checks from your address: try again in a minute',
      )
    const fields = new BodyFields(req.body)
    const vin = vinField(fields, 'vin')
    fields.done('The VIN is not valid')
    sendData(res, { affected: await recalls.isAffected(vin!) })
  })
  router.all('/public_api/vin_checks', (_req, res) => {
    res.set('Allow', 'POST')
    throw new HttpError(405, 'method_not_allowed', 'Check a VIN with POST { vin }')
  })
  return router
}
