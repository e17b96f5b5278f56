import { randomInt, randomUUID } from 'node:crypto'
import type { PhoneVerifier } from './phone-verifier.js'
import type { SmsOutbox } from './sms-outbox.js'

/** The message in the shopper's language (Arabic for ar-*, English otherwise). */
function smsText(locale: string, code: string, minutes: number): string {
  return locale.toLowerCase().startsWith('ar')
    ? `رمز التحقق الخاص بك هو ${code}. تنتهي صلاحيته خلال ${minutes} دقائق. لا تشاركه مع أحد.`
    : `Your verification code is ${code}. It expires in ${minutes} minutes. Do not share it.`
}

/**
 * The demo's and tests' phone verifier: a random 6-digit code "sent" as a file in the SMS outbox, which the
 * development page /dev-sms lists (server/dev-sms). It answers the code with its reference, so the store
 * keeps it as an HMAC and checks guesses itself; nothing of the code stays here. Never in strict production
 * (phone-verifier-from-env.ts, strict-settings-problems.ts).
 */
export class LocalPhoneVerifier implements PhoneVerifier {
  readonly name = 'local'

  constructor(
    private readonly outbox: SmsOutbox,
    private readonly validMinutes = 10,
  ) {}

  async start(phone: string, locale: string): Promise<{ ref: string; code: string }> {
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0')
    const ref = `local-${randomUUID()}`
    await this.outbox.write({
      id: ref,
      to: phone,
      locale,
      body: smsText(locale, code, this.validMinutes),
      code,
      sent_at: new Date().toISOString(),
    })
    return { ref, code }
  }

  check(): Promise<'approved' | 'rejected' | 'expired'> {
    // The store checks this verifier's codes itself (it holds their HMACs) and only asks about a code it
    // does not hold: one Twilio sent before the server was switched to the local verifier. This verifier
    // never had that verification, so it is gone for it; the shopper asks for a new code.
    return Promise.resolve('expired')
  }
}
