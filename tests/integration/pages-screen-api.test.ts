// The admin API as the pages screen uses it (decision 036), signed in through the development provider so
// the last editor has a name: sites by name, each page's status, duplicate, one version's document, and the
// draft preview of another site's page from the editor's host.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { block } from '../helpers/page-builder.js'
import { signedInEditor } from '../helpers/signed-in-editor.js'
import { startTestApp, type TestApp } from '../helpers/test-app.js'

let t: TestApp
let editor: Awaited<ReturnType<typeof signedInEditor>>
beforeAll(async () => {
  t = await startTestApp({ auth: true })
  editor = await signedInEditor(t.origin as string)
})
afterAll(() => t.close())

const api = {
  get: (path: string) => editor.b.agent.get(`/admin/api${path}`),
  post: (path: string, body: object = {}) =>
    editor.b.agent.post(`/admin/api${path}`).set('csrf-token', editor.csrf).send(body),
  put: (path: string, body: object) =>
    editor.b.agent.put(`/admin/api${path}`).set('csrf-token', editor.csrf).send(body),
}

interface Summary {
  id: string
  path: string
  title: string
  publishedVersion: number | null
  changedSincePublish: boolean | null
  errorCount: number
  updatedBy: string | null
  updatedAt: string
}

async function summary(id: string): Promise<Summary> {
  const list = (await api.get('/pages').expect(200)).body.data as Summary[]
  const found = list.find((p) => p.id === id)
  if (!found) throw new Error(`no page ${id} in the list`)
  return found
}

async function createPage(site: string, path: string, title = 'Spring event') {
  const res = await api.post('/pages', { site, locale: 'en', path, title }).expect(201)
  return res.body.data as { id: string; draft: Record<string, unknown> }
}

