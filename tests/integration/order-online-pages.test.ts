// The order-online journey's pages (000 §2, docs/decisions/027): which vehicle each step shows, the
// locale prefix, not-found pages, caching, page kinds and the confirmation page without contact details.
import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  FREE_RESERVATION_DEALER,
  RETAILERS_WITH_OWN_VENDOR,
} from '../../server/stock/reference/company-configs.js'
import { PHONE, VERIFIED, orderBody } from '../helpers/order-body.js'
import { startTestApp, type TestApp } from '../helpers/test-app.js'

const JAGUAR = 'jaguar.localhost'
let t: TestApp

const onSale = async (where: string, params: unknown[] = [RETAILERS_WITH_OWN_VENDOR]) =>
  (
    await t.database.query<{ id: string }>(
      `SELECT id FROM vehicles WHERE status = 'stock' AND ${where} ORDER BY id LIMIT 1`,
      params,
    )
  )[0]?.id as string

beforeAll(async () => {
  t = await startTestApp({
    orders: { phones: { verifiedFor: async (id, phone) => id === VERIFIED && phone === PHONE } },
  })
})
afterAll(() => t.close())

describe('the details step', () => {
  it('shows a vehicle of the site with the numbered steps, privately cached, with meta tags suppressed', async () => {
    const id = await onSale(`brand = 'Land Rover' AND owner_id <> ALL ($1::text[])`)
    const res = await request(t.app).get(`/showroom-order-online/vehicle/${id}`).expect(200)
    expect(res.headers['cache-control']).toBe('private, no-store')
    expect(res.text).toContain('data-step="details"')
    expect(res.text).toMatch(/<li class="order-steps__step order-steps__step--current" aria-current="step">/)
    expect(res.text).toContain(`data-vehicle-id="${id}"`)
    expect(res.text).toContain('data-island="storefront:order-online/details-step"')
    expect(res.text).toContain('"pageKind":"checkout"')
    expect(res.text).not.toContain('<meta name="description"')
  })

  it('without JavaScript still shows the vehicle, the steps and why reserving cannot go on', async () => {
    const id = await onSale(`brand = 'Land Rover' AND owner_id <> ALL ($1::text[])`)
    const res = await request(t.app).get(`/showroom-order-online/vehicle/${id}`).expect(200)
    expect(res.text).toContain('<ol class="order-steps__list"')
    expect(res.text).toMatch(/<p class="order-vehicle__title[^"]*" id="order-vehicle-title">[^<]+</)
    expect(res.text).toContain('class="order-vehicle__price"')
    expect(res.text).toContain('Reserving online needs JavaScript')
    const arabic = await request(t.app).get(`/ar/showroom-order-online/vehicle/${id}`).expect(200)
    expect(arabic.text).toContain('يتطلب الحجز عبر الإنترنت تفعيل JavaScript')
  })

  it('speaks Arabic under /ar, right to left, with the Arabic step labels', async () => {
    const id = await onSale(`brand = 'Land Rover' AND owner_id <> ALL ($1::text[])`)
    const res = await request(t.app).get(`/ar/showroom-order-online/vehicle/${id}`).expect(200)
    expect(res.text).toMatch(/<html[^>]* dir="rtl"/)
    expect(res.text).toContain('التفاصيل')
    expect(res.text).not.toContain('>Details<')
    // The price is isolated, or the bidi algorithm shows "$111,070" as "111,070$" after an Arabic label.
    expect(res.text).toMatch(/class="order-vehicle__price">.*?<bdi>\$[\d,]+<\/bdi>/)
  })

  it('answers the not-found page for another brand, an unknown, a reserved or a malformed vehicle', async () => {
    const jaguar = await onSale(`brand = 'Jaguar' AND owner_id <> ALL ($1::text[])`)
    await request(t.app).get(`/showroom-order-online/vehicle/${jaguar}`).expect(404)
    await request(t.app).get(`/showroom-order-online/vehicle/${jaguar}`).set('Host', JAGUAR).expect(200)
    await request(t.app).get('/showroom-order-online/vehicle/no-such-vehicle').expect(404)
    await request(t.app)
      .get('/showroom-order-online/vehicle/%00')
      .expect((res) => expect(res.status).toBeLessThan(500))
    await request(t.app).get('/showroom-order-online/vehicle/a%20b').expect(404)
    await request(t.app).get('/showroom-order-online/checkout?vehicle=no-such-vehicle').expect(404)
    await request(t.app).get('/xx/showroom-order-online/checkout').expect(404)
    const reserved = await onSale(`brand = 'Land Rover' AND owner_id <> ALL ($1::text[]) AND id > 'v1x5'`)
    await t.database.query(
      `UPDATE vehicles SET status = 'reserved', data = jsonb_set(data, '{attributes,status}', '"reserved"') WHERE id = $1`,
      [reserved],
    )
    await request(t.app).get(`/showroom-order-online/vehicle/${reserved}`).expect(404)
  })

  it('starts the configurator journey from a config_url, and sends the bare start to the stock', async () => {
    const [config] = await t.database.query<{ config_url: string }>(
      `SELECT config_url FROM vehicle_configs WHERE data->'attributes'->>'nameplate_brand_name' = 'Land Rover' LIMIT 1`,
    )
    const res = await request(t.app)
      .get(`/showroom-order-online/?config_url=${encodeURIComponent(config!.config_url)}`)
      .expect(200)
    expect(res.text).toContain('data-step="details"')
    await request(t.app)
      .get(
        `/showroom-order-online/?config_url=${encodeURIComponent('https://configurator.example.com/none')}`,
      )
      .expect(404)
    const start = await request(t.app).get('/ar/showroom-order-online/').expect(303)
    expect(start.headers.location).toBe('/ar/stock')
  })
})

describe('checkout, success and confirmation', () => {
  it('renders the checkout and success islands with their page kinds', async () => {
    const checkout = await request(t.app).get('/showroom-order-online/checkout').expect(200)
    expect(checkout.text).toContain('data-island="storefront:order-online/checkout"')
    expect(checkout.text).toContain('"pageKind":"checkout_reservation"')
    const success = await request(t.app)
      .get('/showroom-order-online/success?order=AAAA-BBBB-CCCC-DDDD')
      .expect(200)
    expect(success.text).toContain('"pageKind":"checkout_order_confirmation"')
  })

  it('shows a confirmed order by its number on its own site, without the shopper’s contact details', async () => {
    const vehicleId = await onSale(`brand = 'Land Rover' AND owner_id = $1`, [FREE_RESERVATION_DEALER])
    const lock = (
      await request(t.app).post('/buy_online/orders/init').send({ vehicle_id: vehicleId }).expect(201)
    ).body.data.data
    const order = (
      await request(t.app).post('/buy_online/orders').send(orderBody(vehicleId, lock)).expect(201)
    ).body.data.data
    await request(t.app).put(`/buy_online/orders/${order.order_number}/confirm`).send({}).expect(200)
    const page = await request(t.app)
      .get(`/showroom-order-online/confirmation/${order.order_number}`)
      .expect(200)
    expect(page.text).toContain(order.order_number)
    expect(page.text).toContain('Confirmed')
    expect(page.text).not.toContain('jordan.lee@example.com')
    expect(page.text).not.toContain(PHONE)
    await request(t.app)
      .get(`/showroom-order-online/confirmation/${order.order_number}`)
      .set('Host', JAGUAR)
      .expect(404)
    await request(t.app).get('/showroom-order-online/confirmation/AAAA-BBBB-CCCC-DDDD').expect(404)
    await request(t.app).get('/showroom-order-online/confirmation/not-a-number').expect(404)
  })
})
