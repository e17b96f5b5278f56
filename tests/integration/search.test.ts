import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { searchVehicles } from '../../server/search/vehicle-search.js'
import { block, pageWith } from '../helpers/page-builder.js'
import { startTestApp, type TestApp } from '../helpers/test-app.js'

// Site search (docs/decisions/047): the index written by publishing, the /search page and the suggestions.
let t: TestApp
beforeAll(async () => {
  t = await startTestApp({ pageCacheSize: 0 })
})
afterAll(() => t.close())

const NO_RESULTS =
  'Sorry there were no results for your search. Please try again with another term or phrase.'

/** A page with a snippet's heading and rich text, published through the store the admin API uses. */
async function publishPage(id: string, path: string, title: string, heading: string, html: string) {
  const doc = pageWith([block('jlr-snippet', `${id}-snippet`, { heading, paragraph: html })], {
    id,
    path,
    attributes: { title },
  })
  if (!(await t.storage.pageAdmin.draft(id))) await t.storage.pageAdmin.create(doc)
  return t.storage.pageAdmin.publish(id, doc)
}

const searchPaths = async (keyword: string, locale = 'en', site = 'lrdx') =>
  (await t.storage.search.search(site, locale, keyword, { limit: 10, offset: 0 })).hits.map((h) => h.path)

describe('the search index', () => {
  it('follows publishing: a new version replaces the words, delete and unpublish take the page out', async () => {
    await publishPage(
      'search-a',
      '/search-a',
      'Winter wheels',
      'Snowchains',
      '<p>Fit <b>zanzibarquux</b> tyres</p>',
    )
    expect(await searchPaths('zanzibarquux')).toEqual(['/search-a'])
    expect(await searchPaths('snowchains')).toEqual(['/search-a'])

    await publishPage('search-a', '/search-a', 'Winter wheels', 'Snowchains', '<p>Fit other tyres</p>')
    expect(await searchPaths('zanzibarquux')).toEqual([])

    // Unpublished (no API does it yet; a script might): gone at once, and the start-up sweep drops the row.
    await t.database.query(`UPDATE pages SET published_version = NULL WHERE id = 'search-a'`)
    expect(await searchPaths('snowchains')).toEqual([])
    await t.storage.search.indexStale()
    expect(await t.database.query(`SELECT 1 FROM page_search WHERE page_id = 'search-a'`)).toEqual([])

    await publishPage('search-a', '/search-a', 'Winter wheels', 'Snowchains', '<p>x</p>')
    expect(await searchPaths('snowchains')).toEqual(['/search-a'])
    await t.storage.pageAdmin.remove('search-a')
    expect(await searchPaths('snowchains')).toEqual([])
  })

  it('indexes what the start-up sweep finds missing, and ranks a title hit above a body hit', async () => {
    await publishPage('search-body', '/search-body', 'Tyre care', 'Care', '<p>All about the quorblemax</p>')
    await publishPage('search-title', '/search-title', 'Quorblemax explained', 'Guide', '<p>Read on</p>')
    await t.database.query(`DELETE FROM page_search WHERE page_id IN ('search-body', 'search-title')`)
    expect(await t.storage.search.indexStale()).toBe(2)
    expect(await searchPaths('quorblemax')).toEqual(['/search-title', '/search-body'])
  })

  it('stems English ("defenders" finds the Defender page) and finds Arabic pages by an Arabic word', async () => {
    expect(await searchPaths('defenders')).toContain('/models/defender')
    expect(await searchPaths('إكسسوارات', 'ar', 'jdx')).toContain('/ar/accessories')
    // Each language has its own index: the English pages do not answer an Arabic search.
    expect(await searchPaths('defenders', 'ar')).toEqual([])
  })

  it('finds vehicles of the site brand by make, model, variant and year, never sold ones', async () => {
    const found = await searchVehicles(t.database, { brand: 'Land Rover', keyword: 'defender', limit: 50 })
    expect(found.total).toBeGreaterThan(0)
    for (const v of found.vehicles) {
      expect(v.attributes.nameplate_brand_name).toBe('Land Rover')
      expect(v.attributes.status).not.toBe('sold')
      expect(`${v.attributes.nameplate_name} ${v.attributes.model_display_name}`).toMatch(/defender/i)
    }
    const year = found.vehicles[0]!.attributes.production_year
    const byYear = await searchVehicles(t.database, {
      brand: 'Land Rover',
      keyword: `defender ${year}`,
      limit: 50,
    })
    expect(byYear.total).toBeGreaterThan(0)
    expect(byYear.total).toBeLessThanOrEqual(found.total)
    expect((await searchVehicles(t.database, { brand: 'Jaguar', keyword: 'defender', limit: 5 })).total).toBe(
      0,
    )
  })
})

