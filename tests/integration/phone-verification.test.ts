// The phone verification calls of 001 §7 (create_verification, check_verification) in a minimal app of
// their own, mounted where the buy-online routes will mount them: the local verifier's codes read back from
// the SMS outbox and /dev-sms, a provider-checked verifier (Twilio's shape) faked in-process, expiry, the
// attempt limit under parallel guesses, the rate limits, and hostile bodies answered 4xx naming the field.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import express, { type Express } from 'express'
import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase, type Database } from '../../server/db/database.js'
import { migrate } from '../../server/db/migrate.js'
import { devSmsRoutes } from '../../server/dev-sms/dev-sms-routes.js'
import { errorHandler } from '../../server/http/error-handler.js'
import { nonceMiddleware, securityHeaders } from '../../server/http/security-headers.js'
import { urlTextGuard } from '../../server/http/url-text-guard.js'
import type { PhoneRateLimits } from '../../server/orders/phone-rate-limits.js'
import {
  phoneVerificationRoutes,
  type PhoneVerificationRoutesOptions,
} from '../../server/orders/phone-verification-routes.js'
import { PhoneVerificationStore } from '../../server/orders/phone-verification-store.js'
import { LocalPhoneVerifier } from '../../server/payments/local-phone-verifier.js'
import { PhoneVerifierError } from '../../server/payments/phone-verifier-error.js'
import type { PhoneVerifier } from '../../server/payments/phone-verifier.js'
import { SmsOutbox } from '../../server/payments/sms-outbox.js'

const BASE = '/buy_online/phone_verification'
const SECRET = 'phone-code-secret-for-tests'
const GENEROUS: PhoneRateLimits = {
  createPerPhone: { max: 1000, windowSeconds: 600 },
  createPerClient: { max: 1000, windowSeconds: 600 },
  checkPerPhone: { max: 1000, windowSeconds: 600 },
  checkPerClient: { max: 1000, windowSeconds: 600 },
  smsPerHour: 100_000,
}
// The demo's markets (fixtures/site/settings*.json): English pages text Australia, Arabic ones the Arab
// states too, and both read national numbers as Australian.
const ARAB_STATES = ['AE', 'SA', 'KW', 'QA', 'BH', 'OM', 'JO', 'LB', 'EG']
const SITE = {
  key: 'lrdx',
  host: 'localhost',
  name: 'Land Rover',
  brand: 'Land Rover',
  theme: 'lrdx',
  defaultLocale: 'en',
  locales: ['en', 'ar'],
}
const markets: [string, string][] = []
const market = async (site: string, locale: string) => {
  markets.push([site, locale])
  return { country: 'AU', countries: locale === 'ar' ? ['AU', ...ARAB_STATES] : ['AU'] }
}

let database: Database
let dir: string
let outbox: SmsOutbox
let seq = 0
/** A number (and a client address) no other test used: rate limit windows are per number and client. */
const freshPhone = () => `+61 4${String(10_000_000 + seq++).slice(-8)}`
const e164 = (phone: string) => phone.replace(/\s/g, '')
const freshClient = () => `198.51.100.${seq++ % 250}`

function appWith(options: Partial<PhoneVerificationRoutesOptions> = {}): Express {
  const app = express()
  // Tests speak for several clients through X-Forwarded-For.
  app.set('trust proxy', true)
  app.use(urlTextGuard, nonceMiddleware, securityHeaders({ recaptcha: false }))
  app.use((_req, res, next) => {
    res.locals.site = SITE
    next()
  })
  app.use(
    BASE,
    phoneVerificationRoutes({
      database,
      verifier: new LocalPhoneVerifier(outbox),
      codeSecret: SECRET,
      limits: GENEROUS,
      market,
      log: () => {},
      ...options,
    }),
  )
  app.use(devSmsRoutes(outbox.dir))
  app.use(errorHandler(() => {}))
  return app
}

/** The code the local verifier "texted" to `phone` last. */
async function sentCode(phone: string): Promise<string> {
  const message = (await outbox.latest()).find((m) => m.to === e164(phone))
  if (!message) throw new Error(`no SMS to ${phone}`)
  return message.code
}

const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0')

beforeAll(async () => {
  database = await openDatabase({ dataDir: 'memory://' })
  await migrate(database)
  dir = mkdtempSync(join(tmpdir(), 'phone-'))
  outbox = new SmsOutbox(join(dir, 'outbox', 'sms'))
})
afterAll(async () => {
  await database.close()
  rmSync(dir, { recursive: true, force: true })
})

