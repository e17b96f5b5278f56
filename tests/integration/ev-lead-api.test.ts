// The electric-vehicle lead API of 001 §7 (decision 028) on the same leads and orders: a lead through the
// lead pipeline, its CRM view, a deposit through the card provider, and a cancellation that refunds it.
import request from 'supertest'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { RETAILERS_WITH_OWN_VENDOR } from '../../server/stock/reference/company-configs.js'
import { fakePayments } from '../helpers/fake-payments.js'
import { startTestApp, type TestApp } from '../helpers/test-app.js'

let t: TestApp
let fakes: ReturnType<typeof fakePayments>
let vehicleId: string

const lead = (extra: Record<string, unknown> = {}) => ({
  lead: {
    first_name: 'Robin',
    last_name: 'Ng',
    email: 'robin.ng@example.com',
    phone: '+61 400 555 777',
    vehicle_id: vehicleId,
    consent: true,
    ...extra,
  },
})

beforeAll(async () => {
  fakes = fakePayments()
  t = await startTestApp({ orders: { payments: fakes.providers, holds: { perClient: 2 } } })
  const [row] = await t.database.query<{ id: string }>(
    `SELECT id FROM vehicles WHERE status = 'stock' AND brand = 'Land Rover' AND owner_id <> ALL ($1::text[]) ORDER BY id DESC LIMIT 1 OFFSET 7`,
    [RETAILERS_WITH_OWN_VENDOR],
  )
  vehicleId = row!.id
})
afterAll(() => t.close())

it('takes a lead, pays its deposit, shows it to the CRM and refunds it on cancellation', async () => {
  const created = await request(t.app)
    .post('/api/leads')
    .set('Idempotency-Key', 'ev-lead-0001')
    .send(lead())
    .expect(201)
  const leadId = created.body.data.data.id as string
  // The same key answers the same lead.
  expect(
    (await request(t.app).post('/api/leads').set('Idempotency-Key', 'ev-lead-0001').send(lead())).text,
  ).toBe(created.text)

  const before = (await request(t.app).get(`/api/leads/${leadId}/salesforce_data`).expect(200)).body.data.data
  expect(before).toMatchObject({ lead_id: leadId, vehicle_id: vehicleId, order: null })
  expect(JSON.stringify(before)).not.toContain('robin.ng@example.com')
  await request(t.app).put(`/api/leads/${leadId}/initialize_cancellation`).expect(409)

  const body = { payment_intent: { salesforce_lead_id: leadId, amount: 1 } }
  const intent = await request(t.app)
    .post('/api/stripe/create_payment_intent')
    .set('Idempotency-Key', 'ev-intent-0001')
    .send(body)
    .expect(201)
  // The amount is the server's reservation fee, whatever the client sends.
  expect(intent.body.data.data).toMatchObject({ amount: '500.00', currency: 'AUD' })
  const again = await request(t.app).post('/api/stripe/create_payment_intent').send(body).expect(201)
  expect(again.body.data.data.order_number).toBe(intent.body.data.data.order_number)
  expect(again.body.data.data.payment_intent_id).toBe(intent.body.data.data.payment_intent_id)

  fakes.setIntent(intent.body.data.data.payment_intent_id, 'succeeded')
  await request(t.app)
    .post('/buy_online/stripe/webhook')
    .set('Stripe-Signature', 'good')
    .type('json')
    .send(
      JSON.stringify({
        id: 'evt_ev_1',
        type: 'payment_intent.succeeded',
        intent: intent.body.data.data.payment_intent_id,
      }),
    )
    .expect(200)
  const paid = (await request(t.app).get(`/api/leads/${leadId}/salesforce_data`).expect(200)).body.data.data
  expect(paid.order).toMatchObject({ status: 'paid', payment_status: 'paid' })

  const cancelled = await request(t.app).put(`/api/leads/${leadId}/initialize_cancellation`).expect(200)
  expect(cancelled.body.data.data).toMatchObject({ status: 'refunded', payment_status: 'refunded' })
  const [vehicle] = await t.database.query<{ status: string }>('SELECT status FROM vehicles WHERE id = $1', [
    vehicleId,
  ])
  expect(vehicle?.status).toBe('stock')
  // Cancelling again changes nothing.
  await request(t.app).put(`/api/leads/${leadId}/initialize_cancellation`).expect(200)
})

it('gives a lead one order however many payment calls race for it', async () => {
  const [other] = await t.database.query<{ id: string }>(
    `SELECT id FROM vehicles WHERE status = 'stock' AND brand = 'Land Rover' AND owner_id <> ALL ($1::text[]) AND id <> $2
     ORDER BY id DESC LIMIT 1 OFFSET 3`,
    [RETAILERS_WITH_OWN_VENDOR, vehicleId],
  )
  const created = await request(t.app)
    .post('/api/leads')
    .send(lead({ vehicle_id: other!.id, email: 'racer@example.com' }))
    .expect(201)
  const leadId = created.body.data.data.id as string
  const body = { payment_intent: { salesforce_lead_id: leadId } }
  // No Idempotency-Key: only the database can tell these five apart from five shoppers.
  const answers = await Promise.all(
    Array.from({ length: 5 }, () => request(t.app).post('/api/stripe/create_payment_intent').send(body)),
  )
  expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201, 201])
  expect(new Set(answers.map((a) => a.body.data.data.order_number)).size).toBe(1)
  expect(new Set(answers.map((a) => a.body.data.data.payment_intent_id)).size).toBe(1)
  const orders = await t.database.query<{ status: string }>('SELECT status FROM orders WHERE lead_id = $1', [
    leadId,
  ])
  expect(orders.map((o) => o.status)).toEqual(['payment_pending'])
})

