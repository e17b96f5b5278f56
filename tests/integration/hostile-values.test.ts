import type request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LocalCaptchaVerifier } from '../../server/providers/local-captcha-verifier.js'
import { signedInEditor } from '../helpers/browser.js'
import { startTestApp, type TestApp } from '../helpers/test-app.js'

// Well-formed JSON with hostile values (integers past PostgreSQL's integer and past 2^53, huge strings,
// wrong types) sent to every JSON route with real ids, and hostile numbers in URL parameters: the answer
// is never a 5xx, and every 4xx is JSON with an error code. The body guard's own cases (NUL, lone
// surrogates, deep nesting) are in hostile-input.test.ts.
let t: TestApp
let origin: string
let editor: Awaited<ReturnType<typeof signedInEditor>>['agent']
let csrf: string
let pageId: string
let locationId: string
let leadId: string

beforeAll(async () => {
  t = await startTestApp({
    auth: true,
    forms: {
      captcha: new LocalCaptchaVerifier(),
      rateLimit: { max: 100_000, windowSeconds: 60 },
      worker: false,
    },
  })
  origin = t.origin as string
  ;({ agent: editor, csrf } = await signedInEditor(origin))
  const page = await call('post', '/admin/api/pages', {
    site: 'lrdx',
    locale: 'en',
    path: '/hostile-values',
    title: 'Hostile values',
  })
  pageId = page.body.data.id
  expect(pageId, page.text).toEqual(expect.any(String))
  const location = await call('post', '/forms/locations', { name: 'Hostile dealer' })
  locationId = location.body.data.data.id
  expect(locationId, location.text).toEqual(expect.any(String))
  const [lead] = await t.database.query<{ id: string }>(
    `INSERT INTO leads (id, form_id, attributes) VALUES (gen_random_uuid(), 'test-drive', '{}') RETURNING id`,
  )
  leadId = lead!.id
})
afterAll(() => t.close())

function call(method: string, path: string, body?: unknown) {
  const test = (editor as unknown as Record<string, (p: string) => request.Test>)[method]!(path)
    .set('csrf-token', csrf)
    .set('Idempotency-Key', `hostile-${Math.random().toString(36).slice(2, 12)}`)
  // Sent as text, so a bare number or string is a JSON body too.
  return body === undefined ? test : test.set('Content-Type', 'application/json').send(JSON.stringify(body))
}

/** A 2xx, or a 4xx JSON answer with an error code: never a 5xx. */
function expectHandled(res: request.Response, what: string) {
  expect(res.status, `${what}: ${res.text.slice(0, 300)}`).toBeLessThan(500)
  if (res.status >= 400) expect(res.body?.error?.code, what).toEqual(expect.any(String))
}

const HOSTILE_VALUES: [string, unknown][] = [
  ['2^31', 2 ** 31],
  ['-2^31 - 1', -(2 ** 31) - 1],
  ['2^53 + 2', 2 ** 53 + 2],
  ['1e308', 1e308],
  ['a fraction', 1.5],
  ['a 100 KB string', 'x'.repeat(100_000)],
  ['null', null],
  ['true', true],
  ['an array', ['a', 1]],
  ['an object', { a: 1 }],
  ['a numeric string past 2^31', '99999999999'],
]

/** Each JSON route with a body whose every top-level field takes the hostile value in turn. */
const ROUTES: [string, () => string, () => Record<string, unknown>][] = [
  ['post', () => '/forms/test-drive/leads', () => ({ attributes: { first_name: 'A', email: 'a@b.co' } })],
  ['post', () => '/forms', () => ({ name: 'Hostile', fields: [], settings: {} })],
  ['post', () => '/forms/import', () => ({ name: 'Hostile', fields: [] })],
  ['put', () => '/forms/test-drive', () => ({ name: 'Test drive', fields: [], updated_at: '' })],
  ['put', () => '/forms/test-drive/integrations', () => ({ integrations: [] })],
  ['post', () => '/forms/locations', () => ({ name: 'Dealer' })],
  ['put', () => `/forms/locations/${locationId}`, () => ({ name: 'Dealer' })],
  ['post', () => '/forms/settings', () => ({ key: 'hostile.value', value: 1 })],
  ['post', () => '/forms/test-drive/lead_exports', () => ({ format: 'csv', created_at_gteq: '' })],
  ['post', () => `/forms/test-drive/leads/${leadId}/integrations/fix`, () => ({ ids: [] })],
  ['post', () => '/admin/api/pages', () => ({ site: 'lrdx', locale: 'en', path: '/x', title: 'X' })],
  ['put', () => `/admin/api/pages/${pageId}`, () => ({ document: {}, base_version: 1 })],
]

describe('hostile values in JSON bodies', () => {
  for (const [method, path, base] of ROUTES)
    it(`${method.toUpperCase()} ${path().replace('undefined', ':id')} never answers 5xx`, async () => {
      for (const field of Object.keys(base()))
        for (const [what, value] of HOSTILE_VALUES) {
          const body = { ...base(), [field]: value }
          expectHandled(await call(method, path(), body), `${field} = ${what}`)
        }
      for (const [what, value] of HOSTILE_VALUES)
        expectHandled(await call(method, path(), value), `the body = ${what}`)
    })

  it('a page save with base_version 2^31 or 2^53 is a 400 naming base_version', async () => {
    const draft = (await call('get', `/admin/api/pages/${pageId}`)).body.data.draft
    for (const base_version of [2 ** 31, 2 ** 53 + 2, 1e308]) {
      const res = await call('put', `/admin/api/pages/${pageId}`, { document: draft, base_version })
      expect(res.status).toBe(400)
      expect(res.body.error.message).toContain('base_version')
    }
  })
})

describe('hostile numbers and ids in URLs', () => {
  const URLS = (): string[] => [
    `/admin/api/pages/${pageId}/versions/99999999999/restore`,
    `/admin/api/pages/${pageId}/versions/2147483648/restore`,
    `/admin/api/pages/${pageId}/versions/-1/restore`,
    `/admin/api/pages/${pageId}/versions/1e3/restore`,
    `/admin/api/pages/99999999999`,
    `/forms/99999999999`,
    `/forms/test-drive/leads?page=99999999999`,
    `/forms/test-drive/leads?items=99999999999`,
    `/forms/test-drive/leads?page=9007199254740993`,
    `/forms/test-drive/leads/99999999999`,
    `/forms/test-drive/lead_exports/99999999999`,
    `/forms/orders/99999999999`,
    `/api/stock/listing/new?page=99999999999`,
    `/api/stock/listing/new?price_from=99999999999999999999`,
    `/api/stock/listing/new?year_from=2147483648`,
    `/api/stock/listing/new/vehicle/99999999999`,
    `/api/stock/dealers?page=99999999999`,
    `/api/stock/dealers?items=99999999999`,
    `/images/99999999999`,
    `/images/99999999999/w/99999999999.webp`,
    `/public_api/pages/by_path/99999999999`,
    `/nav_entries/breadcrumbs/99999999999`,
    `/widget_translations_configs/99999999999`,
    `/showroom/x-99999999999`,
  ]
  it('answers each with a 2xx or 4xx, never a 5xx', async () => {
    for (const url of URLS()) {
      const method = url.endsWith('/restore') ? 'post' : 'get'
      const res = await call(method, url)
      expect(res.status, `${url}: ${res.text.slice(0, 300)}`).toBeLessThan(500)
    }
  })
})
