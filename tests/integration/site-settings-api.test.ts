import type express from 'express'
import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminTestApp } from '../helpers/admin-test-app.js'
import { startTestApp, type TestApp } from '../helpers/test-app.js'

// The Site settings and History API (issue 15 items 1 and 9, decision 044) on its own app, as the sign-in
// guard hands it a signed-in admin or editor (the guard and CSRF: admin-guarded.test.ts), over the seeded
// demo content: what it saves is what the public pages show.
let t: TestApp
let admin: express.Express
let editor: express.Express

beforeAll(async () => {
  t = await startTestApp()
  admin = await adminTestApp(t, '/tmp/site-settings-media')
  editor = await adminTestApp(t, '/tmp/site-settings-media', ['editor'])
})
afterAll(() => t.close())

async function read(site: string, locale = '') {
  const res = await request(admin).get(`/admin/api/settings?site=${site}&locale=${locale}`).expect(200)
  return res.body.data.data as {
    version: string
    values: Record<string, unknown>
    problems: { path: string; message: string }[]
    inherited: Record<string, unknown>
  }
}

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1]

const put = (site: string, body: unknown, locale = '') =>
  request(admin)
    .put(`/admin/api/settings?site=${site}&locale=${locale}`)
    .send(body as object)

describe('GET and PUT /admin/api/settings', () => {
  it('refuses an editor with 403 admin_role_required, reads and writes alike', async () => {
    const get = await request(editor).get('/admin/api/settings?site=lrdx').expect(403)
    expect(get.body.error.code).toBe('admin_role_required')
    await request(editor).put('/admin/api/settings?site=lrdx').send({ version: 'x', values: {} }).expect(403)
    await request(editor).get('/admin/api/site-changes?site=lrdx').expect(403)
    await request(editor).post('/admin/api/site-changes/1/restore').expect(403)
  })

  it('answers the seeded values parsed, and a locale with the site values it falls back to', async () => {
    const site = await read('lrdx')
    expect(site.values['meta.title_divider']).toBe('|')
    expect(site.values['stock_locator.owner_visible']).toBe(true)
    expect((site.values.fab as { items: unknown[] }).items).toHaveLength(5)
    expect(site.problems).toEqual([])
    const ar = await read('lrdx', 'ar')
    expect(ar.values['general.app_name']).toBe('ساوثرن كروس لاند روفر')
    expect(ar.values['meta.title_divider']).toBeUndefined()
    expect(ar.inherited['meta.title_divider']).toBe('|')
  })

  it('refuses an unknown site or locale with 400 naming the parameter', async () => {
    const site = await request(admin).get('/admin/api/settings?site=nope').expect(400)
    expect(site.body.error.message).toMatch(/^site must be one of/)
    const locale = await request(admin).get('/admin/api/settings?site=lrdx&locale=fr').expect(400)
    expect(locale.body.error.message).toMatch(/^locale must be/)
    await request(admin).get('/admin/api/settings?site=lrdx&locale=ar&locale=ar').expect(400)
    await request(admin).get('/admin/api/settings?site[]=lrdx').expect(400)
  })

  it('saves a change, shows it on the live site and records who changed what, before and after', async () => {
    const { version } = await read('jdx')
    const saved = await put('jdx', {
      version,
      values: { 'meta.title_divider': '·', 'cookie_consent.title': 'Biscuits on this site' },
    }).expect(200)
    expect(saved.body.data.data.changed.sort()).toEqual(['cookie_consent.title', 'meta.title_divider'])
    expect(saved.body.data.data.version).not.toBe(version)
    const page = await request(t.app).get('/accessories').set('host', 'jaguar.localhost').expect(200)
    expect(titleOf(page.text)).toBe('Genuine Jaguar accessories · Southern Cross Jaguar')
    expect(page.text.includes('Biscuits on this site')).toBe(true)
    const history = await request(admin).get('/admin/api/site-changes?site=jdx&area=settings').expect(200)
    const divider = history.body.data.data.find(
      (c: { subject: string }) => c.subject === 'meta.title_divider',
    )
    expect(divider).toMatchObject({
      area: 'settings',
      before: '—',
      after: '·',
      // The user's name, as every area of the history records it (changeActor).
      actor: 'Test user',
    })
  })

  it('keeps a locale variant apart from the site value', async () => {
    const { version } = await read('jdx', 'ar')
    await put('jdx', { version, values: { 'cookie_consent.title': 'ملفات تعريف الارتباط' } }, 'ar').expect(
      200,
    )
    const ar = await request(t.app).get('/ar/accessories').set('host', 'jaguar.localhost').expect(200)
    expect(ar.text.includes('ملفات تعريف الارتباط')).toBe(true)
    const en = await request(t.app).get('/accessories').set('host', 'jaguar.localhost').expect(200)
    expect(en.text.includes('ملفات تعريف الارتباط')).toBe(false)
    const history = await request(admin).get('/admin/api/site-changes?site=jdx').expect(200)
    expect(history.body.data.data[0]).toMatchObject({ subject: 'ar:cookie_consent.title', before: null })
    expect((await read('jdx')).values['cookie_consent.title']).not.toBe('ملفات تعريف الارتباط')
  })

  it('refuses invalid values with 422 naming each field, and malformed JSON with the spec message', async () => {
    const { version } = await read('lrdx')
    const res = await put('lrdx', {
      version,
      values: {
        meta: '[{"name": "theme-color",',
        fab: '{oops',
        'meta.title_divider': 42,
        'general.maps_style_url': 'javascript:alert(1)',
        'cookie_consent.strategy': 'sometimes',
        price_settings: { symbol: '$', double_price_rate: -1 },
        'no.such.key': 'x',
      },
    }).expect(422)
    expect(res.body.error.code).toBe('invalid_settings')
    const byPath = Object.fromEntries(
      (res.body.error.details as { path: string; message: string }[]).map((d) => [d.path, d.message]),
    )
    expect(byPath['/values/meta']).toBe('Please check your "meta" settings in admin panel.')
    expect(byPath['/values/fab']).toBe('Please check your "fab" settings in admin panel.')
    expect(byPath['/values/meta.title_divider']).toBe('must be a string')
    expect(byPath['/values/general.maps_style_url']).toMatch(/is not a safe URL/)
    expect(byPath['/values/cookie_consent.strategy']).toMatch(/must be one of "basic"/)
    expect(byPath['/values/price_settings/double_price_rate']).toBe('must be > 0')
    expect(byPath['/values/no.such.key']).toBe('unknown property "no.such.key"')
    // Nothing of a refused save is kept.
    expect((await read('lrdx')).version).toBe(version)
  })

  it('refuses hostile bodies with 400 or 422, never 500', async () => {
    const { version } = await read('lrdx')
    await put('lrdx', { version, values: { 'exit_popup.copy': 'a\u0000b' } }).expect(400)
    await put('lrdx', { version, values: ['x'] }).expect(400)
    await put('lrdx', { values: {} }).expect(400)
    await put('lrdx', 'text').expect(400)
    let deep: unknown = 1
    for (let i = 0; i < 5000; i++) deep = [deep]
    await put('lrdx', { version, values: { meta: deep } }).expect(400)
    await put('lrdx', { version, values: { 'stock_locator.finance_rate': 2 ** 40 } }).expect(422)
    await put('lrdx', { version, values: { 'exit_popup.ok': 'x'.repeat(100_000) } }).expect(422)
  })

  it('answers 409 to the second of two saves started from the same version, and keeps the first', async () => {
    const { version } = await read('lrdx')
    const [a, b] = await Promise.all([
      put('lrdx', { version, values: { 'exit_popup.ok': 'First' } }),
      put('lrdx', { version, values: { 'exit_popup.ok': 'Second' } }),
    ])
    expect([a.status, b.status].sort()).toEqual([200, 409])
    const winner = a.status === 200 ? 'First' : 'Second'
    expect((await read('lrdx')).values['exit_popup.ok']).toBe(winner)
    const loser = a.status === 409 ? a : b
    expect(loser.body.error.code).toBe('settings_conflict')
  })
})

