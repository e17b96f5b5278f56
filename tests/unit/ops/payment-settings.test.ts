// Strict production's payment settings (server/ops/strict-settings-problems.ts) and which implementation
// each provider gets (server/payments/payments-from-env.ts): real when configured, local only outside strict
// production, never a silent local fallback in production.
import { describe, expect, it } from 'vitest'
import type { Database } from '../../../server/db/database.js'
import { OutboundHttp } from '../../../server/http/outbound/outbound-http.js'
import { runModeFromEnv } from '../../../server/ops/run-mode.js'
import { strictSettingsProblems } from '../../../server/ops/strict-settings-problems.js'
import { LocalCardPayments } from '../../../server/payments/local-card-payments.js'
import { LocalLiqPayPayments } from '../../../server/payments/local-liqpay-payments.js'
import { LocalPayPalPayments } from '../../../server/payments/local-paypal-payments.js'
import { paymentsFromEnv } from '../../../server/payments/payments-from-env.js'
import { LiqPayCheckoutPayments } from '../../../server/payments/liqpay-checkout-payments.js'
import { PayPalSdkPayments } from '../../../server/payments/paypal-sdk-payments.js'
import { StripeCardPayments } from '../../../server/payments/stripe-card-payments.js'

// Complete apart from payments (phone verification is Twilio's in strict production).
const base = {
  RECAPTCHA_SECRET: 'r',
  TWILIO_ACCOUNT_SID: 'AC0123456789abcdef0123456789abcdef',
  TWILIO_AUTH_TOKEN: 'twilio-auth-token',
  TWILIO_VERIFY_SERVICE_SID: 'VA0123456789abcdef0123456789abcdef',
}
const payments = (env: NodeJS.ProcessEnv) => strictSettingsProblems({ ...base, ...env })
const REAL = {
  STRIPE_SECRET_KEY: 'sk_live_abc',
  STRIPE_WEBHOOK_SECRET: 'whsec_abc',
  STRIPE_PUBLISHABLE_KEY: 'pk_live_abc',
  PAYPAL_CLIENT_ID: 'id',
  PAYPAL_CLIENT_SECRET: 'secret',
  PAYPAL_ENVIRONMENT: 'production',
  LIQPAY_PUBLIC_KEY: 'i1',
  LIQPAY_PRIVATE_KEY: 'p1',
}

describe('strict production payment settings', () => {
  it('accepts no provider at all and every provider complete', () => {
    expect(payments({})).toEqual([])
    expect(payments(REAL)).toEqual([])
  })

  it.each([
    [
      { STRIPE_SECRET_KEY: 'sk_live_abc' },
      /STRIPE_WEBHOOK_SECRET is required with STRIPE_SECRET_KEY.*local card payments test mode/,
    ],
    [{ STRIPE_WEBHOOK_SECRET: 'whsec_x' }, /STRIPE_SECRET_KEY is required/],
    [{ PAYPAL_CLIENT_SECRET: 's' }, /PAYPAL_CLIENT_ID is required/],
    [{ LIQPAY_PUBLIC_KEY: 'i' }, /LIQPAY_PRIVATE_KEY is required/],
    [{ ...REAL, STRIPE_SECRET_KEY: 'pk_live_abc' }, /must be a Stripe secret or restricted key/],
    [{ ...REAL, STRIPE_WEBHOOK_SECRET: 'abc' }, /signing secret \(whsec_…\)/],
    [
      { ...REAL, STRIPE_PUBLISHABLE_KEY: undefined },
      /STRIPE_PUBLISHABLE_KEY is required with STRIPE_SECRET_KEY/,
    ],
    [{ ...REAL, STRIPE_PUBLISHABLE_KEY: 'sk_live_abc' }, /must be a Stripe publishable key/],
    [{ ...REAL, PAYPAL_ENVIRONMENT: 'live' }, /PAYPAL_ENVIRONMENT must be sandbox or production/],
  ])('refuses %j', (env, message) => {
    expect(payments(env).join('\n')).toMatch(message)
  })
})

describe('paymentsFromEnv', () => {
  const deps = (env: NodeJS.ProcessEnv) => ({
    database: {} as Database,
    outbound: new OutboundHttp(),
    mode: runModeFromEnv(env),
    origin: 'http://localhost:3000',
    localSecrets: {
      stripeWebhookSecret: 'whsec_test',
      liqpayPrivateKey: 'liqpay-test',
      paymentPageKey: 'page-test',
    },
  })

  it('runs the local test modes outside strict production, and in production with DEMO=1', () => {
    for (const env of [{}, { NODE_ENV: 'production', DEMO: '1' }]) {
      const p = paymentsFromEnv(env, deps(env))
      expect(p.card).toBeInstanceOf(LocalCardPayments)
      expect(p.paypal).toBeInstanceOf(LocalPayPalPayments)
      expect(p.liqpay).toBeInstanceOf(LocalLiqPayPayments)
      expect(p.local.card).toBe(p.card)
    }
  })

  it('uses the real adapters when configured, and never a local one in strict production', () => {
    const configured = paymentsFromEnv(REAL, deps({}))
    expect(configured.card).toBeInstanceOf(StripeCardPayments)
    expect(configured.paypal).toBeInstanceOf(PayPalSdkPayments)
    expect(configured.liqpay).toBeInstanceOf(LiqPayCheckoutPayments)
    expect(configured.local).toEqual({})
    const strict = { NODE_ENV: 'production' }
    const none = paymentsFromEnv(strict, deps(strict))
    expect([none.card, none.paypal, none.liqpay]).toEqual([undefined, undefined, undefined])
    expect(none.local).toEqual({})
  })
})
