import { Router } from 'express'
import { RateLimiter } from '../forms/rate-limiter.js'
import { jsonBody } from '../http/json-body.js'
import { HttpError } from '../http/http-error.js'
import { idempotencyKey } from '../http/idempotency-key.js'
import { tooManyRequests } from '../http/too-many-requests.js'
import type { Site } from '../storage/site-store.js'
import { BodyFields } from './body-fields.js'
import { customerFields, EMAIL } from './customer-fields.js'
import { idempotentCall } from './idempotent-call.js'
import type { InquiryPayload } from './inquiry-mail.js'
import { OrderOnlineConfigStore } from './order-online-config-store.js'
import { OrderStore } from './order-store.js'
import type { Database } from '../db/database.js'
import { siteOrigin, VEHICLE_ID } from './order-http.js'
import { clientAddress } from '../http/client-address.js'

const MAX_RECIPIENTS = 5
const json = jsonBody({ limit: '32kb' })

/** Inquiries one client address may send per window: each is a mail to a retailer, sent on its behalf. */
export const INQUIRY_RATE_LIMIT = { max: 5, windowSeconds: 10 * 60 }

/**
 * PUT /buy_online/orders/send_inquiry_email (001 §7: recipients, customer_data, vehicle_data): a shopper's
 * question about a vehicle, mailed to its retailer through the job queue (retried, never lost with a crash).
 * Recipients must be the vehicle's retailer or the site's orders inbox: a public call that mails any
 * address would be an open relay (decision 023). Honours an Idempotency-Key; answers 202 with the job id.
 * A client address may queue INQUIRY_RATE_LIMIT inquiries per window (the shared RateLimiter, so every process
 * counts together); past it, 429 with Retry-After.
 */
export function inquiryRoutes(deps: {
  database: Database
  fallbackDealer: string
  maxAttempts: number
  wake: () => void
}): Router {
  const configs = new OrderOnlineConfigStore(deps.database)
  const orders = new OrderStore(deps.database)
  const limiter = new RateLimiter(deps.database, INQUIRY_RATE_LIMIT.max, INQUIRY_RATE_LIMIT.windowSeconds)
  const router = Router()

  router.put('/orders/send_inquiry_email', json, async (req, res) => {
    const site = res.locals.site as Site
    const key = idempotencyKey(req)
    const root = new BodyFields(req.body)
    const recipients = root.strings('recipients', {
      required: true,
      max: MAX_RECIPIENTS,
      pattern: EMAIL,
      message: 'must be an email address',
    })
    const customer = root.nested('customer_data', { required: true })
    const { firstName, lastName, email } = customerFields(customer)
    const phone = customer?.string('phone_number', { max: 32 })
    const message = customer?.string('message', { max: 2000 })
    const vehicleData = root.nested('vehicle_data', { required: true })
    const vehicleId = vehicleData?.string('id', { required: true, pattern: VEHICLE_ID })
    const url = vehicleData?.string('url', {
      max: 500,
      pattern: /^\/(?!\/)/,
      message: 'must be a path on this site',
    })
    root.done()
    const vehicle = await configs.vehicle(vehicleId!)
    if (!vehicle || vehicle.brand !== site.brand)
      throw new HttpError(404, 'unknown_vehicle', `No vehicle ${vehicleId}`, [
        { field: 'vehicle_data.id', message: 'is not a vehicle in stock' },
      ])
    const allowed = new Set([...vehicle.ownerEmails, deps.fallbackDealer].map((e) => e.toLowerCase()))
    const refused = recipients!.flatMap((r, i) =>
      allowed.has(r.toLowerCase())
        ? []
        : [{ field: `recipients.${i}`, message: 'is not a retailer address of this vehicle' }],
    )
    if (refused.length) throw new HttpError(422, 'validation_failed', 'Some fields need attention', refused)
    // Counted once the inquiry would be mailed: a rejected one sends nothing.
    const hit = await limiter.hit(`inquiry:${clientAddress(req)}`)
    if (!hit.ok)
      throw tooManyRequests(
        res,
        hit.retryAfterSeconds,
        'Too many inquiries from your address: try again later',
      )
    const payload: InquiryPayload = {
      recipients: [...new Set(recipients!.map((r) => r.toLowerCase()))],
      customer: {
        first_name: firstName!,
        last_name: lastName!,
        email: email!,
        ...(phone ? { phone_number: phone } : {}),
        ...(message ? { message } : {}),
      },
      vehicle: {
        id: vehicle.id,
        title: vehicle.title,
        // The site's configured origin (siteResolver): the Host header is the sender's to choose.
        ...(url ? { url: `${siteOrigin(res)}${url}` } : {}),
      },
    }
    const call = await idempotentCall(deps.database, `inquiry:${site.key}`, key, req.body, async () => {
      const job = await orders.queueInquiry(payload, deps.maxAttempts)
      return {
        status: 202,
        body: JSON.stringify({ data: { data: { job_id: job, recipients: payload.recipients } } }),
      }
    })
    deps.wake()
    res.status(call.status).set('Cache-Control', 'no-store').type('application/json').send(call.body)
  })

  return router
}
