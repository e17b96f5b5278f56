import { Router, type Request, type Response } from 'express'
import type { Database } from '../db/database.js'
import { RateLimiter } from '../forms/rate-limiter.js'
import { tooManyRequests } from '../http/too-many-requests.js'
import { sendData } from '../forms/send-data.js'
import { HttpError } from '../http/http-error.js'
import { jsonBody } from '../http/json-body.js'
import { logToLogger } from '../ops/logger.js'
import { PhoneVerifierError } from '../payments/phone-verifier-error.js'
import type { PhoneVerifier } from '../payments/phone-verifier.js'
import { asciiDigits } from './ascii-digits.js'
import { e164PhoneNumber } from './phone-number.js'
import { PHONE_RATE_LIMITS, type PhoneRateLimits } from './phone-rate-limits.js'
import { PhoneVerificationStore, type PhoneVerificationSettings } from './phone-verification-store.js'
import { SmsBudgetStore } from './sms-budget-store.js'
import { UUID_PATTERN } from '../db/uuid.js'
import type { SiteMarket } from '../../engine/settings/site-market.js'
import { languageOf } from '../../engine/storefront/language-of.js'
import type { Site } from '../storage/site-store.js'
import { clientAddress } from '../http/client-address.js'

export interface PhoneVerificationRoutesOptions {
  database: Database
  verifier: PhoneVerifier
  /** The key of the codes' HMACs (phoneCodeSecretFromEnv). */
  codeSecret: string | Buffer
  /** Expiry, attempts and the verified window (default 10 min, 5, 30 min). */
  settings?: Partial<PhoneVerificationSettings>
  limits?: Partial<PhoneRateLimits>
  /** The countries a site serves in a locale (siteMarket of its settings for that locale). */
  market: (site: string, locale: string) => Promise<SiteMarket>
  log?: (message: string, error?: unknown) => void
}

// Room for a hostile field to be named (422) rather than cut off (413); real bodies are ~100 bytes.
const phoneJson = jsonBody({ limit: '16kb' })
const LOCALE = /^[a-z]{2,3}(-[A-Za-z0-9]{2,8}){0,3}$/
// Twilio Verify codes are 4 to 10 digits (the local verifier's are 6); shoppers paste "123 456" or "123-456".
const CODE = /^\d{4,10}$/
const CODE_SEPARATORS = /[\s\u00a0-]/g

type Details = { field: string; message: string; [extra: string]: unknown }[]
const invalid = (message: string, details: Details) =>
  new HttpError(422, 'validation_failed', message, details)

/** The body as an object holding only `allowed` fields, else a 422 naming what is wrong. */
function bodyOf(req: Request, allowed: string[]): Record<string, unknown> {
  const body: unknown = req.body ?? {}
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw invalid('Send a JSON object', [{ field: '', message: 'must be a JSON object' }])
  const extra = Object.keys(body).filter((key) => !allowed.includes(key))
  if (extra.length)
    throw invalid(
      `Unknown fields: ${extra.map((k) => k.slice(0, 50)).join(', ')}`.slice(0, 300),
      extra.slice(0, 20).map((field) => ({ field: field.slice(0, 50), message: 'is not part of this call' })),
    )
  return body as Record<string, unknown>
}

/** The field phone_number in E.164, else a 422 naming it with the reason (PhoneReason) the browser words. */
function phoneField(body: Record<string, unknown>, market: SiteMarket): string {
  const value = body.phone_number
  if (value === undefined || value === null || value === '')
    throw invalid('Enter your phone number', [
      { field: 'phone_number', message: 'is required', reason: 'required' },
    ])
  if (typeof value !== 'string')
    throw invalid('The phone number must be text', [
      { field: 'phone_number', message: 'must be a string', reason: 'characters' },
    ])
  const normal = e164PhoneNumber(value, market)
  if ('problem' in normal)
    throw invalid(`The phone number ${normal.problem.message}`, [
      { field: 'phone_number', ...normal.problem },
    ])
  return normal.phone
}

function codeField(body: Record<string, unknown>): string {
  const value = body.code
  if (value === undefined || value === null || value === '')
    throw invalid('Enter the code we sent', [{ field: 'code', message: 'is required' }])
  if (typeof value !== 'string')
    throw invalid('The code must be text', [{ field: 'code', message: 'must be a string of digits' }])
  const code = value.length <= 40 ? asciiDigits(value).replace(CODE_SEPARATORS, '') : value
  if (!CODE.test(code))
    throw invalid('The code is the 4 to 10 digits we sent', [
      { field: 'code', message: 'must be the 4 to 10 digits we sent' },
    ])
  return code
}

