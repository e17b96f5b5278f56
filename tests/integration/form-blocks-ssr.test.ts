import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../helpers/test-app.js'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp()
})
afterAll(() => t.close())

/** The island props of the page's form block. */
function islandProps(html: string): { data?: Record<string, { fields: { label: string }[] } | null> } {
  const match =
    /data-island="expanded-entry-form"[^>]*><script type="application\/json" data-island-props="">(.*?)<\/script>/s.exec(
      html,
    )
  expect(match, 'the form block is an island').toBeTruthy()
  return JSON.parse(match![1]!) as ReturnType<typeof islandProps>
}

describe('form blocks render their form on the server', () => {
  it.each([
    ['/test-drive', 'test-drive', ['Model', 'Preferred date', 'Postcode'], 'Loading the form'],
    ['/ar/test-drive', 'test-drive-ar', [], 'جارٍ تحميل النموذج'],
  ])(
    '%s: the fields with their labels, and the definition in the island props',
    async (path, formId, labels, loading) => {
      t.cache.clear()
      const res = await request(t.app).get(path).expect(200)
      expect(res.text).toContain(`data-testid="lead-form:${formId}"`)
      expect(res.text).not.toContain(loading)
      for (const label of labels) expect(res.text).toMatch(new RegExp(`<label[^>]*>[^<]*${label}`))
      expect(res.text).toMatch(/<label[^>]* for="[^"]+"/)
      const props = islandProps(res.text)
      expect(props.data?.[formId]?.fields.length).toBeGreaterThan(3)
      // The public definition: the dealer's mail addresses stay on the server.
      expect(res.text).not.toContain('@southerncross.example')
    },
  )

  it('shows what an editor saves once the page expires (pages with form blocks expire like loader pages)', async () => {
    t.cache.clear()
    await request(t.app).get('/test-drive').expect(200)
    const kept = t.cache.get('lrdx', '/test-drive')
    expect(kept?.expiresAt).not.toBeNull()
    expect(kept?.expiresAt).toBeLessThanOrEqual(Date.now() + 60_000)
  })
})