describe('create_verification and check_verification with the local verifier', () => {
  let app: Express
  beforeAll(() => {
    app = appWith()
  })

  it('texts a code to the outbox and approves it, answering data.data', async () => {
    const phone = freshPhone()
    const created = await request(app)
      .post(`${BASE}/create_verification`)
      .send({ phone_number: phone })
      .expect(201)
    expect(created.headers['cache-control']).toBe('no-store')
    const v = created.body.data.data
    expect(v).toEqual({
      verification_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      phone_number: e164(phone),
      status: 'pending',
      expires_at: expect.any(String),
    })
    expect(Date.parse(v.expires_at) - Date.now()).toBeGreaterThan(9 * 60_000)
    const [message] = await outbox.latest(1)
    expect(message).toMatchObject({ to: e164(phone), locale: 'en', code: expect.stringMatching(/^\d{6}$/) })
    expect(message?.body).toContain(message?.code)

    const code = await sentCode(phone)
    const checked = await request(app)
      .post(`${BASE}/check_verification`)
      .send({ phone_number: phone, code, verification_id: v.verification_id })
      .expect(200)
    expect(checked.body).toEqual({
      data: { data: { verification_id: v.verification_id, status: 'approved' } },
    })
    const store = new PhoneVerificationStore(database, SECRET)
    expect(await store.verifiedFor(v.verification_id, phone)).toBe(true)
    // The same check again (a lost answer retried) answers the same.
    await request(app)
      .post(`${BASE}/check_verification`)
      .send({ phone_number: phone, code, verification_id: v.verification_id })
      .expect(200)
  })

  it('checks the newest verification of the number when 001 §7 sends only phone_number and code', async () => {
    const phone = freshPhone()
    await request(app).post(`${BASE}/create_verification`).send({ phone_number: phone }).expect(201)
    const second = await request(app)
      .post(`${BASE}/create_verification`)
      .send({ phone_number: phone.replace('+', '00') })
      .expect(201)
    // Arabic-Indic digits and spaces, as a phone keyboard may type them.
    const code = (await sentCode(phone)).replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d)))
    const checked = await request(app)
      .post(`${BASE}/check_verification`)
      .send({ phone_number: phone, code: `${code.slice(0, 3)} ${code.slice(3)}` })
      .expect(200)
    expect(checked.body.data.data.verification_id).toBe(second.body.data.data.verification_id)
  })

  it('writes Arabic messages for Arabic locales', async () => {
    const phone = '+971 50 ' + String(1_000_000 + seq++).slice(-7)
    await request(app)
      .post(`${BASE}/create_verification`)
      .set('Accept-Language', 'ar-AE,ar;q=0.9')
      .send({ phone_number: phone })
      .expect(201)
    const [message] = await outbox.latest(1)
    expect(message?.locale).toBe('ar')
    expect(message?.body).toMatch(/رمز التحقق/)
  })

  it('answers a wrong code 422 on the field code with the tries left, then 429 once they are used up', async () => {
    const phone = freshPhone()
    const created = await request(app).post(`${BASE}/create_verification`).send({ phone_number: phone })
    const id = created.body.data.data.verification_id as string
    const code = await sentCode(phone)
    for (const remaining of [4, 3, 2, 1, 0]) {
      const res = await request(app)
        .post(`${BASE}/check_verification`)
        .send({ phone_number: phone, code: wrongCode(code), verification_id: id })
        .expect(422)
      expect(res.body.error).toMatchObject({
        code: 'validation_failed',
        details: [{ field: 'code', message: 'is not the code we sent', remaining_attempts: remaining }],
      })
    }
    const exhausted = await request(app)
      .post(`${BASE}/check_verification`)
      .send({ phone_number: phone, code, verification_id: id })
      .expect(429)
    expect(exhausted.body.error).toMatchObject({ code: 'attempts_exhausted', details: [{ field: 'code' }] })
  })

  it('lets at most 5 of 25 parallel wrong guesses be judged, and then refuses the right code', async () => {
    const phone = freshPhone()
    const created = await request(app).post(`${BASE}/create_verification`).send({ phone_number: phone })
    const id = created.body.data.data.verification_id as string
    const code = await sentCode(phone)
    const guesses = Array.from({ length: 25 }, (_, i) =>
      String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'),
    )
    const answers = await Promise.all(
      guesses.map((guess) =>
        request(app)
          .post(`${BASE}/check_verification`)
          .send({ phone_number: phone, code: guess, verification_id: id }),
      ),
    )
    expect(answers.filter((a) => a.status === 422)).toHaveLength(5)
    expect(answers.filter((a) => a.status === 429)).toHaveLength(20)
    await request(app)
      .post(`${BASE}/check_verification`)
      .send({ phone_number: phone, code, verification_id: id })
      .expect(429)
  })

  it('refuses an expired code with 410 without counting it', async () => {
    const short = appWith({ settings: { ttlMs: 50 } })
    const phone = freshPhone()
    const created = await request(short).post(`${BASE}/create_verification`).send({ phone_number: phone })
    const id = created.body.data.data.verification_id as string
    const code = await sentCode(phone)
    const check = () =>
      request(short)
        .post(`${BASE}/check_verification`)
        .send({ phone_number: phone, code, verification_id: id })
    const ended = async () =>
      (
        await database.query<{ ended: boolean }>(
          'SELECT expires_at <= now() AS ended FROM phone_verifications WHERE id = $1',
          [id],
        )
      )[0]?.ended
    await expect.poll(ended, { timeout: 5_000 }).toBe(true)
    const res = await check().expect(410)
    expect(res.body.error).toMatchObject({ code: 'verification_expired', details: [{ field: 'code' }] })
    const [row] = await database.query<{ attempts: number }>(
      'SELECT attempts FROM phone_verifications WHERE id = $1',
      [id],
    )
    expect(row?.attempts).toBe(0)
  })

  it('answers 404 for another number’s verification and for a number never texted', async () => {
    const phone = freshPhone()
    const created = await request(app).post(`${BASE}/create_verification`).send({ phone_number: phone })
    const id = created.body.data.data.verification_id as string
    const other = await request(app)
      .post(`${BASE}/check_verification`)
      .send({ phone_number: freshPhone(), code: await sentCode(phone), verification_id: id })
      .expect(404)
    expect(other.body.error.details).toEqual([{ field: 'verification_id', message: expect.any(String) }])
    const never = await request(app)
      .post(`${BASE}/check_verification`)
      .send({ phone_number: freshPhone(), code: '123456' })
      .expect(404)
    expect(never.body.error.details).toEqual([{ field: 'phone_number', message: expect.any(String) }])
  })

  it('never gives a verified verification’s id to someone who knows only the number', async () => {
    const phone = freshPhone()
    await request(app).post(`${BASE}/create_verification`).send({ phone_number: phone })
    const code = await sentCode(phone)
    await request(app).post(`${BASE}/check_verification`).send({ phone_number: phone, code }).expect(200)
    const stranger = await request(app)
      .post(`${BASE}/check_verification`)
      .send({ phone_number: phone, code: wrongCode(code) })
      .expect(409)
    expect(JSON.stringify(stranger.body)).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}/)
  })
})

