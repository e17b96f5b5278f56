import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../helpers/test-app.js'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp({ images: true })
})
afterAll(() => t.close())

/** Every error answer: JSON with a code and a message, no stack trace, no internals. */
function expectCleanError(body: unknown) {
  expect(body).toMatchObject({ error: { code: expect.any(String), message: expect.any(String) } })
  expect(JSON.stringify(body)).not.toMatch(/at .*\(.*:\d+:\d+\)|node_modules|\/work\//)
}

describe('GET /public_api/pages/by_path/{path}', () => {
  it('answers the page attributes, blocks and metaheads under data', async () => {
    const res = await request(t.app).get('/public_api/pages/by_path/models/defender').expect(200)
    expect(res.body.data).toMatchObject({
      id: 'lrdx-defender',
      type: 'page',
      attributes: { path: '/models/defender', locale: 'en' },
    })
    expect(res.body.data.blocks.length).toBeGreaterThan(3)
    expect(Array.isArray(res.body.data.metaheads)).toBe(true)
  })

  it('picks the site by host; the home page is the path "/" (%2F)', async () => {
    const jaguar = await request(t.app)
      .get('/public_api/pages/by_path/%2F')
      .set('Host', 'jaguar.localhost')
      .expect(200)
    expect(jaguar.body.data.id).toBe('jdx-home')
    const landRover = await request(t.app)
      .get('/public_api/pages/by_path/%2F')
      .set('Host', 'localhost')
      .expect(200)
    expect(landRover.body.data.id).toBe('lrdx-home')
  })

  it('says what is missing without a path', async () => {
    for (const path of ['/public_api/pages/by_path', '/public_api/pages/by_path/']) {
      const res = await request(t.app).get(path).expect(400)
      expect(res.body.error.message).toBe('You have to provide current page pathname.')
    }
  })

  it('answers a JSON 404 for an unknown page', async () => {
    const res = await request(t.app).get('/public_api/pages/by_path/no/such/page').expect(404)
    expectCleanError(res.body)
  })

  it.each([
    ['/public_api/pages/by_path/../../etc/passwd'],
    ['/public_api/pages/by_path/%2e%2e/%2e%2e/etc/passwd'],
    ['/public_api/pages/by_path/a/%00b'],
    [`/public_api/pages/by_path/${'a'.repeat(600)}`],
    ['/public_api/pages/by_path/%E0%A4%A'],
  ])('refuses the hostile path %s with a 4xx', async (path) => {
    const res = await request(t.app).get(path)
    expect(res.status).toBeGreaterThanOrEqual(400)
    expect(res.status).toBeLessThan(500)
    expectCleanError(res.body)
  })
})

describe('content API', () => {
  it("GET /metaheads gives global ones, plus a page's with q[page_id_equal_or_null]", async () => {
    const global = await request(t.app).get('/metaheads').expect(200)
    const offers = await request(t.app)
      .get('/metaheads')
      .query({ 'q[page_id_equal_or_null]': 'lrdx-offers' })
      .expect(200)
    expect(offers.body.data.length).toBe(global.body.data.length + 1)
    const bad = await request(t.app).get('/metaheads?q[page_id_equal_or_null]=<script>').expect(400)
    expect(bad.body.error.message).toContain('q[page_id_equal_or_null]')
  })

  it('GET /settings, /nav_entries and breadcrumbs answer under data', async () => {
    const settings = await request(t.app).get('/settings').expect(200)
    expect(Array.isArray(settings.body.data)).toBe(true)
    const nav = await request(t.app).get('/nav_entries').expect(200)
    expect(Array.isArray(nav.body.data)).toBe(true)
    await request(t.app).get('/nav_entries/breadcrumbs/no-such-entry').expect(404)
    await request(t.app).get('/nav_entries/breadcrumbs/%3Cscript%3E').expect(400)
  })

  it("GET /settings?locale= answers the locale's values over the site's; an unknown locale is refused", async () => {
    const value = (body: { data: { key: string; value: string }[] }, key: string) =>
      body.data.find((s) => s.key === key)?.value
    const en = await request(t.app).get('/settings').expect(200)
    const ar = await request(t.app).get('/settings?locale=ar').expect(200)
    expect(value(en.body, 'general.app_name')).toBe('Southern Cross Land Rover')
    expect(value(ar.body, 'general.app_name')).toBe('ساوثرن كروس لاند روفر')
    expect(ar.body.data.length).toBe(en.body.data.length)
    const bad = await request(t.app).get('/settings?locale=xx').expect(400)
    expect(bad.body.error.message).toContain('locale')
  })
})

describe('media library', () => {
  it('GET /images/{id} lists variants with width and height', async () => {
    const res = await request(t.app).get('/images/24730').expect(200)
    expect(res.body.data.attributes.variants).toEqual([
      { width: 1600, height: 900, url: '/images/24730/w/1600.jpg' },
      { width: 1024, height: 576, url: '/images/24730/w/1024.jpg' },
      { width: 640, height: 360, url: '/images/24730/w/640.jpg' },
    ])
  })

  it('GET /images/{id}/w/{width}.jpg resizes once and caches for a year', async () => {
    const res = await request(t.app).get('/images/24730/w/640.jpg').expect(200)
    expect(res.headers['content-type']).toBe('image/jpeg')
    expect(res.headers['cache-control']).toContain('immutable')
    expect(res.body.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]))
  })

  it.each([
    ['/images/24730/w/641.jpg'],
    ['/images/24730/w/99999.jpg'],
    ['/images/24730/w/640.png'],
    ['/images/..%2F..%2Fetc/w/640.jpg'],
  ])('refuses %s with a 4xx', async (path) => {
    const res = await request(t.app).get(path)
    expect(res.status).toBeGreaterThanOrEqual(400)
    expect(res.status).toBeLessThan(500)
  })

  it('answers 404 for an unknown image', async () => {
    await request(t.app).get('/images/no-such-image').expect(404)
    await request(t.app).get('/images/no-such-image/w/640.jpg').expect(404)
  })
})

