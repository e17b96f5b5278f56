import type { OutboundHttp } from '../http/outbound/outbound-http.js'
import { runModeFromEnv } from '../ops/run-mode.js'
import { LocalPhoneVerifier } from './local-phone-verifier.js'
import type { PhoneVerifier } from './phone-verifier.js'
import { SmsOutbox } from './sms-outbox.js'
import { smsOutboxDir } from './sms-outbox-dir.js'
import { TWILIO_SETTINGS } from './twilio-settings.js'
import { TwilioPhoneVerifier } from './twilio-phone-verifier.js'

/**
 * The phone verifier the environment asks for: Twilio Verify with TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and
 * TWILIO_VERIFY_SERVICE_SID (TWILIO_TIMEOUT_MS, default 10 s), its calls through `outbound`; otherwise the
 * local verifier writing to <OUTBOX_DIR or dataDir/outbox>/sms, which /dev-sms shows. Some but not all of
 * the Twilio settings is a mistake, not a reason to fall back; strict production never gets the local one.
 */
export function phoneVerifierFromEnv(
  env: NodeJS.ProcessEnv,
  options: { dataDir: string; outbound: OutboundHttp },
): PhoneVerifier {
  const missing = TWILIO_SETTINGS.filter((name) => !env[name])
  if (missing.length === 0) {
    const timeoutMs = Number(env.TWILIO_TIMEOUT_MS)
    return new TwilioPhoneVerifier({
      accountSid: env.TWILIO_ACCOUNT_SID!,
      authToken: env.TWILIO_AUTH_TOKEN!,
      serviceSid: env.TWILIO_VERIFY_SERVICE_SID!,
      outbound: options.outbound,
      ...(timeoutMs > 0 ? { timeoutMs } : {}),
    })
  }
  if (missing.length < TWILIO_SETTINGS.length)
    throw new Error(
      `[phone] Twilio Verify needs ${missing.join(' and ')} too (or none of the TWILIO_ settings)`,
    )
  if (runModeFromEnv(env).strict)
    throw new Error(
      `[phone] NODE_ENV=production needs ${TWILIO_SETTINGS.join(', ')}: the local phone verifier is for DEMO=1 only`,
    )
  return new LocalPhoneVerifier(new SmsOutbox(smsOutboxDir(env, options.dataDir)))
}
