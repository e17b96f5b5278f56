import type express from 'express'
import request from 'supertest'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { applyAction } from '../../engine/operations/apply-action.js'
import type { EditorAction } from '../../engine/operations/editor-action.js'
import type { PageDocument } from '../../templates/generated/types.js'
import { block } from '../helpers/page-builder.js'
import { adminTestApp } from '../helpers/admin-test-app.js'
import { startTestApp, type TestApp } from '../helpers/test-app.js'

// Page settings as the editor's panel makes them (updatePage actions), saved as a draft through the admin
// API, published, and seen on the public site: the head's meta, and a redirect answering its status.
let t: TestApp
let admin: express.Express

beforeAll(async () => {
  t = await startTestApp()
  admin = await adminTestApp(t, '/tmp/page-settings-media')
})
afterAll(() => t.close())

async function createPage(path: string, pageType = 'page') {
  const res = await request(admin)
    .post('/admin/api/pages')
    .send({ site: 'lrdx', locale: 'en', path, title: 'Settings page', page_type: pageType })
    .expect(201)
  return res.body.data as { id: string; draft: PageDocument; draftVersion: number }
}

function edit(doc: PageDocument, actions: EditorAction[]): PageDocument {
  return actions.reduce((current, action) => {
    const result = applyAction(current, action)
    if (!result.ok) throw new Error(result.reason)
    return result.doc
  }, doc)
}

async function saveAndPublish(page: { id: string; draftVersion: number }, doc: PageDocument) {
  await request(admin)
    .put(`/admin/api/pages/${page.id}`)
    .send({ document: doc, base_version: page.draftVersion })
    .expect(200)
  await request(admin).post(`/admin/api/pages/${page.id}/publish`).expect(200)
}

it('saves page meta with the draft and publishes it into the live page’s head', async () => {
  const page = await createPage('/settings-meta')
  const doc = edit({ ...page.draft, blocks: [block('jlr-snippet', 's', { heading: 'Body words' })] }, [
    { type: 'updatePage', path: 'meta_title', value: 'Winter offers on Defender' },
    { type: 'updatePage', path: 'meta_description', value: 'Offers until January' },
    { type: 'updatePage', path: 'no_index', value: true },
  ])
  await saveAndPublish(page, doc)
  const stored = await request(admin).get(`/admin/api/pages/${page.id}`).expect(200)
  expect(stored.body.data.draft.attributes).toMatchObject({ meta_title: 'Winter offers on Defender' })
  await expect
    .poll(async () => (await request(t.app).get('/settings-meta')).text)
    .toMatch(/<title>Winter offers on Defender/)
  const html = (await request(t.app).get('/settings-meta')).text
  expect(html).toMatch(/<meta name="description" content="Offers until January">/)
  expect(html).toMatch(/<meta name="robots" content="none">/)
})

it('gives a redirect page its target in the draft; published, it answers with its status', async () => {
  const page = await createPage('/settings-redirect', 'url_redirection')
  const doc = edit(page.draft, [{ type: 'updatePage', path: 'redirect/to', value: '/settings-meta' }])
  expect(doc.attributes.redirect?.http_code).toBe(301)
  await saveAndPublish(page, doc)
  await expect.poll(async () => (await request(t.app).get('/settings-redirect')).status).toBe(301)
  expect((await request(t.app).get('/settings-redirect')).headers.location).toBe('/settings-meta')
})
