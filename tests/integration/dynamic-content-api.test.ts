import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signedInEditor } from '../helpers/signed-in-editor.js'
import { startTestApp, type TestApp } from '../helpers/test-app.js'

// GET /admin/api/dynamic-content (decision 048): the lists the editor's "hidden by" badges check with.
let t: TestApp
let editor: Awaited<ReturnType<typeof signedInEditor>>
beforeAll(async () => {
  t = await startTestApp({ auth: true })
  editor = await signedInEditor(t.origin as string)
})
afterAll(() => t.close())

const ask = (query: string) => editor.b.agent.get(`/admin/api/dynamic-content${query}`)

describe('GET /admin/api/dynamic-content', () => {
  it('needs a signed-in editor', async () => {
    const res = await request(t.origin as string).get('/admin/api/dynamic-content?site=lrdx')
    expect(res.status).toBe(401)
  })

  it("answers the site's brand and the demo's lists, as a render reads them", async () => {
    const res = await ask('?site=lrdx&locale=en').expect(200)
    expect(res.headers['cache-control']).toBe('no-store')
    expect(res.body.data.brand).toBe('Land Rover')
    expect(res.body.data.lists.menaExternalSl).toEqual(
      expect.arrayContaining(['defender_110', 'discovery_sport', 'range_rover', 'evoque']),
    )
    expect(res.body.data.lists.menaOffers).toHaveLength(2)
    expect(Object.keys(res.body.data.lists.reffine)).toEqual(['3f1c2a9e-7b4d-4e0a-9c61-2d8f5b7a1e34'])
  })

  it.each([
    ['?site=nope', /site must be one of/],
    ['?site=lrdx&locale=xx', /locale must be one of/],
    ['?site=lrdx&site=jdx', /site must be one of/],
    ['?site=lrdx%00', /NUL/],
    ['?site=lrdx&locale=en&locale=ar', /locale must be one of/],
  ])('refuses %s with 400 naming the problem', async (query, message) => {
    const res = await ask(query)
    expect(res.status).toBe(400)
    expect(res.body.error.message).toMatch(message)
  })
})