describe('GET /search', () => {
  it('lists matching pages with a marked snippet and the stock, in the layout, never indexed', async () => {
    const res = await request(t.app).get('/search?keyword=defender').expect(200)
    expect(res.headers['content-type']).toMatch(/html/)
    expect(res.text).toContain('<meta name="robots" content="none"')
    expect(res.text).toContain('href="/models/defender"')
    expect(res.text).toMatch(/<mark>Defender<\/mark>/i)
    expect(res.text).toMatch(/href="\/showroom\/[^"]+"/)
    expect(res.text).toContain('site-footer')
    expect(res.text).toContain('value="defender"')
  })

  it('says 000 §8 no-results text, and prompts before a search', async () => {
    const none = await request(t.app).get('/search?keyword=nothingmatchesthisxyz').expect(200)
    expect(none.text).toContain(NO_RESULTS)
    const empty = await request(t.app).get('/search').expect(200)
    expect(empty.text).not.toContain(NO_RESULTS)
    expect(empty.text).toContain('Enter a word or phrase')
  })

  it('answers /ar/search in Arabic, right to left, on both sites', async () => {
    const res = await request(t.app)
      .get(`/ar/search?keyword=${encodeURIComponent('إكسسوارات')}`)
      .set('Host', 'jaguar.localhost')
      .expect(200)
    expect(res.text).toMatch(/<html[^>]*dir="rtl"/)
    expect(res.text).toContain('href="/ar/accessories"')
    expect(res.text).toContain('action="/ar/search"')
    // A locale the site does not have is no search page.
    await request(t.app).get('/xx/search?keyword=a').expect(404)
  })

  it('pages through the results', async () => {
    for (let i = 0; i < 12; i++)
      await publishPage(
        `search-paging-${i}`,
        `/search-paging-${i}`,
        `Paging ${i}`,
        'Flumpertastic',
        '<p>a</p>',
      )
    const first = await request(t.app).get('/search?keyword=flumpertastic').expect(200)
    expect(first.text.match(/href="\/search-paging-\d+"/g)).toHaveLength(10)
    expect(first.text).toContain('href="/search?keyword=flumpertastic&amp;page=2"')
    const second = await request(t.app).get('/search?keyword=flumpertastic&page=2').expect(200)
    expect(second.text.match(/href="\/search-paging-\d+"/g)).toHaveLength(2)
    const past = await request(t.app).get('/search?keyword=flumpertastic&page=99999999999').expect(200)
    expect(past.text).not.toContain('href="/search-paging-')
  })

  it('never fails on hostile keywords and echoes them as text', async () => {
    const hostile = [
      `& | ! : * ( ) ' \\ "`,
      `'):* & !(`,
      '"unclosed',
      '-',
      'x'.repeat(10_000),
      '<script>alert(1)</script>',
      '\u{1F697} 🚗',
      'a'.repeat(300) + ' defender',
    ]
    for (const keyword of hostile) {
      const res = await request(t.app).get('/search').query({ keyword })
      expect(res.status, keyword.slice(0, 40)).toBe(200)
      expect(res.text).not.toContain('<script>alert(1)</script>')
    }
    const echoed = await request(t.app).get('/search').query({ keyword: '<script>alert(1)</script>' })
    expect(echoed.text).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
    // Repeated keys and arrays are searched with the first; the page never answers 5xx.
    await request(t.app).get('/search?keyword=defender&keyword=x&page=a&page=2').expect(200)
    await request(t.app).get('/search?keyword[a]=1').expect(200)
    // NUL and lone surrogates: refused before any route (server/http/url-text-guard.ts) or searched as
    // spaces, never a failure and never echoed.
    for (const bad of ['%00', '%ED%A0%80', 'a%00b', '%F0%9F', '%uD800']) {
      const res = await request(t.app).get(`/search?keyword=${bad}`)
      expect(res.status, bad).toBeLessThan(500)
      expect(res.text).not.toContain('\u0000')
    }
  })
})

