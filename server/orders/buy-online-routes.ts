import { randomBytes } from 'node:crypto'
import { Router, type Response } from 'express'
import { fromMinorUnits } from '../../engine/orders/minor-units.js'
import { FREE_RESERVATION_VENDOR } from '../../engine/orders/reservation-terms.js'
import type { Database } from '../db/database.js'
import { HttpError, notFound } from '../http/http-error.js'
import { idempotencyKey } from '../http/idempotency-key.js'
import { jsonBody } from '../http/json-body.js'
import type { Site } from '../storage/site-store.js'
import { BodyFields } from './body-fields.js'
import { customerFields } from './customer-fields.js'
import { idempotentCall, type CallAnswer } from './idempotent-call.js'
import type { Order } from './order.js'
import { isOrderNumber } from './order-number.js'
import { OrderOnlineConfigStore } from './order-online-config-store.js'
import { OrderError } from './order-error.js'
import { ORDER_IN_PROGRESS, OrderStore } from './order-store.js'
import { SoftLockStore } from './soft-lock-store.js'
import type { HoldLimits } from './hold-limits.js'
import { lockRefusalAsHttp } from './lock-refusal-as-http.js'
import { clientAddress } from '../http/client-address.js'
import { UUID_PATTERN } from '../db/uuid.js'
import { vehicleTerms } from './vehicle-terms.js'
import { orderChoiceRequest } from './order-choice-request.js'
import type { OrderSummaries } from './order-summaries.js'

/** Whether a phone verification (server/orders/phone-verification-store.ts) stands for this number. */
export interface VerifiedPhones {
  verifiedFor(verificationId: string, phoneNumber: string): Promise<boolean>
}

export interface BuyOnlineDeps {
  database: Database
  phones: VerifiedPhones
  /** How long a soft lock holds (default 15 minutes). */
  lockTtlMs: number
  /** What one client may hold (decision 064). */
  holds: HoldLimits
  /** Attempts of the order mails on the job queue. */
  maxAttempts: number
  /** Wakes the job worker after mails were queued. */
  wake: () => void
  /** Whether this server can take payments of a vendor (its provider is configured). */
  offers: (vendor: string) => boolean
  /** The order's summary from the server's data, which the order keeps (and the trade-in's checks). */
  summaries: OrderSummaries
}

const VEHICLE_ID = /^[A-Za-z0-9_-]{1,64}$/
const HOLDER = /^[A-Za-z0-9_-]{16,64}$/
/** An instant as init answers it (toISOString). */
const ISO_TIME = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d{1,6})?Z$/
const json = jsonBody({ limit: '64kb' })
/** The release also comes as a beacon (text/plain) when the shopper leaves the checkout (decision 064). */
const beacon = jsonBody({ limit: '4kb', plainText: true })

/** JSON text of the Forms API shape (`data.data`, 001 §7), kept as text for idempotent replays. */
const answer = (status: number, data: unknown): CallAnswer => ({
  status,
  body: JSON.stringify({ data: { data } }),
})

function reply(res: Response, call: CallAnswer): void {
  res.status(call.status).set('Cache-Control', 'no-store').type('application/json').send(call.body)
}

/** Metadata the server keeps for itself (older orders' site_origin, the phone check, the dealer's Stripe account). */
const INTERNAL_METADATA = new Set(['site_origin', 'verification_id', 'connected_account'])

/** What a shopper who knows an order's number may read: no contact details, no provider secrets. */
export function shopperOrder(order: Order) {
  return {
    order_number: order.order_number,
    status: order.status,
    payment_status: order.payment_status,
    vehicle_id: order.vehicle_id,
    vendor: order.vendor,
    amount: fromMinorUnits(order.amount_minor, order.currency),
    currency: order.currency,
    locale: order.locale,
    metadata: Object.fromEntries(
      Object.entries(order.metadata).filter(([key]) => !INTERNAL_METADATA.has(key)),
    ),
    created_at: order.created_at,
    updated_at: order.updated_at,
  }
}

