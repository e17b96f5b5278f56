import { join } from 'node:path'
import express, { type Express } from 'express'
import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { StockReader } from '../../engine/stock/stock-reader.js'
import type { Vehicle } from '../../engine/stock/stock-types.js'
import { vehicleUrl } from '../../engine/storefront/vehicle-url.js'
import { errorHandler } from '../../server/http/error-handler.js'
import { showroomRoutes } from '../../server/http/routes/showroom.js'
import { nonceMiddleware } from '../../server/http/security-headers.js'
import { siteResolver } from '../../server/http/site-resolver.js'
import { contentCache } from '../../server/ssr/content-cache.js'
import { cssBundles } from '../../server/ssr/css-bundle.js'
import { startTestApp, type TestApp } from '../helpers/test-app.js'
import { makeVehicle } from '../helpers/vehicle-factory.js'

const JAGUAR = 'jaguar.localhost'

/** A stock of fixture vehicles behind the StockReader contract (what server/stock implements over SQL). */
function memoryStock(vehicles: Vehicle[]): StockReader {
  const unused = () => Promise.reject(new Error('not used by the vehicle page'))
  return {
    listing: unused,
    listingLight: unused,
    cards: unused,
    listingDealers: unused,
    models: unused,
    catalogueModel: unused,
    dealers: unused,
    vehicle: async (list, id) => vehicles.find((v) => v.list === list && v.id === id) ?? null,
    vehicleById: async (id) => vehicles.find((v) => v.id === id) ?? null,
    // Like the real one: same list and model first, never itself. It returns more than 6 on purpose.
    similar: async (vehicle, limit) =>
      vehicles.filter((v) => v.id !== vehicle.id && v.list === vehicle.list).slice(0, limit + 2),
  }
}

const defender = makeVehicle({ id: 'def001', attributes: { prices_type: 'incl. GST' } })
const jaguar = makeVehicle({
  id: 'jag001',
  attributes: {
    nameplate_brand_name: 'Jaguar',
    nameplate_name: 'F-PACE',
    model_display_name: 'F-PACE P250 R-Dynamic SE',
    engine_type: ['petrol'],
    owner_name: 'Southern Cross Jaguar',
  },
})
const sold = makeVehicle({ id: 'sold01', attributes: { status: 'sold' } })
const hidden = makeVehicle({ id: 'hid001', attributes: { price_hidden: true, financing_options: ['lease'] } })
const others = Array.from({ length: 8 }, (_, i) =>
  makeVehicle({ id: `sim00${i}`, attributes: { color_name: `Colour ${i}` } }),
)
const stock = memoryStock([defender, jaguar, sold, hidden, ...others])

let t: TestApp
let app: Express
beforeAll(async () => {
  t = await startTestApp()
  // The showroom router in the app's own middleware (site, nonce, error handler) with the fixture stock.
  app = express()
  app.use(nonceMiddleware, siteResolver(await t.storage.sites.list(), 'http://localhost:3000'))
  app.use(
    showroomRoutes({
      stock,
      content: contentCache(t.storage),
      css: cssBundles(join(import.meta.dirname, '../../dist/client')),
      islandScript: '/assets/islands-test.js',
      renderTimeoutMs: 5000,
      strict: true,
      log: (m, e) => t.logs.push(`${m} ${e instanceof Error ? e.message : ''}`),
    }),
  )
  app.use(errorHandler(() => {}))
})
afterAll(() => t.close())

const lr = (v: Vehicle) => vehicleUrl(v, { omitBrand: 'Land Rover' })

