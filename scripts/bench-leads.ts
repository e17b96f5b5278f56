/**
 * npm run bench:leads: the lead post against a real PostgreSQL (127.0.0.1:5432, user postgres, trust
 * auth; BENCH_PG_URL to change), in a database bench_leads_<pid> created and dropped here.
 *
 * Run 1: 2,000 leads posted by 50 concurrent clients, each with an Idempotency-Key; about 10 % are
 * posted again with the same key (a client that lost the answer). Run 2: the same while the server's
 * connections are cut (pg_terminate_backend) a few times mid-run, as a database restart would; clients
 * retry 503s and network errors with the same key. Prints accepted leads/s, p50/p99 latency and the
 * counts stored, duplicated and lost (both must be 0).
 */
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createApp } from '../server/app.js'
import type { Database } from '../server/db/database.js'
import { seedForms } from '../server/forms/seed-forms.js'
import { benchDatabase, connectionCutter, dropBenchDatabase, percentile, sleep } from './bench/pg-bench.js'

const LEADS = Number(process.env.BENCH_LEADS ?? 2000)
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 50)
const RETRY_SHARE = 0.1
const CUTS = 4
const DB_NAME = `bench_leads_${process.pid}`

interface RunResult {
  accepted: Map<string, string>
  latencies: number[]
  seconds: number
  retriedSameKey: number
  mismatchedReplays: number
  status503: number
  networkErrors: number
}

function leadBody(run: string, n: number) {
  return JSON.stringify({
    attributes: {
      first_name: `Bench ${run}-${n}`,
      last_name: 'Shopper',
      email: `bench${n}@example.com`,
      phone: '+61 400 000 000',
      model: 'defender_110',
      consent: true,
      source_page: '/test-drive',
    },
  })
}

/** One POST with retries on 503, 429 and network errors, always with the same key. */
async function post(
  base: string,
  key: string,
  body: string,
  result: RunResult,
): Promise<{ status: number; text: string }> {
  for (let attempt = 0; ; attempt++) {
    try {
      const res = await fetch(`${base}/forms/test-drive/leads`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Idempotency-Key': key },
        body,
      })
      const text = await res.text()
      if (res.status === 503 || res.status === 429) {
        if (res.status === 503) result.status503++
        if (attempt > 50) return { status: res.status, text }
        await sleep(50 + attempt * 50)
        continue
      }
      return { status: res.status, text }
    } catch {
      result.networkErrors++
      if (attempt > 50) throw new Error(`[bench] gave up on ${key}`)
      await sleep(50 + attempt * 50)
    }
  }
}

async function run(base: string, name: string): Promise<RunResult> {
  const result: RunResult = {
    accepted: new Map(),
    latencies: [],
    seconds: 0,
    retriedSameKey: 0,
    mismatchedReplays: 0,
    status503: 0,
    networkErrors: 0,
  }
  let next = 0
  const start = performance.now()
  const client = async () => {
    for (let n = next++; n < LEADS; n = next++) {
      const key = `bench-${name}-${n}`
      const body = leadBody(name, n)
      const t0 = performance.now()
      const first = await post(base, key, body, result)
      if (first.status !== 201) throw new Error(`[bench] lead ${n}: ${first.status} ${first.text}`)
      result.latencies.push(performance.now() - t0)
      const id = (JSON.parse(first.text) as { data: { data: { id: string } } }).data.data.id
      result.accepted.set(key, id)
      // A client that did not see the answer posts again with the same key.
      if (n % Math.round(1 / RETRY_SHARE) === 0) {
        result.retriedSameKey++
        const again = await post(base, key, body, result)
        if (again.status !== 201 || again.text !== first.text) result.mismatchedReplays++
      }
    }
  }
  await Promise.all(Array.from({ length: CLIENTS }, client))
  result.seconds = (performance.now() - start) / 1000
  return result
}

async function counts(database: Database, name: string, accepted: Map<string, string>) {
  const rows = await database.query<{ id: string; first_name: string }>(
    `SELECT id, attributes->>'first_name' AS first_name FROM leads WHERE attributes->>'first_name' LIKE $1`,
    [`Bench ${name}-%`],
  )
  const byName = new Map<string, number>()
  for (const r of rows) byName.set(r.first_name, (byName.get(r.first_name) ?? 0) + 1)
  const ids = new Set(rows.map((r) => r.id))
  const duplicated = [...byName.values()].reduce((sum, c) => sum + (c - 1), 0)
  const lost = [...accepted.values()].filter((id) => !ids.has(id)).length + (LEADS - accepted.size)
  return { stored: rows.length, duplicated, lost }
}

function report(
  label: string,
  r: RunResult,
  c: { stored: number; duplicated: number; lost: number },
  cuts = 0,
) {
  console.log(
    `[bench] ${label}: ${LEADS} leads, ${CLIENTS} clients, ${r.retriedSameKey} retried with the same key` +
      (cuts
        ? `, connections cut ${cuts} times (${r.status503} answers 503, ${r.networkErrors} network errors)`
        : ''),
  )
  console.log(
    `[bench]   ${(LEADS / r.seconds).toFixed(0)} accepted leads/s, p50 ${percentile(r.latencies, 0.5).toFixed(1)} ms, p99 ${percentile(r.latencies, 0.99).toFixed(1)} ms`,
  )
  console.log(
    `[bench]   stored ${c.stored}, duplicated ${c.duplicated}, lost ${c.lost}, replays differing from the first answer ${r.mismatchedReplays}`,
  )
  return c.duplicated === 0 && c.lost === 0 && c.stored === LEADS && r.mismatchedReplays === 0
}

const { admin, database } = await benchDatabase(DB_NAME)
const outbox = mkdtempSync(join(tmpdir(), 'bench-leads-'))
let ok: boolean
try {
  // The demo forms; the pages are not needed.
  await seedForms(database, join(import.meta.dirname, '../fixtures'))
  const { app, close } = await createApp({
    database,
    mediaDir: join(outbox, 'media'),
    dataDir: outbox,
    log: (message, error) => {
      if (process.env.BENCH_VERBOSE) console.error(message, error)
    },
    // The bench's clients all come from 127.0.0.1: the per-IP limit would stop them.
    forms: { rateLimit: { max: 1_000_000_000, windowSeconds: 60 }, worker: false },
  })
  const server = createServer(app)
  server.keepAliveTimeout = 30_000
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

  // Warm up (JIT, pool, prepared plans) without counting.
  for (let i = 0; i < 20; i++)
    await fetch(`${base}/forms/test-drive/leads`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: leadBody('warmup', i),
    })

  const steady = await run(base, 'steady')
  const ok1 = report('steady', steady, await counts(database, 'steady', steady.accepted))

  const cutter = connectionCutter(admin, DB_NAME, { times: CUTS, firstAfterMs: 300, everyMs: 400 })
  const cut = await run(base, 'cut')
  const cuts = await cutter.stop()
  const ok2 = report('connections cut', cut, await counts(database, 'cut', cut.accepted), cuts)
  ok = ok1 && ok2

  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
  await close()
} finally {
  await database.close()
  await dropBenchDatabase(admin, DB_NAME)
  rmSync(outbox, { recursive: true, force: true })
}
console.log(ok ? '[bench] ok: nothing lost, nothing duplicated' : '[bench] FAILED: see the counts above')
process.exit(ok ? 0 : 1)
