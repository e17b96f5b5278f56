import type { CheckoutDraftView } from '../../engine/orders/checkout-draft-view.js'
import type { Database } from '../db/database.js'
import { CheckoutDraftStore, type CheckoutDraft, type DraftPhone } from './checkout-draft-store.js'
import { OrderError } from './order-error.js'
import type { OrderExpiry } from './order-expiry.js'
import { paymentNotice } from './payment-notice.js'
import { e164InItsCountry } from './phone-number.js'

/** Whether a phone verification stands for a number now (PhoneVerificationStore.verifiedFor). */
export interface FreshVerifications {
  verifiedFor(verificationId: string, phoneNumber: string): Promise<boolean>
}

/** What the checkout saves (the phone: as it is, cleared, or a verification the server checks). */
export interface DraftInput {
  vehicleId: string
  holder: string
  locale: string
  customer: { first_name?: string; last_name?: string; email?: string }
  termsAccepted: boolean
  journey?: Record<string, unknown>
  phone: { keep: true } | { clear: true } | { phoneNumber: string; verificationId: string }
}

const notVerified = () =>
  new OrderError('phone_not_verified', 'Verify your phone number first', [
    { field: 'verification_id', message: 'is not a verification of this phone number' },
  ])

/**
 * The checkout's draft order on the server (docs/decisions/063): what the shopper typed, kept per hold, so
 * Back, a reload, a payment cancel, a second tab or a sleeping phone lose nothing, and the way back says
 * what happened to the payment. The phone counts as verified only when phone_verifications says so, and
 * then for the draft's life. The same shopper on another device takes the hold over by verifying the number
 * the draft was verified with: knowing the vehicle is not enough. No HTTP here (checkout-draft-routes.ts).
 */
export class CheckoutDrafts {
  private readonly store: CheckoutDraftStore

  constructor(
    database: Database,
    private readonly phones: FreshVerifications,
    private readonly expiry: OrderExpiry,
  ) {
    this.store = new CheckoutDraftStore(database)
  }

  /** Saves the draft of the caller's live hold; refused when the hold is gone or the phone is not verified. */
  async save(site: string, input: DraftInput): Promise<CheckoutDraftView> {
    let phone: DraftPhone = 'keep' in input.phone ? { keep: true } : { clear: true }
    if ('phoneNumber' in input.phone) {
      const normal = e164InItsCountry(input.phone.phoneNumber)
      if (!('phone' in normal)) throw notVerified()
      const { verificationId } = input.phone
      const verified =
        (await this.phones.verifiedFor(verificationId, input.phone.phoneNumber)) ||
        (await this.store.holdsVerification(verificationId, normal.phone))
      if (!verified) throw notVerified()
      phone = { phone: normal.phone, verificationId }
    }
    const draft = await this.store.save({ site, ...input, phone })
    if (!draft)
      throw new OrderError('lock_expired', 'The reservation time ran out: open the checkout again.', [
        { field: 'holder', message: 'holds no live hold on this vehicle' },
      ])
    return this.view(draft)
  }

  /** The caller's draft for the vehicle (null: none yet), its last order brought up to date first. */
  async open(site: string, vehicleId: string, holder: string): Promise<CheckoutDraftView | null> {
    const draft = await this.store.byHolder(site, vehicleId, holder)
    return draft ? this.view(draft) : null
  }

  /**
   * The same shopper on another device: `verificationId` must be a verification of `phoneNumber` that was
   * just made, and the vehicle's live hold must be of a draft verified with that number. Answers the hold
   * (its holder token, which this device keeps from now on) and the draft.
   */
  async resume(
    site: string,
    vehicleId: string,
    phoneNumber: string,
    verificationId: string,
  ): Promise<{ holder: string; lock_id: string; expires_at: string; draft: CheckoutDraftView }> {
    const normal = e164InItsCountry(phoneNumber)
    if (!('phone' in normal) || !(await this.phones.verifiedFor(verificationId, phoneNumber)))
      throw notVerified()
    const found = await this.store.ofLiveHolder(site, vehicleId, normal.phone)
    if (!found)
      throw new OrderError('draft_not_found', 'No checkout verified with this number holds this vehicle', [
        { field: 'phone_number', message: 'is not the number this vehicle’s checkout was verified with' },
      ])
    return {
      holder: found.draft.holder,
      lock_id: found.lockId,
      expires_at: found.expiresAt,
      draft: await this.view(found.draft),
    }
  }

  /** Order creation's other proof of a phone: a draft verified with it that still exists. */
  async verifiedFor(verificationId: string, phoneNumber: string): Promise<boolean> {
    if (typeof phoneNumber !== 'string') return false
    const normal = e164InItsCountry(phoneNumber)
    return 'phone' in normal && this.store.holdsVerification(verificationId, normal.phone)
  }

  private async view(draft: CheckoutDraft): Promise<CheckoutDraftView> {
    const number = await this.store.latestOrderNumber(draft)
    // An abandoned payment is resolved before the shopper is told about it.
    const order = number ? await this.expiry.resolve(number) : null
    return {
      vehicle_id: draft.vehicleId,
      first_name: draft.customer.first_name ?? '',
      last_name: draft.customer.last_name ?? '',
      email: draft.customer.email ?? '',
      terms_accepted: draft.termsAcceptedAt !== null,
      phone_number: draft.phone,
      verification_id: draft.phoneVerifiedAt ? draft.verificationId : null,
      phone_verified: draft.phoneVerifiedAt !== null,
      journey: draft.journey,
      order: order
        ? { order_number: order.order_number, status: order.status, payment_status: order.payment_status }
        : null,
      payment_notice: order ? paymentNotice(order) : null,
      updated_at: draft.updatedAt,
    }
  }
}
