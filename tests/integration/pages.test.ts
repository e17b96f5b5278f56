import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../helpers/test-app.js'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp()
})
afterAll(() => t.close())

const JAGUAR = 'jaguar.localhost'

describe('server-rendered pages', () => {
  it('renders the Land Rover home page in its theme', async () => {
    const res = await request(t.app).get('/').expect(200)
    expect(res.headers['content-type']).toMatch(/^text\/html/)
    expect(res.text).toMatch(/^<!DOCTYPE html><html lang="en" dir="ltr" data-theme="lrdx"/)
    expect(res.text).toContain('id="component-1"')
    expect(res.text).toMatch(/<title>[^<]+<\/title>/)
    expect(res.text).toContain('<meta name="twitter:card" content="summary_large_image">')
    expect(res.text).toMatch(/<meta property="og:image" content="[^"]*\/images\/[^"]+\/w\/1600\.jpg">/)
    // The theme's core, then the page's blocks and the storefront parts they use (server/ssr/css-bundle.ts).
    expect(res.text).toMatch(
      /<link rel="stylesheet" href="\/assets\/css-core-lrdx-[A-Za-z0-9_-]{8}\.css"><link rel="stylesheet" href="\/assets\/css\/[A-Za-z0-9_-]{8}(\.[A-Za-z0-9_-]{8})+\.css">/,
    )
  })

  it('renders the Jaguar home page for jaguar.localhost', async () => {
    const res = await request(t.app).get('/').set('Host', JAGUAR).expect(200)
    expect(res.text).toContain('data-theme="jdx"')
  })

  it('renders /ar right to left', async () => {
    const res = await request(t.app).get('/ar').expect(200)
    expect(res.text).toMatch(/^<!DOCTYPE html><html lang="ar" dir="rtl"/)
  })

  it('gives every block its #component-N anchor and its block_scroll_id', async () => {
    const res = await request(t.app).get('/models/defender').expect(200)
    const page = await request(t.app).get('/public_api/pages/by_path/models/defender')
    const blocks = page.body.data.blocks as { attributes: { block_scroll_id?: string } }[]
    blocks.forEach((_b, i) => expect(res.text).toContain(`id="component-${i + 1}"`))
    for (const b of blocks)
      if (b.attributes.block_scroll_id) expect(res.text).toContain(`id="${b.attributes.block_scroll_id}"`)
  })

  it('serves the stylesheets it links, with only the blocks on the page', async () => {
    const res = await request(t.app).get('/').expect(200)
    const hrefs = [...res.text.matchAll(/<link rel="stylesheet" href="([^"]+)">/g)].map((m) => m[1] as string)
    expect(hrefs).toHaveLength(2)
    const [core, blocks] = await Promise.all(hrefs.map((href) => request(t.app).get(href).expect(200)))
    for (const css of [core!, blocks!]) {
      expect(css.headers['content-type']).toMatch(/text\/css/)
      expect(css.headers['cache-control']).toContain('immutable')
    }
    // The lrdx theme's variables, not the jdx theme's.
    expect(core!.text).toContain('--color-accent:#005a2b')
    expect(core!.text).not.toContain('--color-accent-hover:#9e7c4a')
    // The page's blocks and the stock list its carousel shows; not the accordions, which it does not have.
    expect(blocks!.text).toContain('.masonry')
    expect(blocks!.text).toContain('.stock-locator')
    expect(blocks!.text).not.toContain('.jlr-accordions')
    const [blockHashes] = /[^/]+(?=\.css$)/.exec(hrefs[1]!) ?? []
    await request(t.app).get('/assets/css/AAAAAAAA.css').expect(404)
    // Only the order the pages link: reordered parts would change the cascade.
    const reversed = blockHashes!.split('.').reverse().join('.')
    await request(t.app).get(`/assets/css/${reversed}.css`).expect(404)
  })

  it('runs metaheads in head and body with the response nonce', async () => {
    const res = await request(t.app).get('/offers').expect(200)
    const csp = res.headers['content-security-policy'] as string
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1] as string
    expect(nonce).toBeTruthy()
    expect(res.text).toContain(`<style nonce="${nonce}" data-metahead=`)
    expect(res.text).toContain(`<script nonce="${nonce}" data-metahead=`)
    expect(res.text).toContain('.metahead-promo-ribbon{border-block-start:4px solid #005a2b}')
    // Island props and JSON-LD (breadcrumbs) are data blocks: CSP does not run them, so they carry no nonce.
    const inlineScripts = res.text.match(/<script(?![^>]*type="application\/(?:ld\+)?json")[^>]*>/g) ?? []
    for (const tag of inlineScripts) expect(tag).toContain(`nonce="${nonce}"`)
  })
})

