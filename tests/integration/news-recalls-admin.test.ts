// The admin's News and Recalls calls (/admin/api/news, /admin/api/recalls; decision 041): editors only with the
// csrf-token header, every bad input a 4xx naming the field, racing saves a 409, and what is saved shows on
// the public site at once.
import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signedInEditor } from '../helpers/browser.js'
import { startTestApp, type TestApp } from '../helpers/test-app.js'

let t: TestApp
let origin: string
let editor: Awaited<ReturnType<typeof signedInEditor>>['agent']
let csrf: string

beforeAll(async () => {
  t = await startTestApp({ auth: true })
  origin = t.origin as string
  ;({ agent: editor, csrf } = await signedInEditor(origin))
})
afterAll(() => t.close())

const vinCheck = (vin: string) =>
  request(origin)
    .post('/public_api/vin_checks')
    .send({ vin })
    .expect(200)
    .then((r) => r.body.data.data.affected as boolean)

describe('the admin Recalls calls', () => {
  it('are for editors only, and mutating ones need the csrf-token header', async () => {
    await request(origin).get('/admin/api/recalls').expect(401)
    await request(origin).post('/admin/api/recalls').send({ vin: 'SALGA2AE8LA611111' }).expect(401)
    await editor.post('/admin/api/recalls').send({ vin: 'SALGA2AE8LA611111' }).expect(403)
  })

  it('list the table newest first, searched by VIN start or campaign, paged', async () => {
    const all = (await editor.get('/admin/api/recalls?items=5').expect(200)).body.data
    expect(all.meta).toEqual({ total: 12, page: 1, items: 5, pages: 3 })
    const byVin = (await editor.get('/admin/api/recalls?q=saj').expect(200)).body.data
    expect(byVin.data.map((r: { vin: string }) => r.vin).sort()).toEqual([
      'SAJBA4BN1KCY81234',
      'SAJBA4BN1KCY81251',
    ])
    const byCampaign = (await editor.get('/admin/api/recalls?q=camera').expect(200)).body.data
    expect(byCampaign.meta.total).toBe(3)
    // LIKE's wildcards are searched for as themselves.
    expect((await editor.get('/admin/api/recalls?q=%25').expect(200)).body.data.meta.total).toBe(0)
    const bad = await editor.get('/admin/api/recalls?page=0&items=1000').expect(422)
    expect(bad.body.error.details.map((d: { field: string }) => d.field).sort()).toEqual(['items', 'page'])
  })

  it('add, change and remove a VIN, which the public check follows at once', async () => {
    expect(await vinCheck('SALGA2AE8LA622222')).toBe(false)
    const added = (
      await editor
        .post('/admin/api/recalls')
        .set('csrf-token', csrf)
        .send({ vin: 'salga2ae8-la622222', campaign: 'R-2026-01 Airbag', note: 'Parts due in March' })
        .expect(201)
    ).body.data.data
    expect(added).toMatchObject({ vin: 'SALGA2AE8LA622222', campaign: 'R-2026-01 Airbag' })
    expect(await vinCheck('SALGA2AE8LA622222')).toBe(true)
    await editor
      .put(`/admin/api/recalls/${added.id}`)
      .set('csrf-token', csrf)
      .send({ vin: 'SALGA2AE8LA622223', campaign: 'R-2026-01 Airbag' })
      .expect(200)
    expect(await vinCheck('SALGA2AE8LA622222')).toBe(false)
    expect(await vinCheck('SALGA2AE8LA622223')).toBe(true)
    await editor.delete(`/admin/api/recalls/${added.id}`).set('csrf-token', csrf).expect(204)
    expect(await vinCheck('SALGA2AE8LA622223')).toBe(false)
    await editor.delete(`/admin/api/recalls/${added.id}`).set('csrf-token', csrf).expect(404)
    await editor
      .put('/admin/api/recalls/not-a-uuid')
      .set('csrf-token', csrf)
      .send({ vin: 'SALGA2AE8LA622223' })
      .expect(404)
  })

  it('refuse a malformed row with 422 naming each field, and a VIN already on the table with 409', async () => {
    const bad = await editor
      .post('/admin/api/recalls')
      .set('csrf-token', csrf)
      .send({ vin: 'IOQ', campaign: 'c'.repeat(201), note: 7 })
      .expect(422)
    expect(bad.body.error.details.map((d: { field: string }) => d.field).sort()).toEqual([
      'campaign',
      'note',
      'vin',
    ])
    const taken = await editor
      .post('/admin/api/recalls')
      .set('csrf-token', csrf)
      .send({ vin: 'SALGA2AE8LA600001' })
      .expect(409)
    expect(taken.body.error.code).toBe('conflict')
    await editor
      .post('/admin/api/recalls')
      .set('csrf-token', csrf)
      .send({ vin: 'SALGA2AE8LA6\u0000001' })
      .expect(400)
  })

  it('import a campaign’s list: new VINs added, known ones counted, a bad one refuses the whole list', async () => {
    const refused = await editor
      .post('/admin/api/recalls/import')
      .set('csrf-token', csrf)
      .send({ vins: ['SALGA2AE8LA633331', 'not a vin'], campaign: 'R-2026-02' })
      .expect(422)
    expect(refused.body.error.details).toEqual([expect.objectContaining({ field: 'vins.1' })])
    expect(await vinCheck('SALGA2AE8LA633331')).toBe(false)
    const imported = await editor
      .post('/admin/api/recalls/import')
      .set('csrf-token', csrf)
      .send({
        vins: ['SALGA2AE8LA633331', 'salga2ae8la633332', 'SALGA2AE8LA633331', 'SALGA2AE8LA600001'],
        campaign: 'R-2026-02',
      })
      .expect(201)
    expect(imported.body.data.data).toEqual({ added: 2, already: 1 })
    expect(await vinCheck('SALGA2AE8LA633332')).toBe(true)
    await editor.post('/admin/api/recalls/import').set('csrf-token', csrf).send({ vins: [] }).expect(422)
    await editor
      .post('/admin/api/recalls/import')
      .set('csrf-token', csrf)
      .send({ vins: 'SALGA2AE8LA633333' })
      .expect(422)
  })
})

