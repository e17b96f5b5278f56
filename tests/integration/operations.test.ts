// Health probes, the migration lock and the shutdown drain (decision 012).
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { request as httpRequest } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase } from '../../server/db/database.js'
import { migrate, migrationNames } from '../../server/db/migrate.js'
import { startTestApp, type TestApp } from '../helpers/test-app.js'

describe('health probes', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await startTestApp()
  })
  afterAll(() => t.close())

  it('/healthz and /readyz answer for any host name, never cached', async () => {
    const live = await request(t.app).get('/healthz').set('Host', '10.1.2.3:8080').expect(200)
    expect(live.body).toEqual({ status: 'ok' })
    expect(live.headers['cache-control']).toBe('no-store')
    const ready = await request(t.app).get('/readyz').expect(200)
    expect(ready.body).toEqual({ status: 'ready' })
  })

  it('/readyz answers 503 with Retry-After while a migration is missing', async () => {
    const [last] = migrationNames().slice(-1)
    await t.database.query('DELETE FROM schema_migrations WHERE name = $1', [last])
    const res = await request(t.app).get('/readyz').expect(503)
    expect(res.headers['retry-after']).toBeDefined()
    expect(res.body.reason).toContain(last)
    await t.database.query('INSERT INTO schema_migrations (name) VALUES ($1)', [last])
    await request(t.app).get('/readyz').expect(200)
  })
})

const url = process.env.TEST_DATABASE_URL
describe.runIf(url)('the migration runner on PostgreSQL', () => {
  it('two processes migrating together apply each migration once', async () => {
    const schema = 'migration_race_test'
    const admin = await openDatabase({ url })
    await admin.exec(`DROP SCHEMA IF EXISTS ${schema} CASCADE; CREATE SCHEMA ${schema};`)
    const options = encodeURIComponent(`-c search_path=${schema}`)
    const open = () => openDatabase({ url: `${url}${url!.includes('?') ? '&' : '?'}options=${options}` })
    const [a, b] = await Promise.all([open(), open()])
    try {
      const [first, second] = await Promise.all([migrate(a), migrate(b)])
      // One did all the work; the other waited for the lock and found nothing left.
      expect([...first, ...second].sort()).toEqual(migrationNames())
      expect(await migrate(a)).toEqual([])
    } finally {
      await a.close()
      await b.close()
      await admin.exec(`DROP SCHEMA ${schema} CASCADE`)
      await admin.close()
    }
  })
})

describe('SIGTERM', () => {
  it('lets a request in flight finish, then exits 0', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'drain-'))
    const port = 3400 + Math.floor(Math.random() * 200)
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      JOBS_WORKER: 'off',
    }
    delete env.DATABASE_URL
    delete env.NODE_ENV
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { env })
    let out = ''
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()))
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve))
    try {
      await expect.poll(() => out, { timeout: 90_000, interval: 200 }).toContain('[server] Land Rover')

      // A lead post whose body arrives in two halves, with the SIGTERM in between.
      const body = JSON.stringify({ first_name: 'Ada' })
      const answer = new Promise<number>((resolve, reject) => {
        const req = httpRequest(
          {
            host: '127.0.0.1',
            port,
            method: 'POST',
            path: '/forms/test-drive/leads',
            headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
          },
          (res) => {
            res.resume()
            resolve(res.statusCode ?? 0)
          },
        )
        req.on('error', reject)
        req.write(body.slice(0, 5))
        setTimeout(() => {
          child.kill('SIGTERM')
          setTimeout(() => req.end(body.slice(5)), 300)
        }, 100)
      })
      // Answered (a 4xx for the missing fields), not cut off.
      expect(await answer).toBeLessThan(500)
      expect(await exited).toBe(0)
      expect(out).toContain('[server] SIGTERM: draining')
    } finally {
      child.kill('SIGKILL')
      rmSync(dataDir, { recursive: true, force: true })
    }
  }, 120_000)
})

describe('metrics and request ids', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await startTestApp({ metricsToken: 'metrics-token-for-tests' })
  })
  afterAll(() => t.close())

  it('/metrics answers 401 without the bearer token, and Prometheus text with it', async () => {
    await request(t.app).get('/metrics').expect(401)
    await request(t.app).get('/metrics').set('Authorization', 'Bearer wrong').expect(401)
    await request(t.app).get('/').expect(200)
    await request(t.app).get('/').expect(200)
    const res = await request(t.app)
      .get('/metrics')
      .set('Authorization', 'Bearer metrics-token-for-tests')
      .expect(200)
    expect(res.text).toContain('process_cpu_user_seconds_total')
    expect(res.text).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/\|\/\*path",status="200"\} [1-9]/,
    )
    expect(res.text).toMatch(/page_cache_requests_total\{result="miss"\} [1-9]/)
    expect(res.text).toMatch(/page_cache_requests_total\{result="hit"\} [1-9]/)
    expect(res.text).toContain('job_queue_depth')
    // A handler that threw is still labelled with its mount path.
    await request(t.app).get('/forms/no-such-form').expect(404)
    const again = await request(t.app).get('/metrics').set('Authorization', 'Bearer metrics-token-for-tests')
    expect(again.text).toMatch(/route="\/forms\/:id",status="404"/)
    // Route patterns, never raw URLs: a thousand paths are one label value.
    expect(res.text).not.toContain('route="/test-drive"')
  })

  it('keeps a plain X-Request-Id and replaces anything else', async () => {
    const kept = await request(t.app).get('/').set('X-Request-Id', 'lb-1234.abc')
    expect(kept.headers['x-request-id']).toBe('lb-1234.abc')
    const replaced = await request(t.app).get('/').set('X-Request-Id', 'a b\u00e9<script>')
    expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/)
  })
})

describe('without METRICS_TOKEN', () => {
  it('there is no /metrics', async () => {
    const t = await startTestApp()
    try {
      await request(t.app).get('/metrics').expect(404)
    } finally {
      await t.close()
    }
  })
})
