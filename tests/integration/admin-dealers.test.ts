import type express from 'express'
import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { AdminDealer } from '../../engine/dealers/admin-dealer.js'
import type { DealerInput } from '../../engine/dealers/dealer-input.js'
import type { Dealer, Vehicle } from '../../engine/stock/stock-types.js'
import { logger } from '../../server/ops/logger.js'
import { adminTestApp } from '../helpers/admin-test-app.js'
import { startTestApp, type TestApp } from '../helpers/test-app.js'

// The Dealers screen's API (issue 14 item 1, decision 038) on its own app, as the sign-in guard hands it a
// signed-in editor, over the test database with the seeded dealers: what it saves is what the public
// dealers endpoint, the footer picker and the stock answer.
let t: TestApp
let admin: express.Express

beforeAll(async () => {
  t = await startTestApp()
  admin = await adminTestApp(t, '/tmp/admin-dealers-media')
})
afterAll(() => t.close())

const NEW_DEALER: DealerInput = {
  name: 'Lakeside Land Rover Ballarat',
  dealer_code: 'AU09901',
  brands: ['Land Rover'],
  market: 'au',
  street: '12 Lydiard Street',
  locality: 'Wendouree',
  state: 'VIC',
  postcode: '3355',
  latitude: -37.531,
  longitude: 143.826,
  phone: '(03) 5550 9901',
  email: 'sales@lakeside.example.com',
  url: 'https://www.example.com/lakeside',
  names: { ar: 'لاند روفر ليكسايد بالارات' },
  services: ['service', 'sales'],
  contact_info: [{ type: 'phone', label: '(03) 5550 9901', href: 'tel:+61355509901' }],
  opening_hours: [{ days: ['Mo', 'Tu', 'We', 'Th', 'Fr'], opens: '08:00', closes: '17:00' }],
  tag_class: 'sales service',
  position: 40,
  is_fallback: false,
}

const create = (body: unknown) =>
  request(admin)
    .post('/admin/api/dealers')
    .send(body as object)

