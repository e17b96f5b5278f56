// Lead delivery end to end: a real SMTP receiver (smtp-server) and a webhook receiver (node:http) that
// checks the signature, the retries and requeueing, and a worker stopped mid-run and "crashed" with jobs
// left running: every job is delivered exactly once.
import { createHmac } from 'node:crypto'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'
import request from 'supertest'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { FormStore } from '../../server/forms/form-store.js'
import { OutboundHttp } from '../../server/http/outbound/outbound-http.js'
import { jobHandler } from '../../server/jobs/job-handler.js'
import { JobWorker } from '../../server/jobs/job-worker.js'
import { HttpWebhookSender } from '../../server/providers/http-webhook-sender.js'
import { SmtpMailer } from '../../server/providers/smtp-mailer.js'
import { startTestApp, type TestApp } from '../helpers/test-app.js'

const SECRET = 'webhook-secret-for-tests-0001'
// The receiver runs on this machine: private addresses allowed, as on the development server.
const localServers = new OutboundHttp({ allowPrivate: true })

interface Mail {
  deliveryId: string
  to: string[]
  raw: string
}
interface Hook {
  deliveryId: string
  body: {
    id: string
    event: string
    form_id: string
    lead: { id: string; attributes: Record<string, unknown> }
  }
}

const mails: Mail[] = []
const hooks: Hook[] = []
let badSignatures = 0
/** What the webhook receiver answers next (500 to make deliveries fail), and how long it takes. */
let hookStatus = 200
let hookDelayMs = 0

let smtp: SMTPServer
let smtpPort: number
let receiver: Server
let hookUrl: string

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      let raw = ''
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')))
      stream.on('end', () => {
        const deliveryId = /^X-Delivery-Id: (.+)$/im.exec(raw)?.[1]?.trim() ?? ''
        mails.push({ deliveryId, to: session.envelope.rcptTo.map((r) => r.address), raw })
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve))
  smtpPort = (smtp.server.address() as AddressInfo).port

  receiver = createServer((req, res) => {
    let body = ''
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')))
    req.on('end', () => {
      const expected = `sha256=${createHmac('sha256', SECRET).update(body).digest('hex')}`
      if (req.headers['x-signature'] !== expected) {
        badSignatures++
        res.writeHead(401).end()
        return
      }
      setTimeout(() => {
        if (hookStatus === 200)
          hooks.push({
            deliveryId: String(req.headers['idempotency-key']),
            body: JSON.parse(body) as Hook['body'],
          })
        res.writeHead(hookStatus).end()
      }, hookDelayMs)
    })
  })
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve))
  hookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks/leads`
})
afterAll(async () => {
  await new Promise((resolve) => smtp.close(() => resolve(undefined)))
  receiver.closeAllConnections()
  await new Promise((resolve) => receiver.close(resolve))
})
beforeEach(() => {
  mails.length = 0
  hooks.length = 0
  badSignatures = 0
  hookStatus = 200
  hookDelayMs = 0
})

const smtpUrl = () => `smtp://127.0.0.1:${smtpPort}?ignoreTLS=true`

const lead = (n: number) => ({
  attributes: {
    first_name: `Shopper ${n}`,
    last_name: '<b>Lee</b>',
    email: `shopper${n}@example.com`,
    phone: '+61 400 000 000',
    model: 'defender_110',
    consent: true,
    source_page: '/test-drive',
  },
})

