import { existsSync } from 'node:fs'
import { join } from 'node:path'
import type express from 'express'
import sharp from 'sharp'
import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { mediaFiles } from '../../server/media/media-files.js'
import { logger } from '../../server/ops/logger.js'
import { block } from '../helpers/page-builder.js'
import { adminTestApp } from '../helpers/admin-test-app.js'
import { startTestApp, type TestApp } from '../helpers/test-app.js'

// The media library's admin API (issue 13 item 7) on its own app, as the sign-in guard hands it a signed-in
// editor, over the test database with the fixture pages.
let t: TestApp
let admin: express.Express
const mediaDir = '/tmp/media-library-media'

beforeAll(async () => {
  t = await startTestApp()
  admin = await adminTestApp(t, mediaDir)
})
afterAll(() => t.close())

async function upload(filename: string, alt = '') {
  const png = await sharp({ create: { width: 64, height: 36, channels: 3, background: '#334455' } })
    .png()
    .toBuffer()
  const res = await request(admin)
    .post(`/admin/api/media?filename=${encodeURIComponent(filename)}&alt=${encodeURIComponent(alt)}`)
    .set('Content-Type', 'image/png')
    .send(png)
    .expect(201)
  return res.body.data.id as string
}

async function pageUsing(imageId: string, path: string, title: string) {
  const created = await request(admin)
    .post('/admin/api/pages')
    .send({ site: 'lrdx', locale: 'en', path, title })
    .expect(201)
  const page = created.body.data as { id: string; draft: Record<string, unknown> }
  const doc = {
    ...page.draft,
    blocks: [block('jlr-hero-title-banner', 'hero', { image: { id: imageId, alt: 'A road' } })],
  }
  await request(admin).put(`/admin/api/pages/${page.id}`).send({ document: doc, base_version: 1 }).expect(200)
  return page.id
}

