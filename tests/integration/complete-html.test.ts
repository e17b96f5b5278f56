import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../helpers/test-app.js'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp()
})
afterAll(() => t.close())

const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36'
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'

/** The marks of a document that needs JavaScript to assemble or that shows a placeholder or failure. */
function incomplete(html: string): string[] {
  const found: string[] = []
  if (html.includes('Something went wrong')) found.push('the error state')
  if (html.includes('block-loading')) found.push('a skeleton')
  if (/<template id="B:|<div hidden id="S:/.test(html)) found.push('a Suspense boundary sent out of place')
  if (/\$RC|\$RX/.test(html)) found.push('a script that moves content')
  return found
}

// Every demo page with blocks whose data comes from a loader (stock carousel, stock list) or that are large
// enough for React to move them after the footer by default; Jaguar's home page for the other theme.
const PAGES: [host: string, path: string][] = [
  ['localhost', '/'],
  ['localhost', '/ar'],
  ['localhost', '/stock'],
  ['localhost', '/test-drive'],
  ['localhost', '/models/defender'],
  ['jaguar.localhost', '/'],
]

describe('complete HTML for everyone', () => {
  it.each(PAGES)(
    '%s%s: the first visitor, a bot and later visitors get every block in place',
    async (host, path) => {
      t.cache.clear()
      for (const agent of [BROWSER, GOOGLEBOT, BROWSER]) {
        const res = await request(t.app).get(path).set('Host', host).set('User-Agent', agent).expect(200)
        expect(incomplete(res.text), `${host}${path} for ${agent}`).toEqual([])
        // Blocks come in reading order: the last block before the footer.
        expect(res.text.lastIndexOf('data-block=')).toBeLessThan(res.text.indexOf('<footer'))
      }
    },
  )

  it('keeps the complete document in the page cache', async () => {
    t.cache.clear()
    const first = await request(t.app).get('/').set('User-Agent', BROWSER).expect(200)
    expect(t.cache.get('lrdx', '/')).toBeTruthy()
    const cached = await request(t.app).get('/').set('User-Agent', BROWSER).expect(200)
    // The cached copy is the first render without its nonce (docs/decisions/017).
    expect(cached.text).toBe(first.text.replace(/ nonce="[^"]+"/g, ''))
    // The stock carousel's cards, which come from a loader, are in the cached copy.
    expect(cached.text).toMatch(/class="vehicle-card"/)
  })
})
