// Holds and free reservations are fair (decision 064): one client holds at most a few vehicles at once,
// counted by holder token and by address, and no vehicle longer than the longest hold; a shopper's release
// lets the vehicle go but a reload gets it back; one verified number has one open free reservation. The
// stores on embedded PGlite always and, with TEST_DATABASE_URL, on PostgreSQL in their own schema, where
// the races are real; the HTTP answers (429 and Retry-After, the beacon, the holds read) on the app.
import { randomUUID } from 'node:crypto'
import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../server/db/database.js'
import { migrate } from '../../server/db/migrate.js'
import type { HoldLimits } from '../../server/orders/hold-limits.js'
import { OrderStore } from '../../server/orders/order-store.js'
import { SoftLockStore, type SoftLock } from '../../server/orders/soft-lock-store.js'
import { generateStock } from '../../server/stock/generate/generate-stock.js'
import { insertStock } from '../../server/stock/insert-stock.js'
import { FREE_RESERVATION_DEALER } from '../../server/stock/reference/company-configs.js'
import { orderBody } from '../helpers/order-body.js'
import { startTestApp, type TestApp } from '../helpers/test-app.js'
import { testBackends } from '../helpers/test-backends.js'

const { backends, dropSchema } = testBackends('hold_limits_test')

const stock = generateStock({ count: 80, seed: 64 })
const onSale = stock.vehicles.filter((v) => v.attributes.status === 'stock').map((v) => v.id)
const MINUTE = 60_000
const TTL = 15 * MINUTE
const LIMITS: HoldLimits = { perClient: 2, maxHoldMs: 45 * MINUTE }

/** A verified phone verification of `phone`, as the verification store leaves it (E.164). */
const verified = async (database: Database, phone: string) => {
  const id = randomUUID()
  await database.query(
    `INSERT INTO phone_verifications (id, phone, client, expires_at, verified_at)
     VALUES ($1, $2, '203.0.113.9', now() + interval '10 minutes', now())`,
    [id, phone],
  )
  return id
}

