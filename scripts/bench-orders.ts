/**
 * npm run bench:orders: online ordering against a real PostgreSQL (BENCH_PG_URL, default 127.0.0.1:5432),
 * in a database bench_orders_<pid> created and dropped here, on the app's own routes and stores.
 *
 * Run 1: 100 shoppers try to hold the same vehicle at the same moment (POST /buy_online/orders/init):
 * exactly one may win. Run 2: BENCH_CHECKOUTS (1,000) checkouts on BENCH_VEHICLES (200) vehicles by
 * BENCH_CLIENTS (50) concurrent clients, each the real sequence (hold, order, card payment, the provider's
 * signed webhook delivered 1-3 times, sometimes at once, confirm), while the server's database connections
 * are cut (pg_terminate_backend) a few times; clients retry 503s and network errors with the same
 * Idempotency-Key (and the same holder for the hold). Prints checkouts/s, p50 and p99 per call, and the
 * counts that must be 0: vehicles reserved twice, paid orders lost, duplicate orders.
 *
 * Run 3: BENCH_RACE_SHOPPERS (100) shoppers, BENCH_RACE_CLIENTS (20) at a time, each on a vehicle of their
 * own, pay with the local card provider's test card and then, all at the same moment, the provider's
 * webhook arrives while the success page confirms twice (the page and a reload). Counts the confirms
 * answered 409 (each a paying shopper told it failed), money captured without a car (a paid order that
 * does not own its vehicle and was not refunded) and paid orders left unconfirmed. BENCH_ONLY_RACE=1 runs
 * only this one.
 */
import { randomBytes, randomUUID } from 'node:crypto'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Stripe from 'stripe'
import { toMinorUnits } from '../engine/orders/minor-units.js'
import { createApp } from '../server/app.js'
import { seedStock } from '../server/stock/seed-stock.js'
import { RETAILERS_WITH_OWN_VENDOR } from '../server/stock/reference/company-configs.js'
import { benchDatabase, connectionCutter, dropBenchDatabase, percentile, sleep } from './bench/pg-bench.js'

const CHECKOUTS = Number(process.env.BENCH_CHECKOUTS ?? 1000)
const VEHICLES = Number(process.env.BENCH_VEHICLES ?? 200)
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 50)
const RACERS = 100
const CUTS = 4
const DB_NAME = `bench_orders_${process.pid}`
const WEBHOOK_SECRET = `whsec_bench_${randomBytes(8).toString('hex')}`
// The local Stripe verifies webhooks with this secret: the bench signs its deliveries as Stripe would.
process.env.STRIPE_WEBHOOK_SECRET = WEBHOOK_SECRET
const VERIFIED = '11111111-1111-4111-8111-111111111111'
const RACE_SHOPPERS = Number(process.env.BENCH_RACE_SHOPPERS ?? 100)
const RACE_CLIENTS = Number(process.env.BENCH_RACE_CLIENTS ?? 20)
const ONLY_RACE = process.env.BENCH_ONLY_RACE === '1'

type Call = 'init' | 'order' | 'payment' | 'webhook' | 'confirm'
const latencies: Record<Call, number[]> = { init: [], order: [], payment: [], webhook: [], confirm: [] }
let status503 = 0
let networkErrors = 0

/** One call with retries on 503, 429 and network errors, with the same body and Idempotency-Key. */
async function call(
  base: string,
  kind: Call,
  method: 'POST' | 'PUT',
  path: string,
  body: string,
  headers: Record<string, string> = {},
): Promise<{
  status: number
  json: { data?: { data?: Record<string, unknown> }; error?: { code?: string } }
}> {
  const started = performance.now()
  for (let attempt = 0; ; attempt++) {
    try {
      const res = await fetch(`${base}${path}`, {
        method,
        headers: { 'Content-Type': 'application/json', ...headers },
        body,
      })
      const text = await res.text()
      if ((res.status === 503 || res.status === 429 || res.status >= 500) && attempt < 60) {
        if (res.status === 503) status503++
        await sleep(30 + attempt * 30)
        continue
      }
      latencies[kind].push(performance.now() - started)
      return { status: res.status, json: text ? JSON.parse(text) : {} }
    } catch {
      networkErrors++
      if (attempt >= 60) throw new Error(`[bench] gave up on ${kind} ${path}`)
      await sleep(30 + attempt * 30)
    }
  }
}

