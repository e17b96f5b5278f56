import type express from 'express'
import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { AdminRedirect } from '../../engine/redirects/redirect-options.js'
import { logger } from '../../server/ops/logger.js'
import { restoreRedirectChange } from '../../server/redirects/restore-redirect-change.js'
import { adminTestApp } from '../helpers/admin-test-app.js'
import { startTestApp, type TestApp } from '../helpers/test-app.js'

// The Redirects screen's API (issue 15 item 5, decision 046): redirect pages (001 §2) created, saved and
// deleted by an admin are live at once, with their code; loops and clashes are refused.
let t: TestApp
let admin: express.Express
let editor: express.Express

beforeAll(async () => {
  t = await startTestApp()
  admin = await adminTestApp(t, '/tmp/admin-redirects-media')
  editor = await adminTestApp(t, '/tmp/admin-redirects-media', ['editor'])
})
afterAll(() => t.close())

const create = (body: unknown, site = 'lrdx') =>
  request(admin)
    .post(`/admin/api/redirects?site=${site}`)
    .send(body as object)
const list = async (site = 'lrdx') =>
  (await request(admin).get(`/admin/api/redirects?site=${site}`).expect(200)).body.data
    .data as AdminRedirect[]
const live = (path: string, host = 'localhost') => request(t.app).get(path).set('Host', host).redirects(0)