/**
 * The buy-online calls of 001 §7 that do not talk to a payment provider (those are in payment-routes.ts):
 * the soft lock (`orders/init`), order creation behind a verified phone, reading an order by its number,
 * the confirm call and the inquiry mail. docs/decisions/023.
 */
export function buyOnlineRoutes(deps: BuyOnlineDeps): Router {
  const { database } = deps
  const orders = new OrderStore(database)
  const locks = new SoftLockStore(database)
  const configs = new OrderOnlineConfigStore(database)
  const router = Router()

  const termsFor = (site: Site, vehicleId: string, configurator: boolean) =>
    vehicleTerms(configs, deps.offers, site, vehicleId, configurator)

  // Opens (or renews) the checkout's hold on the vehicle: 201 with the lock, 409 `vehicle_locked` when
  // another shopper holds it (the "initial" soft-lock modal), 409 `lock_lost` when the caller's own lock
  // was taken over (the "kicked out" modal), 409 `vehicle_unavailable` once reserved or sold, 429
  // `too_many_holds` or `hold_time_used` past the client's limits (decision 064).
  router.post('/orders/init', json, async (req, res) => {
    const site = res.locals.site as Site
    const body = new BodyFields(req.body)
    const vehicleId = body.string('vehicle_id', { required: true, pattern: VEHICLE_ID })
    body.string('company_uuid', { max: 100 })
    const given = body.string('holder', { pattern: HOLDER, message: 'must be the token init answered' })
    const lockId = body.string('lock_id', { pattern: UUID_PATTERN, message: 'must be a lock id' })
    const configurator = body.boolean('configurator') ?? false
    body.done()
    const { terms } = await termsFor(site, vehicleId!, configurator)
    const holder = given ?? randomBytes(18).toString('base64url')
    const taken = await locks.take(site.key, vehicleId!, holder, deps.lockTtlMs, {
      client: clientAddress(req),
      limits: deps.holds,
    })
    if ('refused' in taken) throw lockRefusalAsHttp(res, taken, vehicleId!, deps.holds)
    if (lockId && taken.lockId !== lockId)
      throw new HttpError(409, 'lock_lost', 'Your reservation time ran out and the vehicle was held again', {
        vehicle_id: vehicleId,
        lock_id: taken.lockId,
        holder,
      })
    reply(
      res,
      answer(201, {
        vehicle_id: vehicleId,
        lock_id: taken.lockId,
        holder,
        expires_at: taken.expiresAt,
        ttl_seconds: Math.round(deps.lockTtlMs / 1000),
        hold_ends_at: taken.holdEndsAt,
        reservation: {
          vendor: terms.vendor,
          amount: fromMinorUnits(terms.amountMinor, terms.currency),
          currency: terms.currency,
          free: terms.vendor === FREE_RESERVATION_VENDOR,
        },
      }),
    )
  })

  // Lets the vehicle go when the shopper leaves the checkout: the holder's own lock only, and with
  // `expires_at` only if not renewed since (a late beacon); also as a beacon (pagehide, text/plain).
  // Answers 204 whether or not it still held.
  router.post('/orders/release', beacon, async (req, res) => {
    const body = new BodyFields(req.body)
    const vehicleId = body.string('vehicle_id', { required: true, pattern: VEHICLE_ID })
    const lockId = body.string('lock_id', {
      required: true,
      pattern: UUID_PATTERN,
      message: 'must be a lock id',
    })
    const holder = body.string('holder', {
      required: true,
      pattern: HOLDER,
      message: 'must be the token init answered',
    })
    const expiresAt = body.string('expires_at', {
      pattern: ISO_TIME,
      message: 'must be the expires_at init answered',
    })
    body.done()
    await locks.release(vehicleId!, lockId!, holder!, expiresAt)
    res.status(204).end()
  })

  router.post('/orders', json, async (req, res) => {
    const site = res.locals.site as Site
    const key = idempotencyKey(req)
    const root = new BodyFields(req.body)
    const body = root.nested('order', { required: true }) ?? root
    const vehicleId = body.string('vehicle_id', { required: true, pattern: VEHICLE_ID })
    const lockId = body.string('lock_id', {
      required: true,
      pattern: UUID_PATTERN,
      message: 'must be a lock id',
    })
    const holder = body.string('holder', {
      required: true,
      pattern: HOLDER,
      message: 'must be the token init answered',
    })
    const verificationId = body.string('verification_id', { required: true, pattern: UUID_PATTERN })
    const phone = body.string('phone_number', { required: true, max: 32 })
    const { firstName, lastName, email } = customerFields(body.nested('customer', { required: true }))
    const financeOption = body.string('finance_option', {
      pattern: /^(cash|lease|subscription|calculator)$/,
      message: 'must be cash, lease or subscription',
    })
    const metadata = body.record('metadata')
    const locale = body.string('locale', { max: 10 }) ?? site.defaultLocale
    if (!site.locales.includes(locale))
      root.problems.push({ field: 'order.locale', message: 'is not a language of this site' })
    const configUrl = body.string('config_url', { max: 2000 })
    root.done()
    const call = await idempotentCall(database, `orders:${site.key}`, key, req.body, async () => {
      if (!(await deps.phones.verifiedFor(verificationId!, phone!)))
        throw new HttpError(422, 'phone_not_verified', 'Verify your phone number first', [
          { field: 'order.verification_id', message: 'is not a verification of this phone number' },
        ])
      if (!(await locks.live(vehicleId!, lockId!, holder!)))
        throw new HttpError(409, 'lock_expired', 'The reservation time ran out: open the checkout again', [
          { field: 'order.lock_id', message: 'is not a live hold on this vehicle' },
        ])
      const open = await orders.openOrderForLock(lockId!)
      if (open) return answer(200, shopperOrder(open))
      const { terms } = await termsFor(site, vehicleId!, Boolean(configUrl))
      // What the shopper chose, priced by the server; a bad trade-in or a choice not offered is a 422 here.
      const summary = await deps.summaries.summarize({
        site,
        locale,
        vehicleId: vehicleId!,
        terms,
        configurator: Boolean(configUrl),
        request: orderChoiceRequest(financeOption, metadata),
        prefix: 'order.',
      })
      const made = await orders
        .create({
          site: site.key,
          locale,
          vehicleId: vehicleId!,
          lockId: lockId!,
          vendor: terms.vendor,
          amountMinor: terms.amountMinor,
          currency: terms.currency,
          customer: { first_name: firstName, last_name: lastName, email, phone_number: phone },
          metadata: {
            ...(metadata ?? {}),
            summary,
            ...(financeOption ? { finance_option: financeOption } : {}),
            ...(configUrl ? { config_url: configUrl } : {}),
            ...(terms.connectedAccount ? { connected_account: terms.connectedAccount } : {}),
            verification_id: verificationId,
          },
          freeReservationOf: terms.vendor === FREE_RESERVATION_VENDOR ? verificationId : null,
        })
        .catch(async (error: unknown) => {
          // The same double click, arriving together: the first made the order, this one answers it.
          const first =
            error instanceof OrderError && error.code === ORDER_IN_PROGRESS
              ? await orders.openOrderForLock(lockId!)
              : null
          if (!first) throw error
          return { first }
        })
      if ('first' in made) return answer(200, shopperOrder(made.first))
      return answer(201, shopperOrder(made))
    })
    reply(res, call)
  })

  router.get('/orders/:number', async (req, res) => {
    const number = String(req.params.number)
    const order = isOrderNumber(number) ? await orders.byNumber(number) : null
    if (!order) throw notFound(`No order ${number}`)
    reply(res, answer(200, shopperOrder(order)))
  })

  return router
}