function optionalText(
  body: Record<string, unknown>,
  field: string,
  pattern: RegExp,
  what: string,
): string | undefined {
  const value = body[field]
  if (value === undefined || value === null) return undefined
  if (typeof value !== 'string' || value.length > 64 || !pattern.test(value))
    throw invalid(`The ${field} must be ${what}`, [{ field, message: `must be ${what}` }])
  return value
}

const MESSAGES: Record<PhoneVerifierError['kind'], string> = {
  invalid_number: 'cannot receive text messages: use a mobile number',
  rate_limited: 'has had too many codes: try again later',
  unavailable: '',
}

/**
 * The phone verification calls of 001 §7, for the buy-online routes to mount (at
 * /buy_online/phone_verification): `POST /create_verification` {phone_number, locale?} texts a code and
 * answers 201 `{ verification_id, phone_number, status: 'pending', expires_at }`; `POST /check_verification`
 * {phone_number, code, verification_id?} answers 200 `{ verification_id, status: 'approved' }`, or 422 (wrong
 * code, field `code`, with `remaining_attempts`), 410 (expired), 429 (attempts used up), 404 (no such
 * verification). Both are rate limited per number and per client IP (429 with Retry-After), and codes are
 * sent within the global hourly budget (SmsBudgetStore). Numbers are read for the site's market in the
 * page's `locale`: national ones in its home country, and only mobiles of its countries are texted. Order
 * creation then asks `new PhoneVerificationStore(database, codeSecret, settings).verifiedFor(verification_id,
 * phone)`. Docs/decisions/025 and 065.
 */
