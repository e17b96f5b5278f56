// /admin serves the admin screens' HTML shell (the second entry of the editor build) behind sign-in, while
// /admin/api keeps answering the admin API. A stub build stands in for the Vite output.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { browser, formOf } from '../helpers/browser.js'
import { startTestApp, type TestApp } from '../helpers/test-app.js'

let t: TestApp
const editorDir = mkdtempSync(join(tmpdir(), 'admin-build-'))

beforeAll(async () => {
  mkdirSync(join(editorDir, '.vite'))
  mkdirSync(join(editorDir, 'assets'))
  writeFileSync(
    join(editorDir, '.vite/manifest.json'),
    JSON.stringify({
      'editor/app/main.tsx': { file: 'assets/editor-abc.js', isEntry: true, imports: ['_ui-123.js'] },
      'editor/admin/main.tsx': {
        file: 'assets/admin-def.js',
        css: ['assets/admin-def.css'],
        imports: ['_ui-123.js'],
        isEntry: true,
      },
      // The design system (editor/ui), a chunk both entries import, with its stylesheet.
      '_ui-123.js': { file: 'assets/ui-123.js', css: ['assets/ui-123.css'] },
    }),
  )
  writeFileSync(join(editorDir, 'assets/admin-def.js'), 'console.log("admin")')
  t = await startTestApp({ auth: true, editorDir })
})
afterAll(async () => {
  await t.close()
  rmSync(editorDir, { recursive: true, force: true })
})

async function signedIn(path: string) {
  const b = browser(t.origin as string)
  const login = await b.get(path)
  const page = await b.submit(formOf(login.text).action, { username: 'editor', password: 'editor' })
  return { b, page }
}

it('serves the admin shell for /admin and every screen under it, and the API beside it', async () => {
  const { b, page } = await signedIn('/admin/forms/test-drive/leads')
  expect(page.status).toBe(200)
  const nonce = /'nonce-([^']+)'/.exec(page.headers['content-security-policy'] as string)?.[1]
  expect(page.text).toContain(
    `<script type="module" nonce="${nonce}" src="/cms/assets/admin-def.js"></script>`,
  )
  // The shared chunk's stylesheet first, then the entry's own.
  expect(page.text).toContain(
    '<link rel="stylesheet" href="/cms/assets/ui-123.css"><link rel="stylesheet" href="/cms/assets/admin-def.css">',
  )
  expect(page.text).toContain('<title>Forms and leads</title>')
  expect(page.headers['cache-control']).toBe('no-store')
  for (const path of ['/admin', '/admin/locations', '/admin/forms/x/leads/y'])
    expect((await b.agent.get(path).expect(200)).text).toContain('admin-def.js')

  // /admin/api is never the shell: the session call answers JSON, an unknown API path a 404.
  const session = await b.agent.get('/admin/api/session').expect(200)
  expect(session.body.data.csrfToken).toBeTruthy()
  const missing = await b.agent.get('/admin/api/nope')
  expect(missing.status).toBe(404)
  expect(missing.text).not.toContain('admin-def.js')
  // The forms API answers the admin's calls with the same session.
  const forms = await b.agent.get('/forms').expect(200)
  expect(forms.body.data.data.map((f: { id: string }) => f.id)).toContain('test-drive')
})

it('keeps the admin screens behind sign-in and away from users without a role', async () => {
  const anonymous = browser(t.origin as string)
  const res = await anonymous.agent.get('/admin/forms')
  expect(res.status).toBe(302)
  expect(res.headers.location).toContain('/auth/login')
  const viewer = browser(t.origin as string)
  const login = await viewer.get('/admin')
  await viewer.submit(formOf(login.text).action, { username: 'viewer', password: 'viewer' })
  expect((await viewer.agent.get('/admin').expect(302)).headers.location).toBe(
    '/auth/error?type=noPermissions',
  )
})
