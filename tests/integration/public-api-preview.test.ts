// The pages call's optional bearer token (001 §6): with it, GET /public_api/pages/by_path answers drafts.
import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { PageDocument } from '../../templates/generated/types.js'
import { startTestApp, type TestApp } from '../helpers/test-app.js'

const TOKEN = 'pages-preview-token-for-tests'
let t: TestApp

beforeAll(async () => {
  t = await startTestApp({ pagesApiToken: TOKEN })
  // An unsaved edit of a published page, and a page that was never published.
  const defender = await t.storage.pageAdmin.draft('lrdx-defender')
  const doc = structuredClone(defender!.draft) as PageDocument
  doc.attributes.title = 'Defender (draft title)'
  expect((await t.storage.pageAdmin.save(doc.id, doc, defender!.draftVersion)).ok).toBe(true)
  await t.storage.pageAdmin.create({
    ...structuredClone(doc),
    id: 'lrdx-coming-soon',
    path: '/coming-soon',
    attributes: { ...doc.attributes, title: 'Coming soon' },
  })
})
afterAll(() => t.close())

const byPath = (path: string) => request(t.app).get(`/public_api/pages/by_path/${path}`)

describe('GET /public_api/pages/by_path with a bearer token', () => {
  it('answers the published version without a token, and says the answer varies by token', async () => {
    const res = await byPath('models/defender').expect(200)
    expect(res.body.data.attributes.status).toBe('published')
    expect(res.body.data.attributes.title).not.toBe('Defender (draft title)')
    expect(res.headers.vary).toMatch(/Authorization/i)
    await byPath('coming-soon').expect(404)
  })

  it('answers the current draft with the token, never cached', async () => {
    const res = await byPath('models/defender').set('Authorization', `Bearer ${TOKEN}`).expect(200)
    expect(res.body.data).toMatchObject({
      id: 'lrdx-defender',
      type: 'page',
      attributes: { title: 'Defender (draft title)', status: 'draft', path: '/models/defender' },
    })
    expect(res.body.data.attributes.draft_version).toBeGreaterThan(1)
    expect(res.body.data.attributes.version).toEqual(expect.any(Number))
    expect(res.headers['cache-control']).toBe('no-store')
    expect(Array.isArray(res.body.data.metaheads)).toBe(true)
  })

  it('answers pages that were never published, with no published version', async () => {
    const res = await byPath('coming-soon').set('Authorization', `bearer ${TOKEN}`).expect(200)
    expect(res.body.data.attributes).toMatchObject({ title: 'Coming soon', status: 'draft', version: null })
  })

  it.each([['Bearer wrong-token'], [`Basic ${TOKEN}`], ['Bearer'], [`Bearer ${TOKEN}x`]])(
    'refuses the Authorization header %s with a JSON 401',
    async (header) => {
      const res = await byPath('models/defender').set('Authorization', header).expect(401)
      expect(res.body.error).toMatchObject({
        code: 'invalid_token',
        message: 'The bearer token is not valid',
      })
    },
  )

  it('a 404 with the token too when no page, draft or not, is at the path', async () => {
    await byPath('no/such/page').set('Authorization', `Bearer ${TOKEN}`).expect(404)
  })
})

describe('without PAGES_API_TOKEN configured', () => {
  it('refuses any bearer token rather than answering drafts', async () => {
    const plain = await startTestApp()
    try {
      await request(plain.app)
        .get('/public_api/pages/by_path/models/defender')
        .set('Authorization', `Bearer ${TOKEN}`)
        .expect(401)
    } finally {
      await plain.close()
    }
  })
})