describe('media library API', () => {
  it('lists uploads newest first, pages through them and searches by name or alt', async () => {
    const first = await upload('Glacier Walk.png', 'Blue ice under a grey sky')
    const second = await upload('Dune Run.png', 'A car on red sand')
    const all = await request(admin).get('/admin/api/media?limit=100').expect(200)
    const ids = all.body.data.items.map((i: { id: string }) => i.id)
    expect(ids.indexOf(second)).toBeLessThan(ids.indexOf(first))
    expect(all.body.data.total).toBeGreaterThanOrEqual(2)

    const paged = await request(admin).get('/admin/api/media?limit=1&offset=1').expect(200)
    expect(paged.body.data.items).toHaveLength(1)

    const byName = await request(admin).get('/admin/api/media?q=glacier').expect(200)
    expect(byName.body.data.items.map((i: { id: string }) => i.id)).toEqual([first])
    const byAlt = await request(admin).get('/admin/api/media?q=RED%20SAND').expect(200)
    expect(byAlt.body.data.items.map((i: { id: string }) => i.id)).toEqual([second])
    // LIKE wildcards are text: "%" finds nothing rather than everything.
    const wildcard = await request(admin).get('/admin/api/media?q=%25').expect(200)
    expect(wildcard.body.data.items).toEqual([])
    expect(byName.body.data.items[0]).toMatchObject({
      alt: 'Blue ice under a grey sky',
      decorative: false,
      focal: { x: 0.5, y: 0.5 },
      usedOn: [],
    })
  })

  it('sets alt text, decorative and the focal point; alt is required unless decorative', async () => {
    const id = await upload('Focal.png')
    const set = await request(admin)
      .patch(`/admin/api/media/${id}`)
      .send({ alt: 'Front grille', focal: { x: 0.25, y: 0.8 } })
      .expect(200)
    expect(set.body.data).toMatchObject({ alt: 'Front grille', focal: { x: 0.25, y: 0.8 } })
    await request(admin).patch(`/admin/api/media/${id}`).send({ alt: '  ' }).expect(400)
    const decorative = await request(admin)
      .patch(`/admin/api/media/${id}`)
      .send({ decorative: true })
      .expect(200)
    expect(decorative.body.data).toMatchObject({ decorative: true, alt: '' })
    expect(await t.storage.media.get(id)).toMatchObject({ decorative: true, focalX: 0.25, focalY: 0.8 })
  })

  it('counts the pages that use an image and refuses to delete it, naming them', async () => {
    const id = await upload('Used Twice.png', 'Used')
    await pageUsing(id, '/media-used-one', 'Spring offers')
    await pageUsing(id, '/media-used-two', 'Summer offers')
    const usage = await request(admin).get(`/admin/api/media/${id}/usage`).expect(200)
    expect(usage.body.data.map((p: { title: string }) => p.title).sort()).toEqual([
      'Spring offers',
      'Summer offers',
    ])
    const listed = await request(admin).get('/admin/api/media?q=used%20twice').expect(200)
    expect(listed.body.data.items[0].usedOn).toHaveLength(2)

    const refused = await request(admin).delete(`/admin/api/media/${id}`).expect(409)
    expect(refused.body.error.code).toBe('image_in_use')
    expect(refused.body.error.message).toContain('Spring offers')
    expect(refused.body.error.message).toContain('Summer offers')
    expect(refused.body.error.details.pages).toHaveLength(2)
    expect(await t.storage.media.get(id)).toBeDefined()
  })

  it('deletes an unused image with its files, and audits each write', async () => {
    const audit = vi.spyOn(logger, 'info')
    const id = await upload('Unused.png', 'Unused')
    await request(admin).patch(`/admin/api/media/${id}`).send({ alt: 'Still unused' }).expect(200)
    await mediaFiles(mediaDir).resized(id, 320)
    expect(mediaFiles(mediaDir).exists(id)).toBe(true)
    await request(admin).delete(`/admin/api/media/${id}`).expect(204)
    expect(mediaFiles(mediaDir).exists(id)).toBe(false)
    expect(existsSync(join(mediaDir, 'cache', id))).toBe(false)
    expect(await t.storage.media.get(id)).toBeUndefined()
    await request(admin).get(`/admin/api/media/${id}`).expect(404)
    await request(admin).delete(`/admin/api/media/${id}`).expect(404)
    const audited = audit.mock.calls
      .map(([entry]) => entry as unknown as { audit?: string; subject?: string })
      .filter((entry) => entry.subject === id)
      .map((entry) => entry.audit)
    expect(audited).toEqual(['media.upload', 'media.update', 'media.delete'])
    audit.mockRestore()
  })

  it('answers hostile input with a 4xx and changes nothing', async () => {
    const id = await upload('Hostile.png', 'Kept')
    for (const path of [
      '/admin/api/media?q=a%00b',
      '/admin/api/media?limit=99999999999999999999',
      '/admin/api/media?offset=-1',
      '/admin/api/media?limit=0',
      '/admin/api/media?limit=1e3',
      `/admin/api/media?q=${'x'.repeat(201)}`,
      '/admin/api/media?q=a&q=b',
      '/admin/api/media/..%2F..%2Fetc',
      '/admin/api/media/a%00b',
      `/admin/api/media/${'a'.repeat(200)}/usage`,
    ])
      expect((await request(admin).get(path)).status, path).toBe(400)
    for (const body of [
      { alt: 'a\u0000b' },
      { alt: 'x'.repeat(301) },
      { alt: 42 },
      { decorative: 'yes' },
      { alt: 'ok', focal: { x: 1e308, y: 0.5 } },
      { alt: 'ok', focal: { x: -0.1, y: 0.5 } },
      { alt: 'ok', focal: { x: '0.5', y: 0.5 } },
      { alt: 'ok', focal: null },
      [],
    ])
      expect((await request(admin).patch(`/admin/api/media/${id}`).send(body)).status).toBe(400)
    await request(admin).patch('/admin/api/media/no-such-image').send({ alt: 'x' }).expect(404)
    await request(admin).delete('/admin/api/media/bad%20id').expect(400)
    await request(admin)
      .post('/admin/api/media?filename=a%00b')
      .set('Content-Type', 'image/png')
      .send(Buffer.from('x'))
      .expect(400)
    expect(await t.storage.media.get(id)).toMatchObject({ alt: 'Kept', focalX: 0.5 })
  })
})
