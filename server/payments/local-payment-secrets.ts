import type { Database } from '../db/database.js'
import { LocalProviderSecretStore } from './local-provider-secret-store.js'
import type { LocalPaymentSecrets } from './payments-from-env.js'

/** The local payment providers' secrets of this database: made on the first start, the same after a restart. */
export async function localPaymentSecrets(database: Database): Promise<LocalPaymentSecrets> {
  const store = new LocalProviderSecretStore(database)
  return {
    stripeWebhookSecret: await store.secret('stripe_webhook_secret', 'whsec_'),
    liqpayPrivateKey: await store.secret('liqpay_private_key'),
    paymentPageKey: await store.secret('payment_page_key'),
  }
}
