import type { Database } from '../db/database.js'
import { outboundFetch } from '../http/outbound/outbound-fetch.js'
import type { OutboundHttp } from '../http/outbound/outbound-http.js'
import type { Job } from '../jobs/job.js'
import type { RunMode } from '../ops/run-mode.js'
import type { CardPayments } from './card-payments.js'
import { deliverPaymentWebhook } from './deliver-payment-webhook.js'
import { DEV_PAYMENTS_PATH } from './dev-payment-routes.js'
import { LiqPayCheckoutPayments } from './liqpay-checkout-payments.js'
import type { LiqPayPayments } from './liqpay-payments.js'
import { LiqPayProtocol } from './liqpay-protocol.js'
import { LocalCardPayments } from './local-card-payments.js'
import { LocalLiqPayPayments } from './local-liqpay-payments.js'
import { LocalPayPalPayments } from './local-paypal-payments.js'
import { LocalPaymentStore } from './local-payment-store.js'
import type { PayPalPayments } from './paypal-payments.js'
import { PaymentPageTokens } from './payment-page-tokens.js'
import { PayPalSdkPayments } from './paypal-sdk-payments.js'
import { StripeCardPayments } from './stripe-card-payments.js'

// The local LiqPay's public key names the merchant only; its private key is one of the local secrets.
const LOCAL_LIQPAY_PUBLIC_KEY = 'sandbox_local_public'

/**
 * The local providers' secrets, random per installation (localPaymentSecrets): never constants, which anyone
 * could read here and sign a webhook with (decision 061).
 */
export interface LocalPaymentSecrets {
  stripeWebhookSecret: string
  liqpayPrivateKey: string
  /** The key of the development payment pages' per-payment tokens (PaymentPageTokens). */
  paymentPageKey: string
}

export interface Payments {
  /** Undefined: the provider is not configured in strict production, so the vendor cannot be offered. */
  card?: CardPayments
  paypal?: PayPalPayments
  liqpay?: LiqPayPayments
  /** The local implementations in use, for the development payment pages (dev-payment-routes.ts). */
  local: {
    card?: LocalCardPayments
    paypal?: LocalPayPalPayments
    liqpay?: LocalLiqPayPayments
    /** What binds the card and PayPal pages' URLs to their payments. */
    pageTokens?: PaymentPageTokens
  }
  /** Runs `payment_webhook` jobs (the local providers' deliveries): the composer's `orderJobs` calls it. */
  deliverWebhook: (job: Job) => Promise<void>
}

/**
 * The payment providers from the environment, each real when configured and local otherwise:
 * Stripe with STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET and STRIPE_PUBLISHABLE_KEY, PayPal with PAYPAL_CLIENT_ID,
 * PAYPAL_CLIENT_SECRET and PAYPAL_ENVIRONMENT (sandbox | production), LiqPay with LIQPAY_PUBLIC_KEY and
 * LIQPAY_PRIVATE_KEY. In strict production (NODE_ENV=production without DEMO=1) there is no local provider:
 * an unconfigured one is absent. Every call leaves through `outbound`. docs/decisions/024.
 */
export function paymentsFromEnv(
  env: NodeJS.ProcessEnv,
  deps: {
    database: Database
    outbound: OutboundHttp
    mode: RunMode
    /** The server's own origin (PUBLIC_URL), where local webhooks are delivered. */
    origin: string
    /** The order routes' Stripe webhook path. */
    stripeWebhookPath?: string
    /** The local providers' secrets; needed outside strict production, where local providers may run. */
    localSecrets?: LocalPaymentSecrets
  },
): Payments {
  const fetch = outboundFetch(deps.outbound)
  const local = !deps.mode.strict
  const secrets = () => {
    if (!deps.localSecrets) throw new Error('[payments] the local payment providers need their secrets')
    return deps.localSecrets
  }
  const pageTokens = () => (payments.local.pageTokens ??= new PaymentPageTokens(secrets().paymentPageKey))
  const store = new LocalPaymentStore(deps.database)
  const payments: Payments = { local: {}, deliverWebhook: async () => {} }
  let stripeSecret: string | undefined

  if (env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET && env.STRIPE_PUBLISHABLE_KEY)
    payments.card = new StripeCardPayments({
      secretKey: env.STRIPE_SECRET_KEY,
      webhookSecret: env.STRIPE_WEBHOOK_SECRET,
      publishableKey: env.STRIPE_PUBLISHABLE_KEY,
      fetch,
    })
  else if (local) {
    stripeSecret = env.STRIPE_WEBHOOK_SECRET || secrets().stripeWebhookSecret
    payments.card = payments.local.card = new LocalCardPayments({
      store,
      webhookUrl: new URL(deps.stripeWebhookPath ?? '/buy_online/stripe/webhook', deps.origin).href,
      webhookSecret: stripeSecret,
      pagePath: `${DEV_PAYMENTS_PATH}/stripe`,
      pageTokens: pageTokens(),
    })
  }

  if (env.PAYPAL_CLIENT_ID && env.PAYPAL_CLIENT_SECRET)
    payments.paypal = new PayPalSdkPayments({
      clientId: env.PAYPAL_CLIENT_ID,
      clientSecret: env.PAYPAL_CLIENT_SECRET,
      environment: env.PAYPAL_ENVIRONMENT === 'production' ? 'production' : 'sandbox',
      fetch,
    })
  else if (local)
    payments.paypal = payments.local.paypal = new LocalPayPalPayments({
      store,
      pagePath: `${DEV_PAYMENTS_PATH}/paypal`,
      pageTokens: pageTokens(),
    })

  if (env.LIQPAY_PUBLIC_KEY && env.LIQPAY_PRIVATE_KEY)
    payments.liqpay = new LiqPayCheckoutPayments({
      protocol: new LiqPayProtocol(env.LIQPAY_PUBLIC_KEY, env.LIQPAY_PRIVATE_KEY),
      outbound: deps.outbound,
    })
  else if (local)
    payments.liqpay = payments.local.liqpay = new LocalLiqPayPayments({
      protocol: new LiqPayProtocol(LOCAL_LIQPAY_PUBLIC_KEY, secrets().liqpayPrivateKey),
      store,
      pagePath: `${DEV_PAYMENTS_PATH}/liqpay`,
    })

  payments.deliverWebhook = deliverPaymentWebhook(deps.outbound, { stripeWebhookSecret: stripeSecret })
  return payments
}