describe('dealers admin API', () => {
  it("lists a site's retailers, those selling its brand, with their versions", async () => {
    const res = await request(admin).get('/admin/api/dealers?site=jdx&items=100').expect(200)
    const dealers = res.body.data.data as AdminDealer[]
    expect(dealers.length).toBe(res.body.data.meta.total)
    expect(dealers.every((d) => d.brands.includes('Jaguar'))).toBe(true)
    expect(dealers[0]).toMatchObject({ version: 1, is_fallback: false, market: 'ae' })
    expect(res.body.data.meta).toMatchObject({
      site: 'jdx',
      sites: expect.arrayContaining([{ key: 'lrdx', name: expect.any(String), brand: 'Land Rover' }]),
    })
    const searched = await request(admin).get('/admin/api/dealers?site=lrdx&q=parramatta').expect(200)
    expect(searched.body.data.data.map((d: Dealer) => d.locality)).toEqual([])
    const artarmon = await request(admin).get('/admin/api/dealers?site=lrdx&q=artar').expect(200)
    expect(artarmon.body.data.data.map((d: Dealer) => d.locality)).toEqual(['Artarmon'])
  })

  it('creates a retailer the storefront finds: by postcode, in the footer, in its language', async () => {
    const audit = vi.spyOn(logger, 'info')
    const res = await create(NEW_DEALER).expect(201)
    const dealer = res.body.data.data as AdminDealer
    expect(dealer).toMatchObject({
      id: expect.stringMatching(/^dealer-[a-z0-9]{8}$/),
      version: 1,
      address: '12 Lydiard Street, Wendouree VIC 3355',
      city: 'Wendouree',
      services: ['sales', 'service'],
    })
    const near = await request(t.app).get('/dealers?near_postcode=3355&items=1').expect(200)
    expect(near.body.data[0]).toMatchObject({ id: dealer.id, distance_km: 0 })
    const footer = await request(t.app).get('/api/footer/retailers?market=au&language=en').expect(200)
    expect(footer.body.data.map((r: { id: string }) => r.id)).toContain(dealer.id)
    const jaguar = await request(t.app)
      .get('/api/footer/retailers?market=au&language=en')
      .set('Host', 'jaguar.localhost')
      .expect(200)
    expect(jaguar.body.data.map((r: { id: string }) => r.id)).not.toContain(dealer.id)
    expect(audit.mock.calls.some(([entry]) => (entry as { audit?: string }).audit === 'dealer.create')).toBe(
      true,
    )
    audit.mockRestore()
  })

  it('saves over the version it started from; a stale save is a 409 with the current retailer', async () => {
    const { body } = await create({ ...NEW_DEALER, dealer_code: 'AU09902' }).expect(201)
    const id = body.data.data.id as string
    const saved = await request(admin)
      .put(`/admin/api/dealers/${id}`)
      .send({ ...NEW_DEALER, dealer_code: 'AU09902', name: 'Lakeside Renamed', version: 1 })
      .expect(200)
    expect(saved.body.data.data).toMatchObject({ name: 'Lakeside Renamed', version: 2 })
    const stale = await request(admin)
      .put(`/admin/api/dealers/${id}`)
      .send({ ...NEW_DEALER, dealer_code: 'AU09902', name: 'Lost update', version: 1 })
      .expect(409)
    expect(stale.body.error).toMatchObject({
      code: 'version_conflict',
      details: { current: { name: 'Lakeside Renamed', version: 2 } },
    })
    const taken = await request(admin)
      .put(`/admin/api/dealers/${id}`)
      .send({ ...NEW_DEALER, dealer_code: 'au01101', version: 2 })
      .expect(409)
    expect(taken.body.error.code).toBe('dealer_code_taken')
    await request(admin)
      .put('/admin/api/dealers/dealer-nobody')
      .send({ ...NEW_DEALER, version: 1 })
      .expect(404)
  })

  it('gives the vehicles of a renamed dealer their new owner details', async () => {
    const current = (await request(admin).get('/admin/api/dealers/dealer-003').expect(200)).body.data
      .data as AdminDealer
    const input = {
      ...NEW_DEALER,
      name: 'Heritage Artarmon Prestige',
      dealer_code: current.dealer_code,
      brands: current.brands,
      street: current.street,
      locality: current.locality,
      state: current.state,
      postcode: current.postcode,
      phone: '(02) 5550 0003',
      version: current.version,
    }
    await request(admin).put('/admin/api/dealers/dealer-003').send(input).expect(200)
    const listing = await request(t.app)
      .get(`/listing/new?items=12&filter[owner_dealer_codes_includes]=${current.dealer_code}`)
      .expect(200)
    const vehicles = listing.body.data as Vehicle[]
    expect(vehicles.length).toBeGreaterThan(0)
    for (const v of vehicles)
      expect(v.attributes).toMatchObject({
        owner_name: 'Heritage Artarmon Prestige',
        owner_phone: '(02) 5550 0003',
        owner_opening_hours: 'Mo-Fr 08:00-17:00',
      })
  })

  it('refuses to delete a retailer that owns stock, deletes one that does not', async () => {
    const owning = await request(admin).delete('/admin/api/dealers/dealer-001').expect(409)
    expect(owning.body.error.code).toBe('dealer_has_stock')
    const { body } = await create({ ...NEW_DEALER, dealer_code: 'AU09903' }).expect(201)
    await request(admin).delete(`/admin/api/dealers/${body.data.data.id}`).expect(204)
    await request(admin).get(`/admin/api/dealers/${body.data.data.id}`).expect(404)
    await request(admin).delete(`/admin/api/dealers/${body.data.data.id}`).expect(404)
  })

  it.each<[string, Record<string, unknown>, string]>([
    ['no name', { name: '' }, 'name'],
    ['a state that is not Australian', { state: 'XX' }, 'state'],
    ['a three-digit postcode', { postcode: '300' }, 'postcode'],
    ['a latitude without a longitude', { longitude: null }, 'longitude'],
    ['a latitude past the pole', { latitude: 91 }, 'latitude'],
    ['a brand no site sells', { brands: ['Bentley'] }, 'brands.0'],
    ['no brand', { brands: [] }, 'brands'],
    ['an unknown service', { services: ['massage'] }, 'services.0'],
    [
      'a script link',
      { contact_info: [{ type: 'website', label: 'x', href: 'javascript:alert(1)' }] },
      'contact_info.0.href',
    ],
    [
      'hours that close before they open',
      { opening_hours: [{ days: ['Mo'], opens: '18:00', closes: '09:00' }] },
      'opening_hours.0.closes',
    ],
    ['a position past 2^31', { position: 2 ** 31 }, 'position'],
    ['a website that is not one', { url: 'ftp://example.com' }, 'url'],
    ['a dealer code with spaces', { dealer_code: 'AU 1' }, 'dealer_code'],
  ])('refuses %s with a 422 naming the field', async (_name, change, field) => {
    const res = await create({ ...NEW_DEALER, dealer_code: 'AU09990', ...change }).expect(422)
    expect(res.body.error.code).toBe('validation_failed')
    expect(res.body.error.details.map((d: { field: string }) => d.field)).toContain(field)
  })

  it('answers hostile requests with a JSON 4xx and changes nothing', async () => {
    const before = (await request(admin).get('/admin/api/dealers?site=lrdx&items=100').expect(200)).body.data
      .meta.total
    await request(admin).get('/admin/api/dealers?site=nope').expect(400)
    await request(admin).get('/admin/api/dealers?site=lrdx&items=1000').expect(400)
    await request(admin).get('/admin/api/dealers/Not%20an%20id').expect(400)
    await create({ ...NEW_DEALER, name: 'Nul\u0000name' }).expect(400)
    let deep: unknown = 'x'
    for (let i = 0; i < 200; i++) deep = [deep]
    await create({ ...NEW_DEALER, names: deep }).expect(400)
    await create('not an object').expect(422)
    await request(admin)
      .put('/admin/api/dealers/dealer-001')
      .send({ ...NEW_DEALER })
      .expect(422)
    const after = (await request(admin).get('/admin/api/dealers?site=lrdx&items=100').expect(200)).body.data
      .meta.total
    expect(after).toBe(before)
  })
})