describe('rate limits', () => {
  const limited = (limits: Partial<PhoneRateLimits>) => appWith({ limits: { ...GENEROUS, ...limits } })

  it('texts a number at most 3 times per window, answering 429 with Retry-After and the JSON error', async () => {
    const app = limited({ createPerPhone: { max: 3, windowSeconds: 600 } })
    const phone = freshPhone()
    for (let i = 0; i < 3; i++)
      await request(app)
        .post(`${BASE}/create_verification`)
        .set('X-Forwarded-For', freshClient())
        .send({ phone_number: phone })
        .expect(201)
    const before = (await outbox.latest()).length
    const res = await request(app)
      .post(`${BASE}/create_verification`)
      .set('X-Forwarded-For', freshClient())
      .send({ phone_number: phone.replace(/ /g, '-') })
      .expect(429)
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0)
    expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(600)
    expect(res.body.error).toMatchObject({
      code: 'rate_limited',
      message: expect.stringMatching(/this number/),
      details: [{ field: 'phone_number', retry_after_seconds: Number(res.headers['retry-after']) }],
    })
    // Refused before anything was texted.
    expect((await outbox.latest()).length).toBe(before)
  })

  it('lets one client ask for codes for at most 10 numbers per window', async () => {
    const app = limited({ createPerClient: { max: 10, windowSeconds: 3600 } })
    const client = freshClient()
    for (let i = 0; i < 10; i++)
      await request(app)
        .post(`${BASE}/create_verification`)
        .set('X-Forwarded-For', client)
        .send({ phone_number: freshPhone() })
        .expect(201)
    const res = await request(app)
      .post(`${BASE}/create_verification`)
      .set('X-Forwarded-For', client)
      .send({ phone_number: freshPhone() })
      .expect(429)
    expect(res.body.error.message).toMatch(/your address/)
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0)
    // Another client is not held back.
    await request(app)
      .post(`${BASE}/create_verification`)
      .set('X-Forwarded-For', freshClient())
      .send({ phone_number: freshPhone() })
      .expect(201)
  })

  it('counts an IPv6 client as its /64, so new addresses in it do not escape the limit', async () => {
    const app = limited({ createPerClient: { max: 2, windowSeconds: 3600 } })
    const prefix = `2001:db8:${(seq++).toString(16)}:1`
    for (const host of ['::1', '::2'])
      await request(app)
        .post(`${BASE}/create_verification`)
        .set('X-Forwarded-For', `${prefix}${host}`)
        .send({ phone_number: freshPhone() })
        .expect(201)
    await request(app)
      .post(`${BASE}/create_verification`)
      .set('X-Forwarded-For', `${prefix}:ffff:1:2:3`)
      .send({ phone_number: freshPhone() })
      .expect(429)
    // The next /64 is another subscriber.
    await request(app)
      .post(`${BASE}/create_verification`)
      .set('X-Forwarded-For', `2001:db8:${(seq++).toString(16)}:2::1`)
      .send({ phone_number: freshPhone() })
      .expect(201)
  })

  it('limits checks per number and per client', async () => {
    const app = limited({
      checkPerPhone: { max: 2, windowSeconds: 600 },
      checkPerClient: { max: 3, windowSeconds: 600 },
    })
    const phone = freshPhone()
    await request(app).post(`${BASE}/create_verification`).send({ phone_number: phone }).expect(201)
    const check = (number: string, client: string) =>
      request(app)
        .post(`${BASE}/check_verification`)
        .set('X-Forwarded-For', client)
        .send({ phone_number: number, code: '000001' })
    expect((await check(phone, freshClient())).status).not.toBe(429)
    expect((await check(phone, freshClient())).status).not.toBe(429)
    const perPhone = await check(phone, freshClient()).expect(429)
    expect(perPhone.body.error).toMatchObject({
      code: 'rate_limited',
      message: expect.stringMatching(/this number/),
    })
    expect(perPhone.headers['retry-after']).toBeDefined()
    const client = freshClient()
    for (let i = 0; i < 3; i++) expect((await check(freshPhone(), client)).status).toBe(404)
    const perClient = await check(freshPhone(), client).expect(429)
    expect(perClient.body.error.message).toMatch(/your address/)
  })
})

