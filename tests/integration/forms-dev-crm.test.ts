// The development CRM (server/dev-crm): outside production the demo integrations point at it, a lead
// posted on the demo is delivered there signed, it refuses bad signatures, dedupes retries, and an editor
// sees the delivery in /admin/dev-crm and as "delivered" in the lead's detail.
import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { webhookSignature } from '../../server/providers/webhook-signature.js'
import { useDevCrm } from '../../server/dev-crm/use-dev-crm.js'
import { browser, formOf } from '../helpers/browser.js'
import { startTestApp, type TestApp } from '../helpers/test-app.js'

let t: TestApp
let origin: string
let editor: ReturnType<typeof browser>['agent']

beforeAll(async () => {
  t = await startTestApp({ auth: true, forms: { worker: { pollMs: 50 } } })
  origin = t.origin as string
  const b = browser(origin)
  const login = await b.get('/cms')
  await b.submit(formOf(login.text).action, { username: 'editor', password: 'editor' })
  editor = b.agent
})
afterAll(() => t.close())

const leadOf = (over: Record<string, unknown> = {}) => ({
  first_name: 'Dana',
  last_name: 'Crm',
  email: 'dana@example.com',
  phone: '+61 400 000 000',
  model: 'defender_110',
  consent: true,
  source_page: '/test-drive',
  ...over,
})

async function deliveriesOf(formId: string, leadId: string) {
  let list: { kind: string; status: string; integration_name: string | null; last_error: string | null }[] =
    []
  for (let i = 0; i < 100; i++) {
    list = (await editor.get(`/forms/${formId}/leads/${leadId}`).expect(200)).body.data.data.deliveries
    if (list.length && list.every((d) => d.status === 'done' || d.status === 'failed')) break
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  return list
}

describe('the demo integrations', () => {
  it.each(['test-drive', 'contact-us', 'extended-warranty'])(
    '%s points its active CRM integration at this server',
    async (formId) => {
      const list = (await editor.get(`/forms/${formId}/integrations`).expect(200)).body.data.data
      expect(list).toEqual([
        expect.objectContaining({ id: 'crm', endpoint: `${origin}/dev-crm/leads`, active: true }),
      ])
    },
  )

  it('follows the origin after a restart on another port, and leaves other endpoints alone', async () => {
    await t.database.query(
      `UPDATE forms SET integrations = jsonb_build_array(integrations->0 || '{"endpoint": "http://localhost:1/dev-crm/leads", "active": false}'::jsonb,
         '{"id": "other", "name": "Other", "type": "webhook", "endpoint": "https://crm.other.example/x", "secret": "other-secret-0000001", "active": false}'::jsonb)
       WHERE id = 'extended-warranty'`,
    )
    expect(await useDevCrm(t.database, origin)).toBe(1)
    const list = (await editor.get('/forms/extended-warranty/integrations').expect(200)).body.data.data
    expect(list.map((i: { endpoint: string; active: boolean }) => [i.endpoint, i.active])).toEqual([
      [`${origin}/dev-crm/leads`, false],
      ['https://crm.other.example/x', false],
    ])
    expect(await useDevCrm(t.database, origin)).toBe(0)
  })
})

describe('a lead posted on the demo', () => {
  it('reaches the development CRM signed, shows delivered, and is listed for editors', async () => {
    const posted = await request(origin)
      .post('/forms/test-drive/leads')
      .send({ attributes: leadOf() })
      .expect(201)
    const leadId = posted.body.data.data.id as string
    const deliveries = await deliveriesOf('test-drive', leadId)
    expect(deliveries.find((d) => d.kind === 'webhook')).toMatchObject({
      status: 'done',
      integration_name: 'Dealer CRM',
      last_error: null,
    })
    const page = await editor.get('/admin/dev-crm').expect(200)
    expect(page.type).toBe('text/html')
    expect(page.text).toContain(leadId)
    expect(page.text).toContain('Dana Crm · dana@example.com')
    expect(page.text).toContain(`/admin/forms/test-drive/leads/${leadId}`)
  })

  it('keeps the list behind sign-in', async () => {
    const anonymous = await request(origin).get('/dev-crm').expect(302)
    expect(anonymous.headers.location).toBe('/admin/dev-crm')
    const guarded = await request(origin).get('/admin/dev-crm').expect(302)
    expect(guarded.headers.location).toMatch(/^\/auth\/login/)
  })
})

describe('POST /dev-crm/leads', () => {
  const SECRET = 'demo-secret-change-me-0002' // contact-us's, fixtures/forms/contact-us.json
  const body = (id: string) =>
    JSON.stringify({
      id,
      event: 'lead.created',
      form_id: 'contact-us',
      lead: {
        id: '00000000-0000-0000-0000-0000000000c1',
        created_at: '2026-05-01T00:00:00Z',
        attributes: {},
      },
    })
  const post = (raw: string, headers: Record<string, string>) =>
    request(origin)
      .post('/dev-crm/leads')
      .set({ 'Content-Type': 'application/json', ...headers })
      .send(raw)

  it.each([
    ['no signature', {}, 401, 'invalid_signature'],
    [
      'a signature with another secret',
      { 'X-Signature': webhookSignature(body('k1'), 'wrong-secret-00001') },
      401,
      'invalid_signature',
    ],
    [
      'no idempotency key',
      { 'X-Signature': webhookSignature(body('k1'), SECRET), 'Idempotency-Key': '' },
      400,
      'bad_request',
    ],
    [
      'a malformed idempotency key',
      { 'X-Signature': webhookSignature(body('k1'), SECRET), 'Idempotency-Key': '../x' },
      400,
      'bad_request',
    ],
  ])('refuses %s', async (_name, headers, status, code) => {
    const res = await post(body('k1'), { 'Idempotency-Key': 'k1', ...headers }).expect(status)
    expect(res.body.error.code).toBe(code)
  })

  it('keeps a signed delivery once, however often it is retried', async () => {
    const raw = body('retried-1')
    const headers = { 'X-Signature': webhookSignature(raw, SECRET), 'Idempotency-Key': 'retried-1' }
    expect((await post(raw, headers).expect(201)).body.data).toEqual({ received: true, duplicate: false })
    expect((await post(raw, headers).expect(200)).body.data).toEqual({ received: true, duplicate: true })
    const page = (await editor.get('/admin/dev-crm').expect(200)).text
    expect(page.split('<code>retried-1</code>').length - 1).toBe(1)
  })

  it('answers the builder’s signed verify ping without keeping it', async () => {
    const raw = JSON.stringify({ id: 'ping-1', event: 'verify', form_id: 'contact-us' })
    await post(raw, { 'X-Signature': webhookSignature(raw, SECRET), 'Idempotency-Key': 'ping-1' }).expect(200)
    expect((await editor.get('/admin/dev-crm').expect(200)).text).not.toContain('ping-1')
  })
})