it('answers hostile bodies with 400, never 500', async () => {
  const deep = '{"lead":' + '{"a":'.repeat(5000) + '1' + '}'.repeat(5000) + '}'
  for (const [path, raw] of [
    ['/api/leads', deep],
    ['/api/leads', '{"lead":{"first_name":"\\ud800x","email":"a@example.com"}}'],
    ['/api/leads', '{"lead":{"first_name":"a\\u0000b"}}'],
    ['/api/stripe/create_payment_intent', '{"payment_intent":{"salesforce_lead_id":"\\udc00"}}'],
    ['/api/stripe/create_payment_intent', deep],
  ] as const) {
    const answer = await request(t.app).post(path).type('json').send(raw)
    expect(answer.status, `${path} ${raw.slice(0, 40)}`).toBe(400)
    expect(answer.body.error.code).toBeTruthy()
  }
  // Numbers past 2^31 and 2^53 are just wrong values: a 4xx naming the field.
  for (const id of [2 ** 31, 2 ** 53 + 1, 1e308]) {
    const answer = await request(t.app)
      .post('/api/stripe/create_payment_intent')
      .send({ payment_intent: { salesforce_lead_id: id } })
    expect(answer.status).toBeGreaterThanOrEqual(400)
    expect(answer.status).toBeLessThan(500)
    expect(JSON.stringify(answer.body.error)).toContain('salesforce_lead_id')
  }
  await request(t.app)
    .get(`/api/leads/${'9'.repeat(40)}/salesforce_data`)
    .expect(404)
})

it('answers bad input with 4xx naming the field', async () => {
  expect(
    (
      await request(t.app)
        .post('/api/leads')
        .send(lead({ vehicle_id: 'no-such-car' }))
        .expect(404)
    ).body.error.details,
  ).toEqual([{ field: 'lead.vehicle_id', message: 'is not a vehicle in stock' }])
  const invalid = await request(t.app)
    .post('/api/leads')
    .send(lead({ email: '' }))
    .expect(422)
  expect(JSON.stringify(invalid.body.error.details)).toContain('email')
  await request(t.app)
    .post('/api/leads')
    .send(lead({ first_name: 'a\u0000b' }))
    .expect(400)
  await request(t.app).post('/api/stripe/create_payment_intent').send({}).expect(422)
  await request(t.app)
    .post('/api/stripe/create_payment_intent')
    .send({ payment_intent: { salesforce_lead_id: '11111111-1111-4111-8111-111111111111' } })
    .expect(404)
  await request(t.app).get('/api/leads/not-a-uuid/salesforce_data').expect(404)
  await request(t.app)
    .put('/api/leads/11111111-1111-4111-8111-111111111111/initialize_cancellation')
    .expect(404)
})

it('counts a lead’s hold against its client: the API cannot lock more of the stock than a checkout', async () => {
  const others = await t.database.query<{ id: string }>(
    `SELECT id FROM vehicles WHERE status = 'stock' AND brand = 'Land Rover' AND owner_id <> ALL ($1::text[])
     AND id <> $2 ORDER BY id DESC LIMIT 3`,
    [RETAILERS_WITH_OWN_VENDOR, vehicleId],
  )
  const client = '203.0.113.77'
  const answers = []
  for (const { id } of others) {
    const created = await request(t.app)
      .post('/api/leads')
      .set('X-Forwarded-For', client)
      .send(lead({ vehicle_id: id }))
      .expect(201)
    answers.push(
      await request(t.app)
        .post('/api/stripe/create_payment_intent')
        .set('X-Forwarded-For', client)
        .send({ payment_intent: { salesforce_lead_id: created.body.data.data.id } }),
    )
  }
  // Two holds per client by default (decision 064): the third is refused with when to try again.
  expect(answers.map((a) => a.status)).toEqual([201, 201, 429])
  expect(answers[2]!.body.error.code).toBe('too_many_holds')
  expect(Number(answers[2]!.headers['retry-after'])).toBeGreaterThan(0)
})

it('keeps a lead to the site it was posted on: the other brand’s site does not find it', async () => {
  const created = await request(t.app).post('/api/leads').send(lead()).expect(201)
  const id = created.body.data.data.id as string
  await request(t.app).get(`/api/leads/${id}/salesforce_data`).expect(200)
  const other = await request(t.app).get(`/api/leads/${id}/salesforce_data`).set('Host', 'jaguar.localhost')
  expect(other.status).toBe(404)
  await request(t.app)
    .put(`/api/leads/${id}/initialize_cancellation`)
    .set('Host', 'jaguar.localhost')
    .expect(404)
  await request(t.app)
    .post('/api/stripe/create_payment_intent')
    .set('Host', 'jaguar.localhost')
    .send({ payment_intent: { salesforce_lead_id: id } })
    .expect(404)
})
