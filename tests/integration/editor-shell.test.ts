// /cms serves the editor app's HTML shell from the Vite build, behind sign-in; a stub build stands in here.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { browser, formOf } from '../helpers/browser.js'
import { startTestApp, type TestApp } from '../helpers/test-app.js'

let t: TestApp
const editorDir = mkdtempSync(join(tmpdir(), 'editor-build-'))

beforeAll(async () => {
  mkdirSync(join(editorDir, '.vite'))
  mkdirSync(join(editorDir, 'assets'))
  writeFileSync(
    join(editorDir, '.vite/manifest.json'),
    JSON.stringify({
      'editor/app/main.tsx': {
        file: 'assets/editor-abc.js',
        css: ['assets/editor-abc.css'],
        imports: ['_fields.js'],
        isEntry: true,
      },
      // A chunk the editor shares with /admin (the field widgets) has a stylesheet of its own.
      '_fields.js': { file: 'assets/fields-def.js', css: ['assets/fields-def.css'] },
    }),
  )
  writeFileSync(join(editorDir, 'assets/editor-abc.js'), 'console.log("editor")')
  t = await startTestApp({ auth: true, editorDir })
})
afterAll(async () => {
  await t.close()
  rmSync(editorDir, { recursive: true, force: true })
})

it('serves the editor shell to a signed-in editor, for /cms and every page under it', async () => {
  const b = browser(t.origin as string)
  const login = await b.get('/cms/pages/lrdx-home')
  const shell = await b.submit(formOf(login.text).action, { username: 'editor', password: 'editor' })
  expect(shell.status).toBe(200)
  const nonce = /'nonce-([^']+)'/.exec(shell.headers['content-security-policy'] as string)?.[1]
  expect(shell.text).toContain(
    `<script type="module" nonce="${nonce}" src="/cms/assets/editor-abc.js"></script>`,
  )
  expect(shell.text).toContain(
    '<link rel="stylesheet" href="/cms/assets/fields-def.css"><link rel="stylesheet" href="/cms/assets/editor-abc.css">',
  )
  // The canvas iframe carries an inline stylesheet; scripts stay nonce-only.
  expect(shell.headers['content-security-policy']).toContain("style-src 'self' 'unsafe-inline'")
  expect(shell.headers['content-security-policy']).toMatch(/script-src 'self' 'nonce-/)
  expect(shell.headers['cache-control']).toBe('no-store')
  const asset = await b.agent.get('/cms/assets/editor-abc.js').expect(200)
  expect(asset.headers['cache-control']).toContain('immutable')
})

it('keeps the shell and its assets behind sign-in', async () => {
  const anonymous = browser(t.origin as string)
  const res = await anonymous.agent.get('/cms')
  expect(res.status).toBe(302)
  expect(res.headers.location).toContain('/auth/login')
  expect((await anonymous.agent.get('/cms/assets/editor-abc.js')).status).toBe(302)
})

it("serves the templates' pictures to signed-in editors, revalidated on each use (decision 049)", async () => {
  const b = browser(t.origin as string)
  const login = await b.get('/cms/blocks')
  await b.submit(formOf(login.text).action, { username: 'editor', password: 'editor' })
  const picture = await b.agent.get('/cms/thumbnails/jlr-tabs.jdx.webp').expect(200)
  expect(picture.headers['content-type']).toBe('image/webp')
  expect(picture.headers['cache-control']).toBe('no-cache')
  await b.agent.get('/cms/thumbnails/no-such-template.lrdx.webp').expect(404)
  const anonymous = browser(t.origin as string)
  expect((await anonymous.agent.get('/cms/thumbnails/jlr-tabs.jdx.webp')).status).toBe(302)
})