describe('special pages', () => {
  it('redirects url_redirection pages with their code: internal and external', async () => {
    const internal = await request(t.app).get('/special-offers').expect(301)
    expect(internal.headers.location).toBe('/offers')
    const external = await request(t.app).get('/build-yours').expect(302)
    expect(external.headers.location).toBe('https://www.landrover.com.au/build-your-own.html')
  })

  it('answers 404 with the not-found page for /404 and unknown paths', async () => {
    for (const path of ['/404', '/no/such/page']) {
      const res = await request(t.app).get(path).expect(404)
      expect(res.text).toContain('Page not found')
      expect(res.text).toContain('<meta name="robots" content="none">')
    }
  })

  it.each([
    ['/../../etc/passwd'],
    ['/%2e%2e/%2e%2e/etc/passwd'],
    [`/${'x'.repeat(2000)}`],
    ['/a%00b'],
    ['/%E0%A4%A'],
    ['/?q[a][b][c]=1&x=%ZZ'],
  ])('answers the hostile path %s with 4xx, never 500', async (path) => {
    const res = await request(t.app).get(path)
    expect(res.status === 200 || (res.status >= 400 && res.status < 500)).toBe(true)
    expect(res.text).not.toMatch(/at .*\(.*:\d+:\d+\)|node_modules/)
  })
})

describe('page cache', () => {
  it('serves a published page from memory with an ETag and answers 304, the same bytes each time, without a nonce', async () => {
    t.cache.clear()
    const first = await request(t.app).get('/models/defender').expect(200)
    expect(first.headers.etag).toBeUndefined()
    expect(first.headers['content-security-policy']).toMatch(/'nonce-/)
    expect(t.cache.size).toBe(1)
    const second = await request(t.app).get('/models/defender').expect(200)
    const third = await request(t.app).get('/models/defender').expect(200)
    expect(second.headers.etag).toMatch(/^W\/"/)
    expect(second.headers['cache-control']).toContain('s-maxage')
    // Stored once, without the nonce: its scripts are allowed by hash (tests/integration/cached-page-encodings).
    expect(second.headers['content-security-policy']).not.toContain('nonce')
    expect(second.text).toBe(third.text)
    const nonce = /'nonce-([^']+)'/.exec(first.headers['content-security-policy'] as string)?.[1] as string
    expect(second.text).toBe(first.text.replaceAll(` nonce="${nonce}"`, ''))
    const notModified = await request(t.app)
      .get('/models/defender')
      .set('If-None-Match', second.headers.etag as string)
      .expect(304)
    expect(notModified.text).toBe('')
  })

  it('drops a page when its publish is announced', async () => {
    await request(t.app).get('/').expect(200)
    await request(t.app).get('/').expect(200)
    expect(t.cache.get('lrdx', '/')).toBeDefined()
    await t.database.notify('page_published', 'lrdx\n/')
    await expect.poll(() => t.cache.get('lrdx', '/')).toBeUndefined()
  })

  it('sends a cached page in brotli and gzip when asked', async () => {
    await request(t.app).get('/models/defender')
    await t.cache.compressed()
    const br = await request(t.app).get('/models/defender').set('Accept-Encoding', 'br')
    expect(br.headers['content-encoding']).toBe('br')
    const gzip = await request(t.app).get('/models/defender').set('Accept-Encoding', 'gzip')
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(br.text).toBe(gzip.text)
  })
})

describe('security headers', () => {
  it('sends a strict CSP and the other helmet headers, and no x-powered-by', async () => {
    t.cache.clear()
    const res = await request(t.app).get('/').expect(200)
    expect(res.headers['content-security-policy']).toMatch(/script-src 'self' 'nonce-[^']+'/)
    expect(res.headers['content-security-policy']).toContain("object-src 'none'")
    expect(res.headers['x-content-type-options']).toBe('nosniff')
    expect(res.headers['x-powered-by']).toBeUndefined()
  })
})

it('links the shared renderer styles (rich text) in the theme core, the carousel controls with the carousels only', async () => {
  const res = await request(t.app).get('/').expect(200)
  const [core, ...units] = [...res.text.matchAll(/<link rel="stylesheet" href="([^"]+)">/g)].map(
    (m) => m[1] as string,
  )
  const coreCss = (await request(t.app).get(core as string)).text
  expect(coreCss).toContain('.rich-text')
  expect(coreCss).not.toContain('.carousel-controls')
  const unitCss = (await Promise.all(units.map((href) => request(t.app).get(href))))
    .map((r) => r.text)
    .join('')
  expect(unitCss).toContain('.carousel-controls')
})