describe('the admin News calls', () => {
  const entry = {
    site: 'lrdx',
    locale: 'en',
    slug: 'admin-made-entry',
    title: 'Made in the admin',
    summary: 'A summary',
    body: '<p>The body <script>alert(1)</script></p>',
    image: { id: 'news-showroom', alt: 'The showroom' },
    country: '',
    published_at: '2025-07-01T09:00:00+10:00',
  }

  it('are for editors only, and mutating ones need the csrf-token header', async () => {
    await request(origin).get('/admin/api/news').expect(401)
    await editor.post('/admin/api/news').send(entry).expect(403)
  })

  it('list every entry with its status, filtered by site, language and title', async () => {
    const list = (await editor.get('/admin/api/news?site=lrdx&locale=en&items=100').expect(200)).body.data
    expect(list.meta.total).toBe(10)
    const status = Object.fromEntries(
      list.data.map((e: { slug: string; status: string }) => [e.slug, e.status]),
    )
    expect(status).toMatchObject({
      'velar-autobiography-preview': 'draft',
      'summer-event-2030': 'scheduled',
      'defender-octa-arrives': 'published',
    })
    expect((await editor.get('/admin/api/news?q=octa').expect(200)).body.data.meta.total).toBe(2)
    const sites = (await editor.get('/admin/api/news/sites').expect(200)).body.data.data
    expect(sites.map((s: { key: string; current: boolean }) => [s.key, s.current])).toEqual([
      ['jdx', false],
      ['lrdx', true],
    ])
    await editor.get('/admin/api/news?site=nope').expect(422)
    await editor.get('/admin/api/news/not-a-uuid').expect(404)
  })

  it('create an entry that the news API and the block show; a taken address is a 409', async () => {
    const created = (await editor.post('/admin/api/news').set('csrf-token', csrf).send(entry).expect(201))
      .body.data.data
    expect(created).toMatchObject({ slug: 'admin-made-entry', status: 'published', version: 1 })
    const live = (await request(origin).get('/public_api/news/admin-made-entry').expect(200)).body.data.data
    expect(live.title).toBe('Made in the admin')
    const page = (await request(origin).get('/news?article=admin-made-entry').expect(200)).text
    expect(page).toContain('The body')
    expect(page).not.toContain('<script>alert(1)')
    const taken = await editor.post('/admin/api/news').set('csrf-token', csrf).send(entry).expect(409)
    expect(taken.body.error).toMatchObject({
      code: 'slug_taken',
      details: [{ field: 'slug', message: expect.any(String) }],
    })
    // The same address in the other language is another entry.
    await editor
      .post('/admin/api/news')
      .set('csrf-token', csrf)
      .send({ ...entry, locale: 'ar' })
      .expect(201)
  })

  it('save against the version it was opened at: the second of two racing saves gets 409', async () => {
    const created = (
      await editor
        .post('/admin/api/news')
        .set('csrf-token', csrf)
        .send({ ...entry, slug: 'racing-saves', published_at: null })
        .expect(201)
    ).body.data.data
    expect(created.status).toBe('draft')
    await request(origin).get('/public_api/news/racing-saves').expect(404)
    const first = await editor
      .put(`/admin/api/news/${created.id}`)
      .set('csrf-token', csrf)
      .send({
        ...entry,
        slug: 'racing-saves',
        title: 'First',
        published_at: '2025-07-02T00:00:00Z',
        version: 1,
      })
      .expect(200)
    expect(first.body.data.data).toMatchObject({ version: 2, status: 'published' })
    const second = await editor
      .put(`/admin/api/news/${created.id}`)
      .set('csrf-token', csrf)
      .send({ ...entry, slug: 'racing-saves', title: 'Second', version: 1 })
      .expect(409)
    expect(second.body.error).toMatchObject({ code: 'version_conflict', details: { version: 2 } })
    expect(
      (await request(origin).get('/public_api/news/racing-saves').expect(200)).body.data.data.title,
    ).toBe('First')
    await editor.delete(`/admin/api/news/${created.id}`).set('csrf-token', csrf).expect(204)
    await request(origin).get('/public_api/news/racing-saves').expect(404)
    await editor.delete(`/admin/api/news/${created.id}`).set('csrf-token', csrf).expect(404)
  })

  it('refuse a malformed entry with 422 naming every field', async () => {
    const bad = await editor
      .post('/admin/api/news')
      .set('csrf-token', csrf)
      .send({
        site: 'nope',
        locale: 'fr',
        slug: 'Not A Slug',
        title: '',
        summary: 's'.repeat(2001),
        image: { id: '../etc/passwd' },
        country: 'australia',
        published_at: 'yesterday',
      })
      .expect(422)
    expect(bad.body.error.details.map((d: { field: string }) => d.field).sort()).toEqual([
      'country',
      'image.id',
      'published_at',
      'site',
      'slug',
      'summary',
      'title',
    ])
    const noVersion = await editor
      .put('/admin/api/news/00000000-0000-4000-8000-000000000000')
      .set('csrf-token', csrf)
      .send({ ...entry, version: 2 ** 31 })
      .expect(422)
    expect(noVersion.body.error.details).toEqual([expect.objectContaining({ field: 'version' })])
    await editor
      .put('/admin/api/news/00000000-0000-4000-8000-000000000000')
      .set('csrf-token', csrf)
      .send({ ...entry, version: 1 })
      .expect(404)
    await editor
      .post('/admin/api/news')
      .set('csrf-token', csrf)
      .send({ ...entry, slug: 'lone-surrogate', title: '\ud800' })
      .expect(400)
  })
})
