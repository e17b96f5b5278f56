import { TWILIO_SETTINGS } from '../payments/twilio-settings.js'
import { trustProxyProblem } from './trust-proxy-problem.js'

/** Session secrets shorter than this are refused in strict production (about 190 bits of base64). */
export const MIN_SESSION_SECRET_LENGTH = 32

const PLACEHOLDERS = /^(changeme|change-me|secret|password|development-only-session-secret|x+|a+|0+)$/i

/**
 * What strict production (NODE_ENV=production without DEMO=1) needs besides sign-in's own settings, as messages
 * naming each setting: a session secret that cannot be guessed, the real reCAPTCHA check (the local verifier,
 * which passes tokens starting with `test-pass`, exists only for the demo and tests), Twilio Verify for
 * phone verification (the local phone verifier shows codes to anyone on /dev-sms), and a TRUST_PROXY that
 * Express reads as meant (the app refuses a bad one in every mode too; here it is listed with the others).
 */
export function strictSettingsProblems(env: NodeJS.ProcessEnv): string[] {
  const problems: string[] = []
  const secret = env.SESSION_SECRET ?? ''
  if (secret && (secret.length < MIN_SESSION_SECRET_LENGTH || PLACEHOLDERS.test(secret)))
    problems.push(
      `SESSION_SECRET must be at least ${MIN_SESSION_SECRET_LENGTH} random characters (e.g. \`openssl rand -base64 48\`)`,
    )
  if (!env.RECAPTCHA_SECRET)
    problems.push('RECAPTCHA_SECRET is required: forms check reCAPTCHA with Google in production')
  const twilioMissing = TWILIO_SETTINGS.filter((name) => !env[name])
  if (twilioMissing.length)
    problems.push(
      `${twilioMissing.join(', ')} ${twilioMissing.length > 1 ? 'are' : 'is'} required: phone verification texts codes through Twilio Verify in production (the local verifier, which writes them to /dev-sms, is for DEMO=1 only)`,
    )
  const trustProxy = trustProxyProblem(env.TRUST_PROXY)
  if (trustProxy) problems.push(trustProxy)
  return problems
}
