import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto'
import type { Database } from '../db/database.js'
import { parsePhoneNumberFromString } from 'libphonenumber-js/max'
import { e164PhoneNumber } from './phone-number.js'
import { isUuid } from '../db/uuid.js'

/** How long a code lives, how many guesses it allows, and how long a verified number counts for an order. */
export interface PhoneVerificationSettings {
  ttlMs: number
  maxAttempts: number
  verifiedForMs: number
}

export const PHONE_VERIFICATION_DEFAULTS: PhoneVerificationSettings = {
  ttlMs: 10 * 60_000,
  maxAttempts: 5,
  verifiedForMs: 30 * 60_000,
}

/** A verification as create_verification answers it. */
export interface PhoneVerification {
  id: string
  phone: string
  expiresAt: string
}

/**
 * One guess at a code: `approved` (now, or before with the same code: a retried check answers the same),
 * `wrong` with the guesses left, `provider` (the code is the provider's: ask it, then `approve`), or refused
 * without counting: `unknown` (no such verification for this number), `expired`, `exhausted`, `used`
 * (verified with another code: knowing the number alone never yields a verified verification's id).
 */
export type PhoneAttempt =
  | { outcome: 'approved'; id: string }
  | { outcome: 'wrong'; id: string; remaining: number }
  | { outcome: 'provider'; id: string; ref: string; remaining: number }
  | { outcome: 'unknown' | 'expired' | 'exhausted' | 'used'; id: string }

/**
 * The phone_verifications table (server/db/migrations/0009). Codes this server sent itself (the local
 * verifier) are kept as HMAC-SHA256 under a server secret, bound to the row id, so a copy of the table
 * does not give away a 6-digit code by trying all million. Every guess is counted by one conditional
 * UPDATE (`attempts < max`, not expired, not verified) before the code is compared: PostgreSQL re-checks
 * the condition on the locked row, so parallel guesses can never exceed `maxAttempts`. Docs/decisions/025.
 */
export class PhoneVerificationStore {
  readonly settings: PhoneVerificationSettings

  constructor(
    private readonly database: Database,
    private readonly codeSecret: string | Buffer,
    settings: Partial<PhoneVerificationSettings> = {},
  ) {
    this.settings = { ...PHONE_VERIFICATION_DEFAULTS, ...settings }
  }

  /**
   * Records a verification of `phone` (E.164) started by `client` (an IP address) with the provider's
   * `ref`, and `code` when this server checks it. The client's own pending codes for the number end (asking
   * again does not multiply its guesses); another client's stay valid, so a stranger who types the owner's
   * number cannot cancel the code the owner is about to enter (docs/decisions/065). The guesses a number
   * gets over all its codes stay bounded by the per-number limits on asking and checking.
   */
  async create(input: {
    phone: string
    client: string
    ref: string
    code?: string
  }): Promise<PhoneVerification> {
    const id = randomUUID()
    const row = await this.database.transaction(async (tx) => {
      await tx.query(
        `UPDATE phone_verifications SET expires_at = now()
         WHERE phone = $1 AND client = $2 AND verified_at IS NULL AND expires_at > now()`,
        [input.phone, input.client],
      )
      const [inserted] = await tx.query<{ expires_at: Date | string }>(
        `INSERT INTO phone_verifications (id, phone, client, code_hash, provider_ref, expires_at)
         VALUES ($1, $2, $3, $4, $5, now() + $6 * interval '1 millisecond')
         RETURNING expires_at`,
        [
          id,
          input.phone,
          input.client,
          input.code === undefined ? null : this.hash(id, input.code),
          input.ref,
          this.settings.ttlMs,
        ],
      )
      return inserted!
    })
    return { id, phone: input.phone, expiresAt: new Date(row.expires_at).toISOString() }
  }

  /**
   * The verification check_verification means without a verification_id (as 001 §7 sends it): the newest
   * of `phone` that `client` asked for, else the newest of the number. A stranger's newer code never
   * shadows the one the owner asked for from the same address.
   */
  async latestId(phone: string, client: string): Promise<string | undefined> {
    const [row] = await this.database.query<{ id: string }>(
      `SELECT id FROM phone_verifications WHERE phone = $1 ORDER BY (client = $2) DESC, seq DESC LIMIT 1`,
      [phone, client],
    )
    return row?.id
  }