async function waitFor(check: () => Promise<boolean> | boolean, timeoutMs = 15_000): Promise<void> {
  const end = Date.now() + timeoutMs
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out waiting')
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

async function activateWebhook(t: TestApp) {
  await t.database.query(`UPDATE forms SET integrations = $1::jsonb WHERE id = 'test-drive'`, [
    JSON.stringify([
      { id: 'crm', name: 'CRM', type: 'webhook', endpoint: hookUrl, secret: SECRET, active: true },
    ]),
  ])
}

const jobStatuses = async (t: TestApp) =>
  (
    await t.database.query<{ status: string; n: string }>(
      'SELECT status, count(*) AS n FROM jobs GROUP BY status',
    )
  ).reduce((acc, r) => ({ ...acc, [r.status]: Number(r.n) }), {} as Record<string, number>)

describe('delivery through the app worker', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await startTestApp({
      forms: {
        mailer: new SmtpMailer(smtpUrl()),
        webhooks: new HttpWebhookSender(localServers, 2000),
        rateLimit: { max: 1000, windowSeconds: 60 },
        worker: { pollMs: 50, backoffMs: 50, maxAttempts: 3 },
      },
    })
    await activateWebhook(t)
  })
  afterAll(() => t.close())

  it('mails the dealer and the shopper and calls the signed webhook, once each', async () => {
    const res = await request(t.app).post('/forms/test-drive/leads').send(lead(1)).expect(201)
    const id = res.body.data.data.id
    await waitFor(async () => (await jobStatuses(t)).done === 3)
    expect(mails.map((m) => m.to).sort()).toEqual([['sales@southerncross.example'], ['shopper1@example.com']])
    const notification = mails.find((m) => m.to[0] === 'sales@southerncross.example')!
    // Lead values are text in the HTML part: never markup.
    expect(notification.raw).toContain('&lt;b&gt;Lee&lt;/b&gt;')
    expect(notification.raw).toMatch(/Subject: New test drive request/)
    expect(hooks).toHaveLength(1)
    expect(hooks[0]!.body).toMatchObject({ event: 'lead.created', form_id: 'test-drive', lead: { id } })
    expect(hooks[0]!.deliveryId).toBe(hooks[0]!.body.id)
    expect(badSignatures).toBe(0)
    const deliveries = await t.database.query<{ id: string; kind: string; status: string }>(
      'SELECT id, kind, status FROM jobs WHERE lead_id = $1',
      [id],
    )
    expect(new Set(mails.map((m) => m.deliveryId))).toEqual(
      new Set(deliveries.filter((d) => d.kind !== 'webhook').map((d) => d.id)),
    )
  })

  it('retries a failing webhook with backoff, fails it after max attempts, and delivers it after fix', async () => {
    await t.database.query('DELETE FROM jobs')
    hookStatus = 500
    const res = await request(t.app).post('/forms/test-drive/leads').send(lead(2)).expect(201)
    const id = res.body.data.data.id
    await waitFor(async () => (await jobStatuses(t)).failed === 1)
    const [failed] = await t.database.query<{ attempts: number; last_error: string }>(
      `SELECT attempts, last_error FROM jobs WHERE lead_id = $1 AND kind = 'webhook'`,
      [id],
    )
    expect(failed).toEqual({ attempts: 3, last_error: 'HTTP 500' })
    expect(hooks).toHaveLength(0)
    hookStatus = 200
    await t.database.query(
      `UPDATE jobs SET status = 'pending', attempts = 0, run_after = now() WHERE lead_id = $1 AND status = 'failed'`,
      [id],
    )
    await waitFor(async () => (await jobStatuses(t)).done === 3)
    expect(hooks.map((h) => h.body.lead.id)).toEqual([id])
  })
})

describe('a worker stopped mid-run and a crashed one', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await startTestApp({ forms: { rateLimit: { max: 1000, windowSeconds: 60 }, worker: false } })
    await activateWebhook(t)
  })
  afterAll(() => t.close())

  it('delivers every lead exactly once after a restart', async () => {
    const leads = 20
    for (let n = 0; n < leads; n++)
      await request(t.app).post('/forms/test-drive/leads').send(lead(n)).expect(201)
    const jobs = await t.database.query<{ id: string; kind: string }>('SELECT id, kind FROM jobs')
    expect(jobs).toHaveLength(leads * 3)

    const deps = {
      database: t.database,
      forms: new FormStore(t.database),
      mailer: new SmtpMailer(smtpUrl()),
      mailFrom: 'Test <test@example.com>',
      webhooks: new HttpWebhookSender(localServers, 2000),
      exportsDir: '/tmp/unused-exports',
    }
    hookDelayMs = 20
    const first = new JobWorker(t.database, jobHandler(deps), { pollMs: 50, concurrency: 2, leaseMs: 60_000 })
    await first.start()
    await waitFor(async () => ((await jobStatuses(t)).done ?? 0) >= 10)
    await first.stop()
    const afterStop = await jobStatuses(t)
    expect(afterStop.running ?? 0).toBe(0)
    expect(afterStop.done).toBeLessThan(leads * 3)

    // A process that died after taking jobs: they stay `running` with a lease that has run out.
    const crashed = await t.database.query<{ id: string }>(
      `UPDATE jobs SET status = 'running', attempts = attempts + 1, lease = gen_random_uuid(),
         locked_until = now() - interval '1 second'
       WHERE id IN (SELECT id FROM jobs WHERE status = 'pending' ORDER BY id LIMIT 5) RETURNING id`,
    )
    expect(crashed).toHaveLength(5)

    const second = new JobWorker(t.database, jobHandler(deps), {
      pollMs: 50,
      concurrency: 4,
      leaseMs: 60_000,
    })
    await second.start()
    await waitFor(async () => (await jobStatuses(t)).done === leads * 3)
    await second.stop()

    const mailIds = mails.map((m) => m.deliveryId)
    const hookIds = hooks.map((h) => h.deliveryId)
    expect(mailIds).toHaveLength(leads * 2)
    expect(new Set(mailIds).size).toBe(leads * 2)
    expect(hookIds).toHaveLength(leads)
    expect(new Set(hookIds).size).toBe(leads)
    expect(new Set([...mailIds, ...hookIds])).toEqual(new Set(jobs.map((j) => j.id)))
    for (const { id } of crashed) expect([...mailIds, ...hookIds].filter((d) => d === id)).toHaveLength(1)
    deps.mailer.close()
  })
})
