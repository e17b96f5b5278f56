import { describe, expect, it } from 'vitest'
import { pageCache } from '../../server/ssr/page-cache.js'

const html = (n: number) => `<p nonce="N">${'x'.repeat(n)}</p>`

describe('page cache', () => {
  it('joins a stored page around its nonce', () => {
    const cache = pageCache()
    const page = cache.set('s', '/', '<script nonce="N1"></script><b nonce="N1">', 'N1', 200)
    expect(page.parts.map(String)).toEqual(['<script nonce="', '"></script><b nonce="', '">'])
    expect(cache.get('s', '/')).toBe(page)
  })

  it('is bounded by entries, dropping the least recently used', () => {
    const cache = pageCache(2)
    cache.set('s', '/a', html(1), 'N', 200)
    cache.set('s', '/b', html(1), 'N', 200)
    cache.get('s', '/a')
    cache.set('s', '/c', html(1), 'N', 200)
    expect([cache.get('s', '/a'), cache.get('s', '/b'), cache.get('s', '/c')].map(Boolean)).toEqual([
      true,
      false,
      true,
    ])
  })

  it('is bounded by bytes', () => {
    const cache = pageCache(100, 10_000)
    for (let i = 0; i < 10; i++) cache.set('s', `/${i}`, html(3000), 'N', 200)
    expect(cache.size).toBe(3)
    // A page larger than the whole cache is not kept.
    cache.set('s', '/huge', html(20_000), 'N', 200)
    expect(cache.get('s', '/huge')).toBeUndefined()
  })

  it('keeps nothing when its size is 0', () => {
    const cache = pageCache(0)
    cache.set('s', '/', html(1), 'N', 200)
    expect(cache.enabled).toBe(false)
    expect(cache.get('s', '/')).toBeUndefined()
  })

  it('answers no page past its expiry', () => {
    const cache = pageCache()
    cache.set('s', '/', html(1), 'N', 200, Date.now() - 1)
    expect(cache.get('s', '/')).toBeUndefined()
  })

  it("after a reconnect keeps only pages of their site's current content version, and no older render", () => {
    const cache = pageCache()
    cache.set('a', '/old', html(1), 'N', 200, null, 3)
    cache.set('a', '/new', html(1), 'N', 200, null, 4)
    cache.set('b', '/', html(1), 'N', 200, null, 7)
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
    cache.set('a', '/late', html(1), 'N', 200, null, 3)
    expect(cache.get('a', '/late')).toBeUndefined()
  })
})
