import { randomBytes } from 'node:crypto'
import { Router, type Request, type Response } from 'express'
import { fromMinorUnits } from '../../engine/orders/minor-units.js'
import { FREE_RESERVATION_VENDOR } from '../../engine/orders/reservation-terms.js'
import { UUID_PATTERN } from '../db/uuid.js'
import { clientAddress } from '../http/client-address.js'
import { HttpError, notFound } from '../http/http-error.js'
import { idempotencyKey } from '../http/idempotency-key.js'
import { jsonBody } from '../http/json-body.js'
import type { Site } from '../storage/site-store.js'
import { BodyFields } from './body-fields.js'
import { customerFields } from './customer-fields.js'
import type { HoldLimits } from './hold-limits.js'
import { idempotentCall } from './idempotent-call.js'
import { lockRefusalAsHttp } from './lock-refusal-as-http.js'
import { answer, HOLDER, HOLDER_MESSAGE, ISO_TIME, orderJson, reply, VEHICLE_ID } from './order-http.js'
import { isOrderNumber } from './order-number.js'
import { OrderOnlineConfigStore } from './order-online-config-store.js'
import { OrderPlacement, type OrderPlacementDeps } from './order-placement.js'
import { OrderStore } from './order-store.js'
import { shopperOrder } from './shopper-order.js'
import { SoftLockStore } from './soft-lock-store.js'
import { vehicleTerms } from './vehicle-terms.js'
import { openBuild } from './open-build.js'
import { VehicleBuildStore } from './vehicle-build-store.js'
import { CONFIG_URL } from '../../engine/orders/config-url.js'
import { RateLimiter } from '../forms/rate-limiter.js'
import { tooManyRequests } from '../http/too-many-requests.js'

export interface BuyOnlineDeps extends OrderPlacementDeps {
  /** How long a soft lock holds (default 15 minutes). */
  lockTtlMs: number
  /** What one client may hold (decision 064). */
  holds: HoldLimits
  /** Attempts of the order mails on the job queue. */
  maxAttempts: number
  /** Wakes the job worker after mails were queued. */
  wake: () => void
}

/** New builds one client may make in an hour (decision 070): a shopper configures a few cars, not dozens. */
const BUILDS_PER_CLIENT_HOUR = 20

/** The release also comes as a beacon (text/plain) when the shopper leaves the checkout (decision 064). */
const beacon = jsonBody({ limit: '4kb', plainText: true })

/**
 * The buy-online calls of 001 §7 that do not talk to a payment provider (those are in payment-routes.ts):
 * the soft lock (`orders/init`, its release), order creation behind a verified phone (OrderPlacement) and
 * reading an order by its number. HTTP only (docs/decisions/023, 069).
 */
export function buyOnlineRoutes(deps: BuyOnlineDeps): Router {
  const { database } = deps
  const orders = new OrderStore(database)
  const locks = new SoftLockStore(database)
  const configs = new OrderOnlineConfigStore(database)
  const builds = new VehicleBuildStore(database)
  const router = Router()

  const placement = new OrderPlacement(deps)
  const newBuilds = new RateLimiter(database, BUILDS_PER_CLIENT_HOUR, 3600)

  /**
   * The shopper's build of `configUrl` (decision 070). A new build is a row of its own, so a client makes at
   * most BUILDS_PER_CLIENT_HOUR of them an hour: new holder tokens in a loop cannot fill the table.
   */
  async function openBuildFor(req: Request, res: Response, site: Site, holder: string, configUrl: string) {
    const build = await openBuild(database, site, holder, configUrl)
    if (build.created) {
      const hit = await newBuilds.hit(`new-build:${clientAddress(req)}`)
      if (!hit.ok) {
        await builds.discardUnheld(build.id)
        throw tooManyRequests(
          res,
          hit.retryAfterSeconds,
          'You have started many reservations of configured vehicles in the last hour: please try again later',
          'config_url',
        )
      }
    }
    return build.id
  }

  // Opens (or renews) the checkout's hold on the vehicle, or on the shopper's build of `config_url` (made
  // or found again: decision 070): 201 with the lock, 409 `vehicle_locked` when
  // another shopper holds it (the "initial" soft-lock modal), 409 `lock_lost` when the caller's own lock
  // was taken over (the "kicked out" modal), 409 `vehicle_unavailable` once reserved or sold, 429
  // `too_many_holds` or `hold_time_used` past the client's limits (decision 064).
  router.post('/orders/init', orderJson, async (req, res) => {
    const site = res.locals.site as Site
    const body = new BodyFields(req.body)
    const stockId = body.string('vehicle_id', { pattern: VEHICLE_ID })
    // The configurator journey names its configuration instead: the hold is on the shopper's build of it.
    const configUrl = body.string('config_url', {
      max: 2000,
      pattern: CONFIG_URL,
      message: 'must be a configurator URL',
    })
    if (!stockId === !configUrl && !body.problems.length)
      body.problem('vehicle_id', 'is required, or config_url instead (one of the two)')
    body.string('company_uuid', { max: 100 })
    const given = body.string('holder', { pattern: HOLDER, message: HOLDER_MESSAGE })
    const lockId = body.string('lock_id', { pattern: UUID_PATTERN, message: 'must be a lock id' })
    const configurator = body.boolean('configurator') ?? false
    body.done()
    const holder = given ?? randomBytes(18).toString('base64url')
    const vehicleId = configUrl ? await openBuildFor(req, res, site, holder, configUrl) : (stockId as string)
    const { terms } = await vehicleTerms(configs, deps.offers, site, vehicleId, configurator)
    const taken = await locks.take(site.key, vehicleId, holder, deps.lockTtlMs, {
      client: clientAddress(req),
      limits: deps.holds,
    })
    if ('refused' in taken) {
      // A build made for a hold the client may not take is not kept (decision 070).
      if (configUrl) await builds.discardUnheld(vehicleId)
      throw lockRefusalAsHttp(res, taken, vehicleId, deps.holds)
    }
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
        ...(configUrl ? { config_url: configUrl } : {}),
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
      message: HOLDER_MESSAGE,
    })
    const expiresAt = body.string('expires_at', {
      pattern: ISO_TIME,
      message: 'must be the expires_at init answered',
    })
    body.done()
    await locks.release(vehicleId!, lockId!, holder!, expiresAt)
    res.status(204).end()
  })

  router.post('/orders', orderJson, async (req, res) => {
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
      message: HOLDER_MESSAGE,
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
      const placed = await placement.place({
        site,
        locale,
        vehicleId: vehicleId!,
        lockId: lockId!,
        holder: holder!,
        verificationId: verificationId!,
        phoneNumber: phone!,
        customer: { first_name: firstName, last_name: lastName, email },
        financeOption,
        metadata,
        configUrl,
      })
      return answer(placed.created ? 201 : 200, shopperOrder(placed.order))
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
