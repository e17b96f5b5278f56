import type { Database } from '../db/database.js'
import { isoTime, isoTimeOrNull } from '../db/iso-time.js'
import { isUuid } from '../db/uuid.js'

/** What a shopper typed into the checkout of one hold (server/db/migrations/0025, docs/decisions/063). */
export interface CheckoutDraft {
  vehicleId: string
  holder: string
  site: string
  locale: string
  customer: { first_name?: string; last_name?: string; email?: string }
  termsAcceptedAt: string | null
  journey: Record<string, unknown> | null
  /** E.164, set only once phone_verifications said it was verified (never on the browser's word). */
  phone: string | null
  verificationId: string | null
  phoneVerifiedAt: string | null
  updatedAt: string
}

/** A draft's phone on save: as it is, cleared (the shopper changed the number), or verified now. */
export type DraftPhone = { keep: true } | { clear: true } | { phone: string; verificationId: string }

interface DraftRow {
  vehicle_id: string
  holder: string
  site: string
  locale: string
  customer: CheckoutDraft['customer']
  terms_accepted_at: Date | string | null
  journey: Record<string, unknown> | null
  phone: string | null
  verification_id: string | null
  phone_verified_at: Date | string | null
  updated_at: Date | string
}

const toDraft = (row: DraftRow): CheckoutDraft => ({
  vehicleId: row.vehicle_id,
  holder: row.holder,
  site: row.site,
  locale: row.locale,
  customer: row.customer ?? {},
  termsAcceptedAt: isoTimeOrNull(row.terms_accepted_at),
  journey: row.journey,
  phone: row.phone,
  verificationId: row.verification_id,
  phoneVerifiedAt: isoTimeOrNull(row.phone_verified_at),
  updatedAt: isoTime(row.updated_at),
})

/**
 * The checkout_drafts table: one draft per hold, keyed by the vehicle and the holder token (which survives a
 * renewal and a retake of the same shopper's hold, where the lock id does not). A draft is written only
 * while its holder holds the vehicle (the live lock is the condition of the upsert itself, not a check
 * before it), so nobody can fill the table without holding a vehicle.
 */
export class CheckoutDraftStore {
  constructor(private readonly database: Database) {}

  /** Saves the draft of a live hold of `holder` on `vehicleId`; null when that hold is not live. */
  async save(input: {
    site: string
    vehicleId: string
    holder: string
    locale: string
    customer: CheckoutDraft['customer']
    termsAccepted: boolean
    journey?: Record<string, unknown>
    phone: DraftPhone
  }): Promise<CheckoutDraft | null> {
    const mode = 'keep' in input.phone ? 'keep' : 'clear' in input.phone ? 'clear' : 'set'
    const verified = 'phone' in input.phone ? input.phone : null
    const [row] = await this.database.query<DraftRow>(
      `INSERT INTO checkout_drafts AS d (vehicle_id, holder, site, locale, customer, terms_accepted_at, journey,
         phone, verification_id, phone_verified_at)
       SELECT l.vehicle_id, l.holder, $3, $4, $5::jsonb, CASE WHEN $6::boolean THEN now() END, $7::jsonb,
         $9, $10::uuid, CASE WHEN $8 = 'set' THEN now() END
       FROM vehicle_locks l
       WHERE l.vehicle_id = $1 AND l.holder = $2 AND l.site = $3
         -- A hold its holder let go (pagehide, whose beacon may arrive before the page's last save) is still
         -- theirs to take back until its time is up (decision 064): what they typed last is kept for it.
         AND (l.expires_at > now() OR l.resume_until > now())
       ON CONFLICT (vehicle_id, holder) DO UPDATE SET
         locale = EXCLUDED.locale,
         customer = EXCLUDED.customer,
         terms_accepted_at = CASE WHEN $6::boolean THEN coalesce(d.terms_accepted_at, now()) END,
         journey = coalesce(EXCLUDED.journey, d.journey),
         phone = CASE $8 WHEN 'keep' THEN d.phone ELSE EXCLUDED.phone END,
         verification_id = CASE $8 WHEN 'keep' THEN d.verification_id ELSE EXCLUDED.verification_id END,
         phone_verified_at = CASE
           WHEN $8 = 'keep' OR d.verification_id = EXCLUDED.verification_id THEN d.phone_verified_at
           ELSE EXCLUDED.phone_verified_at END,
         updated_at = now()
       RETURNING *`,
      [
        input.vehicleId,
        input.holder,
        input.site,
        input.locale,
        JSON.stringify(input.customer),
        input.termsAccepted,
        input.journey === undefined ? null : JSON.stringify(input.journey),
        mode,
        verified?.phone ?? null,
        verified?.verificationId ?? null,
      ],
    )
    return row ? toDraft(row) : null
  }

