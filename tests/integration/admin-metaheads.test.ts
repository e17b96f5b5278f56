import type express from 'express'
import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { AdminMetahead } from '../../engine/metaheads/metahead-options.js'
import { logger } from '../../server/ops/logger.js'
import { restoreMetaheadChange } from '../../server/metaheads/restore-metahead-change.js'
import { adminTestApp } from '../helpers/admin-test-app.js'
import { startTestApp, type TestApp } from '../helpers/test-app.js'

// The Metaheads screen's API (issue 15 item 4, decision 046) on the admin test app (an admin signed in), over
// the test database: what it saves shows on the live site at once, with its history. Sign-in and CSRF are
// in metaheads-redirects-guarded.test.ts.
let t: TestApp
let admin: express.Express
let editor: express.Express

beforeAll(async () => {
  t = await startTestApp()
  admin = await adminTestApp(t, '/tmp/admin-metaheads-media')
  editor = await adminTestApp(t, '/tmp/admin-metaheads-media', ['editor'])
})
afterAll(() => t.close())

const css = { language: 'css', content: '.h5-probe { color: rebeccapurple; }', in_body: false }
const create = (body: unknown, site = 'lrdx') =>
  request(admin)
    .post(`/admin/api/metaheads?site=${site}`)
    .send(body as object)
const list = async (site = 'lrdx') =>
  (await request(admin).get(`/admin/api/metaheads?site=${site}`).expect(200)).body.data
    .data as AdminMetahead[]
const home = async (host = 'localhost') => (await request(t.app).get('/').set('Host', host).expect(200)).text

