import { FREE_RESERVATION_VENDOR } from '../../engine/orders/reservation-terms.js'
import type { Database } from '../db/database.js'
import type { Site } from '../storage/site-store.js'
import type { Order } from './order.js'
import { orderChoiceRequest } from './order-choice-request.js'
import { OrderError } from './order-error.js'
import { OrderOnlineConfigStore } from './order-online-config-store.js'
import { ORDER_IN_PROGRESS, OrderStore } from './order-store.js'
import type { OrderSummaries } from './order-summaries.js'
import { SoftLockStore } from './soft-lock-store.js'
import { vehicleTerms } from './vehicle-terms.js'

/** Whether a phone verification (server/orders/phone-verification-store.ts) stands for this number. */
export interface VerifiedPhones {
  verifiedFor(verificationId: string, phoneNumber: string): Promise<boolean>
}

/** What the checkout sends to place an order, read and shaped by its route. */
export interface OrderRequest {
  site: Site
  locale: string
  vehicleId: string
  lockId: string
  holder: string
  verificationId: string
  phoneNumber: string
  customer: { first_name: string | undefined; last_name: string | undefined; email: string | undefined }
  financeOption: string | undefined
  metadata: Record<string, unknown> | undefined
  configUrl: string | undefined
}

export interface OrderPlacementDeps {
  database: Database
  phones: VerifiedPhones
  /** Whether this server can take payments of a vendor (its provider is configured). */
  offers: (vendor: string) => boolean
  /** The order's summary from the server's data, which the order keeps (and the trade-in's checks). */
  summaries: OrderSummaries
}

/**
 * Places an order for a held vehicle (001 §7 `POST /orders`): only behind a verified phone and a live hold,
 * at the server's price, keeping the shopper's choices priced by the server (decision 066). One hold makes
 * one order: a retry, or the same double click arriving together, gets the first (`created: false`).
 * No HTTP here (docs/decisions/069); refusals are OrderErrors.
 */
export class OrderPlacement {
  private readonly orders: OrderStore
  private readonly locks: SoftLockStore
  private readonly configs: OrderOnlineConfigStore

  constructor(private readonly deps: OrderPlacementDeps) {
    this.orders = new OrderStore(deps.database)
    this.locks = new SoftLockStore(deps.database)
    this.configs = new OrderOnlineConfigStore(deps.database)
  }

  async place(request: OrderRequest): Promise<{ order: Order; created: boolean }> {
    const { site, vehicleId, lockId } = request
    if (!(await this.deps.phones.verifiedFor(request.verificationId, request.phoneNumber)))
      throw new OrderError('phone_not_verified', 'Verify your phone number first', [
        { field: 'order.verification_id', message: 'is not a verification of this phone number' },
      ])
    if (!(await this.locks.live(vehicleId, lockId, request.holder)))
      throw new OrderError('lock_expired', 'The reservation time ran out: open the checkout again', [
        { field: 'order.lock_id', message: 'is not a live hold on this vehicle' },
      ])
    const open = await this.orders.openOrderForLock(lockId)
    if (open) return { order: open, created: false }
    const { vehicle, terms } = await vehicleTerms(
      this.configs,
      this.deps.offers,
      site,
      vehicleId,
      Boolean(request.configUrl),
    )
    // A build (decision 070) is the configurator journey's, and its config_url is the server's own.
    const configUrl = vehicle.configUrl ?? request.configUrl
    const configurator = Boolean(configUrl)
    // What the shopper chose, priced by the server; a bad trade-in or a choice not offered is a 422 here.
    const summary = await this.deps.summaries.summarize({
      site,
      locale: request.locale,
      vehicleId,
      terms,
      configurator,
      request: orderChoiceRequest(request.financeOption, request.metadata),
      prefix: 'order.',
    })
    try {
      const order = await this.orders.create({
        site: site.key,
        locale: request.locale,
        vehicleId,
        lockId,
        vendor: terms.vendor,
        amountMinor: terms.amountMinor,
        currency: terms.currency,
        customer: { ...request.customer, phone_number: request.phoneNumber },
        metadata: {
          ...(request.metadata ?? {}),
          summary,
          ...(request.financeOption ? { finance_option: request.financeOption } : {}),
          ...(configUrl ? { config_url: configUrl } : {}),
          ...(terms.connectedAccount ? { connected_account: terms.connectedAccount } : {}),
          verification_id: request.verificationId,
        },
        freeReservationOf: terms.vendor === FREE_RESERVATION_VENDOR ? request.verificationId : null,
      })
      return { order, created: true }
    } catch (error) {
      // The same double click, arriving together: the first made the order, this one answers it.
      const first =
        error instanceof OrderError && error.code === ORDER_IN_PROGRESS
          ? await this.orders.openOrderForLock(lockId)
          : null
      if (!first) throw error
      return { order: first, created: false }
    }
  }
}
