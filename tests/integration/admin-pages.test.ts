import type express from 'express'
import sharp from 'sharp'
import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { block } from '../helpers/page-builder.js'
import { adminTestApp } from '../helpers/admin-test-app.js'
import { startTestApp, type TestApp } from '../helpers/test-app.js'

// The admin API on its own app, as the sign-in guard hands it a signed-in editor (the guard and CSRF have
// their own suite), sharing the database with the public site so publishing can be seen there.
let t: TestApp
let admin: express.Express
const mediaDir = '/tmp/admin-pages-media'

beforeAll(async () => {
  t = await startTestApp()
  admin = await adminTestApp(t, mediaDir)
})
afterAll(() => t.close())

async function createPage(path: string) {
  const res = await request(admin)
    .post('/admin/api/pages')
    .send({ site: 'lrdx', locale: 'en', path, title: 'Winter offers' })
    .expect(201)
  return res.body.data as { id: string; draft: Record<string, unknown>; draftVersion: number }
}

describe('admin API: pages', () => {
  it('lists the template catalogue from the schemas', async () => {
    const res = await request(admin).get('/admin/api/templates').expect(200)
    expect(res.body.data.groups[0]).toBe('Hero')
    expect(res.body.data.templates.map((t: { key: string }) => t.key)).toContain('jlr-tabs')
    expect(res.body.data.templates[0].schema.properties).toBeDefined()
  })

  it('creates a page, refuses a second one at the same path, and names bad fields', async () => {
    const page = await createPage('/winter-offers')
    expect(page.draft).toMatchObject({
      site: 'lrdx',
      path: '/winter-offers',
      blocks: [],
      attributes: { title: 'Winter offers' },
    })
    const again = await request(admin)
      .post('/admin/api/pages')
      .send({ site: 'lrdx', locale: 'en', path: '/winter-offers/', title: 'x' })
      .expect(409)
    expect(again.body.error.code).toBe('path_taken')
    for (const [body, message] of [
      [{ site: 'nope', locale: 'en', path: '/x', title: 'x' }, /site must be one of/],
      [{ site: 'lrdx', locale: 'fr', path: '/x', title: 'x' }, /locale must be one of/],
      [{ site: 'lrdx', locale: 'en', path: '/../etc', title: 'x' }, /"\." or "\.\."/],
      [{ site: 'lrdx', locale: 'en', path: '/x', title: '' }, /title/],
      [[], /JSON object/],
    ] as const) {
      const res = await request(admin)
        .post('/admin/api/pages')
        .send(body as object)
        .expect(400)
      expect(res.body.error.message).toMatch(message)
    }
    const badJson = await request(admin)
      .post('/admin/api/pages')
      .set('Content-Type', 'application/json')
      .send('{"site":')
      .expect(400)
    expect(badJson.body.error.code).toBe('invalid_json')
  })

  it('saves against the version it started from: 409 with the current one when stale, 422 when malformed, nothing changed', async () => {
    const page = await createPage('/saves')
    const doc = { ...page.draft, blocks: [block('jlr-snippet', 'intro', { heading: 'Hello' })] }
    const saved = await request(admin)
      .put(`/admin/api/pages/${page.id}`)
      .send({ document: doc, base_version: 1 })
      .expect(200)
    expect(saved.body.data.draftVersion).toBe(2)
    const stale = await request(admin)
      .put(`/admin/api/pages/${page.id}`)
      .send({ document: { ...doc, attributes: { title: 'Mine' } }, base_version: 1 })
      .expect(409)
    expect(stale.body.error).toMatchObject({ code: 'version_conflict', details: { currentVersion: 2 } })
    expect(stale.body.error.details.document.blocks[0].id).toBe('intro')
    const invalid = await request(admin)
      .put(`/admin/api/pages/${page.id}`)
      .send({
        document: { ...doc, blocks: [{ id: 'x', template: 'jlr-nope', attributes: {} }] },
        base_version: 2,
      })
      .expect(422)
    expect(invalid.body.error.details[0]).toMatchObject({ path: '/blocks/0/template', blockId: 'x' })
    const now = await request(admin).get(`/admin/api/pages/${page.id}`).expect(200)
    expect(now.body.data).toMatchObject({ draftVersion: 2, draft: { blocks: [{ id: 'intro' }] } })
    await request(admin)
      .put(`/admin/api/pages/${page.id}`)
      .send({ document: { ...doc, id: 'other' }, base_version: 2 })
      .expect(422)
    await request(admin)
      .put(`/admin/api/pages/${page.id}`)
      .send({ document: { ...doc, site: 'jdx' }, base_version: 2 })
      .expect(422)
    await request(admin)
      .put(`/admin/api/pages/${page.id}`)
      .send({ document: doc, base_version: 'two' })
      .expect(400)
  })

  it('keeps the public site on the published version until publish', async () => {
    const page = await createPage('/publish-me')
    await request(t.app).get('/publish-me').expect(404)
    const doc = { ...page.draft, blocks: [block('jlr-snippet', 's', { heading: 'First words' })] }
    await request(admin)
      .put(`/admin/api/pages/${page.id}`)
      .send({ document: doc, base_version: 1 })
      .expect(200)
    await request(t.app).get('/publish-me').expect(404)
    expect(
      (await request(admin).post(`/admin/api/pages/${page.id}/publish`).expect(200)).body.data.version,
    ).toBe(1)
    await expect.poll(async () => (await request(t.app).get('/publish-me')).text).toContain('First words')
    await request(t.app).get('/publish-me').expect(200) // now cached
    const edited = { ...doc, blocks: [block('jlr-snippet', 's', { heading: 'Second words' })] }
    await request(admin)
      .put(`/admin/api/pages/${page.id}`)
      .send({ document: edited, base_version: 2 })
      .expect(200)
    expect((await request(t.app).get('/publish-me')).text).toContain('First words')
    await request(admin).post(`/admin/api/pages/${page.id}/publish`).expect(200)
    await expect.poll(async () => (await request(t.app).get('/publish-me')).text).toContain('Second words')
  })

  it('refuses to publish an invalid draft, listing every error', async () => {
    const page = await createPage('/broken')
    await t.database.query(`UPDATE pages SET draft = jsonb_set(draft, '{blocks}', $1::jsonb) WHERE id = $2`, [
      JSON.stringify([{ id: 'bad', template: 'jlr-snippet', attributes: { heading: 'x'.repeat(400) } }]),
      page.id,
    ])
    const res = await request(admin).post(`/admin/api/pages/${page.id}/publish`).expect(422)
    expect(res.body.error).toMatchObject({
      code: 'invalid_draft',
      details: [{ path: '/blocks/0/attributes/heading', blockId: 'bad' }],
    })
    expect((await request(admin).get(`/admin/api/pages/${page.id}/versions`)).body.data).toEqual([])
  })

  it('refuses to publish a form block without a form or naming no form, each error at its field; the draft still saves', async () => {
    const page = await createPage('/forms-named')
    const blocks = [
      block('entry-form', 'no-form', { title: 'Book a test drive' }),
      block('entry-form', 'typo', { title: 'Brochure', form_id: 'test-drvie' }),
      block('entry-form', 'good', { title: 'Test drive', form_id: 'test-drive' }),
    ]
    const doc = { ...page.draft, blocks }
    await request(admin)
      .put(`/admin/api/pages/${page.id}`)
      .send({ document: doc, base_version: 1 })
      .expect(200)
    const res = await request(admin).post(`/admin/api/pages/${page.id}/publish`).expect(422)
    expect(res.body.error.code).toBe('invalid_draft')
    expect(res.body.error.details).toEqual([
      expect.objectContaining({
        path: '/blocks/0/attributes/form_id',
        blockId: 'no-form',
        message: 'is required: choose the form this block shows',
        headline: expect.stringMatching(/Entry form.*Form/),
      }),
      expect.objectContaining({
        path: '/blocks/1/attributes/form_id',
        blockId: 'typo',
        message: 'names no form: “test-drvie” is not in the forms admin',
      }),
    ])
    expect(res.body.error.message).toMatch(/forms need fixing/)
    expect((await request(admin).get(`/admin/api/pages/${page.id}/versions`)).body.data).toEqual([])
    const fixed = { ...doc, blocks: [blocks[2]] }
    await request(admin)
      .put(`/admin/api/pages/${page.id}`)
      .send({ document: fixed, base_version: 2 })
      .expect(200)
    await request(admin).post(`/admin/api/pages/${page.id}/publish`).expect(200)
  })

  it('lists versions and restores one into the draft', async () => {
    const page = await createPage('/versions')
    await request(admin).post(`/admin/api/pages/${page.id}/publish`).expect(200)
    const doc = { ...page.draft, attributes: { title: 'Renamed' } }
    await request(admin)
      .put(`/admin/api/pages/${page.id}`)
      .send({ document: doc, base_version: 1 })
      .expect(200)
    await request(admin).post(`/admin/api/pages/${page.id}/publish`).expect(200)
    const versions = await request(admin).get(`/admin/api/pages/${page.id}/versions`).expect(200)
    expect(
      versions.body.data.map((v: { version: number; published: boolean; title: string }) => [
        v.version,
        v.published,
        v.title,
      ]),
    ).toEqual([
      [2, true, 'Renamed'],
      [1, false, 'Winter offers'],
    ])
    const restored = await request(admin).post(`/admin/api/pages/${page.id}/versions/1/restore`).expect(200)
    expect(restored.body.data).toMatchObject({
      draftVersion: 3,
      draft: { attributes: { title: 'Winter offers' } },
    })
    await request(admin).post(`/admin/api/pages/${page.id}/versions/9/restore`).expect(404)
    await request(admin).post(`/admin/api/pages/${page.id}/versions/x/restore`).expect(400)
    // Past PostgreSQL's integer: a clear 400, never the database's "out of range".
    for (const version of ['2147483648', '99999999999', '1e3', '-1'])
      await request(admin).post(`/admin/api/pages/${page.id}/versions/${version}/restore`).expect(400)
    for (const base_version of [2 ** 31, 2 ** 53, 1.5, -1])
      await request(admin)
        .put(`/admin/api/pages/${page.id}`)
        .send({ document: restored.body.data.draft, base_version })
        .expect(400)
  })

  it('deletes a page and the public site forgets it', async () => {
    const page = await createPage('/gone-soon')
    await request(admin).post(`/admin/api/pages/${page.id}/publish`).expect(200)
    await expect.poll(async () => (await request(t.app).get('/gone-soon')).status).toBe(200)
    await request(admin).delete(`/admin/api/pages/${page.id}`).expect(204)
    await expect.poll(async () => (await request(t.app).get('/gone-soon')).status).toBe(404)
    await request(admin).delete(`/admin/api/pages/${page.id}`).expect(404)
    await request(admin).get('/admin/api/pages/%3Cscript%3E').expect(400)
  })

  it('lists pages by site and locale', async () => {
    const res = await request(admin).get('/admin/api/pages?site=jdx').expect(200)
    expect(res.body.data.every((p: { site: string }) => p.site === 'jdx')).toBe(true)
    await request(admin).get('/admin/api/pages?site=nope').expect(400)
  })
})