describe('redirects admin API', () => {
  it('creates a redirect page (301 by default) that the live site answers at once', async () => {
    await live('/h5-old-offers').expect(404)
    const audit = vi.spyOn(logger, 'info')
    const res = await create({ path: '/h5-old-offers/', to: '/offers' }).expect(201)
    const made = res.body.data.data as AdminRedirect
    expect(made).toMatchObject({
      path: '/h5-old-offers',
      to: '/offers',
      http_code: 301,
      link_type: 'internal',
      link_new_window: false,
      locale: 'en',
      title: 'Redirect to /offers',
      version: 1,
    })
    expect(audit).toHaveBeenCalledWith(
      expect.objectContaining({ audit: 'redirect.create' }),
      expect.any(String),
    )
    const answer = await live('/h5-old-offers').expect(301)
    expect(answer.headers.location).toBe('/offers')
    await live('/h5-old-offers', 'jaguar.localhost').expect(404)
    expect((await list()).map((r) => r.path)).toContain('/h5-old-offers')
    const [change] = await t.storage.siteChanges.list('lrdx', { area: 'redirects' })
    expect(change).toMatchObject({ subject: '/h5-old-offers', before: null, after: made, actor: 'Test user' })
    // It is a page of type url_redirection, so the Pages screen lists it too.
    const pages = (await request(admin).get('/admin/api/pages?site=lrdx').expect(200)).body.data
    expect(pages.find((p: { id: string }) => p.id === made.id)).toMatchObject({
      pageType: 'url_redirection',
      publishedVersion: 1,
    })
  })

  it('takes 302, 307 and 308 and external targets; an Arabic path is the Arabic locale', async () => {
    for (const code of [302, 307, 308]) {
      const res = await create({
        path: `/h5-code-${code}`,
        to: 'https://www.example.com/x?y=1',
        http_code: code,
      }).expect(201)
      expect(res.body.data.data).toMatchObject({ http_code: code, link_type: 'external' })
      expect((await live(`/h5-code-${code}`).expect(code)).headers.location).toBe(
        'https://www.example.com/x?y=1',
      )
    }
    const ar = await create({ path: '/ar/h5-arabic', to: '/ar' }).expect(201)
    expect(ar.body.data.data.locale).toBe('ar')
    await create({ path: '/h5-bad-code', to: '/x', http_code: 303 }).expect(422)
  })

  it('refuses loops, and chains that end in one, naming the loop', async () => {
    await create({ path: '/h5-a', to: '/h5-b' }).expect(201)
    const loop = await create({ path: '/h5-b', to: '/h5-a' }).expect(422)
    expect(loop.body.error).toMatchObject({
      code: 'redirect_loop',
      message: 'This redirect would make a loop: /h5-b → /h5-a → /h5-b',
    })
    const self = await create({ path: '/h5-self', to: '/h5-self/?x=1' }).expect(422)
    expect(self.body.error.message).toContain('/h5-self → /h5-self')
    const own = await create({ path: '/h5-b', to: 'http://localhost/h5-a' }).expect(422)
    expect(own.body.error.code).toBe('redirect_loop')
    // /h5-b → /h5-c is fine; then /h5-c → /h5-a closes a loop of three.
    await create({ path: '/h5-b', to: '/h5-c' }).expect(201)
    const three = await create({ path: '/h5-c', to: '/h5-a' }).expect(422)
    expect(three.body.error.details[0].loop).toEqual(['/h5-c', '/h5-a', '/h5-b', '/h5-c'])
    // An edit can close a loop too.
    const d = (await create({ path: '/h5-d', to: '/h5-e' }).expect(201)).body.data.data as AdminRedirect
    const a = (await list()).find((r) => r.path === '/h5-a') as AdminRedirect
    await request(admin)
      .put(`/admin/api/redirects/${a.id}?site=lrdx`)
      .send({ ...a, to: '/h5-d' })
      .expect(200)
    const edit = await request(admin)
      .put(`/admin/api/redirects/${d.id}?site=lrdx`)
      .send({ ...d, to: '/h5-a' })
      .expect(422)
    expect(edit.body.error.message).toBe('This redirect would make a loop: /h5-d → /h5-a → /h5-d')
    // Two admins closing the same loop at once: one wins, the other is told.
    const [x, y] = await Promise.all([
      create({ path: '/h5-p', to: '/h5-q' }),
      create({ path: '/h5-q', to: '/h5-p' }),
    ])
    expect([x.status, y.status].sort()).toEqual([201, 422])
  })

  it('keeps to paths no other page has, and off the routes of the site itself', async () => {
    const taken = await create({ path: '/offers', to: '/' }).expect(409)
    expect(taken.body.error).toMatchObject({ code: 'path_taken', message: '/offers already has a page' })
    await create({ path: '/h5-old-offers', to: '/' }).expect(409)
    const [m, n] = await Promise.all([
      create({ path: '/h5-race', to: '/' }),
      create({ path: '/h5-race', to: '/offers' }),
    ])
    expect([m.status, n.status].sort()).toEqual([201, 409])
    for (const path of [
      '/admin/x',
      '/showroom/a-1',
      '/cms',
      'no-slash',
      '//evil.com',
      '/a/../b',
      '/a?b=1',
      '/' + 'a'.repeat(600),
    ])
      await create({ path, to: '/' }).expect(422)
  })

  it('refuses hostile targets and values with 4xx naming the field', async () => {
    const cases: [unknown, string][] = [
      [{ path: '/h5-x', to: 'javascript:alert(1)' }, 'to'],
      [{ path: '/h5-x', to: 'data:text/html,x' }, 'to'],
      [{ path: '/h5-x', to: '//evil.example.com' }, 'to'],
      [{ path: '/h5-x', to: '/a b' }, 'to'],
      [{ path: '/h5-x', to: '/' + 'a'.repeat(2100) }, 'to'],
      [{ path: '/h5-x', to: '/', link_type: 'ftp' }, 'link_type'],
      [{ path: '/h5-x', to: '/', link_new_window: 'yes' }, 'link_new_window'],
      [{ path: '/h5-x', to: '/', http_code: '301' }, 'http_code'],
      [{ path: '/h5-x', to: '/', title: 'x'.repeat(201) }, 'title'],
      [{ path: 42, to: '/' }, 'path'],
      ['nope', 'body'],
    ]
    for (const [body, field] of cases) {
      const res = await create(body).expect(422)
      expect(res.body.error.details.map((d: { field: string }) => d.field)).toContain(field)
    }
    await request(admin).get('/admin/api/redirects?site=other').expect(400)
    await request(admin).put('/admin/api/redirects/%00?site=lrdx').send({}).expect(404)
  })

  it('saves over its version (409 when stale), moves and deletes, each live at once, and restores from history', async () => {
    const made = (await create({ path: '/h5-move-me', to: '/offers', http_code: 302 }).expect(201)).body.data
      .data as AdminRedirect
    const put = (body: object) => request(admin).put(`/admin/api/redirects/${made.id}?site=lrdx`).send(body)
    const [p, q] = await Promise.all([put({ ...made, to: '/' }), put({ ...made, to: '/offers?x=1' })])
    expect([p.status, q.status].sort()).toEqual([200, 409])
    const current = (await list()).find((r) => r.id === made.id) as AdminRedirect
    const moved = await put({ ...current, path: '/h5-moved', http_code: 307 }).expect(200)
    expect(moved.body.data.data).toMatchObject({ path: '/h5-moved', http_code: 307, version: 3 })
    await live('/h5-move-me').expect(404)
    await live('/h5-moved').expect(307)
    await put({ ...current, version: 1 }).expect(409)
    await put({ ...current, version: 'x' }).expect(422)
    await request(admin).delete(`/admin/api/redirects/${made.id}?site=jdx`).expect(404)
    await request(admin).delete(`/admin/api/redirects/${made.id}?site=lrdx&version=2`).expect(409)
    await request(admin).delete(`/admin/api/redirects/${made.id}?site=lrdx&version=3`).expect(204)
    await live('/h5-moved').expect(404)
    // A page that is not a redirect is not this API's to change.
    const home = (await request(admin).get('/admin/api/pages?site=lrdx').expect(200)).body.data.find(
      (pg: { path: string }) => pg.path === '/',
    )
    await request(admin).delete(`/admin/api/redirects/${home.id}?site=lrdx`).expect(404)

    const [deletion, move] = await t.storage.siteChanges.list('lrdx', { area: 'redirects' })
    expect(deletion).toMatchObject({ subject: '/h5-moved', after: null })
    await restoreRedirectChange(deletion!, { storage: t.storage, actor: 'Restorer' })
    await live('/h5-moved').expect(307)
    await restoreRedirectChange(move!, { storage: t.storage, actor: 'Restorer' })
    await live('/h5-moved').expect(404)
    expect((await live('/h5-move-me').expect(302)).headers.location).toMatch(/^\/(offers\?x=1)?$/)
    const [latest] = await t.storage.siteChanges.list('lrdx', { area: 'redirects' })
    expect(latest).toMatchObject({ restoredFrom: move!.id, actor: 'Restorer' })
  })

  it('is for admins only: an editor gets 403', async () => {
    await request(editor).get('/admin/api/redirects?site=lrdx').expect(403)
    const res = await request(editor)
      .post('/admin/api/redirects?site=lrdx')
      .send({ path: '/h5-ed', to: '/' })
      .expect(403)
    expect(res.body.error.code).toBe('admin_role_required')
    await request(editor).delete('/admin/api/redirects/x?site=lrdx').expect(403)
  })
})