describe('hostile bodies', () => {
  let app: Express
  beforeAll(() => {
    app = appWith()
  })

  // [name, call, body, status, field]; titles name the case only (some bodies are 10 KB).
  const cases: [string, 'create_verification' | 'check_verification', unknown, number, string][] = [
    ['no body', 'create_verification', undefined, 422, 'phone_number'],
    ['an array', 'create_verification', [1, 2], 422, ''],
    ['a JSON string', 'create_verification', '"+61412345678"', 400, ''],
    ['a number for phone_number', 'create_verification', { phone_number: 61412345678 }, 422, 'phone_number'],
    [
      'an array for phone_number',
      'create_verification',
      { phone_number: ['+61412345678'] },
      422,
      'phone_number',
    ],
    ['an object for phone_number', 'create_verification', { phone_number: { $gt: '' } }, 422, 'phone_number'],
    ['a landline', 'create_verification', { phone_number: '(02) 9876 5432' }, 422, 'phone_number'],
    ['a satellite number', 'create_verification', { phone_number: '+881 6 1234 5678' }, 422, 'phone_number'],
    ['a Somali mobile', 'create_verification', { phone_number: '+252 61 234 5678' }, 422, 'phone_number'],
    ['a UK number', 'create_verification', { phone_number: '+44 20 7946 0958' }, 422, 'phone_number'],
    ['letters', 'create_verification', { phone_number: '+61 4I2 345 678' }, 422, 'phone_number'],
    [
      'a huge phone_number',
      'create_verification',
      { phone_number: '+61'.padEnd(12_000, '4') },
      422,
      'phone_number',
    ],
    ['a body beyond 16 KB', 'create_verification', { phone_number: 'x'.repeat(20_000) }, 413, ''],
    ['an unknown field', 'create_verification', { phone_number: '+61412345678', admin: true }, 422, 'admin'],
    [
      'a bad locale',
      'create_verification',
      { phone_number: '+61412345678', locale: '../../etc' },
      422,
      'locale',
    ],
    ['a number for code', 'check_verification', { phone_number: '+61412345678', code: 123456 }, 422, 'code'],
    ['letters for code', 'check_verification', { phone_number: '+61412345678', code: '12a456' }, 422, 'code'],
    [
      'a huge code',
      'check_verification',
      { phone_number: '+61412345678', code: '1'.repeat(10_000) },
      422,
      'code',
    ],
    ['no code', 'check_verification', { phone_number: '+61412345678' }, 422, 'code'],
    [
      'an array for code',
      'check_verification',
      { phone_number: '+61412345678', code: ['123456'] },
      422,
      'code',
    ],
    [
      'a malformed verification_id',
      'check_verification',
      { phone_number: '+61412345678', code: '123456', verification_id: "1' OR '1'='1" },
      422,
      'verification_id',
    ],
    [
      'a number for verification_id',
      'check_verification',
      { phone_number: '+61412345678', code: '123456', verification_id: 7 },
      422,
      'verification_id',
    ],
  ]

  it.each(cases.map(([name, call, body, status, field]) => ({ name, call, body, status, field })))(
    'answers $name with $status naming "$field"',
    async ({ call, body, status, field }) => {
      const req = request(app).post(`${BASE}/${call}`)
      const res = await (typeof body === 'string'
        ? req.set('Content-Type', 'application/json').send(body)
        : body === undefined
          ? req
          : req.send(body as object))
      expect(res.status).toBe(status)
      expect(res.headers['content-type']).toMatch(/application\/json/)
      expect(res.body.error.code).toEqual(expect.any(String))
      if (status === 422)
        expect(res.body.error.details.map((d: { field: string }) => d.field)).toContain(field)
    },
  )

  it.each([
    ['a NUL', '{"phone_number":"+61412\\u0000345678"}', '/phone_number'],
    ['a lone surrogate', '{"phone_number":"+61412345678","code":"\\ud800"}', '/code'],
    ['broken JSON', '{"phone_number":', undefined],
  ])('answers %s with 400 before any handler', async (_name, text, pointer) => {
    const res = await request(app)
      .post(`${BASE}/check_verification`)
      .set('Content-Type', 'application/json')
      .send(text)
      .expect(400)
    if (pointer) expect(res.body.error.details).toEqual([{ path: pointer, message: expect.any(String) }])
  })
})

