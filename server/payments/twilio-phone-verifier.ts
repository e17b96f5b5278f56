import twilio from 'twilio'
import type { OutboundHttp } from '../http/outbound/outbound-http.js'
import { PhoneVerifierError } from './phone-verifier-error.js'
import type { PhoneVerifier } from './phone-verifier.js'
import { TwilioOutboundClient } from './twilio-outbound-client.js'

export interface TwilioVerifySettings {
  accountSid: string
  authToken: string
  /** The Verify service (VA…), which holds the message template, code length and Twilio's own limits. */
  serviceSid: string
  outbound: OutboundHttp
  /** Tests only: where Twilio's API is (a fake server on this machine). */
  apiBase?: string
  timeoutMs?: number
}

// Twilio Verify's SMS languages among the demo markets' (en, ar; fr for the Maghreb and Lebanon). Any
// other locale is left out and Twilio picks the language by the number's country.
const VERIFY_LOCALES = new Set(['en', 'ar', 'fr'])

// Twilio error codes (https://www.twilio.com/docs/api/errors): numbers Verify cannot text.
const INVALID_NUMBER = new Set([60200, 60205, 21211, 21408, 21614, 60410])
// Too many sends or checks for this number on Twilio's side.
const RATE_LIMITED = new Set([60202, 60203, 60212, 20429])

const failure = (error: unknown) => error as { status?: number; code?: number; message?: string }

function verifierError(error: unknown, what: string): PhoneVerifierError {
  const { status, code } = failure(error)
  if (code !== undefined && INVALID_NUMBER.has(code))
    return new PhoneVerifierError(
      'invalid_number',
      `[twilio] ${what}: Twilio cannot text this number (${code})`,
      {
        cause: error,
      },
    )
  if (status === 429 || (code !== undefined && RATE_LIMITED.has(code)))
    return new PhoneVerifierError(
      'rate_limited',
      `[twilio] ${what}: Twilio's limit for this number (${code ?? status})`,
      {
        cause: error,
      },
    )
  return new PhoneVerifierError(
    'unavailable',
    `[twilio] ${what} failed: ${status ? `HTTP ${status}${code ? `, error ${code}` : ''}` : failure(error).message}`,
    { cause: error },
  )
}

/**
 * Phone verification by Twilio Verify v2 through the official `twilio` package: `verifications.create`
 * sends the SMS, `verificationChecks.create` asks whether a code is right (Twilio keeps the codes). Its
 * HTTP goes through the project's outbound client (TwilioOutboundClient), never the package's axios.
 */
export class TwilioPhoneVerifier implements PhoneVerifier {
  readonly name = 'twilio'
  private readonly service: ReturnType<ReturnType<typeof twilio>['verify']['v2']['services']>

  constructor(settings: TwilioVerifySettings) {
    const httpClient = new TwilioOutboundClient(settings.outbound, {
      ...(settings.apiBase ? { apiBase: settings.apiBase } : {}),
      ...(settings.timeoutMs ? { timeoutMs: settings.timeoutMs } : {}),
    })
    const client = twilio(settings.accountSid, settings.authToken, {
      // The package types its httpClient as its axios-based class; it only ever calls `request`.
      httpClient: httpClient as unknown as NonNullable<Parameters<typeof twilio>[2]>['httpClient'],
      // Our routes answer a rate limit at once; the package must not sleep and retry behind them.
      autoRetry: false,
    })
    this.service = client.verify.v2.services(settings.serviceSid)
  }

  async start(phone: string, locale: string): Promise<{ ref: string }> {
    const language = locale.toLowerCase().split(/[-_]/)[0] ?? ''
    try {
      const verification = await this.service.verifications.create({
        to: phone,
        channel: 'sms',
        ...(VERIFY_LOCALES.has(language) ? { locale: language } : {}),
      })
      return { ref: verification.sid }
    } catch (error) {
      throw verifierError(error, 'sending a code')
    }
  }

  async check(phone: string, _ref: string, code: string): Promise<'approved' | 'rejected' | 'expired'> {
    try {
      // By number, as Verify checks it: Twilio keeps one pending verification per number (a new send
      // reuses it), and the store ends a number's older verifications when a new one starts.
      const answer = await this.service.verificationChecks.create({ to: phone, code })
      return answer.status === 'approved' ? 'approved' : 'rejected'
    } catch (error) {
      // 20404: no pending verification for the number any more (expired, approved, or out of attempts).
      if (failure(error).status === 404) return 'expired'
      throw verifierError(error, 'checking a code')
    }
  }
}