  /** One guess of `code` for verification `id` of `phone` (see PhoneAttempt). */
  async attempt(id: string, phone: string, code: string): Promise<PhoneAttempt> {
    if (!isUuid(id)) return { outcome: 'unknown', id }
    const [claimed] = await this.database.query<{
      attempts: number
      code_hash: string | null
      provider_ref: string | null
    }>(
      `UPDATE phone_verifications SET attempts = attempts + 1
       WHERE id = $1 AND phone = $2 AND verified_at IS NULL AND expires_at > now() AND attempts < $3
       RETURNING attempts, code_hash, provider_ref`,
      [id, phone, this.settings.maxAttempts],
    )
    if (!claimed) return { outcome: await this.whyRefused(id, phone, code), id }
    const remaining = this.settings.maxAttempts - claimed.attempts
    if (claimed.code_hash === null)
      return { outcome: 'provider', id, ref: claimed.provider_ref ?? '', remaining }
    if (!sameHex(claimed.code_hash, this.hash(id, code))) return { outcome: 'wrong', id, remaining }
    await this.approve(id, code)
    return { outcome: 'approved', id }
  }

  /**
   * Marks verification `id` verified with `code` (the local code matched, or the provider approved it). The
   * provider's code is kept as an HMAC from now on, so a retried check with it answers `approved` again.
   */
  async approve(id: string, code: string): Promise<void> {
    await this.database.query(
      `UPDATE phone_verifications SET verified_at = now(), code_hash = coalesce(code_hash, $2)
       WHERE id = $1 AND verified_at IS NULL`,
      [id, this.hash(id, code)],
    )
  }

  /** Ends verification `id` now: the provider says it has none pending any more. */
  async expire(id: string): Promise<void> {
    await this.database.query(
      `UPDATE phone_verifications SET expires_at = least(expires_at, now()) WHERE id = $1 AND verified_at IS NULL`,
      [id],
    )
  }

  /** Gives back the guess counted for `id` when the provider could not be asked (our outage, not a guess). */
  async refund(id: string): Promise<void> {
    await this.database.query(
      `UPDATE phone_verifications SET attempts = attempts - 1 WHERE id = $1 AND attempts > 0`,
      [id],
    )
  }

  /**
   * What order creation asks: verification `verificationId` was verified not longer ago than
   * `verifiedForMs`, and is of `phone` as typed (E.164, international, or national in the verified
   * number's own country). Anything malformed is simply not verified.
   */
  async verifiedFor(verificationId: string, phone: string): Promise<boolean> {
    if (typeof verificationId !== 'string' || !isUuid(verificationId) || typeof phone !== 'string')
      return false
    const [row] = await this.database.query<{ phone: string }>(
      `SELECT phone FROM phone_verifications
       WHERE id = $1 AND verified_at IS NOT NULL AND verified_at > now() - $2 * interval '1 millisecond'`,
      [verificationId, this.settings.verifiedForMs],
    )
    if (!row) return false
    const country = parsePhoneNumberFromString(row.phone)?.country
    if (!country) return false
    const typed = e164PhoneNumber(phone, { country, countries: [country] })
    return 'phone' in typed && typed.phone === row.phone
  }

  /** Drops verifications a day past their end (housekeeping; they count for nothing by then). */
  async prune(): Promise<number> {
    const rows = await this.database.query(
      `DELETE FROM phone_verifications WHERE greatest(expires_at, coalesce(verified_at, expires_at))
       < now() - interval '1 day' RETURNING id`,
    )
    return rows.length
  }

  private async whyRefused(
    id: string,
    phone: string,
    code: string,
  ): Promise<'approved' | 'unknown' | 'expired' | 'exhausted' | 'used'> {
    const [row] = await this.database.query<{
      verified: boolean
      expired: boolean
      code_hash: string | null
    }>(
      `SELECT verified_at IS NOT NULL AS verified, expires_at <= now() AS expired, code_hash
       FROM phone_verifications WHERE id = $1 AND phone = $2`,
      [id, phone],
    )
    if (!row) return 'unknown'
    if (row.verified)
      return row.code_hash !== null && sameHex(row.code_hash, this.hash(id, code)) ? 'approved' : 'used'
    return row.expired ? 'expired' : 'exhausted'
  }

  private hash(id: string, code: string): string {
    return createHmac('sha256', this.codeSecret).update(`${id}\n${code}`).digest('hex')
  }
}

function sameHex(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex')
  const y = Buffer.from(b, 'hex')
  return x.length === y.length && timingSafeEqual(x, y)
}