describe('a verifier that checks its own codes (Twilio Verify’s shape)', () => {
  /** A fake provider: its code is 424242; `mode` decides how it answers next. */
  function provider() {
    const state = { mode: 'ok' as 'ok' | 'down' | 'expired' | 'landline', checks: 0 }
    const verifier: PhoneVerifier = {
      name: 'twilio',
      start: async () => {
        if (state.mode === 'landline') throw new PhoneVerifierError('invalid_number', 'landline')
        if (state.mode === 'down') throw new PhoneVerifierError('unavailable', 'down')
        return { ref: `VE${seq++}` }
      },
      check: async (_phone, _ref, code) => {
        state.checks++
        if (state.mode === 'down') throw new PhoneVerifierError('unavailable', 'down')
        if (state.mode === 'expired') return 'expired'
        return code === '424242' ? 'approved' : 'rejected'
      },
    }
    return { state, verifier }
  }

  it('asks the provider, keeps no code before approval, and answers a retried check alike', async () => {
    const { state, verifier } = provider()
    const app = appWith({ verifier })
    const phone = freshPhone()
    const created = await request(app)
      .post(`${BASE}/create_verification`)
      .send({ phone_number: phone })
      .expect(201)
    const id = created.body.data.data.verification_id as string
    const [row] = await database.query<{ code_hash: string | null; provider_ref: string }>(
      'SELECT code_hash, provider_ref FROM phone_verifications WHERE id = $1',
      [id],
    )
    expect(row).toEqual({ code_hash: null, provider_ref: expect.stringMatching(/^VE/) })
    const wrong = await request(app)
      .post(`${BASE}/check_verification`)
      .send({ phone_number: phone, code: '111111', verification_id: id })
      .expect(422)
    expect(wrong.body.error.details[0].remaining_attempts).toBe(4)
    await request(app)
      .post(`${BASE}/check_verification`)
      .send({ phone_number: phone, code: '424242', verification_id: id })
      .expect(200)
    await request(app)
      .post(`${BASE}/check_verification`)
      .send({ phone_number: phone, code: '424242', verification_id: id })
      .expect(200)
    // The retry was answered from the store: the provider (which forgets approved verifications) was asked twice.
    expect(state.checks).toBe(2)
  })

  it('answers 503 when the provider is down, giving the guess back', async () => {
    const { state, verifier } = provider()
    const app = appWith({ verifier })
    const phone = freshPhone()
    const created = await request(app)
      .post(`${BASE}/create_verification`)
      .send({ phone_number: phone })
      .expect(201)
    const id = created.body.data.data.verification_id as string
    state.mode = 'down'
    const res = await request(app)
      .post(`${BASE}/check_verification`)
      .send({ phone_number: phone, code: '111111', verification_id: id })
      .expect(503)
    expect(res.body.error.code).toBe('phone_verifier_unavailable')
    state.mode = 'ok'
    const wrong = await request(app)
      .post(`${BASE}/check_verification`)
      .send({ phone_number: phone, code: '111111', verification_id: id })
      .expect(422)
    expect(wrong.body.error.details[0].remaining_attempts).toBe(4)
    state.mode = 'down'
    await request(app).post(`${BASE}/create_verification`).send({ phone_number: freshPhone() }).expect(503)
  })

  it('answers 410 when the provider no longer has the verification, and 422 for a landline', async () => {
    const { state, verifier } = provider()
    const app = appWith({ verifier })
    const phone = freshPhone()
    const created = await request(app)
      .post(`${BASE}/create_verification`)
      .send({ phone_number: phone })
      .expect(201)
    state.mode = 'expired'
    await request(app)
      .post(`${BASE}/check_verification`)
      .send({ phone_number: phone, code: '424242', verification_id: created.body.data.data.verification_id })
      .expect(410)
    // A number our metadata takes for a mobile that the provider's lookup says is not one.
    state.mode = 'landline'
    const landline = await request(app)
      .post(`${BASE}/create_verification`)
      .send({ phone_number: freshPhone() })
      .expect(422)
    expect(landline.body.error.details).toEqual([
      { field: 'phone_number', message: expect.stringMatching(/mobile/), reason: 'not_mobile' },
    ])
  })
})

