// Issue 25 item 11, decision 067: the admin works across sites. Sign-in happens on one origin, so the
// Orders calls list, open, refund and cancel the orders of every site the user may see, whichever host is
// called; a `site` filter narrows the list; a user limited to one site (the `sites` claim) reaches no other
// site's orders, dealers or settings.
import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { browser, signedInEditor } from '../helpers/browser.js'
import { fakePayments } from '../helpers/fake-payments.js'
import { PHONE, VERIFIED, orderBody } from '../helpers/order-body.js'
import { startTestApp, type TestApp } from '../helpers/test-app.js'
import { FREE_RESERVATION_DEALER } from '../../server/stock/reference/company-configs.js'

const JAGUAR = 'jaguar.localhost'
const LAND_ROVER = 'localhost'

let t: TestApp
let origin: string
let fakes: ReturnType<typeof fakePayments>
let admin: Awaited<ReturnType<typeof signedInEditor>>
let jaguarAdmin: Awaited<ReturnType<typeof signedInEditor>>
/** Paid and confirmed orders of each site, and an open (unpaid) Jaguar order. */
const orders = { jaguar: '', jaguarToo: '', landRover: '', landRoverToo: '', openJaguar: '' }

async function onSale(brand: string): Promise<string[]> {
  return (
    await t.database.query<{ id: string }>(
      "SELECT id FROM vehicles WHERE status = 'stock' AND owner_id <> $1 AND brand = $2 ORDER BY id DESC LIMIT 3",
      [FREE_RESERVATION_DEALER, brand],
    )
  ).map((r) => r.id)
}

/** A vehicle held and ordered on `host`'s site; answers the order. */
async function placeOrder(host: string, vehicleId: string) {
  const lock = (
    await request(origin)
      .post('/buy_online/orders/init')
      .set('Host', host)
      .send({ vehicle_id: vehicleId })
      .expect(201)
  ).body.data.data
  return (
    await request(origin)
      .post('/buy_online/orders')
      .set('Host', host)
      .send(orderBody(vehicleId, lock))
      .expect(201)
  ).body.data.data as { order_number: string; amount: string }
}

/** A Land Rover order paid by card (the site's Stripe) and confirmed. */
async function paidLandRover(vehicleId: string): Promise<string> {
  const order = await placeOrder(LAND_ROVER, vehicleId)
  const intent = (
    await request(origin)
      .post('/buy_online/payment')
      .set('Host', LAND_ROVER)
      .send({
        order_number: order.order_number,
        payment: { amount: Number(order.amount), currency: 'AUD', vehicle_id: vehicleId },
      })
      .expect(201)
  ).body.data.data
  fakes.setIntent(intent.payment_intent_id, 'succeeded')
  await request(origin)
    .put(`/buy_online/orders/${order.order_number}/confirm`)
    .set('Host', LAND_ROVER)
    .send({})
    .expect(200)
  return order.order_number
}

/** A Jaguar order paid with PayPal (the Jaguar site's vendor) and confirmed. */
async function paidJaguar(vehicleId: string): Promise<string> {
  const order = await placeOrder(JAGUAR, vehicleId)
  const created = (
    await request(origin)
      .post('/buy_online/paypal/create_order')
      .set('Host', JAGUAR)
      .send({
        order_number: order.order_number,
        order: {
          amount_value: order.amount,
          amount_currency_code: 'AUD',
          vehicle_id: vehicleId,
          company_uuid: 'jdx',
        },
      })
      .expect(201)
  ).body.data.data
  fakes.approve(created.id)
  const confirmed = await request(origin)
    .put(`/buy_online/orders/${order.order_number}/confirm`)
    .set('Host', JAGUAR)
    .send({ paypal_order_id: created.id })
    .expect(200)
  expect(confirmed.body.data.data).toMatchObject({ status: 'confirmed', payment_status: 'paid' })
  return order.order_number
}

const numbers = (body: { data: { data: { order_number: string }[] } }) =>
  body.data.data.map((o) => o.order_number).sort()

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
  const [j1, j2, j3] = await onSale('Jaguar')
  const [l1, l2] = await onSale('Land Rover')
  orders.jaguar = await paidJaguar(j1!)
  orders.jaguarToo = await paidJaguar(j2!)
  orders.landRover = await paidLandRover(l1!)
  orders.landRoverToo = await paidLandRover(l2!)
  orders.openJaguar = (await placeOrder(JAGUAR, j3!)).order_number
  admin = await signedInEditor(origin, 'admin')
  jaguarAdmin = await signedInEditor(origin, 'jaguar-admin')
})
afterAll(() => t.close())

