// The admin's Orders calls (/admin/api/orders): editors only, filters by status and date, an order's
// detail with transitions, payment events and deliveries, and refunds that go through the provider.
import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signedInEditor } from '../helpers/browser.js'
import { fakePayments } from '../helpers/fake-payments.js'
import { PHONE, VERIFIED, orderBody } from '../helpers/order-body.js'
import { startTestApp, type TestApp } from '../helpers/test-app.js'
import { RETAILERS_WITH_OWN_VENDOR } from '../../server/stock/reference/company-configs.js'

let t: TestApp
let origin: string
let editor: Awaited<ReturnType<typeof signedInEditor>>['agent']
let csrf: string
let fakes: ReturnType<typeof fakePayments>
let paidNumber: string
let openNumber: string

async function order(vehicleId: string) {
  const lock = (
    await request(origin).post('/buy_online/orders/init').send({ vehicle_id: vehicleId }).expect(201)
  ).body.data.data
  return (await request(origin).post('/buy_online/orders').send(orderBody(vehicleId, lock)).expect(201)).body
    .data.data
}

beforeAll(async () => {
  fakes = fakePayments()
  t = await startTestApp({
    auth: true,
    orders: {
      payments: fakes.providers,
      phones: { verifiedFor: async (id, p) => id === VERIFIED && p === PHONE },
    },
  })
  origin = t.origin as string
  ;({ agent: editor, csrf } = await signedInEditor(origin))
  const [a, b] = (
    await t.database.query<{ id: string }>(
      "SELECT id FROM vehicles WHERE status = 'stock' AND owner_id <> ALL ($1::text[]) AND brand = 'Land Rover' ORDER BY id DESC LIMIT 2",
      [RETAILERS_WITH_OWN_VENDOR],
    )
  ).map((r) => r.id)
  const paid = await order(a!)
  paidNumber = paid.order_number
  const intent = (
    await request(origin)
      .post('/buy_online/payment')
      .send({
        order_number: paidNumber,
        payment: { amount: Number(paid.amount), currency: 'AUD', vehicle_id: a },
      })
      .expect(201)
  ).body.data.data
  fakes.setIntent(intent.payment_intent_id, 'succeeded')
  await request(origin).put(`/buy_online/orders/${paidNumber}/confirm`).send({}).expect(200)
  openNumber = (await order(b!)).order_number
})
afterAll(() => t.close())

describe('the admin Orders calls', () => {
  it('are for editors only', async () => {
    await request(origin).get('/admin/api/orders').expect(401)
    await editor.post(`/admin/api/orders/${paidNumber}/refund`).send({}).expect(403)
  })

  it('list the site’s orders newest first, filtered by status and date', async () => {
    const all = (await editor.get('/admin/api/orders').expect(200)).body.data
    expect(all.data.map((o: { order_number: string }) => o.order_number)).toEqual([openNumber, paidNumber])
    expect(all.meta).toMatchObject({ total: 2, page: 1 })
    const confirmed = (await editor.get('/admin/api/orders?status=confirmed').expect(200)).body.data
    expect(confirmed.data.map((o: { order_number: string }) => o.order_number)).toEqual([paidNumber])
    const today = new Date().toISOString().slice(0, 10)
    expect(
      (await editor.get(`/admin/api/orders?from=${today}&to=${today}`).expect(200)).body.data.meta.total,
    ).toBe(2)
    expect((await editor.get('/admin/api/orders?to=2000-01-01').expect(200)).body.data.meta.total).toBe(0)
    const bad = await editor.get('/admin/api/orders?status=lost&from=yesterday&items=1000').expect(422)
    expect(bad.body.error.details.map((d: { field: string }) => d.field).sort()).toEqual([
      'from',
      'items',
      'status',
    ])
  })

  it('open an order with its transitions and deliveries', async () => {
    const detail = (await editor.get(`/admin/api/orders/${paidNumber}`).expect(200)).body.data.data
    expect(detail.transitions.map((tr: { to_status: string }) => tr.to_status)).toEqual([
      'created',
      'payment_pending',
      'paid',
      'confirmed',
    ])
    expect(detail.deliveries.map((d: { kind: string }) => d.kind).sort()).toEqual([
      'order_confirmation',
      'order_notification',
    ])
    expect(detail.customer).toMatchObject({ email: 'jordan.lee@example.com' })
    await editor.get('/admin/api/orders/AAAA-AAAA-AAAA-AAAA').expect(404)
  })

  it('refund a paid order through the provider and give the vehicle back; refuse what cannot be refunded', async () => {
    const refunded = (
      await editor
        .post(`/admin/api/orders/${paidNumber}/refund`)
        .set('csrf-token', csrf)
        .send({ reason: 'customer changed their mind' })
        .expect(200)
    ).body.data.data
    expect(refunded).toMatchObject({ status: 'refunded', payment_status: 'refunded' })
    const [vehicle] = await t.database.query<{ status: string }>(
      'SELECT status FROM vehicles WHERE id = $1',
      [refunded.vehicle_id],
    )
    expect(vehicle?.status).toBe('stock')
    const again = await editor
      .post(`/admin/api/orders/${paidNumber}/refund`)
      .set('csrf-token', csrf)
      .send({})
      .expect(409)
    expect(again.body.error.code).toBe('impossible_transition')
    const nothing = await editor
      .post(`/admin/api/orders/${openNumber}/refund`)
      .set('csrf-token', csrf)
      .send({})
      .expect(409)
    expect(nothing.body.error.code).toBe('impossible_transition')
    const cancelled = (
      await editor.post(`/admin/api/orders/${openNumber}/cancel`).set('csrf-token', csrf).send({}).expect(200)
    ).body.data.data
    expect(cancelled.status).toBe('cancelled')
  })
})