/** A payment_intent.succeeded event for an intent, signed with the endpoint's secret as Stripe signs. */
function succeeded(intentId: string, amountMinor: number, currency: string, eventId: string) {
  const payload = JSON.stringify({
    id: eventId,
    object: 'event',
    type: 'payment_intent.succeeded',
    created: Math.floor(Date.now() / 1000),
    data: {
      object: {
        id: intentId,
        object: 'payment_intent',
        amount: amountMinor,
        currency: currency.toLowerCase(),
        status: 'succeeded',
        client_secret: '',
        metadata: {},
      },
    },
  })
  return { payload, signature: Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }) }
}

/** POST /buy_online/orders/init for a new shopper (holder). */
async function hold(base: string, vehicleId: string) {
  const holder = randomBytes(18).toString('base64url')
  const init = await call(
    base,
    'init',
    'POST',
    '/buy_online/orders/init',
    JSON.stringify({ vehicle_id: vehicleId, holder }),
  )
  return { holder, init }
}

/** POST /buy_online/payment for a placed order: the card payment's intent. */
function startPayment(
  base: string,
  placed: { order_number: string; amount: string; currency: string },
  vehicleId: string,
  key: string,
) {
  return call(
    base,
    'payment',
    'POST',
    '/buy_online/payment',
    JSON.stringify({
      order_number: placed.order_number,
      payment: { amount: Number(placed.amount), currency: placed.currency, vehicle_id: vehicleId },
    }),
    { 'Idempotency-Key': key },
  )
}

interface Outcome {
  refused: number
  confirmed: Set<string>
  paidIntents: Map<string, string>
}

/** One shopper's checkout of a vehicle: hold, order, pay, webhook(s), confirm. */
async function checkout(base: string, vehicleId: string, n: number, outcome: Outcome) {
  const { holder, init } = await hold(base, vehicleId)
  if (init.status === 409) return void outcome.refused++
  if (init.status !== 201) throw new Error(`[bench] init ${n}: ${init.status} ${JSON.stringify(init.json)}`)
  const lock = init.json.data?.data as { lock_id: string }
  const orderBody = JSON.stringify({
    order: {
      vehicle_id: vehicleId,
      lock_id: lock.lock_id,
      holder,
      verification_id: VERIFIED,
      phone_number: `+614${String(10_000_000 + n).slice(-8)}`,
      customer: { first_name: 'Bench', last_name: `Shopper ${n}`, email: `bench${n}@example.com` },
      finance_option: 'cash',
    },
  })
  const order = await call(base, 'order', 'POST', '/buy_online/orders', orderBody, {
    'Idempotency-Key': `order-${n}-${randomUUID()}`,
  })
  // The hold may have ended under a cut and been taken by another shopper: that checkout is refused.
  if (order.status === 409) return void outcome.refused++
  if (order.status !== 201 && order.status !== 200)
    throw new Error(`[bench] order ${n}: ${order.status} ${JSON.stringify(order.json)}`)
  const placed = order.json.data?.data as { order_number: string; amount: string; currency: string }
  const payment = await startPayment(base, placed, vehicleId, `pay-${n}-${randomUUID()}`)
  if (payment.status === 409) return void outcome.refused++
  if (payment.status !== 201)
    throw new Error(`[bench] payment ${n}: ${payment.status} ${JSON.stringify(payment.json)}`)
  const intentId = (payment.json.data?.data as { payment_intent_id: string }).payment_intent_id
  const event = succeeded(
    intentId,
    toMinorUnits(Number(placed.amount), placed.currency),
    placed.currency,
    `evt_bench_${n}_${randomBytes(6).toString('hex')}`,
  )
  outcome.paidIntents.set(intentId, placed.order_number)
  const deliver = () =>
    call(base, 'webhook', 'POST', '/buy_online/stripe/webhook', event.payload, {
      'Stripe-Signature': event.signature,
    })
  // Stripe delivers at least once: here once, twice one after the other, or twice at the same moment.
  if (n % 3 === 0) await Promise.all([deliver(), deliver()])
  else if (n % 3 === 1) {
    await deliver()
    await deliver()
  } else await deliver()
  const confirmKey = `confirm-${n}-${randomUUID()}`
  for (let tries = 0; tries < 20; tries++) {
    const confirmed = await call(
      base,
      'confirm',
      'PUT',
      `/buy_online/orders/${placed.order_number}/confirm`,
      '{}',
      {
        'Idempotency-Key': `${confirmKey}-${tries}`,
      },
    )
    // A confirm answers the order as it is: 200 and still waiting means ask again.
    if (confirmed.status === 200 && confirmed.json.data?.data?.status === 'confirmed')
      return void outcome.confirmed.add(placed.order_number)
    if (confirmed.status !== 200 && confirmed.json.error?.code !== 'payment_incomplete') return
    await sleep(50)
  }
}