describe('GET /showroom/:slug-:id (000 §2)', () => {
  it('renders the vehicle in the site layout with its price, buttons and islands', async () => {
    const res = await request(app).get(lr(defender)).expect(200)
    expect(res.text).toMatch(/^<!DOCTYPE html><html lang="en" dir="ltr" data-theme="lrdx"/)
    expect(res.text).toContain('data-vehicle-id="def001"')
    expect(res.text).toContain('Land Rover Defender 110 D300 X-Dynamic SE</h1>')
    // Drive-away for the owner's state (NSW) replaces the purchase price, in the site's price settings.
    expect(res.text).toContain('Drive-away price')
    expect(res.text).toContain('$121,990')
    expect(res.text).toContain('Prices shown are incl. GST.')
    expect(res.text).toContain('icon-info-tip')
    // Reserve online (primary) before the secondary buttons.
    expect(res.text.indexOf('Reserve online')).toBeLessThan(res.text.indexOf('Enquire now'))
    expect(res.text).toContain('href="/showroom-order-online/vehicle/def001"')
    for (const island of ['save-button', 'compare-toggle', 'finance-calculator', 'pdp-analytics'])
      expect(res.text).toContain(`data-island="storefront:vehicle-page/${island}"`)
    expect(res.text).toContain('{"pageKind":"pdp","path":"/showroom/')
    expect(res.text).toContain('/assets/islands-test.js')
    // The theme's core, and the vehicle page's CSS with the finance inputs' and the stock list's (similar
    // vehicles).
    expect(res.text).toMatch(
      /<link rel="stylesheet" href="\/assets\/css-core-lrdx-[A-Za-z0-9_-]{8}\.css"><link rel="stylesheet" href="\/assets\/css\/[A-Za-z0-9_-]{8}\.[A-Za-z0-9_-]{8}\.[A-Za-z0-9_-]{8}\.css">/,
    )
    expect(res.text).toContain('type="range"')
  })

  it('suppresses page meta tags on this route', async () => {
    const res = await request(app).get(lr(defender)).expect(200)
    expect(res.text).not.toContain('og:image')
    expect(res.text).not.toContain('rel="canonical"')
    expect(res.text).toContain('<title>')
  })

  it("describes the vehicle in its meta description, from the vehicle's data", async () => {
    const res = await request(app).get(lr(defender)).expect(200)
    expect(res.text).toContain('<meta name="description" content="A capable, comfortable Defender.">')
  })

  it('shows the hero photos: the first two eager, 16-9 variants 1600/1024/640', async () => {
    const res = await request(app).get(lr(defender)).expect(200)
    expect(res.text).toContain('/images/veh-1/w/1600.jpg 1600w, /images/veh-1/w/1024.jpg 1024w')
    expect(res.text.match(/loading="eager"/g)?.length).toBe(2)
  })

  it('lists up to 6 similar vehicles, never the current one', async () => {
    const res = await request(app).get(lr(defender)).expect(200)
    const start = res.text.indexOf('class="vehicle-similar"')
    const similar = res.text.slice(start, res.text.indexOf('</section>', start))
    expect(similar.match(/class="vehicle-card"/g)?.length).toBe(6)
    expect(similar).not.toContain('-def001"')
    // A sold vehicle would link to a not-found page.
    expect(similar).not.toContain('-sold01"')
  })

  it('shows the owner only when stock_locator.owner_visible is on', async () => {
    const withOwner = await request(app).get(lr(defender)).expect(200)
    expect(withOwner.text).toContain('vehicle-owner')
    expect(withOwner.text).toContain('Southern Cross Land Rover')
    const withoutOwner = await request(app)
      .get(vehicleUrl(jaguar, { omitBrand: 'Jaguar' }))
      .set('Host', JAGUAR)
      .expect(200)
    expect(withoutOwner.text).toContain('data-theme="jdx"')
    expect(withoutOwner.text).not.toContain('vehicle-owner')
  })

  it('shows "price on request" for a hidden price with a financing option', async () => {
    const res = await request(app).get(lr(hidden)).expect(200)
    expect(res.text).toContain('Price on request')
    expect(res.text).not.toContain('finance-calculator')
  })

  it.each([
    ['an unknown id', '/showroom/new-defender-2024-nope99'],
    ['a sold vehicle', lr(sold)],
    ['no id', '/showroom/justaslug'],
  ])('answers the site not-found page with 404 for %s', async (_, url) => {
    const res = await request(app).get(url).expect(404)
    expect(res.text).toContain('data-theme="lrdx"')
    expect(res.text).toMatch(/page-not-found|not-found/i)
  })

  it('redirects a wrong slug permanently to the canonical one, keeping the query', async () => {
    const res = await request(app).get('/showroom/some-old-name-def001?_state=VIC').expect(301)
    expect(res.headers.location).toBe(`${lr(defender)}?_state=VIC`)
    const jag = await request(app).get('/showroom/x-jag001').set('Host', JAGUAR).expect(301)
    expect(jag.headers.location).toBe(vehicleUrl(jaguar, { omitBrand: 'Jaguar' }))
  })

  it('prices for the postcode-search state (_state)', async () => {
    const res = await request(app)
      .get(`${lr(defender)}?_state=VIC`)
      .expect(200)
    expect(res.text).toContain('$120,990')
  })

  it('renders the Arabic locale right to left under /ar', async () => {
    const res = await request(app)
      .get(`/ar${lr(defender)}`)
      .expect(200)
    expect(res.text).toMatch(/^<!DOCTYPE html><html lang="ar" dir="rtl"/)
    expect(res.text).toContain('المواصفات')
    expect(res.text).toContain('href="/ar/showroom-order-online/vehicle/def001"')
    // Coded values, statuses and units in Arabic; numbers as they are.
    expect(res.text).toContain('ديزل، هجينة خفيفة')
    expect(res.text).toContain('221 كيلوواط')
    expect(res.text).toContain('أوتوماتيك')
    expect(res.text).toContain('متوفرة')
    expect(res.text).not.toMatch(/>(Diesel, Mild hybrid|Automatic|In stock)</)
    // Similar vehicles link to the Arabic vehicle pages.
    expect(res.text).toMatch(
      /class="vehicle-card__link"[^>]*href="\/ar\/showroom\/|href="\/ar\/showroom\/[^"]+" class="vehicle-card__link"/,
    )
    // Only the language switch leads to the English page of the vehicle (docs/decisions/058).
    const englishVehicleLinks = [...res.text.matchAll(/<a [^>]*href="\/showroom\/[^>]*>[^<]*/g)].map(
      ([a]) => a,
    )
    expect(englishVehicleLinks).toEqual([expect.stringMatching(/site-nav__language.*>English$/)])
  })

  it.each([
    ['Land Rover', 'localhost', lr(defender), 'ساوثرن كروس لاند روفر'],
    ['Jaguar', JAGUAR, vehicleUrl(jaguar, { omitBrand: 'Jaguar' }), 'ساوثرن كروس جاكوار'],
  ])(
    'reads the Arabic settings on the %s Arabic page: buttons, title, lease string, floating button',
    async (_, host, url, appName) => {
      const res = await request(app).get(`/ar${url}`).set('Host', host).expect(200)
      // Brand and model stay Latin; the site's name after the divider is the Arabic one.
      expect(res.text).toMatch(new RegExp(`<title>[^<]*${appName}</title>`))
      expect(res.text).toContain('>احجز عبر الإنترنت</a>')
      expect(res.text).toContain('>استفسر الآن</a>')
      expect(res.text).toContain('>احجز تجربة قيادة</a>')
      expect(res.text).toContain(' شهريًا')
      // No English text left from the settings or the default buttons.
      for (const english of [
        '/Month',
        'Get in touch',
        'Next Steps',
        'Reserve online',
        'Enquire now',
        'Book a test drive',
      ])
        expect(res.text).not.toContain(english)
    },
  )

  it('keeps the English settings on the English page', async () => {
    const res = await request(app).get(lr(defender)).expect(200)
    expect(res.text).toMatch(/<title>[^<]*Southern Cross Land Rover<\/title>/)
    expect(res.text).toContain('Get in touch')
    expect(res.text).toContain('/Month')
    expect(res.text).not.toContain('شهريًا')
  })

  it('leaves a prefix that is not a locale of the site to other routes', async () => {
    await request(app)
      .get(`/xx${lr(defender)}`)
      .expect(404)
  })
})

describe('GET /showroom on the real app with the seeded stock', () => {
  let real: TestApp
  beforeAll(async () => {
    real = await startTestApp()
  })
  afterAll(() => real.close())

  const seeded = async (where: string): Promise<Vehicle> => {
    const rows = await real.database.query<{ data: Vehicle }>(
      `SELECT data FROM vehicles WHERE ${where} ORDER BY id LIMIT 1`,
    )
    if (!rows[0]) throw new Error(`no seeded vehicle where ${where}`)
    return rows[0].data
  }

  it('renders a seeded vehicle of each site and list with up to 6 similar vehicles of its brand', async () => {
    for (const [host, brand] of [
      ['localhost', 'Land Rover'],
      [JAGUAR, 'Jaguar'],
    ] as const) {
      for (const list of ['new', 'approved', 'used']) {
        const v = await seeded(`brand = '${brand}' AND list = '${list}' AND status <> 'sold'`)
        const res = await request(real.app)
          .get(vehicleUrl(v, { omitBrand: brand }))
          .set('Host', host)
          .expect(200)
        expect(res.text).toContain(`data-vehicle-id="${v.id}"`)
        const start = res.text.indexOf('class="vehicle-similar"')
        const similar = start < 0 ? '' : res.text.slice(start, res.text.indexOf('</section>', start))
        const cards = similar.match(/data-vehicle-id="[^"]+"/g) ?? []
        expect(cards.length).toBeLessThanOrEqual(6)
        expect(cards).not.toContain(`data-vehicle-id="${v.id}"`)
      }
    }
  })

  it('answers 404 for a seeded sold vehicle and redirects a wrong slug', async () => {
    const sold = await seeded(`status = 'sold'`)
    await request(real.app).get(vehicleUrl(sold)).expect(404)
    const v = await seeded(`brand = 'Land Rover' AND status <> 'sold'`)
    const res = await request(real.app).get(`/showroom/wrong-${v.id}`).expect(301)
    expect(res.headers.location).toBe(vehicleUrl(v, { omitBrand: 'Land Rover' }))
  })

  it('offers no "Reserve online" on a reserved vehicle, only the enquiries', async () => {
    const v = await seeded(`brand = 'Land Rover' AND status = 'stock'`)
    const page = async () =>
      (
        await request(real.app)
          .get(vehicleUrl(v, { omitBrand: 'Land Rover' }))
          .expect(200)
      ).text
    expect(await page()).toContain('data-action="reserve"')
    await real.database.query(
      `UPDATE vehicles SET status = 'reserved', data = jsonb_set(data, '{attributes,status}', '"reserved"')
       WHERE id = $1`,
      [v.id],
    )
    const reserved = await page()
    expect(reserved).not.toContain('data-action="reserve"')
    expect(reserved).toContain('data-action="enquire"')
  })

  it('shows "price on request" for a seeded hidden price with a financing option', async () => {
    const rows = await real.database.query<{ data: Vehicle }>(
      `SELECT data FROM vehicles WHERE brand = 'Land Rover' AND status <> 'sold'
       AND (data->'attributes'->>'price_hidden')::boolean
       AND jsonb_array_length(data->'attributes'->'financing_options') > 0 ORDER BY id LIMIT 1`,
    )
    // 5 % of the 2000 seeded vehicles hide their price; most have financing options.
    if (!rows[0]) throw new Error('the seeded stock has no hidden price with a financing option')
    const res = await request(real.app)
      .get(vehicleUrl(rows[0].data, { omitBrand: 'Land Rover' }))
      .expect(200)
    expect(res.text).toContain('Price on request')
  })
})