describe('admin API: drafts that break field rules (never lose work)', () => {
  const heroPage = (draft: Record<string, unknown>, heading: string) => ({
    ...draft,
    blocks: [block('jlr-hero-title-banner', 'hero', { heading })],
  })

  it('stores a well-formed draft with an empty required field, with its errors, and refuses to publish it', async () => {
    const page = await createPage('/unfinished')
    const saved = await request(admin)
      .put(`/admin/api/pages/${page.id}`)
      .send({ document: heroPage(page.draft, ''), base_version: 1 })
      .expect(200)
    expect(saved.body.data).toMatchObject({
      draftVersion: 2,
      errorCount: 1,
      errors: [
        {
          path: '/blocks/0/attributes/heading',
          blockId: 'hero',
          message: 'Heading is required',
          headline: 'Hero title banner › Heading: is required',
        },
      ],
    })
    // Stored as sent: reopening the editor finds the draft, errors and all.
    const stored = await request(admin).get(`/admin/api/pages/${page.id}`).expect(200)
    expect(stored.body.data).toMatchObject({
      draftVersion: 2,
      draft: { blocks: [{ id: 'hero', attributes: { heading: '' } }] },
      errors: [{ path: '/blocks/0/attributes/heading', message: 'Heading is required' }],
    })
    const listed = await request(admin).get('/admin/api/pages?site=lrdx').expect(200)
    expect(listed.body.data.find((p: { id: string }) => p.id === page.id)).toMatchObject({ errorCount: 1 })

    const refused = await request(admin).post(`/admin/api/pages/${page.id}/publish`).expect(422)
    expect(refused.body.error.code).toBe('invalid_draft')
    expect(refused.body.error.message).toContain('Hero title banner › Heading: is required')
    expect(refused.body.error.details).toEqual([
      expect.objectContaining({ blockId: 'hero', headline: 'Hero title banner › Heading: is required' }),
    ])
    expect((await request(admin).get(`/admin/api/pages/${page.id}/versions`)).body.data).toEqual([])

    const fixed = await request(admin)
      .put(`/admin/api/pages/${page.id}`)
      .send({ document: heroPage(page.draft, 'Winter offers'), base_version: 2 })
      .expect(200)
    expect(fixed.body.data).toMatchObject({ draftVersion: 3, errorCount: 0, errors: [] })
    const relisted = await request(admin).get('/admin/api/pages?site=lrdx').expect(200)
    expect(relisted.body.data.find((p: { id: string }) => p.id === page.id)).toMatchObject({ errorCount: 0 })
    await request(admin).post(`/admin/api/pages/${page.id}/publish`).expect(200)
  })

  it('stores other field rules too: an unsafe link waits in the draft, never on the live site', async () => {
    const page = await createPage('/unsafe-link-draft')
    const doc = {
      ...page.draft,
      blocks: [block('jlr-snippet', 'x', { buttons: [{ url: 'javascript:alert(1)' }] })],
    }
    const saved = await request(admin)
      .put(`/admin/api/pages/${page.id}`)
      .send({ document: doc, base_version: 1 })
      .expect(200)
    expect(saved.body.data.errors[0]).toMatchObject({
      path: '/blocks/0/attributes/buttons/0/url',
      blockId: 'x',
    })
    await request(admin).post(`/admin/api/pages/${page.id}/publish`).expect(422)
  })

  it('keeps 422 for malformed documents and changes nothing', async () => {
    const page = await createPage('/malformed')
    const snippet = (id: string) => block('jlr-snippet', id, { heading: 'Hi' })
    const tabs = block('jlr-tabs', 'tabs', {
      tabs: [{ tab_label: 'One', tab_id: 'one', content: [{ heading: 'not a block' }] }],
    })
    const cases: [string, unknown, string][] = [
      ['not a page', 'hello', ''],
      ['not a page: no blocks', { ...page.draft, blocks: undefined }, '/blocks'],
      [
        'an unknown template',
        { ...page.draft, blocks: [{ id: 'a', template: 'nope', attributes: {} }] },
        '/blocks/0/template',
      ],
      ['a bad block id', { ...page.draft, blocks: [{ ...snippet('a'), id: 'has spaces' }] }, '/blocks/0/id'],
      ['a repeated block id', { ...page.draft, blocks: [snippet('a'), snippet('a')] }, '/blocks/1/id'],
      [
        'a block without attributes',
        { ...page.draft, blocks: [{ id: 'a', template: 'jlr-snippet' }] },
        '/blocks/0/attributes',
      ],
      [
        'a slot holding something else',
        { ...page.draft, blocks: [tabs] },
        '/blocks/0/attributes/tabs/0/content/0',
      ],
      ['a bad path', { ...page.draft, path: '/../x' }, '/path'],
    ]
    for (const [what, document, pointer] of cases) {
      const res = await request(admin).put(`/admin/api/pages/${page.id}`).send({ document, base_version: 1 })
      expect(res.status, what).toBe(422)
      expect(res.body.error.code, what).toBe('invalid_document')
      expect(
        (res.body.error.details as { path: string }[]).some((d) => d.path.startsWith(pointer)),
        `${what}: ${JSON.stringify(res.body.error.details)}`,
      ).toBe(true)
    }
    const now = await request(admin).get(`/admin/api/pages/${page.id}`).expect(200)
    expect(now.body.data).toMatchObject({ draftVersion: 1, draft: { blocks: [] }, errors: [] })
  })
})

describe('admin API: media', () => {
  it('uploads an image and serves it resized', async () => {
    const png = await sharp({ create: { width: 800, height: 450, channels: 3, background: '#005a2b' } })
      .png()
      .toBuffer()
    const res = await request(admin)
      .post('/admin/api/media?filename=Winter%20Hero.png&alt=A%20green%20field')
      .set('Content-Type', 'image/png')
      .send(png)
      .expect(201)
    expect(res.body.data).toMatchObject({ width: 800, height: 450 })
    expect(res.body.data.id).toMatch(/^winter-hero-[a-z0-9]{6}$/)
    expect(await t.storage.media.get(res.body.data.id)).toMatchObject({ alt: 'A green field' })
  })

  it('refuses what is not an image', async () => {
    await request(admin)
      .post('/admin/api/media')
      .set('Content-Type', 'image/png')
      .send(Buffer.from('not a png'))
      .expect(422)
    await request(admin).post('/admin/api/media').set('Content-Type', 'text/plain').send('hello').expect(400)
  })
})