it('answers JSON 404 for other methods and unknown API paths, and 400 for a bad JSON body', async () => {
  const post = await request(t.app).post('/public_api/pages/by_path/x').send({ a: 1 })
  expect(post.status).toBe(404)
  expectCleanError(post.body)
})

describe('footer retailers', () => {
  it("lists the site brand's retailers of a market, named in the language, by position", async () => {
    const res = await request(t.app).get('/api/footer/retailers?market=au&language=en').expect(200)
    // The stock's dealers (decision 038): the first sells Land Rover and Jaguar, and has a website.
    expect(res.body.data[0]).toMatchObject({
      id: 'dealer-001',
      name: 'Southern Cross Phillip Jaguar Land Rover',
      position: 1,
      tag_class: 'sales service',
      url: expect.stringMatching(/^https:\/\//),
    })
    const jaguar = await request(t.app)
      .get('/api/footer/retailers?market=au&language=en')
      .set('Host', 'jaguar.localhost')
      .expect(200)
    expect(jaguar.body.data.length).toBeGreaterThan(5)
    expect(jaguar.body.data.every((r: { name: string }) => r.name.includes('Jaguar'))).toBe(true)
    const arabic = await request(t.app).get('/api/footer/retailers?market=ae&language=ar').expect(200)
    expect(arabic.body.data[0]).toMatchObject({ id: 'ae-dubai', name: 'لاند روفر الصفا دبي' })
    const english = await request(t.app).get('/api/footer/retailers?market=ae&language=en').expect(200)
    expect(english.body.data[0]).toMatchObject({ id: 'ae-dubai', name: 'Al Safa Land Rover Dubai' })
    expect(
      (await request(t.app).get('/api/footer/retailers?market=zz&language=en').expect(200)).body.data,
    ).toEqual([])
  })

  it.each([
    ['?market=AU&language=en'],
    ['?market=au'],
    ['?market=aus&language=en'],
    ['?market=au&language=e%27n'],
  ])('refuses %s', async (query) => {
    const res = await request(t.app).get(`/api/footer/retailers${query}`).expect(400)
    expect(res.body.error.message).toMatch(/Query parameter (market|language)/)
  })
})
