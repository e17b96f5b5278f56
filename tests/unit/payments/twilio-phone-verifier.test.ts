// The Twilio Verify adapter against a fake Twilio on this machine (never the internet): what the official
// package sends through the project's outbound client, and how Twilio's answers become outcomes and errors.
import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { OutboundHttp } from '../../../server/http/outbound/outbound-http.js'
import { OutboundRefusedError } from '../../../server/http/outbound/outbound-refused-error.js'
import { PhoneVerifierError } from '../../../server/payments/phone-verifier-error.js'
import { TwilioPhoneVerifier } from '../../../server/payments/twilio-phone-verifier.js'

const ACCOUNT = 'AC0123456789abcdef0123456789abcdef'
const TOKEN = 'twilio-auth-token'
const SERVICE = 'VA0123456789abcdef0123456789abcdef'

interface Seen {
  method: string
  path: string
  authorization: string
  contentType: string
  form: Record<string, string>
}

let server: Server
let apiBase: string
const seen: Seen[] = []
/** The fake's next answers, in order (status and JSON body), else 201 pending / 200 approved. */
let answers: { status: number; body: unknown; delayMs?: number }[] = []

async function read(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}

const verifier = (settings: Partial<ConstructorParameters<typeof TwilioPhoneVerifier>[0]> = {}) =>
  new TwilioPhoneVerifier({
    accountSid: ACCOUNT,
    authToken: TOKEN,
    serviceSid: SERVICE,
    outbound: new OutboundHttp(),
    apiBase,
    ...settings,
  })

beforeAll(async () => {
  server = createServer((req, res) => {
    void read(req).then((text) => {
      seen.push({
        method: req.method ?? '',
        path: req.url ?? '',
        authorization: req.headers.authorization ?? '',
        contentType: req.headers['content-type'] ?? '',
        form: Object.fromEntries(new URLSearchParams(text)),
      })
      const next = answers.shift()
      const isCheck = (req.url ?? '').endsWith('/VerificationCheck')
      const status = next?.status ?? (isCheck ? 200 : 201)
      const body =
        next?.body ??
        (isCheck
          ? { sid: 'VE1', status: 'approved', valid: true }
          : { sid: 'VEfeedfacefeedfacefeedfacefeedface', status: 'pending', channel: 'sms' })
      setTimeout(
        () => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body)),
        next?.delayMs ?? 0,
      )
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  apiBase = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(async () => {
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
})
beforeEach(() => {
  seen.length = 0
  answers = []
})

describe('TwilioPhoneVerifier', () => {
  it('sends verifications.create as Verify v2 expects it, with the account’s Basic auth', async () => {
    expect(await verifier().start('+61412345678', 'en-AU')).toEqual({
      ref: 'VEfeedfacefeedfacefeedfacefeedface',
    })
    expect(seen).toEqual([
      {
        method: 'POST',
        path: `/v2/Services/${SERVICE}/Verifications`,
        authorization: `Basic ${Buffer.from(`${ACCOUNT}:${TOKEN}`).toString('base64')}`,
        contentType: 'application/x-www-form-urlencoded',
        form: { To: '+61412345678', Channel: 'sms', Locale: 'en' },
      },
    ])
  })

  it('sends Arabic for ar locales and lets Twilio choose for others', async () => {
    await verifier().start('+971501234567', 'ar')
    await verifier().start('+971501234567', 'de')
    expect(seen.map((s) => s.form)).toEqual([
      { To: '+971501234567', Channel: 'sms', Locale: 'ar' },
      { To: '+971501234567', Channel: 'sms' },
    ])
  })

  it('checks a code by number and answers approved, rejected or expired', async () => {
    const v = verifier()
    expect(await v.check('+61412345678', 'VE1', '123456')).toBe('approved')
    answers = [{ status: 200, body: { sid: 'VE1', status: 'pending', valid: false } }]
    expect(await v.check('+61412345678', 'VE1', '000000')).toBe('rejected')
    answers = [
      { status: 404, body: { code: 20404, message: 'The requested resource was not found', status: 404 } },
    ]
    expect(await v.check('+61412345678', 'VE1', '000000')).toBe('expired')
    expect(seen.map((s) => [s.path, s.form])).toEqual([
      [`/v2/Services/${SERVICE}/VerificationCheck`, { To: '+61412345678', Code: '123456' }],
      [`/v2/Services/${SERVICE}/VerificationCheck`, { To: '+61412345678', Code: '000000' }],
      [`/v2/Services/${SERVICE}/VerificationCheck`, { To: '+61412345678', Code: '000000' }],
    ])
  })

  it.each([
    [400, { code: 60200, message: 'Invalid parameter `To`', status: 400 }, 'invalid_number'],
    [
      400,
      { code: 60205, message: 'SMS is not supported by landline phone number', status: 400 },
      'invalid_number',
    ],
    [429, { code: 60203, message: 'Max send attempts reached', status: 429 }, 'rate_limited'],
    [401, { code: 20003, message: 'Authenticate', status: 401 }, 'unavailable'],
    [503, { message: 'Service unavailable' }, 'unavailable'],
  ])('turns HTTP %i %j into a PhoneVerifierError %s', async (status, body, kind) => {
    answers = [{ status, body }]
    const error = await verifier()
      .start('+61412345678', 'en')
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(PhoneVerifierError)
    expect((error as PhoneVerifierError).kind).toBe(kind)
    // The package tried once: no hidden retries behind the routes' own answer.
    expect(seen).toHaveLength(1)
  })

  it('gives up on a Twilio that does not answer in time', async () => {
    answers = [{ status: 201, body: {}, delayMs: 2_000 }]
    const error = await verifier({ timeoutMs: 200 })
      .start('+61412345678', 'en')
      .catch((e: unknown) => e)
    expect((error as PhoneVerifierError).kind).toBe('unavailable')
    expect(String((error as Error).message)).toMatch(/within 200 ms/)
  })

  it('sends through the project’s outbound client, whose address checks apply (no axios of its own)', async () => {
    // Twilio's real host, "resolving" to a private address: the outbound client refuses before connecting,
    // which the package's own client would not do. Nothing leaves this machine.
    const outbound = new OutboundHttp({ resolve: async () => [{ address: '10.0.0.1', family: 4 }] })
    const error = await new TwilioPhoneVerifier({
      accountSid: ACCOUNT,
      authToken: TOKEN,
      serviceSid: SERVICE,
      outbound,
    })
      .start('+61412345678', 'en')
      .catch((e: unknown) => e)
    expect((error as PhoneVerifierError).kind).toBe('unavailable')
    expect((error as Error).cause).toBeInstanceOf(OutboundRefusedError)
    expect(String(((error as Error).cause as Error).message)).toMatch(/verify\.twilio\.com/)
  })
})
