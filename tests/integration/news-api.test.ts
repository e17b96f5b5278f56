// The news API (GET /public_api/news, /public_api/news/{slug}; decision 041) and the news block that reads it:
// published entries of the host's site only, newest first, paged; bad parameters are a 400 naming each.
import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../helpers/test-app.js'

let t: TestApp
const JAGUAR = 'jaguar.localhost'

beforeAll(async () => {
  t = await startTestApp()
})
afterAll(() => t.close())

describe('GET /public_api/news', () => {
  it('lists the site’s published entries newest first, without bodies, with where the page is', async () => {
    const res = await request(t.app).get('/public_api/news?per_page=3').expect(200)
    expect(res.headers['cache-control']).toContain('s-maxage=60')
    const { data, meta } = res.body.data as {
      data: { slug: string; body: string; published_at: string }[]
      meta: unknown
    }
    expect(meta).toEqual({ total: 8, page: 1, items: 3, pages: 3 })
    expect(data.map((e) => e.slug)).toEqual([
      'defender-octa-arrives',
      'winter-service-check',
      'range-rover-sport-sv-drive-day',
    ])
    expect(data.every((e) => e.body === '')).toBe(true)
    const dates = data.map((e) => Date.parse(e.published_at))
    expect([...dates].sort((a, b) => b - a)).toEqual(dates)
  })

  it('leaves out drafts and entries scheduled for later', async () => {
    const all = (await request(t.app).get('/public_api/news?per_page=24').expect(200)).body.data.data as {
      slug: string
    }[]
    const slugs = all.map((e) => e.slug)
    expect(slugs).not.toContain('velar-autobiography-preview')
    expect(slugs).not.toContain('summer-event-2030')
  })

  it('filters by country (entries for every country stay) and by language, per host', async () => {
    const au = (await request(t.app).get('/public_api/news?country=au&per_page=24').expect(200)).body.data
    expect(au.meta.total).toBe(7)
    expect(au.data.map((e: { slug: string }) => e.slug)).not.toContain('nz-owners-club-rally')
    const ar = (await request(t.app).get('/public_api/news?locale=ar').expect(200)).body.data
    expect(ar.meta.total).toBe(4)
    expect(ar.data[0].title).toBe('وصول ديفندر أوكتا إلى صالة العرض')
    const jaguar = (await request(t.app).get('/public_api/news').set('Host', JAGUAR).expect(200)).body.data
    expect(jaguar.data[0].slug).toBe('type-00-on-tour')
    expect(jaguar.meta.total).toBe(7)
  })

  it('pages past the end answer an empty page', async () => {
    const res = (await request(t.app).get('/public_api/news?page=40').expect(200)).body.data
    expect(res.data).toEqual([])
    expect(res.meta).toMatchObject({ total: 8, page: 40, pages: 2 })
  })

  it('refuses bad and unknown parameters with 400 naming each', async () => {
    const res = await request(t.app)
      .get('/public_api/news?locale=fr&country=Australia&page=0&per_page=500&sort=title')
      .expect(400)
    expect(res.body.error.code).toBe('bad_parameter')
    expect(res.body.error.details.map((d: { parameter: string }) => d.parameter).sort()).toEqual([
      'country',
      'locale',
      'page',
      'per_page',
      'sort',
    ])
    await request(t.app).get('/public_api/news?page=99999999999').expect(400)
    await request(t.app).get('/public_api/news?page=1&page=2').expect(400)
    await request(t.app).get('/public_api/news?locale=%00').expect(400)
  })
})

describe('GET /public_api/news/{slug}', () => {
  it('answers a published entry with its body', async () => {
    const entry = (await request(t.app).get('/public_api/news/defender-octa-arrives').expect(200)).body.data
      .data
    expect(entry).toMatchObject({ slug: 'defender-octa-arrives', locale: 'en', country: '' })
    expect(entry.body).toContain('<h2>Book a private viewing</h2>')
    expect(entry.image).toEqual({
      id: 'news-defender-octa',
      alt: 'Defender OCTA in Petra Copper on a desert track',
    })
    const ar = (await request(t.app).get('/public_api/news/defender-octa-arrives?locale=ar').expect(200)).body
      .data.data
    expect(ar.locale).toBe('ar')
  })

  it('answers 404 for a draft, a scheduled entry, another site’s entry or none', async () => {
    for (const slug of [
      'velar-autobiography-preview',
      'summer-event-2030',
      'type-00-on-tour',
      'no-such-news',
    ])
      expect((await request(t.app).get(`/public_api/news/${slug}`).expect(404)).body.error.code).toBe(
        'not_found',
      )
  })

  it('refuses a malformed slug or parameter with 400', async () => {
    await request(t.app).get('/public_api/news/Not_A_Slug').expect(400)
    await request(t.app)
      .get(`/public_api/news/${'a'.repeat(121)}`)
      .expect(400)
    await request(t.app).get('/public_api/news/defender-octa-arrives?page=2').expect(400)
    await request(t.app).get('/public_api/news/defender-octa-arrives?locale=de').expect(400)
  })
})

describe('the news block', () => {
  it('renders the first page with dates in its date locale and time zone, and a link to the next page', async () => {
    const html = (await request(t.app).get('/news').expect(200)).text
    expect(html).toContain('Defender OCTA arrives in the showroom')
    expect(html).toContain('12 June 2025')
    expect(html).not.toContain('Owners&#x27; club rally')
    expect(html).toContain('Page 1 of 2')
    expect(html).toMatch(/href="\?news_page=2"[^>]*rel="next"/)
  })

  it('renders the second page and an article by its address, in Arabic too', async () => {
    const second = (await request(t.app).get('/news?news_page=2').expect(200)).text
    expect(second).toContain('Defender Trophy: the Australian final')
    expect(second).toContain('Page 2 of 2')
    const article = (
      await request(t.app).get('/news?article=defender-octa-arrives&utm_source=mail').expect(200)
    ).text
    expect(article).toContain('<h2>Book a private viewing</h2>')
    expect(article).toMatch(/<h1[^>]*>Defender OCTA arrives in the showroom<\/h1>/)
    expect(article).toContain('href="?utm_source=mail"')
    const ar = (await request(t.app).get('/ar/news?article=winter-service-check').expect(200)).text
    expect(ar).toContain('فحص شتوي مجاني')
    expect(ar).toContain('العودة إلى الأخبار')
  })

  it('shows its no-results texts for an unknown or malformed article address', async () => {
    for (const query of ['article=no-such-news', 'article=%3Cscript%3E'])
      expect((await request(t.app).get(`/news?${query}`).expect(200)).text).toContain('No news yet')
  })
})
