// Reusing rendered fragments (docs/decisions/018) must not change a byte of any page: every demo page of
// both sites (both themes, Arabic included) is rendered with reuse off, then twice with it on (the first
// render fills the fragment cache, the second writes from it), page cache off, and compared.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { announceStockChange } from '../../server/stock/stock-changes.js'
import type { PageDocument } from '../../templates/generated/types.js'
import { startTestApp, type TestApp } from '../helpers/test-app.js'

const FIXTURES = join(import.meta.dirname, '../../fixtures/pages')
const pages = readdirSync(FIXTURES)
  .map((file) => JSON.parse(readFileSync(join(FIXTURES, file), 'utf8')) as PageDocument)
  .filter((doc) => doc.page_type === 'page')
  .map((doc) => [doc.site, doc.path] as const)

const withoutNonces = (html: string) => html.replace(/nonce="[^"]+"/g, 'nonce=""')

let plain: TestApp
let reusing: TestApp
let hosts: Map<string, string>
beforeAll(async () => {
  ;[plain, reusing] = await Promise.all([
    startTestApp({ pageCacheSize: 0, fragmentCacheSize: 0 }),
    startTestApp({ pageCacheSize: 0 }),
  ])
  hosts = new Map((await plain.storage.sites.list()).map((site) => [site.key, site.host]))
})
afterAll(async () => {
  await Promise.all([plain?.close(), reusing?.close()])
})

describe('reused fragments', () => {
  it('covers both themes and a right-to-left page', () => {
    expect(new Set(pages.map(([site]) => site))).toEqual(new Set(['lrdx', 'jdx']))
    expect(pages.some(([, path]) => path.startsWith('/ar'))).toBe(true)
  })

  it.each(pages)('%s%s is byte for byte the page rendered in place', async (site, path) => {
    const get = async (t: TestApp) =>
      withoutNonces(
        (
          await request(t.app)
            .get(path)
            .set('Host', hosts.get(site) as string)
            .expect(200)
        ).text,
      )
    const expected = await get(plain)
    const kept = reusing.content.fragments.size
    const first = await get(reusing)
    // The first render kept its navigation and reusable blocks (the footer may be kept already).
    expect(reusing.content.fragments.size).toBeGreaterThan(kept)
    const second = await get(reusing)
    expect(first).toBe(expected)
    expect(second).toBe(expected)
    expect(plain.content.fragments.size).toBe(0)
  })

  it('the not-found page too', async () => {
    const get = async (t: TestApp) =>
      withoutNonces((await request(t.app).get('/no-such-page').set('Host', 'localhost').expect(404)).text)
    const expected = await get(plain)
    expect(await get(reusing)).toBe(expected)
    expect(await get(reusing)).toBe(expected)
  })

  it('keeps the HTML of a block showing stock for a while, never across a stock change', async () => {
    const get = async (t: TestApp) =>
      withoutNonces(
        (
          await request(t.app)
            .get('/')
            .set('Host', hosts.get('lrdx') as string)
            .expect(200)
        ).text,
      )
    reusing.content.fragments.dropLive()
    await get(reusing)
    // Kept once its data is in (after the render that loaded it), then written instead of rendered.
    await vi.waitFor(() => expect(reusing.content.fragments.liveSize).toBeGreaterThan(0))
    expect(await get(reusing)).toBe(await get(plain))

    // The first vehicle of the home page's stock carousel is sold, and the change announced.
    const slug = /href="\/showroom\/([^"]+)"/.exec(await get(plain))?.[1] as string
    expect(slug).toBeTruthy()
    for (const t of [plain, reusing])
      await t.database.query(
        `UPDATE vehicles SET status = 'sold', data = jsonb_set(data, '{attributes,status}', '"sold"')
         WHERE $1 LIKE '%' || lower(id)`,
        [slug],
      )
    await announceStockChange(reusing.database)
    await vi.waitFor(() => expect(reusing.content.fragments.liveSize).toBe(0))
    const after = await get(plain)
    expect(after).not.toContain(slug)
    expect(await get(reusing)).toBe(after)
  })
})