describe('the pages screen API', () => {
  it('names the sites with their theme, host and locales', async () => {
    const sites = (await api.get('/sites').expect(200)).body.data
    expect(sites).toEqual([
      expect.objectContaining({
        key: 'jdx',
        name: 'Southern Cross Jaguar',
        theme: 'jdx',
        host: 'jaguar.localhost',
      }),
      expect.objectContaining({
        key: 'lrdx',
        name: 'Southern Cross Land Rover',
        theme: 'lrdx',
        locales: ['en', 'ar'],
      }),
    ])
  })

  it('names the field a refused new page is about', async () => {
    await createPage('lrdx', '/taken-here')
    const taken = await api.post('/pages', { site: 'lrdx', locale: 'en', path: '/taken-here', title: 'x' })
    expect(taken.status).toBe(409)
    expect(taken.body.error).toMatchObject({
      code: 'path_taken',
      details: [{ field: 'path', message: '/taken-here already has a page' }],
    })
    for (const [body, field] of [
      [{ site: 'nope', locale: 'en', path: '/a', title: 'x' }, 'site'],
      [{ site: 'lrdx', locale: 'fr', path: '/a', title: 'x' }, 'locale'],
      [{ site: 'lrdx', locale: 'en', path: 'a', title: 'x' }, 'path'],
      [{ site: 'lrdx', locale: 'en', path: '/a/../b', title: 'x' }, 'path'],
      [{ site: 'lrdx', locale: 'en', path: '/a', title: ' ' }, 'title'],
      [{ site: 'lrdx', locale: 'en', path: '/a', title: 'x', page_type: 'shop' }, 'page_type'],
    ] as const) {
      const res = await api.post('/pages', body).expect(400)
      expect(res.body.error.details).toEqual([{ field, message: res.body.error.message }])
    }
  })

  it('tells a draft, a published page and one changed since, with the last editor and date', async () => {
    const page = await createPage('lrdx', '/status-walk')
    expect(await summary(page.id)).toMatchObject({
      publishedVersion: null,
      changedSincePublish: null,
      updatedBy: 'Eddie Editor',
    })
    await api.post(`/pages/${page.id}/publish`).expect(200)
    expect(await summary(page.id)).toMatchObject({ publishedVersion: 1, changedSincePublish: false })
    const edited = { ...page.draft, blocks: [block('jlr-snippet', 'news', { heading: 'New words' })] }
    await api.put(`/pages/${page.id}`, { document: edited, base_version: 1 }).expect(200)
    const changed = await summary(page.id)
    expect(changed).toMatchObject({ changedSincePublish: true, errorCount: 0 })
    expect(Date.now() - Date.parse(changed.updatedAt)).toBeLessThan(60_000)
    // Restoring the published version makes the draft the same as what is live again.
    await api.post(`/pages/${page.id}/versions/1/restore`).expect(200)
    expect(await summary(page.id)).toMatchObject({ changedSincePublish: false })
    const versions = (await api.get(`/pages/${page.id}/versions`).expect(200)).body.data
    expect(versions).toEqual([
      expect.objectContaining({
        version: 1,
        publishedBy: 'Eddie Editor',
        published: true,
        title: 'Spring event',
      }),
    ])
  })

  it('answers one version’s document for the diff, and 4xx for versions it does not have', async () => {
    const page = await createPage('lrdx', '/diff-me')
    await api.post(`/pages/${page.id}/publish`).expect(200)
    const one = (await api.get(`/pages/${page.id}/versions/1`).expect(200)).body.data
    expect(one).toMatchObject({ version: 1, document: { id: page.id, path: '/diff-me' } })
    await api.get(`/pages/${page.id}/versions/2`).expect(404)
    await api.get(`/pages/${page.id}/versions/two`).expect(400)
    await api.get(`/pages/${page.id}/versions/0`).expect(400)
    await api.get(`/pages/${page.id}/versions/${2 ** 31}`).expect(400)
    await api.get('/pages/no-such-page/versions/1').expect(404)
  })

  it('duplicates a page in one write: content, settings and errors come along, a taken path changes nothing', async () => {
    const page = await createPage('lrdx', '/original')
    const doc = {
      ...page.draft,
      attributes: { title: 'Original', meta_description: 'Kept in the copy' },
      blocks: [block('jlr-hero-title-banner', 'intro', { heading: '' })],
    }
    const saved = await api.put(`/pages/${page.id}`, { document: doc, base_version: 1 }).expect(200)
    expect(saved.body.data.errorCount).toBeGreaterThan(0)
    const copy = await api.post(`/pages/${page.id}/duplicate`, { path: '/original-copy' }).expect(201)
    expect(copy.body.data.draft).toMatchObject({
      site: 'lrdx',
      path: '/original-copy',
      attributes: { title: 'Original (copy)', meta_description: 'Kept in the copy' },
      blocks: [{ id: 'intro', template: 'jlr-hero-title-banner' }],
    })
    expect(await summary(copy.body.data.id)).toMatchObject({
      errorCount: saved.body.data.errorCount,
      publishedVersion: null,
      updatedBy: 'Eddie Editor',
    })
    const named = await api.post(`/pages/${page.id}/duplicate`, { path: '/named-copy', title: 'Named' })
    expect(named.body.data.draft.attributes.title).toBe('Named')

    const before = (await api.get('/pages').expect(200)).body.data.length
    const taken = await api.post(`/pages/${page.id}/duplicate`, { path: '/original-copy/' }).expect(409)
    expect(taken.body.error.details).toEqual([
      { field: 'path', message: '/original-copy already has a page' },
    ])
    await api.post(`/pages/${page.id}/duplicate`, { path: 'no-slash' }).expect(400)
    await api.post(`/pages/${page.id}/duplicate`, { path: '/x', title: 42 }).expect(400)
    await api.post(`/pages/${page.id}/duplicate`, { path: '/x'.repeat(400) }).expect(400)
    await api.post(`/pages/${page.id}/duplicate`, { path: '/a\u0000b' }).expect(400)
    await api.post(`/pages/${page.id}/duplicate`, { path: '/fine', title: 'x'.repeat(201) }).expect(400)
    await api.post(`/pages/${page.id}/duplicate`, ['/array']).expect(400)
    await api.post('/pages/no-such-page/duplicate', { path: '/y' }).expect(404)
    expect((await api.get('/pages').expect(200)).body.data.length).toBe(before)
  })

  it('previews another site’s draft from the editor’s host with ?site=', async () => {
    const page = await createPage('jdx', '/jaguar-only')
    const doc = { ...page.draft, blocks: [block('jlr-snippet', 's', { heading: 'A Jaguar draft' })] }
    await api.put(`/pages/${page.id}`, { document: doc, base_version: 1 }).expect(200)
    const preview = await editor.b.agent.get('/disabled-preview/jaguar-only?site=jdx').expect(200)
    expect(preview.text).toContain('A Jaguar draft')
    expect(preview.text).toContain('jdx')
    await editor.b.agent.get('/disabled-preview/jaguar-only').expect(404)
    await editor.b.agent.get('/disabled-preview/jaguar-only?site=nope').expect(404)
    await editor.b.agent.get('/disabled-preview/jaguar-only?site=jdx&site=lrdx').expect(400)
  })
})