  /** The draft of `holder` for `vehicleId` (the holder token is the secret that reads it). */
  async byHolder(site: string, vehicleId: string, holder: string): Promise<CheckoutDraft | null> {
    const [row] = await this.database.query<DraftRow>(
      'SELECT * FROM checkout_drafts WHERE vehicle_id = $1 AND holder = $2 AND site = $3',
      [vehicleId, holder, site],
    )
    return row ? toDraft(row) : null
  }

  /**
   * The draft of whoever holds `vehicleId` now, when that draft's phone was verified as `phone`: the same
   * shopper on another device, who has just verified that number again. With the live lock it answers.
   */
  async ofLiveHolder(
    site: string,
    vehicleId: string,
    phone: string,
  ): Promise<{ draft: CheckoutDraft; lockId: string; expiresAt: string } | null> {
    const [row] = await this.database.query<DraftRow & { lock_id: string; lock_expires_at: Date | string }>(
      `SELECT d.*, l.lock_id, l.expires_at AS lock_expires_at
       FROM vehicle_locks l JOIN checkout_drafts d ON d.vehicle_id = l.vehicle_id AND d.holder = l.holder
       WHERE l.vehicle_id = $1 AND l.site = $2 AND l.expires_at > now()
         AND d.phone = $3 AND d.phone_verified_at IS NOT NULL`,
      [vehicleId, site, phone],
    )
    if (!row) return null
    return { draft: toDraft(row), lockId: row.lock_id, expiresAt: isoTime(row.lock_expires_at) }
  }

  /**
   * Whether verification `verificationId` of `phone` (E.164) was verified for a draft that still exists: a
   * draft's verification stays good for as long as the draft, so a shopper back from a payment page an hour
   * later is not asked for another code.
   */
  async holdsVerification(verificationId: string, phone: string): Promise<boolean> {
    if (!isUuid(verificationId)) return false
    const rows = await this.database.query(
      `SELECT 1 FROM checkout_drafts
       WHERE verification_id = $1 AND phone = $2 AND phone_verified_at IS NOT NULL LIMIT 1`,
      [verificationId, phone],
    )
    return rows.length > 0
  }

  /** The number of the newest order placed with this draft's verified phone for its vehicle, if any. */
  async latestOrderNumber(draft: CheckoutDraft): Promise<string | null> {
    if (!draft.verificationId) return null
    const [row] = await this.database.query<{ order_number: string }>(
      `SELECT order_number FROM orders
       WHERE vehicle_id = $1 AND site = $2 AND metadata->>'verification_id' = $3
       ORDER BY created_at DESC, id DESC LIMIT 1`,
      [draft.vehicleId, draft.site, draft.verificationId],
    )
    return row?.order_number ?? null
  }

  /** Deletes drafts untouched for `olderThanMs` (they hold contact details; housekeeping). */
  async prune(olderThanMs: number): Promise<number> {
    const rows = await this.database.query(
      `DELETE FROM checkout_drafts WHERE updated_at < now() - $1 * interval '1 millisecond' RETURNING holder`,
      [olderThanMs],
    )
    return rows.length
  }
}