export function phoneVerificationRoutes(options: PhoneVerificationRoutesOptions): Router {
  const { database, verifier } = options
  const log = options.log ?? logToLogger
  const store = new PhoneVerificationStore(database, options.codeSecret, options.settings)
  const limits = { ...PHONE_RATE_LIMITS, ...options.limits }
  const limiter = (limit: { max: number; windowSeconds: number }) =>
    new RateLimiter(database, limit.max, limit.windowSeconds)
  const createPerClient = limiter(limits.createPerClient)
  const createPerPhone = limiter(limits.createPerPhone)
  const checkPerClient = limiter(limits.checkPerClient)
  const checkPerPhone = limiter(limits.checkPerPhone)
  const budget = new SmsBudgetStore(database, limits.smsPerHour)

  /**
   * The market of the request's site in the page's locale (the body's, else Accept-Language): a locale the
   * site does not have reads its default one, so a made-up locale never reaches the settings cache.
   */
  async function marketOf(req: Request, res: Response, body: Record<string, unknown>) {
    const site = res.locals.site as Site
    const asked =
      optionalText(body, 'locale', LOCALE, 'a language tag such as en or ar') ??
      req.acceptsLanguages(...site.locales)
    const language = typeof asked === 'string' ? languageOf(asked) : ''
    const locale = site.locales.find((l) => languageOf(l) === language) ?? site.defaultLocale
    return { market: await options.market(site.key, locale), locale: asked || locale }
  }

  /**
   * Counts the call against the client's window, then the number's; the first one full answers 429 with
   * Retry-After (the number's names the field phone_number, the client's no field).
   */
  async function limit(res: Response, windows: [RateLimiter, string, string][]): Promise<void> {
    for (const [window, bucket, message] of windows) {
      const hit = await window.hit(bucket)
      if (hit.ok) continue
      const field = bucket.includes(':phone:') ? 'phone_number' : ''
      throw tooManyRequests(res, hit.retryAfterSeconds, message, field)
    }
  }

  function providerFailure(error: unknown, retryAfterSeconds: number, res: Response): HttpError {
    if (!(error instanceof PhoneVerifierError)) throw error
    if (error.kind === 'invalid_number')
      return invalid(`This phone number ${MESSAGES.invalid_number}`, [
        { field: 'phone_number', message: MESSAGES.invalid_number, reason: 'not_mobile' },
      ])
    if (error.kind === 'rate_limited') {
      res.set('Retry-After', String(retryAfterSeconds))
      return new HttpError(429, 'rate_limited', `This phone number ${MESSAGES.rate_limited}`, [
        { field: 'phone_number', message: MESSAGES.rate_limited },
      ])
    }
    log(`[phone] ${verifier.name} verifier unavailable`, error)
    return new HttpError(
      503,
      'phone_verifier_unavailable',
      'Text messages cannot be sent right now: try again shortly',
    )
  }

  const router = Router()

  router.post('/create_verification', phoneJson, async (req, res) => {
    const body = bodyOf(req, ['phone_number', 'locale'])
    const { market, locale } = await marketOf(req, res, body)
    const phone = phoneField(body, market)
    const client = clientAddress(req)
    await limit(res, [
      [
        createPerClient,
        `phone-create:client:${client}`,
        'Too many codes asked for from your address: try again later',
      ],
      [createPerPhone, `phone-create:phone:${phone}`, 'Too many codes sent to this number: try again later'],
    ])
    const taken = await budget.take()
    if (!taken.ok) {
      res.set('Retry-After', String(taken.retryAfterSeconds))
      throw new HttpError(
        429,
        'sms_budget_spent',
        `No more text messages can be sent this hour: try again in ${Math.ceil(taken.retryAfterSeconds / 60)} minutes`,
        [{ field: '', message: 'try again later', retry_after_seconds: taken.retryAfterSeconds }],
      )
    }
    let sent: { ref: string; code?: string }
    try {
      sent = await verifier.start(phone, locale)
    } catch (error) {
      // Nothing was texted: the message goes back into the hour's budget.
      await budget.giveBack(taken.bucket)
      throw providerFailure(error, limits.createPerPhone.windowSeconds, res)
    }
    const verification = await store.create({ phone, client, ...sent })
    sendData(
      res,
      {
        verification_id: verification.id,
        phone_number: verification.phone,
        status: 'pending',
        expires_at: verification.expiresAt,
      },
      201,
    )
  })

  router.post('/check_verification', phoneJson, async (req, res) => {
    const body = bodyOf(req, ['phone_number', 'code', 'verification_id', 'locale'])
    const phone = phoneField(body, (await marketOf(req, res, body)).market)
    const code = codeField(body)
    const asked = optionalText(
      body,
      'verification_id',
      UUID_PATTERN,
      'the verification_id create_verification answered',
    )
    await limit(res, [
      [
        checkPerClient,
        `phone-check:client:${clientAddress(req)}`,
        'Too many codes tried from your address: try again later',
      ],
      [checkPerPhone, `phone-check:phone:${phone}`, 'Too many codes tried for this number: try again later'],
    ])
    const id = asked ?? (await store.latestId(phone, clientAddress(req)))
    const notFound = () =>
      new HttpError(404, 'verification_not_found', 'No code was sent to this number: ask for one first', [
        asked
          ? { field: 'verification_id', message: 'is not a verification of this phone number' }
          : { field: 'phone_number', message: 'has no verification: ask for a code first' },
      ])
    if (!id) throw notFound()
    const approved = () => sendData(res, { verification_id: id, status: 'approved' })
    const wrong = (remaining: number) =>
      invalid(
        remaining > 0
          ? `That is not the code we sent: ${remaining} ${remaining === 1 ? 'try' : 'tries'} left`
          : 'That is not the code we sent, and no tries are left: ask for a new code',
        [{ field: 'code', message: 'is not the code we sent', remaining_attempts: remaining }],
      )
    const expired = () =>
      new HttpError(410, 'verification_expired', 'This code has expired: ask for a new one', [
        { field: 'code', message: 'has expired: ask for a new code' },
      ])

    const attempt = await store.attempt(id, phone, code)
    switch (attempt.outcome) {
      case 'approved':
        return approved()
      case 'wrong':
        throw wrong(attempt.remaining)
      case 'unknown':
        throw notFound()
      case 'expired':
        throw expired()
      case 'exhausted':
        throw new HttpError(429, 'attempts_exhausted', 'Too many wrong codes: ask for a new code', [
          { field: 'code', message: 'no tries left: ask for a new code', remaining_attempts: 0 },
        ])
      case 'used':
        throw new HttpError(409, 'verification_used', 'This number was already verified with another code', [
          { field: 'code', message: 'is not the code this number was verified with' },
        ])
      case 'provider': {
        let answer: 'approved' | 'rejected' | 'expired'
        try {
          answer = await verifier.check(phone, attempt.ref, code)
        } catch (error) {
          // Our provider's outage is not the shopper's guess.
          await store.refund(id)
          throw providerFailure(error, limits.checkPerPhone.windowSeconds, res)
        }
        if (answer === 'approved') {
          await store.approve(id, code)
          return approved()
        }
        if (answer === 'expired') {
          await store.expire(id)
          throw expired()
        }
        throw wrong(attempt.remaining)
      }
    }
  })

  return router
}