describe('an admin of every site', () => {
  it('lists every site’s orders from either host, with the sites to filter by', async () => {
    const all = [
      orders.jaguar,
      orders.jaguarToo,
      orders.landRover,
      orders.landRoverToo,
      orders.openJaguar,
    ].sort()
    for (const host of [LAND_ROVER, JAGUAR]) {
      const body = (await admin.agent.get('/admin/api/orders').set('Host', host).expect(200)).body
      expect(numbers(body)).toEqual(all)
      expect(body.data.meta.site).toBe('')
      expect(body.data.meta.sites.map((s: { key: string }) => s.key)).toEqual(['jdx', 'lrdx'])
    }
  })

  it('narrows the list to one site with the site filter, and names an unknown site', async () => {
    const jaguar = (await admin.agent.get('/admin/api/orders?site=jdx').expect(200)).body
    expect(numbers(jaguar)).toEqual([orders.jaguar, orders.jaguarToo, orders.openJaguar].sort())
    expect(jaguar.data.data.every((o: { site: string }) => o.site === 'jdx')).toBe(true)
    const paid = (await admin.agent.get('/admin/api/orders?site=jdx&status=confirmed').expect(200)).body
    expect(numbers(paid)).toEqual([orders.jaguar, orders.jaguarToo].sort())
    const bad = await admin.agent.get('/admin/api/orders?site=volvo').expect(422)
    expect(bad.body.error.details).toEqual([{ field: 'site', message: 'must be one of jdx, lrdx' }])
  })

  it('opens a Jaguar order from the Land Rover host and a Land Rover order from the Jaguar host', async () => {
    const jaguar = (
      await admin.agent.get(`/admin/api/orders/${orders.jaguar}`).set('Host', LAND_ROVER).expect(200)
    ).body.data.data
    expect(jaguar).toMatchObject({
      site: 'jdx',
      status: 'confirmed',
      payment_status: 'paid',
      vendor: 'PAYPAL',
    })
    const landRover = (
      await admin.agent.get(`/admin/api/orders/${orders.landRover}`).set('Host', JAGUAR).expect(200)
    ).body.data.data
    expect(landRover).toMatchObject({ site: 'lrdx', status: 'confirmed', vendor: 'STRIPE' })
  })

  it('refunds a Jaguar order from the Land Rover host and a Land Rover order from the Jaguar host', async () => {
    const jaguar = (
      await admin.agent
        .post(`/admin/api/orders/${orders.jaguar}/refund`)
        .set('Host', LAND_ROVER)
        .set('csrf-token', admin.csrf)
        .send({ reason: 'the shopper asked' })
        .expect(200)
    ).body.data.data
    expect(jaguar).toMatchObject({ site: 'jdx', status: 'refunded', payment_status: 'refunded' })
    const landRover = (
      await admin.agent
        .post(`/admin/api/orders/${orders.landRover}/refund`)
        .set('Host', JAGUAR)
        .set('csrf-token', admin.csrf)
        .send({})
        .expect(200)
    ).body.data.data
    expect(landRover).toMatchObject({ site: 'lrdx', status: 'refunded', payment_status: 'refunded' })
    const [vehicles] = await t.database.query<{ n: string | number }>(
      "SELECT count(*) AS n FROM vehicles v JOIN orders o ON o.vehicle_id = v.id WHERE o.order_number = ANY($1) AND v.status = 'stock'",
      [[orders.jaguar, orders.landRover]],
    )
    expect(Number(vehicles?.n)).toBe(2)
  })

  it('cancels an open Jaguar order from the Land Rover host', async () => {
    const cancelled = (
      await admin.agent
        .post(`/admin/api/orders/${orders.openJaguar}/cancel`)
        .set('Host', LAND_ROVER)
        .set('csrf-token', admin.csrf)
        .send({})
        .expect(200)
    ).body.data.data
    expect(cancelled).toMatchObject({ site: 'jdx', status: 'cancelled' })
  })
})

