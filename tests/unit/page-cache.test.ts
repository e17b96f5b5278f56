import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { pageCache } from '../../server/ssr/page-cache.js'

const policyFor = (nonce: string) =>
  `default-src 'self';script-src 'self' 'nonce-${nonce}';style-src 'self' 'nonce-${nonce}'`
const rendered = (html: string, nonce = 'N', policy = policyFor(nonce)) => ({ html, nonce, policy })
const html = (n: number) => `<p>${'x'.repeat(n)}</p>`

describe('page cache', () => {
  it('stores a page without its nonce, its scripts allowed by hash in its own policy', () => {
    const cache = pageCache()
    const page = cache.set('s', '/', rendered('<script nonce="N">go()</script><b>hi</b>'), 200)
    expect(page?.bodies.identity.toString()).toBe('<script>go()</script><b>hi</b>')
    expect(page?.policy).toBe(
      "default-src 'self';script-src 'self' 'sha256-5KYv+PUboo5h+0+YAtGRPbwv5d/QxzHslP4YGnUaxRw=';style-src 'self'",
    )
    expect(cache.get('s', '/')).toBe(page)
  })

  it('drops a page when a path it shows (its twin) is published or removed, on that site only', () => {
    const cache = pageCache()
    cache.set('s', '/finance', rendered('<p>en</p>'), 200, null, 0, undefined, ['/ar/finance'])
    cache.set('s', '/ar/finance', rendered('<p>ar</p>'), 200, null, 0, undefined, ['/finance'])
    cache.set('t', '/finance', rendered('<p>other site</p>'), 200, null, 0, undefined, ['/ar/finance'])
    cache.set('s', '/offers', rendered('<p>unrelated</p>'), 200)
    cache.invalidate('s', '/ar/finance')
    expect(cache.get('s', '/ar/finance')).toBeUndefined()
    expect(cache.get('s', '/finance')).toBeUndefined()
    expect(cache.get('t', '/finance')).toBeDefined()
    expect(cache.get('s', '/offers')).toBeDefined()
  })

  it('compresses a stored page once, with brotli and gzip, and counts every coding in its bound', async () => {
    const cache = pageCache(100, 30_000)
    const text = `<main>${'<p>A dealer page, much like the last one.</p>'.repeat(400)}</main>`
    cache.set('s', '/', rendered(text), 200)
    expect(cache.get('s', '/')?.bodies.br).toBeUndefined()
    await cache.compressed()
    const page = cache.get('s', '/')
    expect(brotliDecompressSync(page?.bodies.br as Buffer).toString()).toBe(text)
    expect(gunzipSync(page?.bodies.gzip as Buffer).toString()).toBe(text)
    expect((page?.bodies.br as Buffer).length).toBeLessThan(text.length / 20)
    // 18,000 bytes of HTML fit the bound of 30,000 twice, but not twice with their codings.
    cache.set('s', '/2', rendered(text), 200)
    await cache.compressed()
    expect(cache.size).toBe(1)
    expect(cache.get('s', '/2')?.bodies.gzip).toBeDefined()
  })

  it('does not put codings of an older render on a newer one, nor bring back a dropped page', async () => {
    const cache = pageCache()
    cache.set('s', '/', rendered('<p>old</p>'), 200)
    const newer = cache.set('s', '/', rendered('<p>new</p>'), 200)
    cache.set('s', '/gone', rendered('<p>gone</p>'), 200)
    cache.invalidate('s', '/gone')
    await cache.compressed()
    expect(brotliDecompressSync(cache.get('s', '/')?.bodies.br as Buffer).toString()).toBe('<p>new</p>')
    expect(cache.get('s', '/')?.etag).toBe(newer?.etag)
    expect(cache.get('s', '/gone')).toBeUndefined()
  })

  it('gives the same page the same ETag whatever its nonce, and another policy another ETag', () => {
    const cache = pageCache()
    const a = cache.set('s', '/a', rendered('<script nonce="N1" src="/c.js"></script>', 'N1'), 200)
    const b = cache.set('s', '/b', rendered('<script nonce="N2" src="/c.js"></script>', 'N2'), 200)
    const c = cache.set('s', '/c', rendered('<script src="/c.js"></script>', 'N1', "default-src 'none'"), 200)
    expect(a?.etag).toMatch(/^W\/"[\w-]+"$/)
    expect(a?.etag).toBe(b?.etag)
    expect(c?.etag).not.toBe(a?.etag)
  })

  it('keeps no page that cannot go without its nonce', () => {
    const cache = pageCache()
    expect(cache.set('s', '/', rendered('<script nonce="N" src="data:,go()"></script>'), 200)).toBeNull()
    expect(cache.get('s', '/')).toBeUndefined()
  })

  it('is bounded by entries, dropping the least recently used', () => {
    const cache = pageCache(2)
    cache.set('s', '/a', rendered(html(1)), 200)
    cache.set('s', '/b', rendered(html(1)), 200)
    cache.get('s', '/a')
    cache.set('s', '/c', rendered(html(1)), 200)
    expect([cache.get('s', '/a'), cache.get('s', '/b'), cache.get('s', '/c')].map(Boolean)).toEqual([
      true,
      false,
      true,
    ])
  })

  it('is bounded by bytes', () => {
    const cache = pageCache(100, 10_000)
    for (let i = 0; i < 10; i++) cache.set('s', `/${i}`, rendered(html(3000)), 200)
    expect(cache.size).toBe(3)
    // A page larger than the whole cache is not kept.
    cache.set('s', '/huge', rendered(html(20_000)), 200)
    expect(cache.get('s', '/huge')).toBeUndefined()
  })

  it('keeps nothing when its size is 0', () => {
    const cache = pageCache(0)
    cache.set('s', '/', rendered(html(1)), 200)
    expect(cache.enabled).toBe(false)
    expect(cache.get('s', '/')).toBeUndefined()
  })

  it('answers no page past its expiry', () => {
    const cache = pageCache()
    cache.set('s', '/', rendered(html(1)), 200, Date.now() - 1)
    expect(cache.get('s', '/')).toBeUndefined()
  })

  it("after a reconnect keeps only pages of their site's current content version, and no older render", () => {
    const cache = pageCache()
    cache.set('a', '/old', rendered(html(1)), 200, null, 3)
    cache.set('a', '/new', rendered(html(1)), 200, null, 4)
    cache.set('b', '/', rendered(html(1)), 200, null, 7)
    cache.keepOnly(
      new Map([
        ['a', 4],
        ['b', 7],
      ]),
    )
    expect([cache.get('a', '/old'), cache.get('a', '/new'), cache.get('b', '/')].map(Boolean)).toEqual([
      false,
      true,
      true,
    ])
    // A render that read version 3 and finishes now is not kept.
    cache.set('a', '/late', rendered(html(1)), 200, null, 3)
    expect(cache.get('a', '/late')).toBeUndefined()
  })
})
