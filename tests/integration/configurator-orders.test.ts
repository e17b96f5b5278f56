// The configurator journey ends in a real order (issue 25 item 8, docs/decisions/070): `orders/init` with a
// config_url holds the shopper's own build of the configured vehicle, which is then ordered, paid with the
// local Stripe and confirmed like a stock vehicle, its configuration and choices kept in the summary. Two
// shoppers order one configuration; builds never reach the stock; a bad config_url is a JSON error; the hold
// limits apply. On the seeded PGlite and, with TEST_DATABASE_URL, on PostgreSQL in a schema of its own.
import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../server/db/database.js'
import { VehicleBuildStore } from '../../server/orders/vehicle-build-store.js'
import { RETAILERS_WITH_OWN_VENDOR } from '../../server/stock/reference/company-configs.js'
import { PHONE, VERIFIED, orderBody } from '../helpers/order-body.js'
import { startTestApp, type TestApp } from '../helpers/test-app.js'
import { seededBackend } from '../helpers/seeded-backend.js'
import { testBackends } from '../helpers/test-backends.js'

const { backends, dropSchema } = testBackends('configurator_orders_test')
const JAGUAR = 'jaguar.localhost'
/** A build's id anywhere in a text. */
const BUILD_ID = /build-[A-Za-z0-9_-]{16}/