describe('/dev-sms', () => {
  it('lists the newest code per number as plain HTML with no script', async () => {
    const app = appWith()
    const phone = freshPhone()
    await request(app).post(`${BASE}/create_verification`).send({ phone_number: phone }).expect(201)
    await request(app).post(`${BASE}/create_verification`).send({ phone_number: phone }).expect(201)
    const code = await sentCode(phone)
    const res = await request(app).get('/dev-sms').expect(200)
    expect(res.headers['content-type']).toMatch(/text\/html/)
    expect(res.headers['cache-control']).toBe('no-store')
    expect(res.text).toContain('<html lang="en">')
    expect(res.text).not.toMatch(/<script/i)
    const latest = res.text.slice(
      res.text.indexOf('Latest code per phone number'),
      res.text.indexOf('Recent messages'),
    )
    const row = latest.slice(latest.indexOf(e164(phone)))
    expect(row.slice(0, row.indexOf('</tr>'))).toContain(`<code class="code">${code}</code>`)
    // The style element carries the response's nonce (the CSP allows no other inline style).
    const nonce = /'nonce-([^']+)'/.exec(String(res.headers['content-security-policy']))?.[1]
    expect(res.text).toContain(`<style nonce="${nonce}">`)
  })

  it('escapes what is in the outbox', async () => {
    const other = new SmsOutbox(join(dir, 'hostile-sms'))
    await other.write({
      id: 'local-x',
      to: '<img src=x onerror=alert(1)>',
      locale: 'en"><script>',
      body: '<script>alert(1)</script>',
      code: '123456',
      sent_at: new Date().toISOString(),
    })
    const app = express().use(nonceMiddleware, devSmsRoutes(other.dir))
    const res = await request(app).get('/dev-sms').expect(200)
    expect(res.text).not.toMatch(/<script|<img/i)
    expect(res.text).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
  })
})

describe('switching from Twilio to the local verifier', () => {
  it('answers a code Twilio sent as expired (ask for a new one), never a 500', async () => {
    const twilioLike: PhoneVerifier = {
      name: 'twilio',
      start: async () => ({ ref: 'VEswitched' }),
      check: async () => 'approved',
    }
    const phone = freshPhone()
    const created = await request(appWith({ verifier: twilioLike }))
      .post(`${BASE}/create_verification`)
      .send({ phone_number: phone })
      .expect(201)
    await request(appWith())
      .post(`${BASE}/check_verification`)
      .send({ phone_number: phone, code: '123456', verification_id: created.body.data.data.verification_id })
      .expect(410)
  })
})

