// A reservation end to end on the app's own local providers, as the demo runs it (no doubles): hold the
// vehicle, verify the phone with the code the local verifier "texts", order, pay with Stripe's test card on
// the local card provider, let its signed webhook arrive through the job worker, confirm. The vehicle is
// then reserved and both mails are sent.
import request from 'supertest'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { smsOutboxDir } from '../../server/payments/sms-outbox-dir.js'
import { SmsOutbox } from '../../server/payments/sms-outbox.js'
import { startTestApp, type TestApp } from '../helpers/test-app.js'
import { RETAILERS_WITH_OWN_VENDOR } from '../../server/stock/reference/company-configs.js'

let t: TestApp
let origin: string

beforeAll(async () => {
  t = await startTestApp({ auth: true })
  origin = t.origin as string
})
afterAll(() => t.close())

it('reserves a vehicle with a verified phone and a local Stripe payment', async () => {
  const [vehicle] = await t.database.query<{ id: string }>(
    "SELECT id FROM vehicles WHERE status = 'stock' AND owner_id <> ALL ($1::text[]) AND brand = 'Land Rover' ORDER BY id LIMIT 1",
    [RETAILERS_WITH_OWN_VENDOR],
  )
  const vehicleId = vehicle!.id
  const lock = (
    await request(origin).post('/buy_online/orders/init').send({ vehicle_id: vehicleId }).expect(201)
  ).body.data.data
  const phone = '+61 400 555 123'
  const started = (
    await request(origin)
      .post('/buy_online/phone_verification/create_verification')
      .send({ phone_number: phone })
      .expect(201)
  ).body.data.data
  const sms = (await new SmsOutbox(smsOutboxDir(process.env, t.dataDir)).latest()).find(
    (m) => m.to === '+61400555123',
  )
  expect(sms?.body).toContain(sms?.code)
  await request(origin)
    .post('/buy_online/phone_verification/check_verification')
    .send({ phone_number: phone, code: sms!.code, verification_id: started.verification_id })
    .expect(200)
  const order = (
    await request(origin)
      .post('/buy_online/orders')
      .send({
        order: {
          vehicle_id: vehicleId,
          lock_id: lock.lock_id,
          holder: lock.holder,
          verification_id: started.verification_id,
          phone_number: phone,
          customer: { first_name: 'Sam', last_name: 'Lee', email: 'sam.lee@example.com' },
          finance_option: 'cash',
        },
      })
      .expect(201)
  ).body.data.data
  const intent = (
    await request(origin)
      .post('/buy_online/payment')
      .send({
        order_number: order.order_number,
        payment: { amount: Number(order.amount), currency: order.currency, vehicle_id: vehicleId },
      })
      .expect(201)
  ).body.data.data
  expect(intent.payment_page_url).toContain(intent.payment_intent_id)
  const paid = await t.payments.local.card!.pay(intent.payment_intent_id, '4242424242424242')
  expect(paid.intent.status).toBe('succeeded')
  // The local provider's signed webhook reaches /buy_online/stripe/webhook through the job worker.
  await expect
    .poll(
      async () =>
        (await request(origin).get(`/buy_online/orders/${order.order_number}`)).body.data.data.status,
      {
        timeout: 15_000,
      },
    )
    .toBe('paid')
  const confirmed = await request(origin)
    .put(`/buy_online/orders/${order.order_number}/confirm`)
    .send({})
    .expect(200)
  expect(confirmed.body.data.data.status).toBe('confirmed')
  const [row] = await t.database.query<{ status: string }>('SELECT status FROM vehicles WHERE id = $1', [
    vehicleId,
  ])
  expect(row?.status).toBe('reserved')
  await expect
    .poll(
      async () =>
        (
          await t.database.query<{ status: string }>(
            `SELECT j.status FROM jobs j JOIN orders o ON o.id = j.order_id
             WHERE o.order_number = $1 AND j.kind IN ('order_notification', 'order_confirmation')`,
            [order.order_number],
          )
        ).map((j) => j.status),
      { timeout: 15_000 },
    )
    .toEqual(['done', 'done'])
})
