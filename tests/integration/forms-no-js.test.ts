// Forms posted by a browser without JavaScript (application/x-www-form-urlencoded): the same lead pipeline
// as the JSON post, answered with pages (docs/decisions/016).
import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LocalCaptchaVerifier } from '../../server/providers/local-captcha-verifier.js'
import { startTestApp, type TestApp } from '../helpers/test-app.js'

let t: TestApp

beforeAll(async () => {
  t = await startTestApp({
    forms: {
      captcha: new LocalCaptchaVerifier(),
      rateLimit: { max: 1000, windowSeconds: 60 },
      worker: false,
    },
  })
})
afterAll(() => t.close())

const leads = async (formId: string) =>
  t.database.query<{ attributes: Record<string, unknown> }>(
    'SELECT attributes FROM leads WHERE form_id = $1 ORDER BY created_at',
    [formId],
  )

const TEST_DRIVE = {
  _locale: 'en',
  model: 'defender_110',
  preferred_date: '2027-03-04',
  preferred_time: 'morning',
  postcode: '2000',
  first_name: 'Ann',
  last_name: 'Lee',
  email: 'ann@example.com',
  phone: '+61 400 000 000',
  comments: 'Tuesday & after 10 = best',
  consent: 'on',
  source_page: '/test-drive',
  brand: '',
  utm_source: '',
  utm_campaign: '',
}

const post = (path: string, body: string, referer = 'http://localhost/test-drive') =>
  request(t.app)
    .post(path)
    .set('Host', 'localhost')
    .set('Referer', referer)
    .set('Content-Type', 'application/x-www-form-urlencoded')
    .send(body)

const encode = (fields: Record<string, string | string[]>) => {
  const params = new URLSearchParams()
  for (const [name, value] of Object.entries(fields))
    for (const v of Array.isArray(value) ? value : [value]) params.append(name, v)
  return params.toString()
}

