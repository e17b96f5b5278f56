// The Metaheads and Redirects APIs as mounted in the app: sign-in (401), the CSRF token, and the admin role.
import { afterAll, beforeAll, expect, it } from 'vitest'
import { browser } from '../helpers/browser.js'
import { signedInEditor } from '../helpers/signed-in-editor.js'
import { startTestApp, type TestApp } from '../helpers/test-app.js'

let t: TestApp
let origin: string
beforeAll(async () => {
  t = await startTestApp({ auth: true })
  origin = t.origin as string
})
afterAll(() => t.close())

const bodies = {
  metaheads: { language: 'css', content: '.guarded{}' },
  redirects: { path: '/h5-guarded', to: '/' },
} as const

for (const area of ['metaheads', 'redirects'] as const)
  it(`keeps /admin/api/${area} behind sign-in, the csrf-token header and the admin role`, async () => {
    const url = `/admin/api/${area}?site=lrdx`
    const anonymous = browser(origin)
    expect((await anonymous.agent.get(url)).status).toBe(401)
    expect((await anonymous.agent.post(url).send(bodies[area])).status).toBe(401)
    const editor = await signedInEditor(origin)
    expect((await editor.b.agent.get(url)).status).toBe(403)
    const refused = await editor.b.agent.post(url).set('csrf-token', editor.csrf).send(bodies[area])
    expect(refused.status).toBe(403)
    expect(refused.body.error.code).toBe('admin_role_required')
    const admin = await signedInEditor(origin, 'admin')
    expect((await admin.b.agent.get(url)).status).toBe(200)
    expect((await admin.b.agent.post(url).send(bodies[area])).status).toBe(403)
    expect(
      (await admin.b.agent.get(url)).body.data.data.some(
        (x: { content?: string; path?: string }) => x.content === '.guarded{}' || x.path === '/h5-guarded',
      ),
    ).toBe(false)
    const made = await admin.b.agent.post(url).set('csrf-token', admin.csrf).send(bodies[area])
    expect(made.status).toBe(201)
  })
