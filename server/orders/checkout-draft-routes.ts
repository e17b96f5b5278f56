import { Router, type Response } from 'express'
import { UUID_PATTERN } from '../db/uuid.js'
import { jsonBody } from '../http/json-body.js'
import type { Site } from '../storage/site-store.js'
import { BodyFields } from './body-fields.js'
import type { CheckoutDrafts } from './checkout-drafts.js'
import { HOLDER, VEHICLE_ID } from './order-http.js'

const LOCALE = /^[a-z]{2,3}(-[A-Za-z0-9]{2,8}){0,3}$/
const json = jsonBody({ limit: '64kb' })

const send = (res: Response, status: number, data: unknown) =>
  void res.status(status).set('Cache-Control', 'no-store').json({ data: { data } })

/**
 * The checkout's draft on the server (docs/decisions/063), HTTP only: `PUT /checkout_draft` saves what the
 * shopper typed (while their hold is live), `POST /checkout_draft/open` reads it back with what happened to
 * its payment, and `POST /checkout_draft/resume` hands the hold to the same shopper on another device once
 * they verified the draft's phone number again. The holder token travels in bodies, never in URLs (logs).
 */
/** The hold a draft call names: its vehicle and the holder token init answered. */
function holdOf(body: BodyFields): { vehicleId: string | undefined; holder: string | undefined } {
  return {
    vehicleId: body.string('vehicle_id', { required: true, pattern: VEHICLE_ID }),
    holder: body.string('holder', {
      required: true,
      pattern: HOLDER,
      message: 'must be the token init answered',
    }),
  }
}

export function checkoutDraftRoutes(drafts: CheckoutDrafts): Router {
  const router = Router()

  router.put('/checkout_draft', json, async (req, res) => {
    const site = res.locals.site as Site
    const body = new BodyFields(req.body)
    const { vehicleId, holder } = holdOf(body)
    const locale = body.string('locale', { max: 20, pattern: LOCALE }) ?? site.defaultLocale
    const customer = body.nested('customer')
    const firstName = customer?.string('first_name', { max: 100 })
    const lastName = customer?.string('last_name', { max: 100 })
    // As typed: checked as an address only when the order is placed.
    const email = customer?.string('email', { max: 254 })
    const termsAccepted = body.boolean('terms_accepted') ?? false
    const journey = body.record('journey')
    const phone = body.nested('phone')
    const phoneNumber = phone?.string('phone_number', { required: true, max: 32 })
    const verificationId = phone?.string('verification_id', { required: true, pattern: UUID_PATTERN })
    const clearPhone = body.boolean('clear_phone') ?? false
    body.done()
    const draft = await drafts.save(site.key, {
      vehicleId: vehicleId!,
      holder: holder!,
      locale,
      customer: {
        ...(firstName ? { first_name: firstName } : {}),
        ...(lastName ? { last_name: lastName } : {}),
        ...(email ? { email } : {}),
      },
      termsAccepted,
      ...(journey ? { journey } : {}),
      phone: phone
        ? { phoneNumber: phoneNumber!, verificationId: verificationId! }
        : clearPhone
          ? { clear: true }
          : { keep: true },
    })
    send(res, 200, draft)
  })

  router.post('/checkout_draft/open', json, async (req, res) => {
    const site = res.locals.site as Site
    const body = new BodyFields(req.body)
    const { vehicleId, holder } = holdOf(body)
    body.done()
    send(res, 200, await drafts.open(site.key, vehicleId!, holder!))
  })

  router.post('/checkout_draft/resume', json, async (req, res) => {
    const site = res.locals.site as Site
    const body = new BodyFields(req.body)
    const vehicleId = body.string('vehicle_id', { required: true, pattern: VEHICLE_ID })
    const phoneNumber = body.string('phone_number', { required: true, max: 32 })
    const verificationId = body.string('verification_id', { required: true, pattern: UUID_PATTERN })
    body.done()
    send(res, 200, await drafts.resume(site.key, vehicleId!, phoneNumber!, verificationId!))
  })

  return router
}
