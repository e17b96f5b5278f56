import type { Database } from '../db/database.js'
import type { Job } from '../jobs/job.js'
import { PermanentJobError } from '../jobs/permanent-job-error.js'
import type { Mailer } from '../providers/mailer.js'
import { inquiryMail, type InquiryPayload } from './inquiry-mail.js'
import { orderMail } from './order-mail.js'
import { refundMail } from './refund-mail.js'
import type { PriceSettings } from '../../engine/storefront/price-settings.js'
import { CheckoutDraftStore } from './checkout-draft-store.js'
import type { OrderExpiry } from './order-expiry.js'
import { OrderStore } from './order-store.js'
import { KEEP_ENDED_MS, SoftLockStore } from './soft-lock-store.js'
import { OrderOnlineConfigStore } from './order-online-config-store.js'
import { VehicleBuildStore } from './vehicle-build-store.js'

/** Idempotency-Keys of the buy-online calls are kept this long (a client retries within minutes). */
const IDEMPOTENCY_KEY_DAYS = 2

export interface OrderJobDeps {
  database: Database
  mailer: Mailer
  mailFrom: string
  /** Where a dealer's notification goes when the vehicle names no owner address. */
  fallbackDealer: string
  /** A site's configured origin by its key (server/http/site-origin.ts), where the mails' links start. */
  siteOrigin: (siteKey: string) => string
  /** The path prefix of a site's locale ("/ar"; "" for its default), so a mail links to its language's page. */
  localePrefix?: (siteKey: string, locale: string) => string
  /** A site's price settings in a locale, so a mail prints amounts as the site does. */
  priceSettings?: (siteKey: string, locale: string) => Promise<PriceSettings>
  /** Deliveries of the local payment providers' webhooks (server/payments/). */
  paymentWebhook?: (job: Job) => Promise<void>
}

/**
 * What the job worker does with order jobs: mail the dealer's notification and the shopper's confirmation
 * of a confirmed order, the shopper's refund mail, and a shopper's inquiry, and hand local payment webhooks to their deliverer.
 */
export function orderJobs(deps: OrderJobDeps): (job: Job) => Promise<void> {
  const orders = new OrderStore(deps.database)
  const configs = new OrderOnlineConfigStore(deps.database)
  return async (job) => {
    if (job.kind === 'payment_webhook') {
      if (!deps.paymentWebhook) throw new PermanentJobError('No deliverer for payment webhooks')
      return deps.paymentWebhook(job)
    }
    if (job.kind === 'inquiry_email') {
      if (!job.payload) throw new PermanentJobError('The inquiry has no payload')
      return deps.mailer.send(
        inquiryMail(job.payload as unknown as InquiryPayload, { id: job.id, from: deps.mailFrom }),
      )
    }
    if (job.kind !== 'order_notification' && job.kind !== 'order_confirmation' && job.kind !== 'order_refund')
      throw new PermanentJobError(`Not an order job: ${job.kind}`)
    const order = job.order_id ? await orders.byId(job.order_id) : null
    if (!order) throw new PermanentJobError('The order was deleted')
    // A stock vehicle or a shopper's build (decision 070), with its retailer's address.
    const vehicle = await configs.vehicle(order.vehicle_id)
    // The order's site's configured origin, never one taken from the request (older orders stored the Host
    // header's as metadata.site_origin, which a sender could choose; it is ignored).
    const origin = deps.siteOrigin(order.site)
    // The shopper's mails link to the page in their language; the dealer's is in English (the default).
    const prefix =
      job.kind === 'order_notification' ? '' : (deps.localePrefix?.(order.site, order.locale) ?? '')
    const locale = job.kind === 'order_notification' ? 'en' : order.locale
    const context = {
      id: job.id,
      from: deps.mailFrom,
      dealer: vehicle?.ownerEmails[0] || deps.fallbackDealer,
      vehicleTitle: vehicle?.title || order.vehicle_id,
      confirmationUrl: `${origin}${prefix}/showroom-order-online/confirmation/${order.order_number}`,
      ...(deps.priceSettings ? { priceSettings: await deps.priceSettings(order.site, locale) } : {}),
    }
    await deps.mailer.send(
      job.kind === 'order_refund' ? refundMail(order, context) : orderMail(job.kind, order, context),
    )
  }
}

/** Checkout drafts untouched this long are deleted (they hold contact details; decision 063). */
export const CHECKOUT_DRAFT_DAYS = 1

/**
 * The periodic chores of the order tables, run by the job worker beside its jobs. Abandoned payments are
 * resolved before expired locks are swept (OrderExpiry asks whether an order's hold is live, and a swept
 * lock reads as gone just the same).
 */
export function orderHousekeeping(database: Database, expiry: OrderExpiry): (() => Promise<unknown>)[] {
  const locks = new SoftLockStore(database)
  const drafts = new CheckoutDraftStore(database)
  const builds = new VehicleBuildStore(database)
  return [
    () => expiry.run(),
    () => locks.sweepExpired(),
    // Builds nobody ordered go as long after their hold ended as ended holds do (decision 070).
    () => builds.sweep(KEEP_ENDED_MS),
    () => drafts.prune(CHECKOUT_DRAFT_DAYS * 24 * 60 * 60_000),
    () =>
      database.query(
        `DELETE FROM request_idempotency_keys WHERE created_at < now() - $1::int * interval '1 day'`,
        [IDEMPOTENCY_KEY_DAYS],
      ),
  ]
}
