// The phone_verifications table (server/db/migrations/0009) through its store: codes kept as HMACs, guesses
// counted by a conditional UPDATE, expiry and the verified window order creation asks about. On embedded
// PGlite always and, with TEST_DATABASE_URL, on PostgreSQL in its own schema, where parallel guesses race
// on many connections.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../server/db/database.js'
import { migrate } from '../../server/db/migrate.js'
import { PhoneVerificationStore } from '../../server/orders/phone-verification-store.js'
import { SmsBudgetStore } from '../../server/orders/sms-budget-store.js'
import { testBackends } from '../helpers/test-backends.js'

const { backends, dropSchema } = testBackends('phone_verification_store_test')
const SECRET = 'test-secret-for-codes'
let phoneSeq = 0
/** A number no earlier test used (the store ends a number's older pending codes). */
const freshPhone = () => `+614${String(10_000_000 + phoneSeq++).slice(-8)}`

describe.each(backends)('phone verifications on %s', (name, open) => {
  let database: Database
  let store: PhoneVerificationStore

  beforeAll(async () => {
    database = await open()
    await migrate(database)
    store = new PhoneVerificationStore(database, SECRET)
  })
  afterAll(async () => {
    if (name === 'PostgreSQL') await dropSchema(database)
    await database.close()
  })

  it('keeps a local code only as an HMAC bound to the row, and approves the right code once', async () => {
    const phone = freshPhone()
    const started = Date.now()
    const v = await store.create({ phone, client: '203.0.113.9', ref: 'local-1', code: '123456' })
    expect(Date.parse(v.expiresAt) - started).toBeGreaterThan(9 * 60_000)
    expect(Date.parse(v.expiresAt) - started).toBeLessThanOrEqual(10 * 60_000 + 5_000)
    const [row] = await database.query<{ code_hash: string; client: string }>(
      'SELECT code_hash, client FROM phone_verifications WHERE id = $1',
      [v.id],
    )
    expect(row?.code_hash).toMatch(/^[0-9a-f]{64}$/)
    expect(row?.code_hash).not.toContain('123456')
    expect(row?.client).toBe('203.0.113.9')
    // The same code in another row hashes differently.
    const other = await store.create({ phone: freshPhone(), client: 'x', ref: 'local-2', code: '123456' })
    const [otherRow] = await database.query<{ code_hash: string }>(
      'SELECT code_hash FROM phone_verifications WHERE id = $1',
      [other.id],
    )
    expect(otherRow?.code_hash).not.toBe(row?.code_hash)

    expect(await store.verifiedFor(v.id, phone)).toBe(false)
    expect(await store.attempt(v.id, phone, '654321')).toEqual({ outcome: 'wrong', id: v.id, remaining: 4 })
    expect(await store.attempt(v.id, phone, '123456')).toEqual({ outcome: 'approved', id: v.id })
    expect(await store.verifiedFor(v.id, phone)).toBe(true)
    // A retried check with the same code answers the same without counting; another code learns nothing.
    expect(await store.attempt(v.id, phone, '123456')).toEqual({ outcome: 'approved', id: v.id })
    expect(await store.attempt(v.id, phone, '000000')).toEqual({ outcome: 'used', id: v.id })
    const [after] = await database.query<{ attempts: number }>(
      'SELECT attempts FROM phone_verifications WHERE id = $1',
      [v.id],
    )
    expect(after?.attempts).toBe(2)
  })

  it('answers verifiedFor only for the verification’s own number, however it is written', async () => {
    const phone = freshPhone()
    const v = await store.create({ phone, client: 'c', ref: 'r', code: '111111' })
    await store.attempt(v.id, phone, '111111')
    const spaced = `${phone.slice(0, 3)} ${phone.slice(3, 6)} ${phone.slice(6, 9)} ${phone.slice(9)}`
    expect(await store.verifiedFor(v.id, spaced)).toBe(true)
    expect(await store.verifiedFor(v.id, `00${phone.slice(1)}`)).toBe(true)
    expect(await store.verifiedFor(v.id, freshPhone())).toBe(false)
    expect(await store.verifiedFor('not-a-uuid', phone)).toBe(false)
    expect(await store.verifiedFor('00000000-0000-4000-8000-000000000000', phone)).toBe(false)
    expect(await store.verifiedFor(v.id, 'not a phone')).toBe(false)
    expect(await store.verifiedFor(42 as unknown as string, phone)).toBe(false)
  })

  it('counts a verified number for verifiedForMs only', async () => {
    const short = new PhoneVerificationStore(database, SECRET, { verifiedForMs: 150 })
    const phone = freshPhone()
    const v = await short.create({ phone, client: 'c', ref: 'r', code: '222222' })
    await short.attempt(v.id, phone, '222222')
    expect(await short.verifiedFor(v.id, phone)).toBe(true)
    await expect.poll(() => short.verifiedFor(v.id, phone), { timeout: 5_000 }).toBe(false)
  })

  it('refuses any guess once the code expired, without counting it', async () => {
    const short = new PhoneVerificationStore(database, SECRET, { ttlMs: 100 })
    const phone = freshPhone()
    const v = await short.create({ phone, client: 'c', ref: 'r', code: '333333' })
    const ended = async () =>
      (
        await database.query<{ ended: boolean }>(
          'SELECT expires_at <= now() AS ended FROM phone_verifications WHERE id = $1',
          [v.id],
        )
      )[0]?.ended
    await expect.poll(ended, { timeout: 5_000 }).toBe(true)
    expect(await short.attempt(v.id, phone, '333333')).toEqual({ outcome: 'expired', id: v.id })
    const [row] = await database.query<{ attempts: number }>(
      'SELECT attempts FROM phone_verifications WHERE id = $1',
      [v.id],
    )
    expect(row?.attempts).toBe(0)
    expect(await short.verifiedFor(v.id, phone)).toBe(false)
  })

  it('ends the client’s own older pending code of a number when it asks again', async () => {
    const phone = freshPhone()
    const first = await store.create({ phone, client: 'c', ref: 'r1', code: '444444' })
    const second = await store.create({ phone, client: 'c', ref: 'r2', code: '555555' })
    expect(await store.latestId(phone, 'c')).toBe(second.id)
    expect(await store.attempt(first.id, phone, '444444')).toEqual({ outcome: 'expired', id: first.id })
    expect(await store.attempt(second.id, phone, '555555')).toEqual({ outcome: 'approved', id: second.id })
  })

  it('keeps the owner’s pending code when a stranger asks for one to the same number', async () => {
    const phone = freshPhone()
    const owner = await store.create({ phone, client: '203.0.113.1', ref: 'r1', code: '121212' })
    const stranger = await store.create({ phone, client: '198.51.100.7', ref: 'r2', code: '343434' })
    // Without an id, each client checks its own newest code; another address the newest of the number.
    expect(await store.latestId(phone, '203.0.113.1')).toBe(owner.id)
    expect(await store.latestId(phone, '198.51.100.7')).toBe(stranger.id)
    expect(await store.latestId(phone, '192.0.2.1')).toBe(stranger.id)
    expect(await store.attempt(owner.id, phone, '121212')).toEqual({ outcome: 'approved', id: owner.id })
    expect(await store.verifiedFor(owner.id, phone)).toBe(true)
    expect(await store.verifiedFor(stranger.id, phone)).toBe(false)
  })

  it('knows a verified number written nationally or internationally, and no other', async () => {
    const phone = '+61412345609'
    const v = await store.create({ phone, client: 'c', ref: 'r', code: '565656' })
    await store.attempt(v.id, phone, '565656')
    for (const typed of ['+61412345609', '0412 345 609', '+61 (0)412 345 609', '٠٤١٢٣٤٥٦٠٩'])
      expect(await store.verifiedFor(v.id, typed)).toBe(true)
    for (const typed of ['0412 345 608', '+971 412 345 609', '', 'x'.repeat(5_000), '0412\u0000345609'])
      expect(await store.verifiedFor(v.id, typed)).toBe(false)
  })

  it('refuses another number’s verification and malformed ids as unknown', async () => {
    const phone = freshPhone()
    const v = await store.create({ phone, client: 'c', ref: 'r', code: '666666' })
    expect(await store.attempt(v.id, freshPhone(), '666666')).toEqual({ outcome: 'unknown', id: v.id })
    expect(await store.attempt('nope', phone, '666666')).toEqual({ outcome: 'unknown', id: 'nope' })
    expect(await store.latestId(freshPhone(), 'c')).toBeUndefined()
  })

  it('lets no more than maxAttempts of many parallel guesses through, and then refuses the right code', async () => {
    const phone = freshPhone()
    const v = await store.create({ phone, client: 'c', ref: 'r', code: '777777' })
    const guesses = Array.from({ length: 30 }, (_, i) => String(100_000 + i))
    const results = await Promise.all(guesses.map((code) => store.attempt(v.id, phone, code)))
    const counted = results.filter((r) => r.outcome === 'wrong')
    expect(counted).toHaveLength(5)
    expect(new Set(counted.map((r) => (r as { remaining: number }).remaining))).toEqual(
      new Set([0, 1, 2, 3, 4]),
    )
    expect(results.filter((r) => r.outcome === 'exhausted')).toHaveLength(25)
    expect(await store.attempt(v.id, phone, '777777')).toEqual({ outcome: 'exhausted', id: v.id })
    const [row] = await database.query<{ attempts: number }>(
      'SELECT attempts FROM phone_verifications WHERE id = $1',
      [v.id],
    )
    expect(row?.attempts).toBe(5)
  })

  it('hands a provider’s code to the provider, keeps it once approved, and refunds a guess it could not ask', async () => {
    const phone = freshPhone()
    const v = await store.create({ phone, client: 'c', ref: 'VE123' })
    expect(await store.attempt(v.id, phone, '888888')).toEqual({
      outcome: 'provider',
      id: v.id,
      ref: 'VE123',
      remaining: 4,
    })
    await store.refund(v.id)
    expect(await store.attempt(v.id, phone, '888888')).toMatchObject({ outcome: 'provider', remaining: 4 })
    await store.approve(v.id, '888888')
    expect(await store.verifiedFor(v.id, phone)).toBe(true)
    expect(await store.attempt(v.id, phone, '888888')).toEqual({ outcome: 'approved', id: v.id })
    expect(await store.attempt(v.id, phone, '999999')).toEqual({ outcome: 'used', id: v.id })
  })

  it('ends a verification the provider no longer has', async () => {
    const phone = freshPhone()
    const v = await store.create({ phone, client: 'c', ref: 'VE456' })
    await store.expire(v.id)
    expect(await store.attempt(v.id, phone, '123456')).toEqual({ outcome: 'expired', id: v.id })
  })

  it('gives exactly the hour’s SMS budget to many parallel takers, and takes a given-back message again', async () => {
    const budget = new SmsBudgetStore(database, 7)
    const taken = await Promise.all(Array.from({ length: 30 }, () => budget.take()))
    expect(taken.filter((t) => t.ok)).toHaveLength(7)
    const refused = taken.filter((t) => !t.ok)
    expect(refused).toHaveLength(23)
    for (const t of refused) {
      expect(t.retryAfterSeconds).toBeGreaterThanOrEqual(1)
      expect(t.retryAfterSeconds).toBeLessThanOrEqual(3600)
    }
    // Refusals counted nothing: the hour holds exactly the budget.
    expect(await budget.used()).toBe(7)
    const first = taken.find((t) => t.ok)!
    await budget.giveBack(first.bucket)
    expect(await budget.used()).toBe(6)
    const [again, over] = await Promise.all([budget.take(), budget.take()])
    expect([again.ok, over.ok].sort()).toEqual([false, true])
    // A budget of 0 sends nothing.
    expect((await new SmsBudgetStore(database, 0).take()).ok).toBe(false)
  })

  it('counts the last sixty minutes, not the clock hour: the turn of an hour gives no second budget', async () => {
    await database.query("DELETE FROM rate_limit_windows WHERE bucket = 'sms-budget'")
    // Five messages 50 minutes ago (the previous clock hour, most likely), five more now: a budget of 10 is spent.
    await database.query(
      `INSERT INTO rate_limit_windows (bucket, window_start, count)
       VALUES ('sms-budget', now() - interval '50 minutes', 5)`,
    )
    const budget = new SmsBudgetStore(database, 10)
    for (let i = 0; i < 5; i++) expect((await budget.take()).ok).toBe(true)
    const refused = await budget.take()
    expect(refused.ok).toBe(false)
    // Free again when the old five leave the hour, in about ten minutes.
    if (!refused.ok) {
      expect(refused.retryAfterSeconds).toBeGreaterThan(9 * 60)
      expect(refused.retryAfterSeconds).toBeLessThanOrEqual(10 * 60 + 1)
    }
    // Once they have left (the bucket moved back past the hour), messages can be sent again.
    await database.query(
      `UPDATE rate_limit_windows SET window_start = now() - interval '61 minutes'
       WHERE bucket = 'sms-budget' AND count = 5 AND window_start < now() - interval '40 minutes'`,
    )
    expect((await budget.take()).ok).toBe(true)
  })
})
