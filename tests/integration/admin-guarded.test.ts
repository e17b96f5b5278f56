// The admin API and the draft preview as they are mounted in the app: behind sign-in and the CSRF token.
import { afterAll, beforeAll, expect, it } from 'vitest'
import { block } from '../helpers/page-builder.js'
import { browser } from '../helpers/browser.js'
import { signedInEditor as signIn } from '../helpers/signed-in-editor.js'
import { startTestApp, type TestApp } from '../helpers/test-app.js'

let t: TestApp
let origin: string
beforeAll(async () => {
  t = await startTestApp({ auth: true })
  origin = t.origin as string
})
afterAll(() => t.close())

const signedInEditor = () => signIn(origin)

it('keeps the admin API behind sign-in and the csrf-token header', async () => {
  const anonymous = browser(origin)
  await anonymous.agent.get('/admin/api/pages').expect(401)
  const { b, csrf } = await signedInEditor()
  await b.agent.get('/admin/api/templates').expect(200)
  const body = { site: 'lrdx', locale: 'en', path: '/guarded', title: 'Guarded' }
  await b.agent.post('/admin/api/pages').send(body).expect(403)
  expect(
    (await b.agent.get('/admin/api/pages?site=lrdx')).body.data.some(
      (p: { path: string }) => p.path === '/guarded',
    ),
  ).toBe(false)
  const created = await b.agent.post('/admin/api/pages').set('csrf-token', csrf).send(body).expect(201)
  expect(created.body.data.draft.path).toBe('/guarded')
})

it('previews a draft for signed-in editors only, before it is published', async () => {
  const { b, csrf } = await signedInEditor()
  const created = await b.agent
    .post('/admin/api/pages')
    .set('csrf-token', csrf)
    .send({ site: 'lrdx', locale: 'en', path: '/preview-me', title: 'Preview me' })
    .expect(201)
  const { id, draft } = created.body.data
  await b.agent
    .put(`/admin/api/pages/${id}`)
    .set('csrf-token', csrf)
    .send({
      document: { ...draft, blocks: [block('jlr-snippet', 's', { heading: 'Not yet public' })] },
      base_version: 1,
    })
    .expect(200)
  const preview = await b.agent.get('/disabled-preview/preview-me').expect(200)
  expect(preview.text).toContain('Not yet public')
  expect(preview.headers['x-robots-tag']).toContain('noindex')
  expect(preview.headers['cache-control']).toBe('no-store')
  const publicPage = await browser(origin).agent.get('/preview-me')
  expect(publicPage.status).toBe(404)
  const anonymous = await browser(origin).agent.get('/disabled-preview/preview-me')
  expect(anonymous.status).toBe(302)
  expect(anonymous.headers.location).toContain('/auth/login')
  await b.agent.get('/disabled-preview/no-such-page').expect(404)
})

it('keeps the Dealers API behind sign-in, the admin role and the csrf-token header, the list on the host site by default', async () => {
  await browser(origin).agent.get('/admin/api/dealers').expect(401)
  const editor = await signedInEditor()
  const list = await editor.b.agent.get('/admin/api/dealers').expect(200)
  expect(list.body.data.meta.site).toBe('lrdx')
  const refused = await editor.b.agent
    .delete('/admin/api/dealers/ae-dubai')
    .set('csrf-token', editor.csrf)
    .expect(403)
  expect(refused.body.error.code).toBe('admin_role_required')
  const { b, csrf } = await signIn(origin, 'admin')
  await b.agent.delete('/admin/api/dealers/ae-dubai').expect(403)
  await b.agent.delete('/admin/api/dealers/ae-dubai').set('csrf-token', csrf).expect(204)
})

it('keeps the Site settings and History behind sign-in, the admin role and the csrf-token header', async () => {
  await browser(origin).agent.get('/admin/api/settings?site=lrdx').expect(401)
  await browser(origin).agent.get('/admin/api/site-changes?site=lrdx').expect(401)
  const editor = await signedInEditor()
  const refused = await editor.b.agent.get('/admin/api/settings?site=lrdx').expect(403)
  expect(refused.body.error.code).toBe('admin_role_required')
  const { b, csrf } = await signIn(origin, 'admin')
  const read = await b.agent.get('/admin/api/settings?site=lrdx').expect(200)
  const body = { version: read.body.data.data.version, values: { 'exit_popup.ok': 'Go on' } }
  await b.agent.put('/admin/api/settings?site=lrdx').send(body).expect(403)
  await b.agent.put('/admin/api/settings?site=lrdx').set('csrf-token', csrf).send(body).expect(200)
  const changes = await b.agent.get('/admin/api/site-changes?site=lrdx').expect(200)
  const change = changes.body.data.data[0]
  await b.agent.post(`/admin/api/site-changes/${change.id}/restore`).expect(403)
  await b.agent.post(`/admin/api/site-changes/${change.id}/restore`).set('csrf-token', csrf).expect(200)
})