interface RaceOutcome {
  confirms409: number
  confirms: number
  orders: string[]
}

/** Run 3's shopper: hold, order, pay on the card page, then webhook and two confirms at once. */
async function payAndConfirm(
  base: string,
  pay: (intentId: string) => Promise<unknown>,
  vehicleId: string,
  n: number,
  outcome: RaceOutcome,
) {
  const { holder, init } = await hold(base, vehicleId)
  if (init.status !== 201) throw new Error(`[bench] race init ${n}: ${init.status}`)
  const lock = init.json.data?.data as { lock_id: string }
  const order = await call(
    base,
    'order',
    'POST',
    '/buy_online/orders',
    JSON.stringify({
      order: {
        vehicle_id: vehicleId,
        lock_id: lock.lock_id,
        holder,
        verification_id: VERIFIED,
        phone_number: `+614${String(20_000_000 + n).slice(-8)}`,
        customer: { first_name: 'Race', last_name: `Shopper ${n}`, email: `race${n}@example.com` },
        finance_option: 'cash',
      },
    }),
    { 'Idempotency-Key': `race-order-${n}-${randomUUID()}` },
  )
  if (order.status !== 201) throw new Error(`[bench] race order ${n}: ${order.status}`)
  const placed = order.json.data?.data as { order_number: string; amount: string; currency: string }
  outcome.orders.push(placed.order_number)
  const payment = await startPayment(base, placed, vehicleId, `race-pay-${n}-${randomUUID()}`)
  if (payment.status !== 201) throw new Error(`[bench] race payment ${n}: ${payment.status}`)
  const intentId = (payment.json.data?.data as { payment_intent_id: string }).payment_intent_id
  await pay(intentId)
  const event = succeeded(
    intentId,
    toMinorUnits(Number(placed.amount), placed.currency),
    placed.currency,
    `evt_race_${n}_${randomBytes(6).toString('hex')}`,
  )
  const confirm = () =>
    call(base, 'confirm', 'PUT', `/buy_online/orders/${placed.order_number}/confirm`, '{}', {
      'Idempotency-Key': `race-confirm-${n}-${randomUUID()}`,
    })
  const [, ...confirms] = await Promise.all([
    call(base, 'webhook', 'POST', '/buy_online/stripe/webhook', event.payload, {
      'Stripe-Signature': event.signature,
    }),
    confirm(),
    confirm(),
  ])
  outcome.confirms += confirms.length
  outcome.confirms409 += confirms.filter((c) => c.status === 409).length
}

