// The Forms API as mounted in the app (docs/forms-api.md): public form reads and lead posts, and the
// admin calls behind sign-in and the csrf-token header.
import { OrderStore } from '../../server/orders/order-store.js'
import { SoftLockStore, type SoftLock } from '../../server/orders/soft-lock-store.js'
import { createHmac } from 'node:crypto'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LocalCaptchaVerifier } from '../../server/providers/local-captcha-verifier.js'
import { signedInEditor } from '../helpers/browser.js'
import { startTestApp, type TestApp } from '../helpers/test-app.js'

let t: TestApp
let origin: string
let editor: Awaited<ReturnType<typeof signedInEditor>>['agent']
let csrf: string

beforeAll(async () => {
  t = await startTestApp({
    auth: true,
    forms: {
      apiToken: 'server-token-123',
      captcha: new LocalCaptchaVerifier(),
      rateLimit: { max: 1000, windowSeconds: 60 },
      worker: false,
    },
  })
  origin = t.origin as string
  ;({ agent: editor, csrf } = await signedInEditor(origin))
})
afterAll(() => t.close())

const validLead = (over: Record<string, unknown> = {}) => ({
  first_name: 'Ann',
  last_name: 'Lee',
  email: 'ann@example.com',
  phone: '+61 400 000 000',
  model: 'defender_110',
  consent: true,
  source_page: '/test-drive',
  ...over,
})

const count = async (sql: string, params: unknown[] = []) =>
  Number((await t.database.query<{ n: string }>(sql, params))[0]?.n)

