// The demo's LiqPay retailer (issue 25 item 13): its reservations go through LiqPay in hryvnias, on the local
// sandbox as on LiqPay (the signed checkout form, the server callback through the job worker, confirm), a
// vehicle of its with a fee in a currency LiqPay does not take cannot be reserved, and only the checkout of
// a LiqPay reservation lets its form go to LiqPay's host.
import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LIQPAY_DEALER, RETAILERS_WITH_OWN_VENDOR } from '../../server/stock/reference/company-configs.js'
import { fakePayments } from '../helpers/fake-payments.js'
import { PHONE, VERIFIED, orderBody } from '../helpers/order-body.js'
import { startTestApp, type TestApp } from '../helpers/test-app.js'

const phones = { verifiedFor: async (id: string, phone: string) => id === VERIFIED && phone === PHONE }
let local: TestApp
let hosted: TestApp

beforeAll(async () => {
  ;[local, hosted] = await Promise.all([
    // Listening: LiqPay's callback reaches the app over HTTP, through the job worker.
    startTestApp({ auth: true, orders: { phones } }),
    startTestApp({ orders: { phones, payments: fakePayments().providers } }),
  ])
})
afterAll(async () => {
  await Promise.all([local?.close(), hosted?.close()])
})

/** A Land Rover of the LiqPay retailer on sale: without a fee of its own (`own: false`), or with one. */
async function liqpayVehicle(t: TestApp, own: boolean, offset = 0): Promise<string> {
  const [row] = await t.database.query<{ id: string }>(
    `SELECT id FROM vehicles WHERE status = 'stock' AND owner_id = $1 AND brand = 'Land Rover'
       AND (data->'attributes'->'reservation' IS NOT NULL) = $2
       AND ($2 = false OR data->'attributes'->'reservation'->>'currency' = 'AUD')
     ORDER BY id LIMIT 1 OFFSET $3`,
    [LIQPAY_DEALER, own, offset],
  )
  if (!row) throw new Error(`no LiqPay vehicle (own fee: ${own})`)
  return row.id
}

const formAction = (res: { headers: Record<string, string> }) =>
  /form-action ([^;]*)/.exec(res.headers['content-security-policy'] ?? '')?.[1] ?? ''

describe('on the local sandbox', () => {
  it('reserves with a fee of 20,000 UAH paid through LiqPay’s checkout and callback', async () => {
    const vehicleId = await liqpayVehicle(local, false)
    const lock = (
      await request(local.origin!).post('/buy_online/orders/init').send({ vehicle_id: vehicleId }).expect(201)
    ).body.data.data
    expect(lock.reservation).toEqual({ vendor: 'LIQPAY', amount: '20000.00', currency: 'UAH', free: false })
    const order = (
      await request(local.origin!).post('/buy_online/orders').send(orderBody(vehicleId, lock)).expect(201)
    ).body.data.data
    expect([order.vendor, order.currency]).toEqual(['LIQPAY', 'UAH'])

    const query = new URLSearchParams({
      order_number: order.order_number,
      amount: order.amount,
      currency: order.currency,
      vehicle_id: vehicleId,
      language: 'en',
    })
    const answered = await request(local.origin!).get(`/buy_online/liqpay/checkout_data?${query}`)
    expect(answered.status, JSON.stringify(answered.body)).toBe(200)
    const checkout = answered.body.data.data
    expect(checkout.checkout_url).toBe('/dev-payments/liqpay/checkout')
    const page = await request(local.origin!)
      .post(checkout.checkout_url)
      .type('form')
      .send({ data: checkout.data, signature: checkout.signature })
      .expect(200)
    expect(page.text).toContain('20000 UAH')

    await local.payments.local.liqpay!.pay(checkout.data, checkout.signature, 'success')
    // LiqPay's signed callback reaches /buy_online/liqpay/callback through the job worker.
    await expect
      .poll(
        async () =>
          (await request(local.origin!).get(`/buy_online/orders/${order.order_number}`)).body.data.data
            .status,
        {
          timeout: 15_000,
        },
      )
      .toBe('paid')
    const confirmed = await request(local.origin!)
      .put(`/buy_online/orders/${order.order_number}/confirm`)
      .send({})
      .expect(200)
    expect(confirmed.body.data.data.status).toBe('confirmed')
  })

  it('refuses a vehicle whose own fee is in a currency LiqPay does not take', async () => {
    const vehicleId = await liqpayVehicle(local, true)
    const res = await request(local.origin!)
      .post('/buy_online/orders/init')
      .send({ vehicle_id: vehicleId })
      .expect(422)
    expect(res.body, JSON.stringify(res.body)).toMatchObject({ error: { code: 'not_reservable' } })
  })
})

describe('the checkout page’s form-action', () => {
  it('allows LiqPay’s host on the checkout of a LiqPay reservation only', async () => {
    const liqpay = await liqpayVehicle(hosted, false)
    const [stripe] = await hosted.database.query<{ id: string }>(
      `SELECT id FROM vehicles WHERE status = 'stock' AND brand = 'Land Rover' AND owner_id <> ALL ($1::text[])
       ORDER BY id LIMIT 1`,
      [RETAILERS_WITH_OWN_VENDOR],
    )
    const own = formAction(
      await request(hosted.app).get(`/showroom-order-online/checkout?vehicle=${liqpay}`).expect(200),
    )
    expect(own.split(' ')).toEqual(["'self'", 'https://www.liqpay.ua'])
    const arabic = formAction(
      await request(hosted.app).get(`/ar/showroom-order-online/checkout?vehicle=${liqpay}`).expect(200),
    )
    expect(arabic).toContain('https://www.liqpay.ua')
    // The stored journey's vehicle is known only in the browser: the site's LiqPay retailer may be it.
    expect(
      formAction(await request(hosted.app).get('/showroom-order-online/checkout').expect(200)),
    ).toContain('https://www.liqpay.ua')
    for (const path of [
      `/showroom-order-online/checkout?vehicle=${stripe!.id}`,
      `/showroom-order-online/vehicle/${liqpay}`,
      '/stock',
      '/',
    ]) {
      const res = await request(hosted.app).get(path)
      expect(formAction(res), path).toBe("'self'")
    }
  })

  it('keeps form-action to this site where LiqPay is the local sandbox', async () => {
    const liqpay = await liqpayVehicle(local, false, 1)
    const res = await request(local.origin!)
      .get(`/showroom-order-online/checkout?vehicle=${liqpay}`)
      .expect(200)
    expect(formAction(res)).toBe("'self'")
  })
})
