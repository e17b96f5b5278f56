// The electric-vehicle lead API of 001 §7 (decision 028) on the same leads and orders: a lead through the
// lead pipeline, its CRM view, a deposit through the card provider, and a cancellation that refunds it.
import request from 'supertest'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { FREE_RESERVATION_DEALER } from '../../server/stock/reference/company-configs.js'
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
  t = await startTestApp({ orders: { payments: fakes.providers } })
  const [row] = await t.database.query<{ id: string }>(
    `SELECT id FROM vehicles WHERE status = 'stock' AND brand = 'Land Rover' AND owner_id <> $1 ORDER BY id DESC LIMIT 1 OFFSET 7`,
    [FREE_RESERVATION_DEALER],
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