describe('public calls', () => {
  it('reads a form without recipients; the bearer token or a session sees them', async () => {
    const pub = await request(origin).get('/forms/test-drive').expect(200)
    const form = pub.body.data.data
    expect(form.id).toBe('test-drive')
    expect(form.fields.map((f: { name: string }) => f.name)).toContain('source_page')
    expect(form.settings.notifications.recipients).toEqual([])
    const token = await request(origin)
      .get('/forms/test-drive')
      .set('Authorization', 'Bearer server-token-123')
      .expect(200)
    expect(token.body.data.data.settings.notifications.recipients).toEqual(['sales@southerncross.example'])
    await request(origin).get('/forms/test-drive').set('Authorization', 'Bearer wrong').expect(401)
    const session = await editor.get('/forms/test-drive').expect(200)
    expect(session.body.data.data.settings.notifications.recipients).toEqual(['sales@southerncross.example'])
    const missing = await request(origin).get('/forms/no-such-form').expect(404)
    expect(missing.body.error.code).toBe('not_found')
  })

  it('stores a lead with its delivery jobs and answers 201 with it', async () => {
    const res = await request(origin)
      .post('/forms/test-drive/leads')
      .send({ attributes: validLead() })
      .expect(201)
    const lead = res.body.data.data
    expect(lead.id).toMatch(/^[0-9a-f-]{36}$/)
    expect(Date.parse(lead.created_at)).not.toBeNaN()
    expect(lead.attributes.first_name).toBe('Ann')
    const kinds = await t.database.query<{ kind: string; status: string }>(
      'SELECT kind, status FROM jobs WHERE lead_id = $1 ORDER BY kind',
      [lead.id],
    )
    expect(kinds).toEqual([
      { kind: 'confirmation', status: 'pending' },
      { kind: 'notification', status: 'pending' },
      // The demo's Dealer CRM integration, active outside production (server/dev-crm).
      { kind: 'webhook', status: 'pending' },
    ])
  })

  it('accepts the attributes at top level too', async () => {
    const res = await request(origin)
      .post('/forms/contact-us/leads')
      .send({
        first_name: 'Bo',
        last_name: 'Ng',
        email: 'bo@example.com',
        topic: 'service',
        message: 'Please call me about a service.',
        consent: true,
        preferred_contact: ['email', 'sms'],
      })
    expect(res.status).toBe(201)
    expect(res.body.data.data.attributes.preferred_contact).toEqual(['email', 'sms'])
  })

  it('answers 422 naming each failing field, with the spec message for max', async () => {
    const res = await request(origin)
      .post('/forms/test-drive/leads')
      .send({
        attributes: validLead({
          first_name: '',
          email: 'not-an-email',
          model: 'bicycle',
          last_name: 'x'.repeat(51),
          consent: false,
        }),
      })
      .expect(422)
    expect(res.body.error.code).toBe('validation_failed')
    const byField = Object.fromEntries(
      res.body.error.details.map((d: { field: string; message: string }) => [d.field, d.message]),
    )
    expect(byField).toEqual({
      first_name: 'This field is required',
      last_name: 'Character limit exceeded',
      email: 'Enter a valid email address',
      model: 'Choose one of the options',
      consent: 'This field is required',
    })
  })

  it('refuses unknown fields and wrong value types', async () => {
    const res = await request(origin)
      .post('/forms/test-drive/leads')
      .send({ attributes: validLead({ is_admin: true, consent: 'yes', first_name: ['a'] }) })
      .expect(422)
    expect(res.body.error.details).toEqual(
      expect.arrayContaining([
        { field: 'is_admin', message: 'is not a field of this form' },
        { field: 'consent', message: 'Must be true or false' },
        { field: 'first_name', message: 'Must be text' },
      ]),
    )
    const extra = await request(origin)
      .post('/forms/test-drive/leads')
      .send({ attributes: validLead(), form_id: 'x' })
      .expect(422)
    expect(extra.body.error.details).toEqual([{ field: 'form_id', message: 'is not part of a lead post' }])
    await request(origin).post('/forms/test-drive/leads').send([1, 2]).expect(422)
  })

  it('stores HTML and script as the text sent', async () => {
    const hostile = '<script>alert("x")</script><img src=x onerror=alert(1)>'
    const res = await request(origin)
      .post('/forms/test-drive/leads')
      .send({ attributes: validLead({ comments: hostile, first_name: '<b>Ann</b>' }) })
      .expect(201)
    const [row] = await t.database.query<{ attributes: Record<string, string> }>(
      'SELECT attributes FROM leads WHERE id = $1',
      [res.body.data.data.id],
    )
    expect(row?.attributes.comments).toBe(hostile)
    expect(res.headers['content-type']).toMatch(/application\/json/)
  })

  it('refuses bodies over 64 KB with 413 JSON', async () => {
    const res = await request(origin)
      .post('/forms/test-drive/leads')
      .send({ attributes: validLead({ comments: 'x'.repeat(70 * 1024) }) })
      .expect(413)
    expect(res.body.error.code).toBe('payload_too_large')
  })

  it.each(['a', 'seven77', 'x'.repeat(201)])(
    'refuses an Idempotency-Key outside 8-200 characters (%s) and stores nothing',
    async (key) => {
      const before = await count('SELECT count(*) AS n FROM leads')
      const res = await request(origin)
        .post('/forms/test-drive/leads')
        .set('Idempotency-Key', key)
        .send({ attributes: validLead() })
        .expect(400)
      expect(res.body.error.message).toBe('Idempotency-Key must be 8 to 200 characters')
      expect(await count('SELECT count(*) AS n FROM leads')).toBe(before)
    },
  )

  it('answers a retry with the same Idempotency-Key with the first answer and stores one lead', async () => {
    const before = await count('SELECT count(*) AS n FROM leads')
    const body = { attributes: validLead({ first_name: 'Retry' }) }
    const first = await request(origin)
      .post('/forms/test-drive/leads')
      .set('Idempotency-Key', 'key-retry-0001')
      .send(body)
    const again = await request(origin)
      .post('/forms/test-drive/leads')
      .set('Idempotency-Key', 'key-retry-0001')
      .send(body)
    expect(first.status).toBe(201)
    expect(again.status).toBe(201)
    expect(again.text).toBe(first.text)
    expect(await count('SELECT count(*) AS n FROM leads')).toBe(before + 1)
    // Notification, confirmation and the demo CRM's webhook, once.
    expect(await count('SELECT count(*) AS n FROM jobs WHERE lead_id = $1', [first.body.data.data.id])).toBe(
      3,
    )
    const other = await request(origin)
      .post('/forms/test-drive/leads')
      .set('Idempotency-Key', 'key-retry-0001')
      .send({ attributes: validLead({ first_name: 'Someone else' }) })
      .expect(409)
    expect(other.body.error.code).toBe('idempotency_key_reused')
    expect(await count('SELECT count(*) AS n FROM leads')).toBe(before + 1)
  })

  it('stores one lead when the same key is posted concurrently', async () => {
    const before = await count('SELECT count(*) AS n FROM leads')
    const body = { attributes: validLead({ first_name: 'Twin' }) }
    const answers = await Promise.all(
      [1, 2, 3].map(() =>
        request(origin).post('/forms/test-drive/leads').set('Idempotency-Key', 'key-twin-0001').send(body),
      ),
    )
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201])
    expect(new Set(answers.map((a) => a.text)).size).toBe(1)
    expect(await count('SELECT count(*) AS n FROM leads')).toBe(before + 1)
  })

  it('verifies reCAPTCHA when the form asks for it', async () => {
    const lead = {
      first_name: 'Cy',
      last_name: 'Ro',
      email: 'cy@example.com',
      phone: '+61 400 111 222',
      vin: 'SAJAA1234567890AB',
      odometer: '42000',
      cover: '24_months',
      consent: true,
    }
    const missing = await request(origin)
      .post('/forms/extended-warranty/leads')
      .send({ attributes: lead })
      .expect(422)
    expect(missing.body.error.details[0].field).toBe('g-recaptcha-response')
    const refused = await request(origin)
      .post('/forms/extended-warranty/leads')
      .send({ attributes: lead, 'g-recaptcha-response': 'robot' })
      .expect(422)
    expect(refused.body.error.details[0].field).toBe('g-recaptcha-response')
    await request(origin)
      .post('/forms/extended-warranty/leads')
      .send({ attributes: lead, 'g-recaptcha-response': 'test-pass-1' })
      .expect(201)
  })
})