for (const [backend, open] of backends)
  describe(`the configurator journey's orders on ${backend}`, () => {
    let t: TestApp
    let own: Database | undefined
    let landRover: string
    let jaguar: string
    let address = 0
    /** Each shopper its own address, so the hold limits (2 per client here) are one shopper's. */
    const shopper = () => `198.51.100.${++address}`

    const init = (body: Record<string, unknown>, from: string, host = 'localhost') =>
      request(t.app).post('/buy_online/orders/init').set('Host', host).set('X-Forwarded-For', from).send(body)

    const choices = {
      finance_option: 'lease',
      metadata: {
        trade_in: { isTradeInOn: false },
        payment_choice: { type: 'lease', termMonths: 36, depositPercent: 10 },
        service_pack: { id: 'service-3y' },
      },
    }

    beforeAll(async () => {
      // PGlite starts from the seeded dump; a PostgreSQL schema is migrated and seeded here.
      own = await seededBackend(backend, open)
      t = await startTestApp({
        auth: true,
        orders: {
          phones: { verifiedFor: async (id, phone) => id === VERIFIED && phone === PHONE },
          holds: { perClient: 2 },
        },
        ...(own ? { database: own } : {}),
      })
      const configured = (brand: string) =>
        t.database.query<{ config_url: string }>(
          `SELECT config_url FROM vehicle_configs WHERE data->'attributes'->>'nameplate_brand_name' = $1
           AND data->'attributes'->>'owner_id' <> ALL ($2::text[]) ORDER BY config_url LIMIT 1`,
          [brand, RETAILERS_WITH_OWN_VENDOR],
        )
      landRover = (await configured('Land Rover'))[0]!.config_url
      jaguar = (await configured('Jaguar'))[0]!.config_url
    }, 240_000)
    afterAll(async () => {
      if (own) await dropSchema(own)
      await t?.close()
    })

    it('orders a build end to end: held, ordered with its choices, paid by the local card, confirmed, mailed', async () => {
      const from = shopper()
      const hold = (await init({ config_url: landRover }, from).expect(201)).body.data.data
      expect(hold).toMatchObject({
        vehicle_id: expect.stringMatching(/^build-[A-Za-z0-9_-]{16}$/),
        config_url: landRover,
        reservation: { vendor: 'STRIPE', currency: 'AUD', free: false },
      })
      // The same shopper again (a reload, "More time") holds the same build with the same lock.
      const again = (
        await init({ config_url: landRover, holder: hold.holder, lock_id: hold.lock_id }, from).expect(201)
      ).body.data.data
      expect(again).toMatchObject({ vehicle_id: hold.vehicle_id, lock_id: hold.lock_id })

      const buildId = hold.vehicle_id as string
      const summary = (
        await request(t.app)
          .post('/buy_online/orders/summary')
          .send({ order: { vehicle_id: buildId, locale: 'en', ...choices } })
          .expect(200)
      ).body.data.data
      expect(summary).toMatchObject({
        vehicle: { id: buildId },
        build: { config_url: landRover, version: expect.any(String), colour: expect.any(String) },
        finance: { type: 'lease', loan_tenure: 36 },
        service_plan: { id: 'service-3y' },
        retailer: { uuid: expect.any(String) },
      })
      expect(Array.isArray(summary.build.features)).toBe(true)

      const order = (
        await request(t.app)
          .post('/buy_online/orders')
          .send(orderBody(buildId, hold, { ...choices, locale: 'en' }))
          .expect(201)
      ).body.data.data
      const intent = (
        await request(t.origin as string)
          .post('/buy_online/payment')
          .send({
            order_number: order.order_number,
            payment: { amount: Number(order.amount), currency: order.currency, vehicle_id: buildId },
          })
          .expect(201)
      ).body.data.data
      expect(
        (await t.payments.local.card!.pay(intent.payment_intent_id, '4242424242424242')).intent.status,
      ).toBe('succeeded')
      const status = async () =>
        (await request(t.app).get(`/buy_online/orders/${order.order_number}`)).body.data.data.status
      await expect.poll(status, { timeout: 15_000 }).toBe('paid')
      const confirmed = (
        await request(t.app).put(`/buy_online/orders/${order.order_number}/confirm`).send({}).expect(200)
      ).body.data.data
      expect(confirmed.status).toBe('confirmed')

      const [kept] = await t.database.query<{ metadata: Record<string, unknown>; vehicle_id: string }>(
        'SELECT metadata, vehicle_id FROM orders WHERE order_number = $1',
        [order.order_number],
      )
      expect(kept).toMatchObject({
        vehicle_id: buildId,
        metadata: {
          config_url: landRover,
          finance_option: 'lease',
          summary: { build: { config_url: landRover }, finance: { type: 'lease' } },
        },
      })
      // The build belongs to its order now: it is reserved, and the shopper's next checkout is a new build.
      expect((await new VehicleBuildStore(t.database).vehicle(buildId))?.attributes.status).toBe('reserved')
      const next = (await init({ config_url: landRover, holder: hold.holder }, from).expect(201)).body.data
        .data
      expect(next.vehicle_id).not.toBe(buildId)
      await request(t.app)
        .post('/buy_online/orders/release')
        .send({ vehicle_id: next.vehicle_id, lock_id: next.lock_id, holder: next.holder })
        .expect(204)

      const jobs = await t.database.query<{ kind: string }>(
        `SELECT j.kind FROM jobs j JOIN orders o ON o.id = j.order_id WHERE o.order_number = $1
         AND j.kind IN ('order_notification', 'order_confirmation') ORDER BY j.kind`,
        [order.order_number],
      )
      expect(jobs.map((j) => j.kind)).toEqual(['order_confirmation', 'order_notification'])

      // The confirmation page shows the build's configuration and the choices.
      const page = await request(t.app)
        .get(`/showroom-order-online/confirmation/${order.order_number}`)
        .expect(200)
      expect(page.text).toContain('data-summary="configuration"')
      expect(page.text).toContain('data-summary="features"')
      expect(page.text).toContain('data-summary="service_plan"')
      expect(page.text).toContain(summary.build.version)
    })

    it('opens the checkout of a build by its id (a payment page’s way back), of its own brand only', async () => {
      const hold = (await init({ config_url: landRover }, shopper()).expect(201)).body.data.data
      const page = await request(t.app)
        .get(`/showroom-order-online/checkout?vehicle=${hold.vehicle_id}`)
        .expect(200)
      // The island takes the build's configuration again: the shopper's holder finds this same build.
      expect(page.text).toContain(`"configUrl":${JSON.stringify(landRover)}`)
      await request(t.app)
        .get(`/showroom-order-online/checkout?vehicle=${hold.vehicle_id}`)
        .set('Host', JAGUAR)
        .expect(404)
      await request(t.app)
        .get(`/showroom-order-online/checkout?config_url=${encodeURIComponent(landRover)}`)
        .expect(200)
      await request(t.app).get('/showroom-order-online/checkout?config_url=not-a-url').expect(404)
      await request(t.app)
        .post('/buy_online/orders/release')
        .send({ vehicle_id: hold.vehicle_id, lock_id: hold.lock_id, holder: hold.holder })
        .expect(204)
    })

    it('gives two shoppers of one configuration a build each, both ordered', async () => {
      const [a, b] = [shopper(), shopper()]
      const first = (await init({ config_url: landRover }, a).expect(201)).body.data.data
      const second = (await init({ config_url: landRover }, b).expect(201)).body.data.data
      expect(second.vehicle_id).not.toBe(first.vehicle_id)
      // A build is its holder's only: another shopper cannot hold it, and is not told it exists.
      await init({ vehicle_id: first.vehicle_id }, b).expect(404)
      const placed = await Promise.all(
        [first, second].map((hold) =>
          request(t.app).post('/buy_online/orders').send(orderBody(hold.vehicle_id, hold)).expect(201),
        ),
      )
      expect(new Set(placed.map((res) => res.body.data.data.order_number)).size).toBe(2)
    })

    it('never shows builds in the stock lists, the search or the vehicle pages', async () => {
      const [build] = await t.database.query<{ id: string }>('SELECT id FROM vehicle_builds LIMIT 1')
      expect(build).toBeDefined()
      for (const list of ['new', 'used', 'approved']) {
        const listed = await request(t.app).get(`/listing/${list}`).expect(200)
        expect(listed.text.match(BUILD_ID)).toBeNull()
      }
      const counted = (await request(t.app).get('/listing/new/light?items=1').expect(200)).body
      const [stock] = await t.database.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM vehicles WHERE list = 'new' AND status <> 'sold'",
      )
      expect(JSON.stringify(counted).match(BUILD_ID)).toBeNull()
      expect(stock!.n).toBeGreaterThan(0)
      const found = await request(t.app).get('/search?keyword=range').expect(200)
      expect(found.text.match(BUILD_ID)).toBeNull()
      await request(t.app).get(`/showroom/range-rover-${build!.id}`).expect(404)
      await request(t.app).get(`/showroom-order-online/vehicle/${build!.id}`).expect(404)
    })

    it('answers an unknown, foreign-brand or malformed config_url with a JSON error naming it', async () => {
      const from = shopper()
      const unknown = await init({ config_url: 'https://configurator.example.com/au/none/x-1' }, from).expect(
        404,
      )
      expect(unknown.body.error).toMatchObject({
        code: 'unknown_vehicle',
        details: [{ field: 'config_url' }],
      })
      // Each site sells its own brand: the Jaguar configuration is not the Land Rover site's, and back.
      await init({ config_url: jaguar }, from).expect(404)
      await init({ config_url: landRover }, from, JAGUAR).expect(404)
      const jaguarHold = (await init({ config_url: jaguar }, from, JAGUAR).expect(201)).body.data.data
      expect(jaguarHold.reservation.vendor).toBe('PAYPAL')
      const malformed = await init({ config_url: 'not a url' }, from).expect(422)
      expect(malformed.body.error.details).toEqual([expect.objectContaining({ field: 'config_url' })])
      const both = await init({ config_url: landRover, vehicle_id: 'abc' }, from).expect(422)
      expect(both.body.error.details).toEqual([expect.objectContaining({ field: 'vehicle_id' })])
      await init({}, from).expect(422)
      expect(await t.database.query("SELECT 1 FROM vehicle_builds WHERE config_url LIKE '%none%'")).toEqual(
        [],
      )
    })

    it('counts builds in the hold limits of the shopper', async () => {
      const from = shopper()
      await init({ config_url: landRover }, from).expect(201)
      const [stock] = await t.database.query<{ id: string }>(
        `SELECT id FROM vehicles WHERE status = 'stock' AND brand = 'Land Rover' AND owner_id <> ALL ($1::text[])
         AND id NOT IN (SELECT vehicle_id FROM vehicle_locks) ORDER BY id LIMIT 1`,
        [RETAILERS_WITH_OWN_VENDOR],
      )
      await init({ vehicle_id: stock!.id }, from).expect(201)
      const builds = async () => (await t.database.query('SELECT id FROM vehicle_builds')).length
      const before = await builds()
      const third = await init({ config_url: jaguar }, from, JAGUAR).expect(429)
      expect(third.body.error.code).toBe('too_many_holds')
      expect(third.headers['retry-after']).toMatch(/^\d+$/)
      // The build made for the refused hold is not kept.
      expect(await builds()).toBe(before)
    })

    it('lets one client make at most 20 new builds an hour, keeping none it refused', async () => {
      const from = shopper()
      const builds = async () =>
        (
          await t.database.query<{ n: number }>(
            'SELECT count(*)::int AS n FROM vehicle_builds WHERE config_url = $1',
            [landRover],
          )
        )[0]!.n
      const before = await builds()
      const codes: string[] = []
      // A new holder token each time: a new build each time (past the second, the hold limit refuses it).
      for (let i = 0; i < 21; i++) {
        const res = await init({ config_url: landRover }, from)
        codes.push(res.status === 201 ? 'held' : (res.body.error.code as string))
      }
      expect(codes.slice(0, 2)).toEqual(['held', 'held'])
      expect(codes.slice(2, 20).every((code) => code === 'too_many_holds')).toBe(true)
      expect(codes[20]).toBe('rate_limited')
      // Only the two held builds were kept.
      expect((await builds()) - before).toBe(2)
    })

    it('sweeps builds nobody ordered once their hold is long over, and keeps ordered ones', async () => {
      const hold = (await init({ config_url: landRover }, shopper()).expect(201)).body.data.data
      await t.database.query(
        `UPDATE vehicle_builds SET created_at = now() - interval '3 hours' WHERE id = $1`,
        [hold.vehicle_id],
      )
      await t.database.query(
        `UPDATE vehicle_locks SET expires_at = now() - interval '2 hours' WHERE vehicle_id = $1`,
        [hold.vehicle_id],
      )
      await t.database.query(
        `UPDATE vehicle_builds SET created_at = now() - interval '3 hours' WHERE id IN (SELECT vehicle_id FROM orders)`,
      )
      const ordered = await t.database.query<{ id: string }>(
        'SELECT id FROM vehicle_builds WHERE id IN (SELECT vehicle_id FROM orders)',
      )
      expect(await new VehicleBuildStore(t.database).sweep(60 * 60_000)).toBeGreaterThanOrEqual(1)
      expect(await t.database.query('SELECT 1 FROM vehicle_builds WHERE id = $1', [hold.vehicle_id])).toEqual(
        [],
      )
      expect(
        await t.database.query('SELECT 1 FROM vehicle_locks WHERE vehicle_id = $1', [hold.vehicle_id]),
      ).toEqual([])
      const kept = await t.database.query<{ id: string }>(
        'SELECT id FROM vehicle_builds WHERE id IN (SELECT vehicle_id FROM orders)',
      )
      expect(kept.length).toBe(ordered.length)
      expect(kept.length).toBeGreaterThanOrEqual(3)
    })
  })
