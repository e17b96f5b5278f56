import { TWILIO_SETTINGS } from '../payments/twilio-settings.js'
import { trustProxyProblem } from './trust-proxy-problem.js'

/** Session secrets shorter than this are refused in strict production (about 190 bits of base64). */
export const MIN_SESSION_SECRET_LENGTH = 32

const PLACEHOLDERS = /^(changeme|change-me|secret|password|development-only-session-secret|x+|a+|0+)$/i

/**
 * What strict production (NODE_ENV=production without DEMO=1) needs besides sign-in's own settings, as messages
 * naming each setting: a session secret that cannot be guessed, the real reCAPTCHA check (the local verifier,
 * which passes tokens starting with `test-pass`, exists only for the demo and tests), Twilio Verify for
 * phone verification (the local phone verifier shows codes to anyone on /dev-sms), a TRUST_PROXY that
 * Express reads as meant (the app refuses a bad one in every mode too; here it is listed with the others),
 * and payment providers configured completely (never a local payment test mode).
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
  problems.push(...paymentProblems(env))
  return problems
}

/**
 * The payment providers: each is configured completely or not at all. Strict production never runs a local
 * payment provider (server/payments/payments-from-env.ts): an unconfigured one is simply not offered, so a
 * half-configured one would silently turn a vendor off.
 */
function paymentProblems(env: NodeJS.ProcessEnv): string[] {
  const problems: string[] = []
  const pairs: [string, string, string][] = [
    ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'card payments'],
    ['PAYPAL_CLIENT_ID', 'PAYPAL_CLIENT_SECRET', 'PayPal'],
    ['LIQPAY_PUBLIC_KEY', 'LIQPAY_PRIVATE_KEY', 'LiqPay'],
  ]
  for (const [a, b, name] of pairs)
    if (Boolean(env[a]) !== Boolean(env[b]))
      problems.push(
        `${env[a] ? b : a} is required with ${env[a] ? a : b}: ${name} need both, and production never falls back to the local ${name} test mode`,
      )
  if (env.STRIPE_SECRET_KEY && !env.STRIPE_PUBLISHABLE_KEY)
    problems.push(
      'STRIPE_PUBLISHABLE_KEY is required with STRIPE_SECRET_KEY: the checkout shows Stripe’s card form with it',
    )
  if (env.STRIPE_PUBLISHABLE_KEY && !/^pk_(live|test)_/.test(env.STRIPE_PUBLISHABLE_KEY))
    problems.push('STRIPE_PUBLISHABLE_KEY must be a Stripe publishable key (pk_live_…, pk_test_…)')
  if (env.STRIPE_SECRET_KEY && !/^(sk|rk)_(live|test)_/.test(env.STRIPE_SECRET_KEY))
    problems.push('STRIPE_SECRET_KEY must be a Stripe secret or restricted key (sk_live_…, rk_live_…)')
  if (env.STRIPE_WEBHOOK_SECRET && !env.STRIPE_WEBHOOK_SECRET.startsWith('whsec_'))
    problems.push('STRIPE_WEBHOOK_SECRET must be the endpoint’s signing secret (whsec_…)')
  if (env.PAYPAL_CLIENT_ID && !['sandbox', 'production'].includes(env.PAYPAL_ENVIRONMENT ?? ''))
    problems.push('PAYPAL_ENVIRONMENT must be sandbox or production when PAYPAL_CLIENT_ID is set')
  return problems
}