describe('an admin limited to the Jaguar site', () => {
  it('lists only the Jaguar orders, offers only that site, and is refused the other by name', async () => {
    for (const host of [LAND_ROVER, JAGUAR]) {
      const body = (await jaguarAdmin.agent.get('/admin/api/orders').set('Host', host).expect(200)).body
      expect(numbers(body)).toEqual([orders.jaguar, orders.jaguarToo, orders.openJaguar].sort())
      expect(body.data.meta.sites.map((s: { key: string }) => s.key)).toEqual(['jdx'])
    }
    const refused = await jaguarAdmin.agent.get('/admin/api/orders?site=lrdx').expect(403)
    expect(refused.body.error.code).toBe('site_not_permitted')
  })

  it('cannot open, refund or cancel a Land Rover order, from either host', async () => {
    for (const host of [LAND_ROVER, JAGUAR]) {
      await jaguarAdmin.agent.get(`/admin/api/orders/${orders.landRoverToo}`).set('Host', host).expect(404)
      await jaguarAdmin.agent.get(`/forms/orders/${orders.landRoverToo}`).set('Host', host).expect(404)
      for (const action of ['refund', 'cancel'])
        await jaguarAdmin.agent
          .post(`/admin/api/orders/${orders.landRoverToo}/${action}`)
          .set('Host', host)
          .set('csrf-token', jaguarAdmin.csrf)
          .send({})
          .expect(404)
    }
    const [row] = await t.database.query<{ status: string }>(
      'SELECT status FROM orders WHERE order_number = $1',
      [orders.landRoverToo],
    )
    expect(row?.status).toBe('confirmed')
  })

  it('refunds its own site’s order from the Land Rover host', async () => {
    const refunded = (
      await jaguarAdmin.agent
        .post(`/admin/api/orders/${orders.jaguarToo}/refund`)
        .set('Host', LAND_ROVER)
        .set('csrf-token', jaguarAdmin.csrf)
        .send({})
        .expect(200)
    ).body.data.data
    expect(refunded).toMatchObject({ site: 'jdx', status: 'refunded' })
  })

  it('sees only the Jaguar site and its retailers', async () => {
    const sites = (await jaguarAdmin.agent.get('/admin/api/sites').expect(200)).body.data
    expect(sites.map((s: { key: string }) => s.key)).toEqual(['jdx'])
    // Asked on the Land Rover host without a site, the dealers list is the Jaguar site's.
    const dealers = (await jaguarAdmin.agent.get('/admin/api/dealers').set('Host', LAND_ROVER).expect(200))
      .body.data
    expect(dealers.meta.site).toBe('jdx')
    expect(dealers.meta.sites.map((s: { key: string }) => s.key)).toEqual(['jdx'])
    expect(dealers.data.every((d: { brands: string[] }) => d.brands.includes('Jaguar'))).toBe(true)
    await jaguarAdmin.agent.get('/admin/api/dealers?site=lrdx').expect(403)
    await jaguarAdmin.agent.get('/admin/api/settings?site=lrdx').expect(403)
    const [landRoverOnly] = await t.database.query<{ id: string }>(
      "SELECT id FROM stock_dealers WHERE NOT ('Jaguar' = ANY(brands)) AND 'Land Rover' = ANY(brands) LIMIT 1",
    )
    await jaguarAdmin.agent.get(`/admin/api/dealers/${landRoverOnly!.id}`).expect(404)
    await admin.agent.get(`/admin/api/dealers/${landRoverOnly!.id}`).expect(200)
  })
})

describe('signing in from the Jaguar host', () => {
  it('comes back to the admin screens with the Jaguar site chosen', async () => {
    const res = await request(origin).get('/admin/orders').set('Host', JAGUAR).expect(302)
    const location = new URL(res.headers.location as string)
    expect(location.origin).toBe(origin)
    expect(location.searchParams.get('return_to')).toBe('/admin/orders?site=jdx')
    // On the sign-in origin itself, the path comes back as asked.
    const b = browser(origin)
    const here = await b.agent.get('/admin/orders').expect(302)
    expect(new URL(here.headers.location as string, origin).searchParams.get('return_to')).toBe(
      '/admin/orders',
    )
  })
})