describe('GET /search_suggestions/', () => {
  it('gives at most 5 plain strings containing the keyword: phrases, page titles and stock names', async () => {
    const res = await request(t.app).get('/search_suggestions/').query({ keyword: 'range' }).expect(200)
    expect(res.body.data.slice(0, 4)).toEqual([
      'Range Rover',
      'Range Rover Evoque',
      'Range Rover Sport',
      'Range Rover Velar',
    ])
    expect(res.body.data.length).toBeLessThanOrEqual(5)
    for (const s of res.body.data) expect(s.toLowerCase()).toContain('range')

    await publishPage('search-title-sugg', '/search-title-sugg', 'Glimmerwick owners club', 'x', '<p>y</p>')
    expect((await request(t.app).get('/search_suggestions/?keyword=glimmerw').expect(200)).body.data).toEqual(
      ['Glimmerwick owners club'],
    )
    // A variant name from the stock, which no phrase or page title holds.
    const [variant] = await t.database.query<{ name: string }>(
      `SELECT data #>> '{attributes,model_display_name}' AS name FROM vehicles
        WHERE brand = 'Land Rover' AND status <> 'sold' AND data #>> '{attributes,model_display_name}' ~ '[0-9]'
        ORDER BY id LIMIT 1`,
    )
    const stock = await request(t.app)
      .get('/search_suggestions/')
      .query({ keyword: variant!.name })
      .expect(200)
    expect(stock.body.data).toContain(variant!.name)

    const arabic = await request(t.app)
      .get('/search_suggestions/')
      .query({ keyword: 'رينج', locale: 'ar' })
      .expect(200)
    expect(arabic.body.data).toContain('رينج روفر')
    const many = await request(t.app).get('/search_suggestions').query({ keyword: 'e' }).expect(200)
    expect(many.body.data).toHaveLength(5)
  })

  it('refuses bad parameters with a 400 naming them, and hostile text never fails', async () => {
    const missing = await request(t.app).get('/search_suggestions/').expect(400)
    expect(missing.body.error.message).toBe('Query parameter keyword is required')
    const twice = await request(t.app).get('/search_suggestions/?keyword=a&keyword=b').expect(400)
    expect(twice.body.error.message).toContain('keyword')
    await request(t.app)
      .get(`/search_suggestions/?keyword=${'x'.repeat(101)}`)
      .expect(400)
    const locale = await request(t.app).get('/search_suggestions/?keyword=ran&locale=xx').expect(400)
    expect(locale.body.error.message).toContain('locale')
    for (const keyword of [`& | ! : * ( ) ' \\`, '%_', "'; DROP TABLE pages; --", ':*', '   '])
      expect((await request(t.app).get('/search_suggestions/').query({ keyword })).status).toBe(200)
    expect((await request(t.app).get('/search_suggestions/?keyword=%00')).status).toBe(400)
  })
})

describe('suggestions rate limit', () => {
  let limited: TestApp
  beforeAll(async () => {
    process.env.SEARCH_SUGGESTIONS_RATE_LIMIT = '3'
    try {
      limited = await startTestApp()
    } finally {
      delete process.env.SEARCH_SUGGESTIONS_RATE_LIMIT
    }
  })
  afterAll(() => limited.close())

  it('answers 429 with Retry-After past the limit per client address', async () => {
    for (let i = 0; i < 3; i++)
      await request(limited.app).get('/search_suggestions/?keyword=range').expect(200)
    const res = await request(limited.app).get('/search_suggestions/?keyword=range').expect(429)
    expect(res.body.error.code).toBe('rate_limited')
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0)
  })
})
