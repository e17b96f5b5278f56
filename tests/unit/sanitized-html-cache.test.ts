import { describe, expect, it } from 'vitest'
import { sanitizeRichText } from '../../renderer/html/sanitize-rich-text.js'
import { sanitizedHtmlCache, SANITIZED_HTML_CACHE } from '../../renderer/html/sanitized-html-cache.js'

describe('the sanitiser cache', () => {
  it('is bounded by entries, least recently used first', () => {
    const cache = sanitizedHtmlCache({ maxEntries: 3, maxBytes: 1024 * 1024, maxEntryBytes: 1024 })
    for (const key of ['a', 'b', 'c']) cache.set(key, key.toUpperCase())
    expect(cache.get('a')).toBe('A')
    cache.set('d', 'D')
    expect([...cache.keys()].sort()).toEqual(['a', 'c', 'd'])
  })

  it('is bounded by bytes, counting the source HTML in the key and the result', () => {
    const cache = sanitizedHtmlCache({ maxEntries: 100, maxBytes: 1000, maxEntryBytes: 1000 })
    // (100 + 100) characters * 2 bytes = 400 bytes each: two fit, a third pushes the oldest out.
    for (const n of [1, 2, 3]) cache.set(String(n).repeat(100), 'x'.repeat(100))
    expect(cache.size).toBe(2)
    expect(cache.calculatedSize).toBeLessThanOrEqual(1000)
    expect(cache.has('1'.repeat(100))).toBe(false)
  })

  it('does not keep one result larger than an entry may be', () => {
    const cache = sanitizedHtmlCache({ maxEntries: 100, maxBytes: 10_000, maxEntryBytes: 1000 })
    cache.set('big', 'x'.repeat(600))
    expect(cache.size).toBe(0)
  })

  it('holds a few megabytes at most by default', () => {
    expect(SANITIZED_HTML_CACHE.maxBytes).toBeLessThanOrEqual(16 * 1024 * 1024)
    expect(SANITIZED_HTML_CACHE.maxEntryBytes).toBeLessThan(SANITIZED_HTML_CACHE.maxBytes)
  })

  it('answers the same clean HTML from the cache and for a result too large to keep', () => {
    const html = '<p onclick="x()">Hello <script>alert(1)</script><strong>there</strong></p>'
    expect(sanitizeRichText(html)).toBe('<p>Hello <strong>there</strong></p>')
    expect(sanitizeRichText(html)).toBe('<p>Hello <strong>there</strong></p>')
    const large = `<p>${'a'.repeat(300_000)}<img src="https://evil.example/x.png"></p>`
    expect(sanitizeRichText(large)).toBe(`<p>${'a'.repeat(300_000)}</p>`)
    expect(sanitizeRichText(large)).toBe(`<p>${'a'.repeat(300_000)}</p>`)
  })
})