describe('numbers as the site’s market reads them (docs/decisions/065)', () => {
  let app: Express
  beforeAll(() => {
    app = appWith()
  })

  it('texts a national number of the home country and answers it in E.164', async () => {
    const national = `04${String(10_000_000 + seq++).slice(-8)}`.replace(
      /^(\d{4})(\d{3})(\d{3})$/,
      '$1 $2 $3',
    )
    const created = await request(app)
      .post(`${BASE}/create_verification`)
      .send({ phone_number: national, locale: 'en' })
      .expect(201)
    const phone = `+61${national.replace(/\s/g, '').slice(1)}`
    expect(created.body.data.data.phone_number).toBe(phone)
    const code = await sentCode(phone)
    // The check may name the number either way.
    await request(app)
      .post(`${BASE}/check_verification`)
      .send({ phone_number: national, code, verification_id: created.body.data.data.verification_id })
      .expect(200)
    expect(
      await new PhoneVerificationStore(database, SECRET).verifiedFor(
        created.body.data.data.verification_id,
        national,
      ),
    ).toBe(true)
  })

  it('reads the market of the page’s locale: the Arabic pages text the Arab states too', async () => {
    const emirati = `+971 50 ${String(1_000_000 + seq++).slice(-7)}`
    const english = await request(app)
      .post(`${BASE}/create_verification`)
      .send({ phone_number: emirati, locale: 'en' })
      .expect(422)
    expect(english.body.error.details).toEqual([
      {
        field: 'phone_number',
        reason: 'country',
        message: 'must be a mobile number from Australia',
        countries: ['AU'],
      },
    ])
    markets.length = 0
    await request(app)
      .post(`${BASE}/create_verification`)
      .send({ phone_number: emirati, locale: 'ar' })
      .expect(201)
    // Without a locale, Accept-Language picks one; a locale the site lacks reads its default.
    await request(app)
      .post(`${BASE}/create_verification`)
      .set('Accept-Language', 'ar-AE,ar;q=0.9')
      .send({ phone_number: emirati })
      .expect(201)
    await request(app)
      .post(`${BASE}/create_verification`)
      .send({ phone_number: emirati, locale: 'fr-FR' })
      .expect(422)
    expect(markets).toEqual([
      ['lrdx', 'ar'],
      ['lrdx', 'ar'],
      ['lrdx', 'en'],
    ])
  })

  it.each([
    ['a Somali mobile', '+252 61 234 5678', 'ar', 'country'],
    ['a Yemeni mobile', '+967 77 123 4567', 'ar', 'country'],
    ['an Australian landline', '(02) 9876 5432', 'en', 'not_mobile'],
    ['an Australian landline, internationally', '+61 2 9876 5432', 'ar', 'not_mobile'],
    ['an Australian satellite number', '0147 123 456', 'en', 'not_mobile'],
    ['an Inmarsat number', '+870 773 123 456', 'en', 'country'],
    ['a premium number', '1900 123 456', 'en', 'not_mobile'],
    ['a number too short', '0412 345 60', 'en', 'invalid'],
    ['full-width letters', '０４１２ ＡＢＣ ６０９', 'en', 'characters'],
    ['5,000 digits', '4'.repeat(5_000), 'en', 'too_long'],
  ])(
    'refuses %s with 422 naming phone_number and why, texting nothing',
    async (_name, phone, locale, reason) => {
      const before = (await outbox.latest()).length
      const res = await request(app)
        .post(`${BASE}/create_verification`)
        .send({ phone_number: phone, locale })
        .expect(422)
      expect(res.headers['content-type']).toMatch(/application\/json/)
      expect(res.body.error).toMatchObject({
        code: 'validation_failed',
        message: expect.stringMatching(/^The phone number /),
        details: [{ field: 'phone_number', reason, message: expect.any(String) }],
      })
      if (reason === 'not_mobile' || reason === 'invalid')
        expect(res.body.error.details[0].example).toBe('0412 345 678')
      expect((await outbox.latest()).length).toBe(before)
    },
  )
})

describe('a stranger asking for a code to the owner’s number', () => {
  it('leaves the owner’s pending code valid, and is still limited per number', async () => {
    const app = appWith({ limits: { ...GENEROUS, createPerPhone: { max: 3, windowSeconds: 600 } } })
    const phone = freshPhone()
    const owner = freshClient()
    const created = await request(app)
      .post(`${BASE}/create_verification`)
      .set('X-Forwarded-For', owner)
      .send({ phone_number: phone })
      .expect(201)
    const ownerCode = await sentCode(phone)
    // Two strangers from their own addresses ask for codes to the same number.
    for (let i = 0; i < 2; i++)
      await request(app)
        .post(`${BASE}/create_verification`)
        .set('X-Forwarded-For', freshClient())
        .send({ phone_number: phone })
        .expect(201)
    // The number's window is full now, whoever asks.
    const limited = await request(app)
      .post(`${BASE}/create_verification`)
      .set('X-Forwarded-For', freshClient())
      .send({ phone_number: phone })
      .expect(429)
    expect(limited.body.error.details[0].field).toBe('phone_number')
    // The owner's code still works, with its id and, from the owner's address, without it.
    await request(app)
      .post(`${BASE}/check_verification`)
      .set('X-Forwarded-For', owner)
      .send({ phone_number: phone, code: ownerCode })
      .expect(200)
    await request(app)
      .post(`${BASE}/check_verification`)
      .set('X-Forwarded-For', owner)
      .send({ phone_number: phone, code: ownerCode, verification_id: created.body.data.data.verification_id })
      .expect(200)
  })

  it('ends only the asking client’s own older code', async () => {
    const app = appWith()
    const phone = freshPhone()
    const client = freshClient()
    const first = await request(app)
      .post(`${BASE}/create_verification`)
      .set('X-Forwarded-For', client)
      .send({ phone_number: phone })
      .expect(201)
    const firstCode = await sentCode(phone)
    await request(app)
      .post(`${BASE}/create_verification`)
      .set('X-Forwarded-For', client)
      .send({ phone_number: phone })
      .expect(201)
    await request(app)
      .post(`${BASE}/check_verification`)
      .set('X-Forwarded-For', client)
      .send({ phone_number: phone, code: firstCode, verification_id: first.body.data.data.verification_id })
      .expect(410)
  })
})