describe('admin calls', () => {
  it('answers 401 without a session and 403 without the csrf-token on every admin route', async () => {
    const anonymous = request(origin)
    const calls: [string, string][] = [
      ['get', '/forms'],
      ['post', '/forms'],
      ['put', '/forms/test-drive'],
      ['delete', '/forms/test-drive'],
      ['get', '/forms/test-drive/settings/thank_you'],
      ['get', '/forms/test-drive/integrations'],
      ['put', '/forms/test-drive/integrations'],
      ['get', '/forms/test-drive/leads'],
      ['get', '/forms/test-drive/leads/00000000-0000-0000-0000-000000000000'],
      ['delete', '/forms/test-drive/leads/00000000-0000-0000-0000-000000000000'],
      ['get', '/forms/test-drive/leads/00000000-0000-0000-0000-000000000000/integrations'],
      ['post', '/forms/test-drive/leads/00000000-0000-0000-0000-000000000000/integrations/fix'],
      ['post', '/forms/test-drive/lead_exports'],
      ['get', '/forms/test-drive/lead_exports/00000000-0000-0000-0000-000000000000'],
      ['get', '/forms/test-drive/lead_exports/00000000-0000-0000-0000-000000000000/download'],
      ['get', '/forms/test-drive/export'],
      ['post', '/forms/import'],
      ['post', '/forms/test-drive/duplicate?name=x'],
      ['post', '/forms/locations'],
      ['put', '/forms/locations/00000000-0000-0000-0000-000000000000'],
      ['delete', '/forms/locations/00000000-0000-0000-0000-000000000000'],
      ['get', '/forms/settings'],
      ['post', '/forms/settings'],
      ['delete', '/forms/settings/00000000-0000-0000-0000-000000000000'],
      ['get', '/forms/integrations/active_system'],
      ['post', '/forms/integrations/verify'],
      ['get', '/forms/orders/AAAA-AAAA-AAAA-AAAA'],
    ]
    for (const [method, path] of calls) {
      const res = await (anonymous as unknown as Record<string, (p: string) => request.Test>)[method]!(path)
      expect([path, res.status, res.body.error?.code]).toEqual([path, 401, 'unauthorized'])
      if (method !== 'get') {
        const noCsrf = await (editor as unknown as Record<string, (p: string) => request.Test>)[method]!(path)
        expect([path, noCsrf.status, noCsrf.body.error?.code]).toEqual([path, 403, 'csrf_token_invalid'])
      }
    }
  })

  it('lists forms and reads their settings sections', async () => {
    const list = (await editor.get('/forms').expect(200)).body.data.data
    expect(list.map((f: { id: string }) => f.id)).toEqual(
      expect.arrayContaining(['test-drive', 'contact-us', 'extended-warranty']),
    )
    const td = list.find((f: { id: string }) => f.id === 'test-drive')
    expect(td.leads_count).toBeGreaterThan(0)
    for (const section of ['thank_you', 'notifications', 'confirmations']) {
      const res = await editor.get(`/forms/test-drive/settings/${section}`).expect(200)
      expect(res.body.data.data).toBeTypeOf('object')
    }
    expect((await editor.get('/forms/test-drive/settings/notifications')).body.data.data.recipients).toEqual([
      'sales@southerncross.example',
    ])
    await editor.get('/forms/test-drive/settings/secret').expect(404)
  })

  it('creates, replaces (with edit conflicts), duplicates, exports, imports and deletes a form', async () => {
    const source = (await editor.get('/forms/contact-us')).body.data.data
    const { id: _id, created_at: _c, updated_at: _u, ...definition } = source
    const created = await editor
      .post('/forms')
      .set('csrf-token', csrf)
      .send({ ...definition, name: 'Service booking' })
      .expect(201)
    const form = created.body.data.data
    expect(form.id).toBe('service-booking')

    const bad = await editor
      .post('/forms')
      .set('csrf-token', csrf)
      .send({
        ...definition,
        fields: [...definition.fields, definition.fields[0]],
        steps: [{ id: 's', title: 'S', fields: ['nope'] }],
      })
      .expect(422)
    expect(bad.body.error.code).toBe('invalid_form_definition')
    expect(bad.body.error.details).toEqual(
      expect.arrayContaining([
        { path: `/fields/${definition.fields.length}/name`, message: '"first_name" is used twice' },
        { path: '/steps/0/fields/0', message: '"nope" is not a field of this form' },
      ]),
    )
    const schemaBad = await editor
      .post('/forms')
      .set('csrf-token', csrf)
      .send({ name: 'x', fields: 'no' })
      .expect(422)
    expect(schemaBad.body.error.details).toEqual(
      expect.arrayContaining([{ path: '/settings', message: 'is required' }]),
    )

    const put = await editor
      .put(`/forms/${form.id}`)
      .set('csrf-token', csrf)
      .send({ ...definition, name: 'Service booking (new)', updated_at: form.updated_at })
      .expect(200)
    expect(put.body.data.data.name).toBe('Service booking (new)')
    const stale = await editor
      .put(`/forms/${form.id}`)
      .set('csrf-token', csrf)
      .send({ ...definition, updated_at: form.updated_at })
      .expect(409)
    expect(stale.body.error.code).toBe('edit_conflict')

    const copy = await editor
      .post(`/forms/${form.id}/duplicate?name=Service%20booking%20copy`)
      .set('csrf-token', csrf)
      .expect(201)
    expect(copy.body.data.data).toMatchObject({ id: 'service-booking-copy', name: 'Service booking copy' })

    const exported = await editor.get(`/forms/${form.id}/export`).expect(200)
    expect(exported.headers['content-disposition']).toContain(`form-${form.id}.json`)
    const doc = exported.body.data.data
    expect(doc.format).toBe('dealer-blocks/form@1')
    const imported = await editor.post('/forms/import').set('csrf-token', csrf).send(doc).expect(201)
    expect(imported.body.data.data.id).toBe(`${form.id}-copy-2`)
    expect(imported.body.data.data.fields).toEqual(doc.form.fields)

    await editor.delete(`/forms/${form.id}`).set('csrf-token', csrf).expect(204)
    await request(origin).get(`/forms/${form.id}`).expect(404)
    await editor.delete(`/forms/${form.id}`).set('csrf-token', csrf).expect(404)
  })

  it('keeps integrations per form, with generated ids and secrets, and checks them', async () => {
    const put = await editor
      .put('/forms/contact-us/integrations')
      .set('csrf-token', csrf)
      .send({ integrations: [{ name: 'CRM', endpoint: 'https://crm.example/hook', active: false }] })
      .expect(200)
    const [integration] = put.body.data.data
    expect(integration).toMatchObject({ name: 'CRM', type: 'webhook', active: false })
    expect(integration.secret.length).toBeGreaterThanOrEqual(16)
    expect((await editor.get('/forms/contact-us/integrations')).body.data.data).toEqual(put.body.data.data)
    const bad = await editor
      .put('/forms/contact-us/integrations')
      .set('csrf-token', csrf)
      .send([{ name: '', endpoint: 'javascript:alert(1)' }])
      .expect(422)
    expect(bad.body.error.details.map((d: { path: string }) => d.path)).toEqual([
      '/integrations/0/name',
      '/integrations/0/endpoint',
    ])
    const active = await editor.get('/forms/integrations/active_system').expect(200)
    expect(active.body.data.data).toEqual({ system: 'webhook', systems: ['webhook'] })
    const verify = await editor
      .post('/forms/integrations/verify')
      .set('csrf-token', csrf)
      .send({ form_id: 'contact-us' })
      .expect(200)
    expect(verify.body.data.data).toEqual([])
    const missing = await editor
      .post('/forms/integrations/verify')
      .set('csrf-token', csrf)
      .send({})
      .expect(400)
    expect(missing.body.error.details).toEqual([{ path: '/form_id', message: 'is required' }])
    // A ping sends requests: never on a GET, which a link or an image could trigger.
    for (const method of ['get', 'put', 'delete'] as const) {
      const res = await editor[method]('/forms/integrations/verify?form_id=contact-us').set(
        'csrf-token',
        csrf,
      )
      expect([method, res.status, res.body.error?.code]).toEqual([method, 405, 'method_not_allowed'])
    }
    expect((await editor.get('/forms/integrations/verify')).headers.allow).toBe('POST')
  })

  it('verifies active integrations with a signed ping', async () => {
    const received: { signature: string; expected: string; body: { event: string; form_id: string } }[] = []
    const receiver = createServer((req, res) => {
      let body = ''
      req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')))
      req.on('end', () => {
        received.push({
          signature: String(req.headers['x-signature']),
          expected: `sha256=${createHmac('sha256', 'verify-secret-000001').update(body).digest('hex')}`,
          body: JSON.parse(body),
        })
        // The broken endpoint answers with what must never reach the admin's browser.
        if (req.url === '/ok') res.writeHead(204).end()
        else
          res
            .writeHead(500, { 'Content-Type': 'text/html' })
            .end('<script>alert(1)</script> db password=hunter2')
      })
    })
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve))
    const base = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`
    try {
      await editor
        .put('/forms/contact-us/integrations')
        .set('csrf-token', csrf)
        .send([
          { id: 'good', name: 'Good', endpoint: `${base}/ok`, secret: 'verify-secret-000001' },
          { id: 'bad', name: 'Bad', endpoint: `${base}/broken`, secret: 'verify-secret-000001' },
          { id: 'off', name: 'Off', endpoint: `${base}/ok`, secret: 'verify-secret-000001', active: false },
        ])
        .expect(200)
      const res = await editor
        .post('/forms/integrations/verify')
        .set('csrf-token', csrf)
        .send({ form_id: 'contact-us' })
        .expect(200)
      expect(res.body.data.data).toEqual([
        { integration_id: 'good', name: 'Good', ok: true, status: null, error: null },
        { integration_id: 'bad', name: 'Bad', ok: false, status: 500, error: 'HTTP 500' },
      ])
      expect(res.text).not.toMatch(/script|hunter2/)
      expect(received).toHaveLength(2)
      for (const r of received) {
        expect(r.signature).toBe(r.expected)
        expect(r.body).toMatchObject({ event: 'verify', form_id: 'contact-us' })
      }
    } finally {
      await editor.put('/forms/contact-us/integrations').set('csrf-token', csrf).send([]).expect(200)
      receiver.closeAllConnections()
      await new Promise((resolve) => receiver.close(resolve))
    }
  })

  it('lists leads with meta, paging, date filters and sort; bad parameters answer 400 naming them', async () => {
    const all = await editor.get('/forms/test-drive/leads').expect(200)
    const { data, meta } = all.body.data
    expect(meta.total).toBeGreaterThanOrEqual(4)
    expect(meta).toMatchObject({ page: 1, items: 25, pages: Math.ceil(meta.total / 25) })
    const times = data.map((l: { created_at: string }) => l.created_at)
    expect([...times].sort().reverse()).toEqual(times)
    const asc = (await editor.get('/forms/test-drive/leads?sort=created_at&items=2&page=1').expect(200)).body
      .data
    expect(asc.data).toHaveLength(2)
    expect(asc.meta.pages).toBe(Math.ceil(meta.total / 2))
    expect(asc.data[0].created_at <= asc.data[1].created_at).toBe(true)
    const future = await editor.get('/forms/test-drive/leads?filter[created_at_gteq]=2999-01-01').expect(200)
    expect(future.body.data.meta.total).toBe(0)
    const today = new Date().toISOString().slice(0, 10)
    const upToToday = await editor.get(`/forms/test-drive/leads?filter[created_at_lteq]=${today}`).expect(200)
    expect(upToToday.body.data.meta.total).toBe(meta.total)
    for (const [query, parameter] of [
      ['items=101', 'items'],
      ['items=abc', 'items'],
      ['page=0', 'page'],
      ['sort=name', 'sort'],
      ['filter[created_at_gteq]=yesterday', 'filter[created_at_gteq]'],
      ['filter[created_at_lteq]=2026-02-30', 'filter[created_at_lteq]'],
    ]) {
      const res = await editor.get(`/forms/test-drive/leads?${query}`).expect(400)
      expect(res.body.error.details[0].parameter).toBe(parameter)
    }
  })

  it('reads, lists deliveries of, requeues and deletes a lead', async () => {
    const created = await request(origin)
      .post('/forms/test-drive/leads')
      .send({ attributes: validLead() })
      .expect(201)
    const id = created.body.data.data.id
    const lead = (await editor.get(`/forms/test-drive/leads/${id}`).expect(200)).body.data.data
    expect(lead.attributes.email).toBe('ann@example.com')
    expect(lead.deliveries.map((d: { kind: string }) => d.kind).sort()).toEqual([
      'confirmation',
      'notification',
      'webhook',
    ])
    await t.database.query(
      `UPDATE jobs SET status = 'failed', attempts = 8, last_error = 'HTTP 500' WHERE lead_id = $1`,
      [id],
    )
    const failed = (await editor.get(`/forms/test-drive/leads/${id}/integrations`).expect(200)).body.data.data
    expect(failed.every((d: { status: string }) => d.status === 'failed')).toBe(true)
    const fixed = await editor
      .post(`/forms/test-drive/leads/${id}/integrations/fix`)
      .set('csrf-token', csrf)
      .send({})
      .expect(200)
    expect(
      fixed.body.data.data.map((d: { status: string; attempts: number }) => [d.status, d.attempts]),
    ).toEqual([
      ['pending', 0],
      ['pending', 0],
      ['pending', 0],
    ])
    await editor.get('/forms/contact-us/leads/' + id).expect(404)
    await editor.delete(`/forms/test-drive/leads/${id}`).set('csrf-token', csrf).expect(204)
    await editor.get(`/forms/test-drive/leads/${id}`).expect(404)
    expect(await count('SELECT count(*) AS n FROM jobs WHERE lead_id = $1', [id])).toBe(0)
  })

  it('keeps locations and settings, and reads orders', async () => {
    const locations = (await editor.get('/forms/locations').expect(200)).body.data.data
    expect(locations.length).toBeGreaterThanOrEqual(2)
    // Shoppers' form blocks read them without signing in.
    expect((await request(origin).get('/forms/locations').expect(200)).body.data.data).toEqual(locations)
    const created = await editor
      .post('/forms/locations')
      .set('csrf-token', csrf)
      .send({ name: 'Brisbane', city: 'Brisbane', latitude: -27.47, longitude: 153.02 })
      .expect(201)
    const loc = created.body.data.data
    expect(loc).toMatchObject({ name: 'Brisbane', city: 'Brisbane', latitude: -27.47 })
    const put = await editor
      .put(`/forms/locations/${loc.id}`)
      .set('csrf-token', csrf)
      .send({ ...loc, name: 'Brisbane North' })
      .expect(200)
    expect(put.body.data.data.name).toBe('Brisbane North')
    await editor.post('/forms/locations').set('csrf-token', csrf).send({ latitude: 200 }).expect(422)
    await editor.delete(`/forms/locations/${loc.id}`).set('csrf-token', csrf).expect(204)
    await editor.delete(`/forms/locations/${loc.id}`).set('csrf-token', csrf).expect(404)

    const setting = await editor
      .post('/forms/settings')
      .set('csrf-token', csrf)
      .send({ key: 'integrations.active_system', value: 'webhook' })
      .expect(201)
    expect(setting.body.data.data).toMatchObject({ key: 'integrations.active_system', value: 'webhook' })
    const settings = (await editor.get('/forms/settings').expect(200)).body.data.data
    expect(settings).toContainEqual(setting.body.data.data)
    await editor.post('/forms/settings').set('csrf-token', csrf).send({ key: 'Bad Key' }).expect(422)
    await editor.delete(`/forms/settings/${setting.body.data.data.id}`).set('csrf-token', csrf).expect(204)

    const [vehicle] = await t.database.query<{ id: string }>(
      "SELECT id FROM vehicles WHERE status = 'stock' ORDER BY id LIMIT 1",
    )
    const lock = (await new SoftLockStore(t.database).take('lr', vehicle!.id, 'shopper', 60_000)) as SoftLock
    const placed = await new OrderStore(t.database).create({
      site: 'lr',
      locale: 'en',
      vehicleId: vehicle!.id,
      lockId: lock.lockId,
      vendor: 'STRIPE',
      amountMinor: 50_000,
      currency: 'AUD',
      customer: { email: 'jordan.lee@example.com' },
      metadata: { finance_option: 'cash' },
    })
    const order = (await editor.get(`/forms/orders/${placed.order_number}`).expect(200)).body.data.data
    expect(order).toMatchObject({
      order_number: placed.order_number,
      status: 'created',
      amount_minor: 50_000,
    })
    expect(order.transitions).toMatchObject([{ from_status: null, to_status: 'created' }])
    await editor.get('/forms/orders/NOPE').expect(404)
    await editor.get('/forms/orders/AAAA-AAAA-AAAA-AAAA').expect(404)
  })
})

describe('rate limit', () => {
  let limited: TestApp
  beforeAll(async () => {
    limited = await startTestApp({ forms: { rateLimit: { max: 3, windowSeconds: 60 }, worker: false } })
  })
  afterAll(() => limited.close())

  it('answers 429 with Retry-After past the limit per client and form, and keeps retries of stored leads', async () => {
    const post = (key: string) =>
      request(limited.app)
        .post('/forms/test-drive/leads')
        .set('Idempotency-Key', key)
        .send({ attributes: validLead() })
    for (const key of ['rl-00001', 'rl-00002', 'rl-00003']) expect((await post(key)).status).toBe(201)
    const over = await post('rl-00004')
    expect(over.status).toBe(429)
    expect(over.body.error.code).toBe('rate_limited')
    expect(Number(over.headers['retry-after'])).toBeGreaterThanOrEqual(1)
    // A retry of a stored lead is answered from its key, not counted.
    expect((await post('rl-00001')).status).toBe(201)
    // Another form has its own window.
    await request(limited.app)
      .post('/forms/contact-us/leads')
      .send({
        first_name: 'A',
        last_name: 'B',
        email: 'a@example.com',
        topic: 'parts',
        message: 'Brake pads please',
        consent: true,
      })
      .expect(201)
  })
})