const { admin, database } = await benchDatabase(DB_NAME)
const dataDir = mkdtempSync(join(tmpdir(), 'bench-orders-'))
let ok: boolean
try {
  await seedStock(
    database,
    [
      { key: 'lrdx', brand: 'Land Rover' },
      { key: 'jdx', brand: 'Jaguar' },
    ],
    { count: Math.max(600, VEHICLES * 3) + RACE_SHOPPERS * 4, seed: 1 },
  )
  const vehicles = (
    await database.query<{ id: string }>(
      `SELECT id FROM vehicles WHERE status = 'stock' AND brand = 'Land Rover' AND owner_id <> ALL ($1::text[]) ORDER BY id LIMIT $2`,
      [RETAILERS_WITH_OWN_VENDOR, VEHICLES + 1],
    )
  ).map((row) => row.id)
  if (vehicles.length < VEHICLES + 1) throw new Error(`[bench] only ${vehicles.length} vehicles on sale`)
  // Runs 1 and 2 take these (run 1 the last, which its winner still holds): run 3 takes none of them.
  const earlierRuns = [...vehicles]
  const { app, close, payments } = await createApp({
    database,
    mediaDir: join(dataDir, 'media'),
    dataDir,
    log: (message, error) => {
      if (process.env.BENCH_VERBOSE) console.error(message, error)
    },
    // The orders' mails are not measured; every phone counts as verified (the verification has its own tests).
    forms: { worker: false },
    // Every shopper of the bench comes from this one address: the per-client hold limit (decision 064) would
    // measure itself, not the races.
    orders: { phones: { verifiedFor: async (id) => id === VERIFIED }, holds: { perClient: 1_000_000 } },
  })
  const server = createServer(app)
  server.keepAliveTimeout = 30_000
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

  ok = true
  if (!ONLY_RACE) {
    // Run 1: 100 shoppers, one vehicle, one moment.
    const contested = vehicles.pop() as string
    const racers = await Promise.all(
      Array.from({ length: RACERS }, () =>
        fetch(`${base}/buy_online/orders/init`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ vehicle_id: contested }),
        }).then((r) => r.status),
      ),
    )
    const winners = racers.filter((s) => s === 201).length
    console.log(
      `[bench] ${RACERS} shoppers hold one vehicle at once: ${winners} won, ${racers.filter((s) => s === 409).length} told it is held`,
    )

    const reservedBefore = Number(
      (
        await database.query<{ n: string }>(
          `SELECT count(*)::text AS n FROM vehicles WHERE status = 'reserved'`,
        )
      )[0]?.n,
    )
    // Run 2: checkouts with webhook retries and cut connections.
    const outcome: Outcome = { refused: 0, confirmed: new Set(), paidIntents: new Map() }
    let next = 0
    const cutter = connectionCutter(admin, DB_NAME, { times: CUTS, firstAfterMs: 500, everyMs: 1500 })
    const started = performance.now()
    await Promise.all(
      Array.from({ length: CLIENTS }, async () => {
        for (let n = next++; n < CHECKOUTS; n = next++)
          await checkout(base, vehicles[n % VEHICLES] as string, n, outcome)
      }),
    )
    const seconds = (performance.now() - started) / 1000
    const cuts = await cutter.stop()

    const [counts] = await database.query<{
      twice: string
      lost: string
      duplicates: string
      reserved: string
      owning: string
    }>(
      `SELECT
       (SELECT count(*) FROM (SELECT vehicle_id FROM orders WHERE status IN ('paid', 'authorised', 'confirmed')
          GROUP BY vehicle_id HAVING count(*) > 1) x)::text AS twice,
       (SELECT count(*) FROM orders WHERE payment_ref = ANY($1::text[])
          AND status NOT IN ('paid', 'authorised', 'confirmed', 'manual_review', 'refunded'))::text AS lost,
       (SELECT count(*) FROM (SELECT lock_id FROM orders WHERE lock_id IS NOT NULL GROUP BY lock_id HAVING count(*) > 1) y)::text AS duplicates,
       (SELECT count(*) - $2 FROM vehicles WHERE status = 'reserved')::text AS reserved,
       (SELECT count(DISTINCT vehicle_id) FROM orders WHERE status IN ('paid', 'authorised', 'confirmed'))::text AS owning`,
      [[...outcome.paidIntents.keys()], reservedBefore],
    )
    const c = counts!
    const row = (kind: Call) =>
      `${kind.padEnd(8)} p50 ${percentile(latencies[kind], 0.5).toFixed(1).padStart(6)} ms  p99 ${percentile(latencies[kind], 0.99).toFixed(1).padStart(7)} ms  (${latencies[kind].length} calls)`
    console.log(
      `[bench] ${CHECKOUTS} checkouts on ${VEHICLES} vehicles by ${CLIENTS} clients in ${seconds.toFixed(1)} s: ` +
        `${(CHECKOUTS / seconds).toFixed(1)} checkouts/s; ${outcome.confirmed.size} confirmed, ${outcome.refused} refused (vehicle held or reserved)`,
    )
    console.log(
      `[bench]   connections cut ${cuts} times (${status503} answers 503, ${networkErrors} network errors, retried)`,
    )
    for (const kind of Object.keys(latencies) as Call[]) console.log(`[bench]   ${row(kind)}`)
    console.log(
      `[bench]   vehicles reserved twice ${c.twice}, paid orders lost ${c.lost}, duplicate orders ${c.duplicates}; ` +
        `vehicles newly reserved ${c.reserved} = vehicles owned by an order ${c.owning}`,
    )
    ok =
      ok &&
      winners === 1 &&
      c.twice === '0' &&
      c.lost === '0' &&
      c.duplicates === '0' &&
      c.reserved === c.owning &&
      outcome.confirmed.size === Number(c.owning)
  }

  // Run 3: pay and confirm at once, the webhook racing the success page.
  const raceVehicles = (
    await database.query<{ id: string }>(
      `SELECT id FROM vehicles WHERE status = 'stock' AND brand = 'Land Rover' AND owner_id <> ALL ($1::text[])
       AND id <> ALL ($2::text[]) ORDER BY id LIMIT $3`,
      [RETAILERS_WITH_OWN_VENDOR, earlierRuns, RACE_SHOPPERS],
    )
  ).map((row) => row.id)
  const card = payments.local.card
  if (!card) throw new Error('[bench] no local card provider')
  const race: RaceOutcome = { confirms409: 0, confirms: 0, orders: [] }
  let nextRacer = 0
  await Promise.all(
    Array.from({ length: RACE_CLIENTS }, async () => {
      for (let n = nextRacer++; n < raceVehicles.length; n = nextRacer++)
        await payAndConfirm(
          base,
          (id) => card.pay(id, '4242424242424242'),
          raceVehicles[n] as string,
          n,
          race,
        )
    }),
  )
  const [raced] = await database.query<{ without_car: string; stranded: string; confirmed: string }>(
    `SELECT
       count(*) FILTER (WHERE payment_status = 'paid' AND status NOT IN ('paid', 'authorised', 'confirmed'))::text AS without_car,
       count(*) FILTER (WHERE status IN ('paid', 'authorised'))::text AS stranded,
       count(*) FILTER (WHERE status = 'confirmed')::text AS confirmed
     FROM orders WHERE order_number = ANY ($1::text[])`,
    [race.orders],
  )
  console.log(
    `[bench] ${race.orders.length} shoppers pay and confirm at once (${RACE_CLIENTS} concurrent): ` +
      `${raced!.confirmed} confirmed; confirms answered 409 ${race.confirms409} of ${race.confirms}, ` +
      `money captured without a car ${raced!.without_car}, paid orders stranded ${raced!.stranded}`,
  )
  ok =
    ok &&
    race.confirms409 === 0 &&
    raced!.without_car === '0' &&
    raced!.stranded === '0' &&
    raced!.confirmed === String(race.orders.length)

  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
  await close()
} finally {
  await database.close()
  await dropBenchDatabase(admin, DB_NAME)
  rmSync(dataDir, { recursive: true, force: true })
}
console.log(
  ok
    ? '[bench] ok: one winner, nothing reserved twice, lost or duplicated'
    : '[bench] FAILED: see the counts above',
)
process.exit(ok ? 0 : 1)
