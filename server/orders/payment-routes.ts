import { Router } from 'express'
import type { Database } from '../db/database.js'
import { cardPaymentRoutes } from './card-payment-routes.js'
import { confirmRoutes } from './confirm-routes.js'
import { liqpayPaymentRoutes } from './liqpay-payment-routes.js'
import type { HoldLimits } from './hold-limits.js'
import type { PaymentProviders } from './payment-providers.js'
import { PaymentSettlement } from './payment-settlement.js'
import { PaymentStart } from './payment-start.js'
import { paypalPaymentRoutes } from './paypal-payment-routes.js'
import { ProviderEvents } from './provider-events.js'

export interface PaymentRoutesDeps {
  database: Database
  payments: PaymentProviders
  maxAttempts: number
  wake: () => void
  /** How long a hold lasts, and what one client may hold (decision 064). */
  lockTtlMs: number
  holds: HoldLimits
  /** Resolves an abandoned order before the shopper's confirm answers it (decision 063). */
  expiry?: { resolve(orderNumber: string): Promise<unknown> }
}

/** What the payment routes share: the services that decide, built once per app. */
export interface PaymentRoutesContext extends PaymentRoutesDeps {
  start: PaymentStart
  providerEvents: ProviderEvents
  settlement: PaymentSettlement
}

/**
 * The buy-online calls that talk to a payment provider (001 §7): the card payment (Stripe PaymentIntent),
 * PayPal's order, LiqPay's checkout data, the providers' webhooks and callbacks, and the confirm call that
 * settles an order whatever its vendor. The orders module's layers (docs/decisions/069): these routes parse
 * and answer; PaymentStart, ProviderEvents and PaymentSettlement decide; the stores hold the data.
 * Amounts always come from the order (the server's price); the client's amount is only checked against it.
 */
export function paymentRoutes(deps: PaymentRoutesDeps): Router {
  const settlement = new PaymentSettlement(deps)
  const context: PaymentRoutesContext = {
    ...deps,
    settlement,
    start: new PaymentStart(deps),
    providerEvents: new ProviderEvents(deps.database, settlement),
  }
  const router = Router()
  router.use(cardPaymentRoutes(context))
  router.use(paypalPaymentRoutes(context))
  router.use(liqpayPaymentRoutes(context))
  router.use(confirmRoutes(context))
  return router
}