describe.each(backends)('hold limits on %s', (name, open) => {
  let database: Database
  let locks: SoftLockStore
  let orders: OrderStore
  let next = 0
  const fresh = () => onSale[next++] as string
  const by = (client: string) => ({ client, limits: LIMITS })
  const take = (vehicleId: string, holder: string, client: string) =>
    locks.take('lr', vehicleId, holder, TTL, by(client))

  beforeAll(async () => {
    database = await open()
    await migrate(database)
    await database.transaction((tx) => insertStock(tx, stock))
    locks = new SoftLockStore(database)
    orders = new OrderStore(database)
  })
  afterAll(async () => {
    if (name === 'PostgreSQL') await dropSchema(database)
    await database.close()
  })

  it('lets one client hold two vehicles, by holder token and by address, and renew them', async () => {
    const [a, b, c] = [fresh(), fresh(), fresh()]
    const first = (await take(a, 'holder-one-aaaaaaaa', '198.51.100.1')) as SoftLock
    expect(first.lockId).toBeDefined()
    expect(await take(b, 'holder-one-aaaaaaaa', '198.51.100.1')).toHaveProperty('lockId')
    // A new token from the same address, the same token from a new address: the same client.
    const byAddress = await take(c, 'holder-two-bbbbbbbb', '198.51.100.1')
    expect(byAddress).toMatchObject({ refused: 'too_many_holds' })
    expect((byAddress as { retryAfterSeconds: number }).retryAfterSeconds).toBeGreaterThan(14 * 60)
    expect(await take(c, 'holder-one-aaaaaaaa', '198.51.100.2')).toMatchObject({ refused: 'too_many_holds' })
    // Renewing a hold one has is not a new hold.
    const renewed = (await take(a, 'holder-one-aaaaaaaa', '198.51.100.1')) as SoftLock
    expect(renewed.lockId).toBe(first.lockId)
    // Another client is not counted with them.
    expect(await take(c, 'holder-three-cccccccc', '198.51.100.3')).toHaveProperty('lockId')
    // Letting one go frees a place.
    expect(await locks.release(a, first.lockId, 'holder-one-aaaaaaaa')).toBe(true)
    expect(await take(fresh(), 'holder-four-dddddddd', '198.51.100.1')).toHaveProperty('lockId')
  })

  it('gives a client at its limit only one of many holds asked for at the same moment', async () => {
    const vehicles = Array.from({ length: 8 }, fresh)
    // Each ask with a token of its own (the evasion), all from one address.
    const results = await Promise.all(
      vehicles.map((v, i) => take(v, `parallel-holder-${i}-xxxxxxxx`, '198.51.100.10')),
    )
    expect(results.filter((r) => 'lockId' in r)).toHaveLength(2)
    expect(results.filter((r) => 'refused' in r && r.refused === 'too_many_holds')).toHaveLength(6)
    // One token from many addresses at once: also two.
    const more = Array.from({ length: 6 }, fresh)
    const spread = await Promise.all(
      more.map((v, i) => take(v, 'parallel-single-holder-x', `198.51.101.${i + 1}`)),
    )
    expect(spread.filter((r) => 'lockId' in r)).toHaveLength(2)
    const [{ n }] = (await database.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM vehicle_locks WHERE expires_at > now()
       AND (client = '198.51.100.10' OR holder = 'parallel-single-holder-x')`,
    )) as [{ n: number }]
    expect(n).toBe(4)
  })

  it('renews a hold up to its longest time, then lets others have their turn', async () => {
    const vehicleId = fresh()
    const held = (await take(vehicleId, 'long-holder-aaaaaaaa', '198.51.100.20')) as SoftLock
    expect(Date.parse(held.holdEndsAt!) - Date.parse(held.expiresAt)).toBeGreaterThan(29 * MINUTE)
    // 40 minutes into the hold, "More time" gives the 5 minutes left, not 15.
    await database.query(
      `UPDATE vehicle_locks SET created_at = now() - interval '40 minutes' WHERE vehicle_id = $1`,
      [vehicleId],
    )
    const renewed = (await take(vehicleId, 'long-holder-aaaaaaaa', '198.51.100.20')) as SoftLock
    expect(renewed.lockId).toBe(held.lockId)
    expect(renewed.expiresAt).toBe(renewed.holdEndsAt)
    const left = Date.parse(renewed.expiresAt) - Date.now()
    expect(left).toBeGreaterThan(4 * MINUTE)
    expect(left).toBeLessThan(6 * MINUTE)
    const extended = await locks.extend(vehicleId, held.lockId, 'long-holder-aaaaaaaa', TTL, LIMITS.maxHoldMs)
    expect(extended!.expiresAt).toBe(renewed.holdEndsAt)
    // The hold ran to its end: neither its token nor its address may take it again for a hold period.
    await database.query(
      `UPDATE vehicle_locks SET created_at = now() - interval '46 minutes', expires_at = now() - interval '1 minute'
       WHERE vehicle_id = $1`,
      [vehicleId],
    )
    const again = await take(vehicleId, 'long-holder-aaaaaaaa', '198.51.100.20')
    expect(again).toMatchObject({ refused: 'hold_time_used' })
    expect((again as { retryAfterSeconds: number }).retryAfterSeconds).toBeGreaterThan(13 * 60)
    expect(await take(vehicleId, 'new-token-same-address', '198.51.100.20')).toMatchObject({
      refused: 'hold_time_used',
    })
    // Anyone else may take it at once; after a hold period the first client may again (a new hold).
    await database.query(
      `UPDATE vehicle_locks SET expires_at = now() - interval '16 minutes' WHERE vehicle_id = $1`,
      [vehicleId],
    )
    const later = (await take(vehicleId, 'long-holder-aaaaaaaa', '198.51.100.20')) as SoftLock
    expect(Date.parse(later.holdEndsAt!) - Date.now()).toBeGreaterThan(44 * MINUTE)
    await locks.release(vehicleId, later.lockId, 'long-holder-aaaaaaaa')
    expect(await take(vehicleId, 'someone-else-zzzzzzzz', '198.51.100.21')).toHaveProperty('lockId')
  })

  it('releases only the holder’s own lock, and gives it back with its id to the holder’s reload', async () => {
    const vehicleId = fresh()
    const held = (await take(vehicleId, 'leaving-holder-aaaaa', '198.51.100.30')) as SoftLock
    expect(await locks.release(vehicleId, held.lockId, 'a-stranger-bbbbbbbbb')).toBe(false)
    expect(await locks.heldAmong([vehicleId])).toEqual([vehicleId])
    expect(await locks.heldAmong([vehicleId], 'leaving-holder-aaaaa')).toEqual([])
    expect(await locks.release(vehicleId, held.lockId, 'leaving-holder-aaaaa')).toBe(true)
    expect(await locks.heldAmong([vehicleId])).toEqual([])
    expect(await locks.live(vehicleId, held.lockId)).toBeNull()
    // The reload after the pagehide: the same hold, the same lock id.
    const back = (await take(vehicleId, 'leaving-holder-aaaaa', '198.51.100.30')) as SoftLock
    expect(back.lockId).toBe(held.lockId)
    // Released and taken by someone else: the first shopper's reload finds it held.
    await locks.release(vehicleId, held.lockId, 'leaving-holder-aaaaa')
    expect(await take(vehicleId, 'next-shopper-cccccccc', '198.51.100.31')).toHaveProperty('lockId')
    expect(await take(vehicleId, 'leaving-holder-aaaaa', '198.51.100.30')).toEqual({ refused: 'held' })
  })

  it('keeps one open free reservation per verified number, also when two are placed at once', async () => {
    const free = async (phone: string) => {
      const vehicleId = fresh()
      const lock = (await locks.take('lr', vehicleId, `free-${vehicleId}`, TTL)) as SoftLock
      return orders.create({
        site: 'lr',
        locale: 'en',
        vehicleId,
        lockId: lock.lockId,
        vendor: 'NO_PAYMENT_JAPAN',
        amountMinor: 0,
        currency: 'AUD',
        customer: { phone_number: phone },
        metadata: {},
        freeReservationOf: await verified(database, phone),
      })
    }
    const first = await free('+61400000101')
    // The same number written another way is the same verified number (E.164 in the verification).
    await expect(free('+61400000101')).rejects.toMatchObject({ code: 'free_reservation_open' })
    await orders.move(first.order_number, { to: 'confirmed', reason: 'confirmed', actor: 'shopper' })
    await expect(free('+61400000101')).rejects.toMatchObject({ code: 'free_reservation_open' })
    await orders.move(first.order_number, { to: 'cancelled', reason: 'by the dealer', actor: 'admin' })
    expect((await free('+61400000101')).status).toBe('created')
    // Two at the same moment: one of them.
    const race = await Promise.allSettled([free('+61400000102'), free('+61400000102'), free('+61400000102')])
    expect(race.filter((r) => r.status === 'fulfilled')).toHaveLength(1)
    for (const r of race.filter((r) => r.status === 'rejected'))
      expect((r as PromiseRejectedResult).reason).toMatchObject({ code: 'free_reservation_open' })
    // Paid orders are not limited by it.
    const paidVehicle = fresh()
    const lock = (await take(paidVehicle, 'paid-holder-aaaaaaaa', '198.51.100.41')) as SoftLock
    const paid = await orders.create({
      site: 'lr',
      locale: 'en',
      vehicleId: paidVehicle,
      lockId: lock.lockId,
      vendor: 'STRIPE',
      amountMinor: 50_000,
      currency: 'AUD',
      customer: { phone_number: '+61400000102' },
      metadata: {},
    })
    expect(paid.status).toBe('created')
  })
})

describe('hold limits through the API', () => {
  let t: TestApp
  let vehicles: string[]
  let freeVehicles: string[]
  const phones = new Set<string>()
  const take = (vehicleId: string, address: string, extra: Record<string, unknown> = {}) =>
    request(t.app)
      .post('/buy_online/orders/init')
      .set('X-Forwarded-For', address)
      .send({ vehicle_id: vehicleId, ...extra })

  beforeAll(async () => {
    t = await startTestApp({
      orders: {
        phones: { verifiedFor: async (id) => phones.has(id) },
        holds: { perClient: 2, maxHoldMs: 45 * MINUTE },
      },
    })
    const ids = (owner: string, same: boolean) =>
      t.database.query<{ id: string }>(
        `SELECT id FROM vehicles WHERE status = 'stock' AND brand = 'Land Rover'
         AND (owner_id = $1) = $2 ORDER BY id LIMIT 12`,
        [owner, same],
      )
    vehicles = (await ids(FREE_RESERVATION_DEALER, false)).map((r) => r.id)
    freeVehicles = (await ids(FREE_RESERVATION_DEALER, true)).map((r) => r.id)
  })
  afterAll(() => t.close())

  it('answers a client past its limit 429 too_many_holds with Retry-After, whatever token it sends', async () => {
    const [a, b, c] = vehicles as [string, string, string]
    await take(a, '192.0.2.1').expect(201)
    await take(b, '192.0.2.1').expect(201)
    const refused = await take(c, '192.0.2.1').expect(429)
    expect(refused.body.error.code).toBe('too_many_holds')
    expect(refused.body.error.message).toMatch(/already reserving 2 vehicles/)
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(14 * 60)
    // An IPv6 client is its /64: a new address in it is the same client.
    await take(vehicles[3]!, '2001:db8:1:2::1').expect(201)
    await take(vehicles[4]!, '2001:db8:1:2::2').expect(201)
    const six = await take(vehicles[5]!, '2001:db8:1:2:ffff::3').expect(429)
    expect(six.body.error.code).toBe('too_many_holds')
    await take(vehicles[5]!, '2001:db8:1:3::1').expect(201)
  })

  it('releases by beacon (text/plain), only with the holder’s own token, and shows holds by id', async () => {
    const vehicleId = vehicles[6]!
    const lock = (await take(vehicleId, '192.0.2.2').expect(201)).body.data.data
    const holds = async (holder?: string) =>
      (
        await request(t.app)
          .get(`/buy_online/holds?vehicle_ids=${vehicleId},${vehicles[7]}`)
          .set(holder ? { 'Hold-Holder': holder } : {})
          .expect(200)
      ).body.data.data.held
    expect(await holds()).toEqual([vehicleId])
    expect(await holds(lock.holder)).toEqual([])
    const beacon = (holder: string) =>
      request(t.app)
        .post('/buy_online/orders/release')
        .set('Content-Type', 'text/plain;charset=UTF-8')
        .send(JSON.stringify({ vehicle_id: vehicleId, lock_id: lock.lock_id, holder }))
        .expect(204)
    await beacon('someone-elses-token-xx')
    expect(await holds()).toEqual([vehicleId])
    await beacon(lock.holder)
    expect(await holds()).toEqual([])
    // The reload after it: the same lock.
    const back = (
      await take(vehicleId, '192.0.2.2', { holder: lock.holder, lock_id: lock.lock_id }).expect(201)
    ).body.data.data
    expect(back.lock_id).toBe(lock.lock_id)
    // A beacon of the page before the reload, arriving late: the hold was renewed since, so it stays.
    await request(t.app)
      .post('/buy_online/orders/release')
      .set('Content-Type', 'text/plain')
      .send(
        JSON.stringify({
          vehicle_id: vehicleId,
          lock_id: lock.lock_id,
          holder: lock.holder,
          expires_at: lock.expires_at,
        }),
      )
      .expect(204)
    expect(await holds()).toEqual([vehicleId])
    await request(t.app).get('/buy_online/holds?vehicle_ids=').expect(400)
    const tooMany = Array.from({ length: 61 }, (_, i) => `v${i}`).join(',')
    await request(t.app).get(`/buy_online/holds?vehicle_ids=${tooMany}`).expect(400)
    const missing = await request(t.app)
      .post('/buy_online/orders/release')
      .send({ vehicle_id: vehicleId, lock_id: lock.lock_id })
      .expect(422)
    expect(JSON.stringify(missing.body.error.details)).toContain('holder')
  })

  it('answers a second free reservation of one number 409 free_reservation_open', async () => {
    const reserve = async (vehicleId: string, address: string) => {
      const lock = (await take(vehicleId, address).expect(201)).body.data.data
      expect(lock.reservation.free).toBe(true)
      const verification = await verified(t.database, '+61400123456')
      phones.add(verification)
      return request(t.app)
        .post('/buy_online/orders')
        .set('X-Forwarded-For', address)
        .send(orderBody(vehicleId, lock, { verification_id: verification }))
    }
    expect((await reserve(freeVehicles[0]!, '192.0.2.3')).status).toBe(201)
    const second = await reserve(freeVehicles[1]!, '192.0.2.4')
    expect(second.status).toBe(409)
    expect(second.body.error.code).toBe('free_reservation_open')
    expect(second.body.error.message).toMatch(/already has a free reservation open/)
  })
})
