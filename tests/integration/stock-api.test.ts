// The stock API over HTTP on the seeded demo stock (2,000 vehicles, seed 1): listings with their facets
// checked against counts computed here from the same generated data, hostile input, dealers, company config,
// translations, trade-in options, configurator vehicles and the model catalogue.
import { distanceKm } from '../../engine/dealers/distance-km.js'
import { LIGHT_ATTRIBUTES } from '../../engine/stock/light-attributes.js'
import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseListingParams } from '../../engine/stock/listing-params.js'
import type { Dealer, ListingResponse, StockList, Vehicle } from '../../engine/stock/stock-types.js'
import { generateStock } from '../../server/stock/generate/generate-stock.js'
import { DEMO_STOCK } from '../../server/stock/seed-stock.js'
import { startTestApp, type TestApp } from '../helpers/test-app.js'
import { byValue, expectedListing, passes } from '../unit/stock/expected-listing.js'

let t: TestApp
const stock = generateStock(DEMO_STOCK)
const dealerCodes = new Map(stock.dealers.map((d) => [d.id, d.dealer_code]))
beforeAll(async () => {
  t = await startTestApp()
})
afterAll(() => t.close())

const get = (url: string) => request(t.app).get(url)

/** Every error answer: JSON with a code and a message, no stack trace, no internals. */
function expectCleanError(body: unknown) {
  expect(body).toMatchObject({ error: { code: expect.any(String), message: expect.any(String) } })
  expect(JSON.stringify(body)).not.toMatch(/at .*\(.*:\d+:\d+\)|node_modules|\/work\//)
}

const LISTINGS: [StockList, string][] = [
  ['new', ''],
  ['approved', ''],
  ['used', 'nameplate_brand_name_in=Jaguar'],
  ['new', 'nameplate_brand_name_in=Land Rover&nameplate_model_group_eq=Range Rover'],
  ['new', 'engine_type_includes=phev&engine_type_includes=bev&financing_options=lease'],
  ['used', 'mileage_lteq=60000&production_year_gteq=2018&sort=priceAsc'],
  ['approved', 'color_canonical_in=black&color_canonical_in=white&number_of_seats_in=5&status_in=stock'],
  ['new', 'display_price_gteq=90000&display_price_lteq=200000&msrp_price_lteq=180000&power_gteq=200'],
  [
    'new',
    'forced_statuses=stock&forced_statuses=reserved&nameplate_name_in=Defender 110&nameplate_name_in=XE',
  ],
  ['used', 'forced_dealer_codes=AU01101&forced_dealer_codes=AU01115&transmission_in=auto'],
  ['approved', 'filter[owner_dealer_codes_includes][]=AU01108&model_year_gteq=2022&sort=mileageDesc'],
  ['new', 'owner_id_in=dealer-003&owner_id_in=dealer-010&state_in=new&color_name_in=Santorini Black'],
]

describe('GET /listing/{list}: page, total and facets', () => {
  it.each(LISTINGS)('%s?%s matches the counts computed from the generated data', async (list, qs) => {
    const parsed = parseListingParams(new URLSearchParams(qs))
    if (!parsed.ok) throw new Error('bad test query')
    const res = await get(`/listing/${list}?${qs}`).expect(200)
    const body = res.body as ListingResponse<Vehicle>
    const expected = expectedListing(stock.vehicles, list, parsed.value, dealerCodes)
    expect(expected.total).toBeGreaterThan(0)
    expect(body.meta.total).toBe(expected.total)
    expect(body.meta.pages).toBe(Math.ceil(expected.total / 12))
    for (const [filter, values] of Object.entries(body.meta.facets.values))
      expect([filter, byValue(values)]).toEqual([filter, expected.values[filter]])
    expect(body.meta.facets.ranges).toEqual(expected.ranges)
    expect(body.data.length).toBe(Math.min(12, expected.total))
    for (const vehicle of body.data) expect(passes(vehicle, list, parsed.value, dealerCodes)).toBe(true)
  })

  it('sorts newest first by default, and pages without overlap', async () => {
    const matching = stock.vehicles
      .filter((v) => v.list === 'used')
      .sort((a, b) => b.created_at.localeCompare(a.created_at))
      .map((v) => v.id)
    const first = await get('/listing/used?items=5').expect(200)
    const second = await get('/listing/used?items=5&page=2').expect(200)
    expect(first.body.data.map((v: Vehicle) => v.id)).toEqual(matching.slice(0, 5))
    expect(second.body.data.map((v: Vehicle) => v.id)).toEqual(matching.slice(5, 10))
    expect(first.body.meta).toMatchObject({ page: 1, items: 5, sort: 'createdAtDesc' })
  })

  it.each([
    ['mileageAsc', (v: Vehicle) => v.attributes.mileage, 1],
    ['mileageDesc', (v: Vehicle) => v.attributes.mileage, -1],
    ['productionYearAsc', (v: Vehicle) => v.attributes.production_year, 1],
    [
      'priceDesc',
      (v: Vehicle) => v.pricesDriveAway?.currentDriveAway.value ?? v.prices.list[0]?.value_raw ?? 0,
      -1,
    ],
  ] as const)('sort=%s orders the page', async (sort, key, direction) => {
    const page = (await get(`/listing/approved?sort=${sort}`).expect(200)).body.data as Vehicle[]
    const keys = page.filter((v) => !v.attributes.price_hidden).map(key)
    expect(keys).toEqual([...keys].sort((a, b) => (a - b) * direction))
  })

  it('answers the light cut for /light, the same page and facets', async () => {
    const full = await get('/listing/new?nameplate_brand_name_in=Jaguar').expect(200)
    const light = await get('/listing/new/light?nameplate_brand_name_in=Jaguar').expect(200)
    expect(light.body.meta).toEqual(full.body.meta)
    expect(light.body.data.map((v: Vehicle) => v.id)).toEqual(full.body.data.map((v: Vehicle) => v.id))
    const card = light.body.data[0]
    expect(Object.keys(card).sort()).toEqual([
      'attributes',
      'id',
      'list',
      'prices',
      'pricesDriveAway',
      'specification',
    ])
    // The card attributes only (engine/stock/light-attributes.ts), never the full set.
    expect(Object.keys(card.attributes).sort()).toEqual([...LIGHT_ATTRIBUTES].sort())
    expect(card.attributes.cover_photo_medium).toBe(full.body.data[0].attributes.cover_photo_medium)
    expect(card.attributes.long_description).toBeUndefined()
  })

  it('answers public, briefly cacheable JSON', async () => {
    const res = await get('/listing/new/light').expect(200)
    expect(res.headers['content-type']).toMatch(/application\/json/)
    expect(res.headers['cache-control']).toMatch(/^public, max-age=60/)
  })

  it('accepts repeated keys and key[] alike', async () => {
    const repeated = await get('/listing/used?state_in=used&status_in=stock&status_in=sold').expect(200)
    const bracketed = await get('/listing/used?state_in[]=used&status_in[]=stock&status_in[]=sold').expect(
      200,
    )
    expect(bracketed.body.meta.total).toBe(repeated.body.meta.total)
    expect(
      repeated.body.meta.facets.values.statuses.filter((f: { count: number }) => f.count > 0).length,
    ).toBeGreaterThan(2)
  })

  it('answers an empty page past the end, with the total', async () => {
    const res = await get('/listing/new?page=1000').expect(200)
    expect(res.body.data).toEqual([])
    expect(res.body.meta.total).toBe(stock.vehicles.filter((v) => v.list === 'new').length)
  })
})

describe('hostile listing input', () => {
  it.each([
    ["x' OR '1'='1", 'nameplate_brand_name_in'],
    ["'; DROP TABLE vehicles; --", 'color_name_in'],
    ['$1) OR (1=1', 'owner_id_in'],
    ['\\x27 UNION SELECT data FROM vehicles --', 'nameplate_model_group_eq'],
  ])('treats %j as a plain value', async (value, parameter) => {
    const res = await get(`/listing/new?${parameter}=${encodeURIComponent(value)}`).expect(200)
    expect(res.body.meta.total).toBe(0)
    expect(res.body.data).toEqual([])
    const after = await get('/listing/new?items=1').expect(200)
    expect(after.body.meta.total).toBeGreaterThan(0)
  })

  it.each([
    ['/listing/new?items=1000', 'items'],
    ['/listing/new?items=0', 'items'],
    ['/listing/new?page=0', 'page'],
    ['/listing/new?sort=random', 'sort'],
    ['/listing/new?colour=red', 'colour'],
    ['/listing/new/light?q[brand_eq]=Jaguar', 'q[brand_eq]'],
    ['/listing/new?mileage_lteq=1e309', 'mileage_lteq'],
    ['/listing/new?display_price_gteq=99999999999999999999', 'display_price_gteq'],
    ['/listing/new?power_gteq=-5', 'power_gteq'],
    [`/listing/new?nameplate_name_in=${'a'.repeat(10_000)}`, 'nameplate_name_in'],
    ['/listing/new?status_in=stock%27--', 'status_in'],
    ['/listing/new?items=2&items=3', 'items'],
    ['/listing/new?number_of_seats_in=5;DELETE', 'number_of_seats_in'],
  ])('%s is a 400 naming %s', async (url, parameter) => {
    const res = await get(url).expect(400)
    expectCleanError(res.body)
    expect(res.body.error.code).toBe('bad_parameter')
    expect(res.body.error.message).toContain(parameter)
    expect(res.body.error.details.map((d: { parameter: string }) => d.parameter)).toContain(parameter)
  })

  it('names every bad parameter of one request', async () => {
    const res = await get('/listing/used?items=1000&foo=1&mileage_gteq=x').expect(400)
    expect(res.body.error.details.map((d: { parameter: string }) => d.parameter)).toEqual([
      'foo',
      'mileage_gteq',
      'items',
    ])
  })

  it.each(['/listing/old', '/listing/NEW/light', '/listing/configurator/retailers', "/listing/new'--"])(
    '%s: an unknown list is a clear 404',
    async (url) => {
      const res = await get(url).expect(404)
      expectCleanError(res.body)
      expect(res.body.error.message).toMatch(/^Unknown stock list ".*": the lists are new, approved, used$/)
    },
  )
})

describe('GET /listing/{list}/vehicle/{id}', () => {
  const sample = stock.vehicles.find((v) => v.list === 'approved') as Vehicle

  it('answers the whole vehicle', async () => {
    const res = await get(`/listing/approved/vehicle/${sample.id}`).expect(200)
    expect(res.body.data).toEqual(sample)
  })

  it('accepts comma-joined publication lists', async () => {
    await get(`/listing/new,approved/vehicle/${sample.id}`).expect(200)
    await get(`/listing/new,used/vehicle/${sample.id}`).expect(404)
  })

  it.each([
    ['an unknown id', '/listing/approved/vehicle/nope', 404],
    ['another list', `/listing/new/vehicle/${sample.id}`, 404],
    ['an invalid id', `/listing/approved/vehicle/${encodeURIComponent("a' OR 1=1")}`, 400],
    ['an unknown list', `/listing/old/vehicle/${sample.id}`, 404],
    ['an unknown parameter', `/listing/approved/vehicle/${sample.id}?x=1`, 400],
  ])('%s: %s answers %i', async (_name, url, status) => {
    expectCleanError((await get(url).expect(status)).body)
  })
})

describe('GET /listing/{list}/retailers', () => {
  it.each([
    ['used', undefined],
    ['new', 'Jaguar'],
    ['approved', 'Land Rover'],
  ] as const)('%s (brand %s): dealers owning vehicles of the list, by name', async (list, brand) => {
    const res = await get(
      `/listing/${list}/retailers${brand ? `?q[brand_eq]=${encodeURIComponent(brand)}` : ''}`,
    ).expect(200)
    const owners = new Set(
      stock.vehicles
        .filter((v) => v.list === list && (!brand || v.attributes.nameplate_brand_name === brand))
        .map((v) => v.attributes.owner_id),
    )
    const names = stock.dealers
      .filter((d) => owners.has(d.id))
      .map((d) => d.name)
      .sort((a, b) => (a < b ? -1 : 1))
    expect(res.body.data.map((d: Dealer) => d.name)).toEqual(names)
  })

  it('refuses an unknown parameter', async () => {
    const res = await get('/listing/new/retailers?brand=Jaguar').expect(400)
    expect(res.body.error.details).toEqual([{ parameter: 'brand', message: 'is not a known parameter' }])
  })
})

describe('dealers', () => {
  const regular = stock.dealers.filter((d) => !d.isFallback)
  const australian = regular.filter((d) => d.market === 'au')

  it('lists up to 50 dealers a page, fallback dealers left out', async () => {
    const res = await get('/dealers?items=50').expect(200)
    expect(res.body.meta).toEqual({ total: regular.length, page: 1, items: 50, pages: 1 })
    expect(new Set(res.body.data.map((d: Dealer) => d.id))).toEqual(new Set(regular.map((d) => d.id)))
    const au = await get('/dealers?items=50&q[market_eq]=au').expect(200)
    expect(au.body.data.map((d: Dealer) => d.id)).toEqual(australian.map((d) => d.id))
    const paged = await get('/dealers?items=10&page=3&q[market_eq]=au').expect(200)
    expect(paged.body.data.map((d: Dealer) => d.id)).toEqual(australian.slice(20, 30).map((d) => d.id))
  })

  it.each([
    ['q[brand_eq]=Jaguar', (d: Dealer) => d.brands.includes('Jaguar')],
    ['q[state_eq]=VIC', (d: Dealer) => d.state === 'VIC'],
    ['q[postcode_eq]=3108', (d: Dealer) => d.postcode === '3108'],
    ['q[locality_eq]=doncaster', (d: Dealer) => d.locality === 'Doncaster'],
    [
      'q[state_eq]=QLD&q[brand_eq]=Land Rover',
      (d: Dealer) => d.state === 'QLD' && d.brands.includes('Land Rover'),
    ],
    [
      'dealer_codes=AU01101&dealer_codes[]=AU01108',
      (d: Dealer) => ['AU01101', 'AU01108'].includes(d.dealer_code),
    ],
    ['q[services_includes]=ev-charging', (d: Dealer) => d.services.includes('ev-charging')],
  ])('searches with %s', async (qs, keep) => {
    const res = await get(`/dealers?${qs}&q[market_eq]=au`).expect(200)
    const expected = australian.filter(keep).map((d) => d.id)
    expect(expected.length).toBeGreaterThan(0)
    expect(res.body.data.map((d: Dealer) => d.id)).toEqual(expected)
  })

  it("lists a market's retailers with their names in other languages", async () => {
    const res = await get('/dealers?q[market_eq]=ae&q[brand_eq]=Land Rover').expect(200)
    expect(res.body.data.map((d: Dealer) => d.locality)).toEqual(['Dubai', 'Abu Dhabi', 'Sharjah', 'Al Ain'])
    expect(res.body.data[0]).toMatchObject({ market: 'ae', names: { ar: 'لاند روفر الصفا دبي' } })
  })

  /** The dealers nearest to a point, as the engine measures, nearest first. */
  const nearest = (lat: number, lng: number, dealers = australian) =>
    dealers
      .map((d) => ({
        id: d.id,
        km: distanceKm({ lat, lng }, { lat: d.latitude ?? 0, lng: d.longitude ?? 0 }),
      }))
      .sort((a, b) => a.km - b.km)

  it('answers the nearest dealers to a point first, each with its distance', async () => {
    const res = await get('/dealers?near=-33.87,151.21&items=5&q[market_eq]=au').expect(200)
    const expected = nearest(-33.87, 151.21).slice(0, 5)
    expect(res.body.data.map((d: Dealer) => d.id)).toEqual(expected.map((d) => d.id))
    expect(res.body.data[0].distance_km).toBeCloseTo(expected[0]?.km ?? 0, 0)
    expect(res.body.meta.origin).toEqual({
      latitude: -33.87,
      longitude: 151.21,
      postcode: null,
      locality: null,
      state: null,
    })
  })

  it('finds the place of a postcode or a suburb and measures from it', async () => {
    // 2000 is Sydney's centre: no dealer has that postcode, the gazetteer knows where it is.
    const byPostcode = await get('/dealers?near_postcode=2000&items=3&q[brand_eq]=Land Rover').expect(200)
    const lr = australian.filter((d) => d.brands.includes('Land Rover'))
    expect(byPostcode.body.data.map((d: Dealer) => d.id)).toEqual(
      nearest(-33.8688, 151.2093, lr)
        .slice(0, 3)
        .map((d) => d.id),
    )
    expect(byPostcode.body.meta.origin).toMatchObject({ postcode: '2000', locality: 'Sydney', state: 'NSW' })
    const bySuburb = await get('/dealers?near_locality=parramatta&items=1').expect(200)
    expect(bySuburb.body.data[0].locality).toBe('Parramatta')
    expect(bySuburb.body.data[0].distance_km).toBeLessThan(2)
    expect(bySuburb.body.meta.origin).toMatchObject({ locality: 'Parramatta', state: 'NSW' })
  })

  it('falls back to the postcode itself when nobody knows where it is', async () => {
    const res = await get('/dealers?near_postcode=0000').expect(200)
    expect(res.body).toEqual({
      data: [],
      meta: { total: 0, page: 1, items: 50, pages: 0, origin: null },
    })
  })

  it('answers the fallback dealers of a brand', async () => {
    const res = await get('/dealers/fallback?q[brand_eq]=Jaguar').expect(200)
    expect(res.body.data.map((d: Dealer) => d.name)).toEqual(['Jaguar Australia Customer Centre'])
  })

  it.each([
    ['/dealers?items=51', 'items'],
    ['/dealers?items=0', 'items'],
    ['/dealers?q[state_eq]=XX', 'q[state_eq]'],
    ['/dealers?q[postcode_eq]=30%27', 'q[postcode_eq]'],
    ['/dealers?q[locality_eq]=%3Bdrop', 'q[locality_eq]'],
    ['/dealers?sort=name', 'sort'],
    ['/dealers?q[market_eq]=AU', 'q[market_eq]'],
    ['/dealers?q[services_includes]=massage', 'q[services_includes]'],
    ['/dealers?near=91,10', 'near'],
    ['/dealers?near=-33.8', 'near'],
    ['/dealers?near=-33.8,151.2&near_postcode=2000', 'near_postcode'],
    ['/dealers?near_locality=%3Cscript%3E', 'near_locality'],
    ['/dealers/fallback?q[brand_eq]=Jaguar&q[brand_eq]=Land Rover', 'q[brand_eq]'],
  ])('%s is a 400 naming %s', async (url, parameter) => {
    const res = await get(url).expect(400)
    expect(res.body.error.details.map((d: { parameter: string }) => d.parameter)).toContain(parameter)
  })

  it('are the endpoints the site settings name for both sites', async () => {
    for (const host of ['localhost', 'jaguar.localhost']) {
      const res = await get('/settings').set('Host', host).expect(200)
      const settings = Object.fromEntries(
        res.body.data.map((s: { key: string; value: string }) => [s.key, s.value]),
      )
      expect(settings['stock_locator.endpoint_dealers']).toBe('/dealers')
      expect(settings['stock_locator.fallback_dealers']).toBe('/dealers/fallback')
      await get(settings['stock_locator.endpoint_dealers'] as string).expect(200)
      await get(settings['stock_locator.fallback_dealers'] as string).expect(200)
    }
  })
})

describe('GET /company_config/{key|all}', () => {
  it('needs the Company-Config header and names it', async () => {
    const res = await get('/company_config/all').expect(400)
    expectCleanError(res.body)
    expect(res.body.error.message).toContain('Company-Config')
  })

  it('answers every entry under data.data, or those of config_type', async () => {
    const all = await get('/company_config/all').set('Company-Config', 'lrdx').expect(200)
    const types = all.body.data.data.map((e: { config_type: string }) => e.config_type)
    expect(types).toEqual(
      expect.arrayContaining([
        'cash',
        'lease',
        'subscription',
        'additional',
        'order_online',
        'config_order_online',
      ]),
    )
    const some = await get('/company_config/all?config_type=additional,cash,lease,subscription')
      .set('Company-Config', 'jdx')
      .expect(200)
    expect(some.body.data.data.map((e: { config_type: string }) => e.config_type).sort()).toEqual([
      'additional',
      'cash',
      'lease',
      'subscription',
    ])
  })

  it('answers one entry by key', async () => {
    const res = await get('/company_config/order_online_steps_page').set('Company-Config', 'lrdx').expect(200)
    expect(res.body.data.data).toEqual({
      config_type: 'order_online_steps_page',
      // Texts per language (decision 027): the Arabic journey shows its own step labels.
      data: {
        steps: {
          en: ['Details', 'Checkout', 'Success', 'Confirmation'],
          ar: ['التفاصيل', 'الدفع', 'تم الحجز', 'التأكيد'],
        },
      },
    })
  })

  it.each([
    ['an unknown key', '/company_config/nothing', 'lrdx', 404],
    ['an unknown company', '/company_config/all', 'acme', 404],
    ['a hostile company', '/company_config/all', "x' OR 1=1", 400],
  ])('%s answers %i', async (_name, url, company, status) => {
    expectCleanError((await get(url).set('Company-Config', company).expect(status)).body)
  })
})

describe('GET /widget_translations_configs/{id}', () => {
  it.each(['2', 'ar', 'AR'])('%s: Arabic, English behind every missing key', async (id) => {
    const res = await get(`/widget_translations_configs/${id}`).expect(200)
    const { data } = res.body.data.attributes
    expect(res.body.data.attributes.language).toBe('ar')
    expect(data['stock_locator.reset']).toBe('إعادة ضبط الفلتر')
    expect(data['stock_locator.sort.priceAsc']).toBe('Price: low to high')
  })

  it('falls back to English for a language without translations', async () => {
    const res = await get('/widget_translations_configs/FR').expect(200)
    expect(res.body.data.attributes.data['stock_locator.reset']).toBe('Reset Filter')
  })

  it('is a 404 for an unknown id that is no language code', async () => {
    expectCleanError((await get('/widget_translations_configs/999').expect(404)).body)
  })
})

describe('GET /trade_in/form_options', () => {
  it.each([
    ['', 'SUV'],
    ['?lang=en', 'SUV'],
    ['?lang=ar', 'سيارة رياضية متعددة الاستخدامات'],
    ['?lang=AR', 'سيارة رياضية متعددة الاستخدامات'],
    ['?lang=de', 'SUV'],
  ])('%s: body types, brands, models and fuel types', async (qs, suv) => {
    const res = await get(`/trade_in/form_options${qs}`).expect(200)
    expect(Object.keys(res.body.data).sort()).toEqual(['bodyTypes', 'brands', 'fuelTypes', 'models'])
    expect(res.body.data.bodyTypes[0].name).toBe(suv)
    expect(res.body.data.models.some((m: { name: string }) => m.name === 'Defender 110')).toBe(true)
  })

  it('refuses a bad language', async () => {
    const res = await get('/trade_in/form_options?lang=english').expect(400)
    expect(res.body.error.details[0].parameter).toBe('lang')
  })
})

describe('GET /vehicles/config_data', () => {
  it('answers the configured vehicle of a config_url', async () => {
    const [row] = await t.database.query<{ config_url: string }>(
      'SELECT config_url FROM vehicle_configs LIMIT 1',
    )
    const url = row?.config_url as string
    const res = await get(`/vehicles/config_data?config_url=${encodeURIComponent(url)}`).expect(200)
    expect(res.body.data.attributes).toMatchObject({ config_url: url, state: 'new', status: 'on_demand' })
  })

  it.each([
    ['no config_url', '/vehicles/config_data', 400],
    [
      'an unknown one',
      '/vehicles/config_data?config_url=https%3A%2F%2Fconfigurator.example.com%2Fau%2Fnone',
      404,
    ],
    ['not a URL', '/vehicles/config_data?config_url=%27%3B--', 400],
  ])('%s answers %i', async (_name, url, status) => {
    const res = await get(url).expect(status)
    expectCleanError(res.body)
    if (status === 400) expect(res.body.error.message).toContain('config_url')
  })
})

describe('content API: the model catalogue', () => {
  it('lists the site brand’s nameplates', async () => {
    const landRover = await get('/vehicles').expect(200)
    expect(landRover.body.data.map((m: { name: string }) => m.name)).toContain('Defender 130')
    expect(landRover.body.data.every((m: { brand: string }) => m.brand === 'Land Rover')).toBe(true)
    const jaguar = await get('/vehicles').set('Host', 'jaguar.localhost').expect(200)
    expect(jaguar.body.data.map((m: { name: string }) => m.name)).toEqual([
      'I-PACE',
      'F-PACE',
      'E-PACE',
      'F-TYPE',
      'XE',
      'XF',
    ])
  })

  it('groups nameplates by model group', async () => {
    const res = await get('/vehicles/grouped_nameplates').expect(200)
    const defender = res.body.data.find((g: { model_group: string }) => g.model_group === 'Defender')
    expect(defender.nameplates.map((n: { name: string }) => n.name)).toEqual([
      'Defender 90',
      'Defender 110',
      'Defender 130',
    ])
  })

  it('answers specs, and the compare call with the model first', async () => {
    const specs = await get('/vehicles/range-rover-sport/specs').expect(200)
    expect(specs.body.data[0].category).toBe('Performance')
    const compare = await get('/compare/spec/range-rover-sport').expect(200)
    expect(compare.body.data[0]).toMatchObject({ id: 'range-rover-sport', name: 'Range Rover Sport' })
    expect(compare.body.data.slice(1)).toEqual(specs.body.data)
    await get('/vehicles/nope/specs').expect(404)
    await get('/compare/spec/%27%3B--').expect(400)
  })

  it('lists the models with offers', async () => {
    const res = await get('/offer_car_models').expect(200)
    expect(res.body.data.length).toBeGreaterThan(0)
    expect(res.body.data.every((m: { offer: unknown }) => m.offer)).toBe(true)
  })
})