describe('a form posted without JavaScript', () => {
  it('stores the lead through the same checks and answers 303 See Other to the thank-you page', async () => {
    const before = (await leads('test-drive')).length
    const res = await post('/forms/test-drive/leads', encode({ ...TEST_DRIVE, marketing_opt_in: 'on' }))
    expect(res.status).toBe(303)
    expect(res.headers['cache-control']).toBe('no-store')
    expect(res.headers.location).toBe('/forms/test-drive/thank-you?locale=en&back=%2Ftest-drive')
    const stored = await leads('test-drive')
    expect(stored).toHaveLength(before + 1)
    expect(stored.at(-1)?.attributes).toMatchObject({
      first_name: 'Ann',
      comments: 'Tuesday & after 10 = best',
      consent: true,
      marketing_opt_in: true,
      phone: '+61 400 000 000',
    })
    expect(stored.at(-1)?.attributes).not.toHaveProperty('_locale')

    const page = await request(t.app)
      .get(res.headers.location as string)
      .set('Host', 'localhost')
    expect(page.status).toBe(200)
    expect(page.headers['content-type']).toMatch(/^text\/html/)
    expect(page.headers['cache-control']).toBe('no-store')
    expect(page.text).toContain('Thank you, your test drive request is in')
    expect(page.text).toContain('A product genius from Southern Cross Land Rover will call you')
    expect(page.text).toContain('<a href="/test-drive">Back to the form</a>')
    // In the site's layout, not indexed.
    expect(page.text).toContain('<meta name="robots" content="none"')
    expect(page.text).toMatch(/<header|site-header|class="nav/)
  })

  it('without a Referer links to the locale home page, and keeps the page a form sent back came from', async () => {
    const bare = await request(t.app)
      .post('/forms/test-drive-ar/leads')
      .set('Host', 'localhost')
      .set('Content-Type', 'application/x-www-form-urlencoded')
      .send(encode({ ...TEST_DRIVE, _locale: 'ar', first_name: '' }))
    expect(bare.status).toBe(422)
    expect(bare.text).toContain('<a href="/ar">الانتقال إلى الصفحة الرئيسية</a>')
    expect(bare.text).toContain('<input type="hidden" name="_back" value="/ar"/>')
    const carried = await request(t.app)
      .post('/forms/test-drive/leads')
      .set('Host', 'localhost')
      .set('Content-Type', 'application/x-www-form-urlencoded')
      .send(encode({ ...TEST_DRIVE, _back: '/test-drive' }))
    expect(carried.status).toBe(303)
    expect(carried.headers.location).toBe('/forms/test-drive/thank-you?locale=en&back=%2Ftest-drive')
    const hostile = await request(t.app)
      .post('/forms/test-drive/leads')
      .set('Host', 'localhost')
      .set('Content-Type', 'application/x-www-form-urlencoded')
      .send(encode({ ...TEST_DRIVE, _back: '//evil.example/x' }))
    expect(hostile.headers.location).toBe('/forms/test-drive/thank-you?locale=en&back=%2F')
    const page = await request(t.app)
      .get('/forms/test-drive/thank-you?back=//evil.example')
      .set('Host', 'localhost')
    expect(page.text).not.toContain('evil.example')
  })

  it('answers in Arabic, right to left, for the Arabic page', async () => {
    const res = await post(
      '/forms/test-drive-ar/leads',
      encode({ ...TEST_DRIVE, _locale: 'ar' }),
      'http://localhost/ar/test-drive',
    )
    expect(res.status).toBe(303)
    const page = await request(t.app)
      .get(res.headers.location as string)
      .set('Host', 'localhost')
    expect(page.text).toContain('<html lang="ar" dir="rtl"')
    expect(page.text).toContain('شكرًا لك، تم استلام طلب تجربة القيادة')
    expect(page.text).toContain('العودة إلى النموذج')
  })

  it('shows the form again with the errors beside the fields and the values kept, in the page language', async () => {
    const before = (await leads('test-drive')).length
    const { first_name: _f, consent: _c, ...rest } = TEST_DRIVE
    const res = await post('/forms/test-drive/leads', encode({ ...rest, email: 'not-an-email' }))
    expect(res.status).toBe(422)
    expect(res.headers['content-type']).toMatch(/^text\/html/)
    expect(await leads('test-drive')).toHaveLength(before)
    // The spec's texts beside the fields, tied to them.
    expect(res.text).toContain('id="lead-form-first_name-error">This field is required</p>')
    expect(res.text).toContain('id="lead-form-email-error">Enter a valid email address</p>')
    expect(res.text).toContain('id="lead-form-consent-error">This field is required</p>')
    expect(res.text).toContain('There are problems with 3 fields')
    // What was typed is kept, every step at once, and it posts again to the same place.
    expect(res.text).toMatch(/name="last_name"[^>]*value="Lee"/)
    expect(res.text).toMatch(/name="email"[^>]*value="not-an-email"/)
    expect(res.text).toContain('Tuesday &amp; after 10 = best</textarea>')
    expect(res.text).toMatch(/<option value="defender_110" selected="">/)
    expect(res.text).toContain('action="/forms/test-drive/leads" method="post"')

    const ar = await post(
      '/forms/test-drive-ar/leads',
      encode({ ...rest, _locale: 'ar' }),
      'http://localhost/ar/test-drive',
    )
    expect(ar.status).toBe(422)
    expect(ar.text).toContain('<html lang="ar" dir="rtl"')
    expect(ar.text).toContain('هذا الحقل مطلوب')
  })

  it('refuses a name that is not a field of the form, as the JSON post does', async () => {
    const res = await post('/forms/test-drive/leads', encode({ ...TEST_DRIVE, admin: 'yes' }))
    expect(res.status).toBe(422)
    expect(res.text).toContain('admin<!-- -->: <!-- -->is not a field of this form')
  })

  it('explains that the robot check needs JavaScript', async () => {
    const res = await post(
      '/forms/extended-warranty/leads',
      encode({
        first_name: 'Ann',
        last_name: 'Lee',
        email: 'ann@example.com',
        phone: '+61 400 000 000',
        vin: 'SALGA2AE5LA000001',
        odometer: '12000',
        cover: 'plus',
        consent: 'on',
      }),
    )
    expect(res.status).toBe(422)
    expect(res.text).toContain('checks that you are not a robot, which needs JavaScript')
  })

  it('refuses a post sent from another site', async () => {
    const before = (await leads('test-drive')).length
    const res = await post('/forms/test-drive/leads', encode(TEST_DRIVE)).set('Sec-Fetch-Site', 'cross-site')
    expect(res.status).toBe(403)
    expect(res.headers['content-type']).toMatch(/^text\/html/)
    const old = await post('/forms/test-drive/leads', encode(TEST_DRIVE)).set(
      'Origin',
      'https://evil.example',
    )
    expect(old.status).toBe(403)
    expect(await leads('test-drive')).toHaveLength(before)
    const same = await post('/forms/test-drive/leads', encode(TEST_DRIVE)).set('Origin', 'http://localhost')
    expect(same.status).toBe(303)
  })

  it("follows the form's thank-you redirect when it is a path of this site, not another site", async () => {
    const CONTACT = {
      first_name: 'Ann',
      last_name: 'Lee',
      email: 'ann@example.com',
      phone: '+61 400 000 000',
      topic: '',
      message: 'Hello there, please call me.',
      consent: 'on',
    }
    const redirectTo = (url: string) =>
      t.database.query(
        `UPDATE forms SET definition = jsonb_set(definition, '{settings,thank_you,redirect_url}', to_jsonb($1::text))
         WHERE id = 'contact-us'`,
        [url],
      )
    const topic = (await request(t.app).get('/forms/contact-us')).body.data.data.fields.find(
      (f: { name: string }) => f.name === 'topic',
    ).options[0].value
    await redirectTo('/thanks-for-writing')
    const own = await post(
      '/forms/contact-us/leads',
      encode({ ...CONTACT, topic }),
      'http://localhost/contact',
    )
    expect(own.status).toBe(303)
    expect(own.headers.location).toBe('/thanks-for-writing')
    await redirectTo('https://elsewhere.example/thanks')
    const other = await post(
      '/forms/contact-us/leads',
      encode({ ...CONTACT, topic }),
      'http://localhost/contact',
    )
    expect(other.status).toBe(303)
    expect(other.headers.location).toBe('/forms/contact-us/thank-you?locale=en&back=%2Fcontact')
  })
})

describe('hostile urlencoded bodies', () => {
  it.each([
    ['a NUL in a value', 'first_name=An%00n', 'first_name', 'contains a NUL character (U+0000)'],
    ['an encoded lone surrogate', 'last_name=%ED%A0%80', 'last_name', 'is not valid UTF-8 text'],
    ['an encoded low surrogate', 'email=a%ED%B0%80b', 'email', 'is not valid UTF-8 text'],
    ['a NUL in a name', 'fir%00st=1', '"fir?st"', 'name contains a NUL character'],
    ['broken UTF-8', 'comments=%C3', 'comments', 'is not valid UTF-8 text'],
  ])('refuses %s with 400 naming the field', async (_what, body, field, problem) => {
    const before = (await leads('test-drive')).length
    const res = await post(
      '/forms/test-drive/leads',
      `${encode(TEST_DRIVE).replace(/&?first_name=[^&]*/, '')}&${body}`,
    )
    expect(res.status).toBe(400)
    expect(res.headers['content-type']).toMatch(/^text\/html/)
    expect(res.text).toContain(`The form field ${field.replace(/"/g, '&quot;')}`)
    expect(res.text).toContain(problem)
    expect(await leads('test-drive')).toHaveLength(before)
  })

  it('refuses a body over the size limit and one with thousands of fields', async () => {
    const big = await post('/forms/test-drive/leads', `comments=${'x'.repeat(70_000)}`)
    expect(big.status).toBe(413)
    const many = await post(
      '/forms/test-drive/leads',
      Array.from({ length: 600 }, (_, i) => `f${i}=1`).join('&'),
    )
    expect(many.status).toBe(413)
    expect(many.headers['content-type']).toMatch(/^text\/html/)
  })

  it('answers a form that does not exist with a page too', async () => {
    const res = await post('/forms/nope/leads', encode(TEST_DRIVE))
    expect(res.status).toBe(404)
    expect(res.headers['content-type']).toMatch(/^text\/html/)
  })

  it('keeps answering JSON to the JSON post', async () => {
    const res = await request(t.app)
      .post('/forms/test-drive/leads')
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ first_name: 'a\u0000b' }))
    expect(res.status).toBe(400)
    expect(res.body.error.code).toBe('invalid_body')
  })
})