describe('the global SMS budget', () => {
  // A database of its own: the budget counts every code this hour, and the suites above sent many.
  let own: Database
  beforeAll(async () => {
    own = await openDatabase({ dataDir: 'memory://' })
    await migrate(own)
  })
  afterAll(() => own.close())
  const budgeted = (smsPerHour: number, verifier?: PhoneVerifier) =>
    appWith({ database: own, limits: { ...GENEROUS, smsPerHour }, ...(verifier ? { verifier } : {}) })
  const budgetRows = async () =>
    (
      await own.query<{ count: number }>(
        "SELECT count FROM rate_limit_windows WHERE bucket = 'sms-budget' ORDER BY window_start DESC LIMIT 1",
      )
    )[0]?.count ?? 0

  it('holds against 25 rotating addresses: 10 codes, then 429 with Retry-After, and nothing more texted', async () => {
    const app = budgeted(10)
    const before = (await outbox.latest()).length
    const answers = []
    for (let i = 0; i < 25; i++)
      answers.push(
        await request(app)
          .post(`${BASE}/create_verification`)
          .set('X-Forwarded-For', `203.0.113.${i + 1}`)
          .send({ phone_number: freshPhone() }),
      )
    expect(answers.filter((a) => a.status === 201)).toHaveLength(10)
    const refused = answers.filter((a) => a.status === 429)
    expect(refused).toHaveLength(15)
    for (const res of refused) {
      const retry = Number(res.headers['retry-after'])
      expect(retry).toBeGreaterThanOrEqual(1)
      expect(retry).toBeLessThanOrEqual(3600)
      expect(res.body.error).toMatchObject({
        code: 'sms_budget_spent',
        message: expect.stringMatching(
          /^No more text messages can be sent this hour: try again in \d+ minutes$/,
        ),
        details: [{ field: '', retry_after_seconds: retry }],
      })
    }
    expect((await outbox.latest()).length - before).toBe(10)
    expect(await budgetRows()).toBe(10)
  })

  it('lets exactly one of two parallel requests at the budget’s edge through', async () => {
    await own.query("DELETE FROM rate_limit_windows WHERE bucket = 'sms-budget'")
    const app = budgeted(3)
    for (let i = 0; i < 2; i++)
      await request(app).post(`${BASE}/create_verification`).send({ phone_number: freshPhone() }).expect(201)
    const pair = await Promise.all(
      [0, 1].map((i) =>
        request(app)
          .post(`${BASE}/create_verification`)
          .set('X-Forwarded-For', `192.0.2.${i + 1}`)
          .send({ phone_number: freshPhone() }),
      ),
    )
    expect(pair.map((a) => a.status).sort()).toEqual([201, 429])
    expect(await budgetRows()).toBe(3)
  })

  it('gives a message back when the provider sent nothing', async () => {
    await own.query("DELETE FROM rate_limit_windows WHERE bucket = 'sms-budget'")
    const refusing: PhoneVerifier = {
      name: 'twilio',
      start: async () => {
        throw new PhoneVerifierError('invalid_number', 'landline')
      },
      check: async () => 'rejected',
    }
    const app = budgeted(1, refusing)
    for (let i = 0; i < 3; i++)
      await request(app).post(`${BASE}/create_verification`).send({ phone_number: freshPhone() }).expect(422)
    expect(await budgetRows()).toBe(0)
    await request(budgeted(1))
      .post(`${BASE}/create_verification`)
      .send({ phone_number: freshPhone() })
      .expect(201)
  })
})