describe('metaheads admin API', () => {
  it("lists a site's metaheads in their order, with version and consent scope", async () => {
    const rows = await list()
    expect(rows.length).toBeGreaterThanOrEqual(4)
    expect(rows.map((r) => r.sequence)).toEqual([...rows.map((r) => r.sequence)].sort((a, b) => a - b))
    expect(rows[0]).toMatchObject({
      language: 'scss',
      version: 1,
      consent_scope: 'obligatory',
      page_id: null,
    })
    expect((await list('jdx')).every((r) => r.language === 'javascript')).toBe(true)
  })

  it('creates a css metahead that the live page carries at once, with the nonce, and records its history', async () => {
    expect(await home()).not.toContain('h5-probe')
    const audit = vi.spyOn(logger, 'info')
    const res = await create(css).expect(201)
    const made = res.body.data.data as AdminMetahead
    expect(made).toMatchObject({ ...css, version: 1, page_id: null, consent_scope: 'obligatory' })
    expect(made.sequence).toBeGreaterThan(
      Math.max(...(await list()).filter((m) => m.id !== made.id).map((m) => m.sequence)),
    )
    expect(audit).toHaveBeenCalledWith(
      expect.objectContaining({ audit: 'metahead.create', subject: String(made.id) }),
      expect.any(String),
    )
    const page = await home()
    expect(page).toMatch(new RegExp(`<style nonce="[^"]+" data-metahead="${made.id}">\\.h5-probe`))
    expect(await home('jaguar.localhost')).not.toContain('h5-probe')
    const [change] = await t.storage.siteChanges.list('lrdx', { area: 'metaheads' })
    expect(change).toMatchObject({ subject: String(made.id), before: null, after: made, actor: 'Test user' })
  })

  it('compiles SCSS on save, and answers a compile error with 422 naming the line', async () => {
    const ok = await create({ language: 'scss', content: '$c: #123456;\n.h5-scss { color: $c; }' }).expect(
      201,
    )
    const id = ok.body.data.data.id as number
    expect(await home()).toContain('.h5-scss{color:#123456}')
    const bad = await create({
      language: 'scss',
      content: '.a {\n  color: red;\n  width: $missing;\n}',
    }).expect(422)
    expect(bad.body.error.code).toBe('sass_compile_error')
    expect(bad.body.error.message).toMatch(/line 3: Undefined variable/)
    expect(bad.body.error.details[0]).toMatchObject({ field: 'content', line: 3 })
    const sass = await create({ language: 'sass', content: '.b\n  color: red\n   width' }).expect(422)
    expect(sass.body.error.details[0].line).toEqual(expect.any(Number))
    // Nothing outside the content is read: no files, no network.
    const load = await create({ language: 'scss', content: '@use "/etc/passwd";' }).expect(422)
    expect(load.body.error.message).toContain("Can't find stylesheet")
    await request(admin).delete(`/admin/api/metaheads/${id}?site=lrdx`).expect(204)
  })

  it('sanitises html and refuses script URLs that are not https on a public host', async () => {
    const res = await create({
      language: 'html',
      in_body: true,
      content:
        '<meta name="h5-verify" content="abc"><meta http-equiv="refresh" content="0"><img src="https://px.example.com/p.gif" onerror="alert(1)"><a href="javascript:alert(1)">x</a>',
    }).expect(201)
    expect(res.body.data.data.content).toBe(
      '<meta name="h5-verify" content="abc" /><meta content="0" /><img src="https://px.example.com/p.gif" />x',
    )
    for (const src of [
      'http://cdn.example.com/a.js',
      'https://127.0.0.1/a.js',
      'https://[::1]/a.js',
      '//cdn.example.com/a.js',
    ]) {
      const bad = await create({ language: 'html', content: `<script src="${src}"></script>` }).expect(422)
      expect(bad.body.error.details[0].message).toContain(src)
    }
    await create({ language: 'html', content: '<svg onload="alert(1)"></svg>' }).expect(422)
    await request(admin).delete(`/admin/api/metaheads/${res.body.data.data.id}?site=lrdx`).expect(204)
  })

  it('takes js-src as one https URL of a public host, writes it with the nonce, inert until consent', async () => {
    for (const content of [
      'http://cdn.example.com/a.js',
      'https://localhost/a.js',
      'https://10.0.0.8/a.js',
      'javascript:alert(1)',
      'https://a.example.com/x.js https://b',
    ])
      await create({ language: 'js-src', content }).expect(422)
    const res = await create({
      language: 'js-src',
      content: ' https://cdn.example.com/h5.js ',
      consent_scope: 'marketing',
    }).expect(201)
    expect(res.body.data.data).toMatchObject({
      content: 'https://cdn.example.com/h5.js',
      consent_scope: 'marketing',
    })
    expect(await home()).toMatch(
      /<script type="text\/plain" nonce="[^"]+" data-metahead="\d+" data-consent-scope="marketing" src="https:\/\/cdn\.example\.com\/h5\.js" async><\/script>/,
    )
    await request(admin).delete(`/admin/api/metaheads/${res.body.data.data.id}?site=lrdx`).expect(204)
  })

  it('refuses hostile and malformed values with 422 naming the field, and answers 400 for an unknown site', async () => {
    const cases: [unknown, string][] = [
      [{ language: 'php', content: 'x' }, 'language'],
      [{ language: 'css', content: '' }, 'content'],
      [{ language: 'css', content: 'x'.repeat(100_001) }, 'content'],
      [{ language: 'css', content: 42 }, 'content'],
      [{ language: 'css', content: 'a{}', in_body: 'yes' }, 'in_body'],
      [{ language: 'css', content: 'a{}', consent_scope: 'everything' }, 'consent_scope'],
      [{ language: 'css', content: 'a{}', page_id: '../etc' }, 'page_id'],
      [{ language: 'css', content: 'a{}', page_id: 'jdx-home-page-none' }, 'page_id'],
      [[1, 2], 'body'],
    ]
    for (const [body, field] of cases) {
      const res = await create(body).expect(422)
      expect(res.body.error.details.map((d: { field: string }) => d.field)).toContain(field)
    }
    // The JSON body layer refuses strings PostgreSQL cannot store before any route sees them.
    for (const content of ['a\u0000b', 'a\uD800b']) {
      const res = await create({ language: 'css', content }).expect(400)
      expect(res.body.error.message).toMatch(/NUL|surrogate/i)
    }
    await request(admin).get('/admin/api/metaheads?site=nope').expect(400)
    await request(admin).get('/admin/api/metaheads').expect(400)
    let deep: unknown = 'x'
    for (let i = 0; i < 5000; i++) deep = [deep]
    const res = await request(admin)
      .post('/admin/api/metaheads?site=lrdx')
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ language: 'css', content: deep }))
    expect(res.status).toBeGreaterThanOrEqual(400)
    expect(res.status).toBeLessThan(500)
  })

  it('saves over the version it started from: a stale save is a 409 with what is there now', async () => {
    const made = (await create({ ...css, content: '.h5-v1{}' }).expect(201)).body.data.data as AdminMetahead
    const put = (version: unknown, content: string) =>
      request(admin)
        .put(`/admin/api/metaheads/${made.id}?site=lrdx`)
        .send({ ...made, content, version })
    const [a, b] = await Promise.all([put(1, '.h5-v2a{}'), put(1, '.h5-v2b{}')])
    expect([a.status, b.status].sort()).toEqual([200, 409])
    const lost = a.status === 409 ? a : b
    expect(lost.body.error).toMatchObject({ code: 'version_conflict', details: { current: { version: 2 } } })
    await put(2 ** 31, '.x{}').expect(422)
    await put('1; drop table', '.x{}').expect(422)
    await request(admin)
      .put(`/admin/api/metaheads/${made.id}?site=jdx`)
      .send({ ...made, version: 2 })
      .expect(404)
    await request(admin)
      .put(`/admin/api/metaheads/99999999999?site=lrdx`)
      .send({ ...made, version: 2 })
      .expect(422)
    await request(admin).delete(`/admin/api/metaheads/${made.id}?site=lrdx&version=1`).expect(409)
    await request(admin).delete(`/admin/api/metaheads/${made.id}?site=lrdx&version=2`).expect(204)
    await request(admin).delete(`/admin/api/metaheads/${made.id}?site=lrdx`).expect(404)
  })

  it('reorders the whole list (refusing a stale one), and restores from history', async () => {
    const before = await list()
    const reversed = before.map((m) => m.id).reverse()
    const res = await request(admin)
      .post('/admin/api/metaheads/reorder?site=lrdx')
      .send({ ids: reversed })
      .expect(200)
    expect((res.body.data.data as AdminMetahead[]).map((m) => m.id)).toEqual(reversed)
    expect((await list()).map((m) => m.id)).toEqual(reversed)
    await request(admin)
      .post('/admin/api/metaheads/reorder?site=lrdx')
      .send({ ids: reversed.slice(1) })
      .expect(409)
    await request(admin)
      .post('/admin/api/metaheads/reorder?site=lrdx')
      .send({ ids: [...reversed, reversed[0]] })
      .expect(409)
    await request(admin).post('/admin/api/metaheads/reorder?site=lrdx').send({ ids: 'all' }).expect(422)
    const [orderChange] = await t.storage.siteChanges.list('lrdx', { area: 'metaheads' })
    expect(orderChange).toMatchObject({ subject: 'order', before: before.map((m) => m.id), after: reversed })
    await restoreMetaheadChange(orderChange!, { storage: t.storage, actor: 'Restorer' })
    expect((await list()).map((m) => m.id)).toEqual(before.map((m) => m.id))

    // A deleted metahead comes back with its id; an edit goes back to its earlier content.
    const made = (await create({ ...css, content: '.h5-restore{}' }).expect(201)).body.data
      .data as AdminMetahead
    await request(admin)
      .put(`/admin/api/metaheads/${made.id}?site=lrdx`)
      .send({ ...made, content: '.h5-edited{}', version: 1 })
      .expect(200)
    await request(admin).delete(`/admin/api/metaheads/${made.id}?site=lrdx`).expect(204)
    const [deletion, edit] = await t.storage.siteChanges.list('lrdx', { area: 'metaheads' })
    await restoreMetaheadChange(deletion!, { storage: t.storage, actor: 'Restorer' })
    expect((await list()).find((m) => m.id === made.id)?.content).toBe('.h5-edited{}')
    await restoreMetaheadChange(edit!, { storage: t.storage, actor: 'Restorer' })
    expect((await list()).find((m) => m.id === made.id)?.content).toBe('.h5-restore{}')
    expect(await home()).toContain('.h5-restore{}')
    const [latest] = await t.storage.siteChanges.list('lrdx', { area: 'metaheads' })
    expect(latest).toMatchObject({ restoredFrom: edit!.id, actor: 'Restorer' })
  })

  it('is for admins only: an editor gets 403 for reads and writes', async () => {
    await request(editor).get('/admin/api/metaheads?site=lrdx').expect(403)
    const res = await request(editor).post('/admin/api/metaheads?site=lrdx').send(css).expect(403)
    expect(res.body.error.code).toBe('admin_role_required')
    await request(editor).post('/admin/api/metaheads/reorder?site=lrdx').send({ ids: [] }).expect(403)
    await request(editor).delete('/admin/api/metaheads/1?site=lrdx').expect(403)
  })
})
