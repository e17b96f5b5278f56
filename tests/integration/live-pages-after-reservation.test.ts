// A cached page that shows live stock (the home page's stock carousel) is rendered again once a vehicle is
// reserved, in every process (the stock_changed notification, server/stock/stock-changes.ts), instead of
// showing the vehicle as on sale for up to a minute. Pages without loaded data stay cached.
import request from 'supertest'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { FREE_RESERVATION_DEALER } from '../../server/stock/reference/company-configs.js'
import { PHONE, VERIFIED, orderBody } from '../helpers/order-body.js'
import { startTestApp, type TestApp } from '../helpers/test-app.js'

let t: TestApp

/** Whether `path` was answered from the page cache: a cached page's CSP has hashes, never a nonce. */
const fromCache = async (path: string) => {
  const res = await request(t.app).get(path).expect(200)
  return !String(res.headers['content-security-policy']).includes("'nonce-")
}

beforeAll(async () => {
  t = await startTestApp({
    orders: { phones: { verifiedFor: async (id, phone) => id === VERIFIED && phone === PHONE } },
  })
})
afterAll(() => t.close())

it('drops cached pages of live stock when a vehicle is reserved, and keeps the others', async () => {
  for (const path of ['/', '/ownership']) {
    await request(t.app).get(path).expect(200)
    expect(await fromCache(path)).toBe(true)
  }
  const [vehicle] = await t.database.query<{ id: string }>(
    "SELECT id FROM vehicles WHERE status = 'stock' AND owner_id = $1 AND brand = 'Land Rover' ORDER BY id LIMIT 1",
    [FREE_RESERVATION_DEALER],
  )
  const lock = (
    await request(t.app).post('/buy_online/orders/init').send({ vehicle_id: vehicle!.id }).expect(201)
  ).body.data.data
  // A soft lock alone changes nothing the pages show.
  expect(await fromCache('/')).toBe(true)
  const order = (
    await request(t.app).post('/buy_online/orders').send(orderBody(vehicle!.id, lock)).expect(201)
  ).body.data.data
  await request(t.app).put(`/buy_online/orders/${order.order_number}/confirm`).send({}).expect(200)

  expect(await fromCache('/')).toBe(false)
  expect(await fromCache('/ownership')).toBe(true)
  // Rendered again after the reservation, the home page is cached again.
  expect(await fromCache('/')).toBe(true)
})