describe('GET /admin/api/site-changes and restore', () => {
  it('restores a change: the old value is back, on the site too, as a new change that says where it came from', async () => {
    const { version } = await read('jdx')
    await put('jdx', { version, values: { 'meta.title_divider': '~' } }).expect(200)
    const list = await request(admin).get('/admin/api/site-changes?site=jdx&area=settings').expect(200)
    const change = list.body.data.data[0]
    expect(change).toMatchObject({ subject: 'meta.title_divider', after: '~' })
    const page = () => request(t.app).get('/accessories').set('host', 'jaguar.localhost').expect(200)
    expect(titleOf((await page()).text)).toBe('Genuine Jaguar accessories ~ Southern Cross Jaguar')
    await request(admin).post(`/admin/api/site-changes/${change.id}/restore`).expect(200)
    expect((await read('jdx')).values['meta.title_divider']).toBe(change.before)
    expect(titleOf((await page()).text)).toBe(
      `Genuine Jaguar accessories ${String(change.before)} Southern Cross Jaguar`,
    )
    const after = await request(admin).get('/admin/api/site-changes?site=jdx').expect(200)
    expect(after.body.data.data[0]).toMatchObject({
      before: '~',
      after: change.before,
      restoredFrom: change.id,
    })
  })

  it('restores a locale variant that did not exist by removing it again', async () => {
    const { version } = await read('lrdx', 'ar')
    await put('lrdx', { version, values: { 'meta.title_divider': '«' } }, 'ar').expect(200)
    const list = await request(admin).get('/admin/api/site-changes?site=lrdx').expect(200)
    const change = list.body.data.data[0]
    expect(change.subject).toBe('ar:meta.title_divider')
    await request(admin).post(`/admin/api/site-changes/${change.id}/restore`).expect(200)
    expect((await read('lrdx', 'ar')).values['meta.title_divider']).toBeUndefined()
  })

  it('refuses bad ids, areas and unknown changes', async () => {
    await request(admin).get('/admin/api/site-changes?site=lrdx&area=pages').expect(400)
    await request(admin).get('/admin/api/site-changes?site=lrdx&before=-1').expect(400)
    await request(admin).get('/admin/api/site-changes?site=lrdx&before=99999999999999999999').expect(400)
    await request(admin).get('/admin/api/site-changes').expect(400)
    await request(admin).post('/admin/api/site-changes/abc/restore').expect(400)
    await request(admin).post('/admin/api/site-changes/2147483648/restore').expect(404)
  })

  it('refuses with 422 to restore a change whose earlier value breaks the rules of today', async () => {
    await t.storage.siteChanges.record({
      site: 'lrdx',
      area: 'footer',
      subject: 'en',
      before: { medium: 'not a footer section' },
      after: null,
      actor: 'admin',
    })
    const list = await request(admin).get('/admin/api/site-changes?site=lrdx&area=footer').expect(200)
    const change = list.body.data.data[0]
    const before = await request(admin).get('/admin/api/footer?site=lrdx&locale=en').expect(200)
    const res = await request(admin).post(`/admin/api/site-changes/${change.id}/restore`).expect(422)
    expect(res.body.error.code).toBe('restore_invalid')
    const after = await request(admin).get('/admin/api/footer?site=lrdx&locale=en').expect(200)
    expect(after.body).toEqual(before.body)
  })
})
