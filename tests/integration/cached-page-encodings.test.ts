import { createHash } from 'node:crypto'
import { request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../helpers/test-app.js'
import { cspDirective } from '../helpers/csp-directive.js'

let t: TestApp
let server: Server

/** A response as it travels: status, headers and the bytes (no decoding), over a real socket. */
function raw(
  path: string,
  headers: Record<string, string> = {},
  method = 'GET',
): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  const { port } = server.address() as AddressInfo
  return new Promise((resolve, reject) => {
    httpRequest({ host: '127.0.0.1', port, path, method, headers }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () =>
        resolve({ status: res.statusCode as number, headers: res.headers, body: Buffer.concat(chunks) }),
      )
      res.on('error', reject)
    })
      .on('error', reject)
      .end()
  })
}

const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`

const INLINE_SCRIPT = 'window.fromHtmlMetahead = document.title'
const INLINE_STYLE = '.from-html-metahead{color:red}'
const TAG_URL = 'https://tags.example.com/t.js'

beforeAll(async () => {
  t = await startTestApp()
  // An html metahead with its own script and style, and a script from another origin, on /offers only.
  await t.database.query(
    `INSERT INTO metaheads (site, page_id, language, sequence, in_body, reload_on_each_page, content)
     VALUES ('lrdx', 'lrdx-offers', 'html', 50, false, false, $1),
            ('lrdx', 'lrdx-offers', 'js-src', 60, true, false, $2)`,
    [`<script>${INLINE_SCRIPT}</script><style>${INLINE_STYLE}</style>`, TAG_URL],
  )
  server = t.app.listen(0, '127.0.0.1')
  await new Promise((resolve) => server.once('listening', resolve))
})
afterAll(async () => {
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
  await t.close()
})

describe('a cached page', () => {
  let uncached: { html: string; nonce: string; policy: string }

  beforeAll(async () => {
    t.cache.clear()
    const first = await raw('/offers')
    const policy = first.headers['content-security-policy'] as string
    uncached = { html: first.body.toString(), nonce: /'nonce-([^']+)'/.exec(policy)?.[1] as string, policy }
    await t.cache.compressed()
  })

  it('is rendered with the nonce when it is not cached yet', () => {
    expect(uncached.nonce).toBeTruthy()
    expect(uncached.html).toContain(`<script nonce="${uncached.nonce}" data-metahead=`)
    expect(uncached.html).toContain(`<script nonce="${uncached.nonce}">${INLINE_SCRIPT}</script>`)
  })

  it.each([
    ['br', 'gzip, deflate, br', (b: Buffer) => brotliDecompressSync(b)],
    ['gzip', 'gzip, deflate', (b: Buffer) => gunzipSync(b)],
    [undefined, undefined, (b: Buffer) => b],
    [undefined, 'deflate', (b: Buffer) => b],
  ])(
    'is sent as stored in %s for Accept-Encoding %j: the render without its nonce',
    async (coding, accept, decode) => {
      const res = await raw('/offers', accept ? { 'Accept-Encoding': accept } : {})
      expect(res.status).toBe(200)
      expect(res.headers['content-encoding']).toBe(coding)
      expect(res.headers.vary).toBe('Accept-Encoding')
      expect(res.headers['content-length']).toBe(String(res.body.length))
      expect(res.headers['content-type']).toMatch(/^text\/html/)
      expect(res.headers.etag).toMatch(/^W\/"/)
      // Compressed once, not again on the way out: one decoding gives the page.
      expect(decode(res.body).toString()).toBe(uncached.html.replaceAll(` nonce="${uncached.nonce}"`, ''))
    },
  )

  it('allows exactly its scripts and styles by hash and URL, with no nonce and no unsafe-inline', async () => {
    const res = await raw('/offers', { 'Accept-Encoding': 'br' })
    const policy = res.headers['content-security-policy'] as string
    const html = brotliDecompressSync(res.body).toString()
    expect(policy).not.toContain('nonce')
    const scriptSrc = cspDirective(policy, 'script-src')
    const styleSrc = cspDirective(policy, 'style-src')
    expect(scriptSrc).not.toContain("'unsafe-inline'")
    expect(styleSrc).not.toContain("'unsafe-inline'")
    expect(scriptSrc).toContain(hash(INLINE_SCRIPT))
    expect(styleSrc).toContain(hash(INLINE_STYLE))
    expect(scriptSrc).toContain(TAG_URL)
    // Every inline script and style the page has (island props and JSON-LD are data, not run) is allowed by
    // its hash;
    // nothing else is: the sources are 'self', the hashes and the one tag URL.
    const inlineScripts = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)]
      .filter(([, attrs]) => !/type="application\/(?:ld\+)?json"/.test(attrs as string))
      .map(([, , text]) => hash(text as string))
    const styles = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map(([, text]) =>
      hash(text as string),
    )
    expect(inlineScripts.length).toBeGreaterThanOrEqual(2)
    expect(styles.length).toBeGreaterThanOrEqual(3)
    expect(new Set(scriptSrc)).toEqual(new Set(["'self'", TAG_URL, ...inlineScripts]))
    expect(new Set(styleSrc)).toEqual(new Set(["'self'", ...styles]))
    // The rest of the policy is the site's, as on the uncached render.
    expect(cspDirective(policy, 'object-src')).toEqual(["'none'"])
    expect(policy.split(';').length).toBe(uncached.policy.split(';').length)
  })

  it('carries every security header of an uncached response, set without running helmet', async () => {
    const cached = await raw('/offers', { 'Accept-Encoding': 'br' })
    // Any response past helmet: a JSON 404 of the orders API.
    const fresh = await raw('/buy_online/orders/NOT-AN-ORDER')
    expect(fresh.headers['content-security-policy']).toContain("'nonce-")
    const security = (h: IncomingHttpHeaders) =>
      Object.fromEntries(
        Object.entries(h).filter(
          ([name]) =>
            /^(x-|cross-origin|origin-agent|referrer|strict-transport)/.test(name) && name !== 'x-request-id',
        ),
      )
    expect(Object.keys(security(fresh.headers)).length).toBeGreaterThanOrEqual(10)
    expect(security(cached.headers)).toEqual(security(fresh.headers))
    expect(cached.headers['x-powered-by']).toBeUndefined()
  })

  it('answers HEAD with the headers of GET and no body', async () => {
    const get = await raw('/offers', { 'Accept-Encoding': 'br' })
    const head = await raw('/offers', { 'Accept-Encoding': 'br' }, 'HEAD')
    expect(head.status).toBe(200)
    expect(head.body.length).toBe(0)
    for (const name of ['content-encoding', 'content-length', 'etag', 'vary', 'content-security-policy'])
      expect(head.headers[name]).toBe(get.headers[name])
  })

  it('answers 304 to its ETag in any coding, with no body', async () => {
    const br = await raw('/offers', { 'Accept-Encoding': 'br' })
    const plain = await raw('/offers')
    expect(br.headers.etag).toBe(plain.headers.etag)
    for (const accept of ['br', 'gzip', ''])
      for (const method of ['GET', 'HEAD']) {
        const res = await raw(
          '/offers',
          { 'If-None-Match': br.headers.etag as string, ...(accept ? { 'Accept-Encoding': accept } : {}) },
          method,
        )
        expect(res.status).toBe(304)
        expect(res.body.length).toBe(0)
        expect(res.headers['content-encoding']).toBeUndefined()
        expect(res.headers.vary).toBe('Accept-Encoding')
      }
    expect((await raw('/offers', { 'If-None-Match': 'W/"other"' })).status).toBe(200)
  })
})

describe('a cached page answered in front of Express (docs/decisions/056)', () => {
  beforeAll(async () => {
    t.cache.clear()
    await raw('/offers')
    await raw('/', { Host: `jaguar.localhost` })
    await t.cache.compressed()
  })

  it('is the page of the site the Host names, with a request id and the query ignored', async () => {
    const land = await raw('/offers?utm_source=mail&utm_campaign=spring%20sale', { 'X-Request-Id': 'lb-7' })
    expect(land.status).toBe(200)
    expect(land.headers['x-request-id']).toBe('lb-7')
    expect(land.headers.etag).toBe((await raw('/offers')).headers.etag)
    const jaguar = await raw('/', { Host: 'jaguar.localhost:80' })
    expect(jaguar.status).toBe(200)
    expect(jaguar.headers.etag).toBe(t.cache.get('jdx', '/')?.etag)
    expect(jaguar.headers.etag).not.toBe(t.cache.get('lrdx', '/')?.etag)
    // As Express's req.hostname: a trusted proxy's (loopback, TRUST_PROXY's default) first X-Forwarded-Host.
    const forwarded = await raw('/', { 'X-Forwarded-Host': 'jaguar.localhost, localhost' })
    expect(forwarded.headers.etag).toBe(t.cache.get('jdx', '/')?.etag)
  })

  it('leaves a URL the guard refuses to Express, which refuses it as before', async () => {
    const res = await raw('/offers?q=%00')
    expect(res.status).toBe(400)
    expect(res.headers['content-type']).toMatch(/json/)
    const navigation = await raw('/offers?q=%00', { Accept: 'text/html', 'Sec-Fetch-Mode': 'navigate' })
    expect(navigation.status).toBe(400)
  })

  it('leaves other methods to Express', async () => {
    const res = await raw('/offers', {}, 'POST')
    expect(res.status).toBe(404)
    expect(res.headers['content-type']).toMatch(/json/)
  })
})

it('still compresses pages it does not cache, on the fly and with their nonce', async () => {
  const res = await raw('/no/such/page', { 'Accept-Encoding': 'br' })
  expect(res.status).toBe(404)
  expect(res.headers['content-encoding']).toBe('br')
  const nonce = /'nonce-([^']+)'/.exec(res.headers['content-security-policy'] as string)?.[1]
  expect(brotliDecompressSync(res.body).toString()).toContain(`nonce="${nonce}"`)
})

it('sends a page it renders whole, in the accepted coding, with its length and Vary', async () => {
  for (const [coding, decode] of [
    ['br', brotliDecompressSync],
    ['gzip', gunzipSync],
  ] as const) {
    const res = await raw('/no/such/page', { 'Accept-Encoding': `${coding};q=1, identity;q=0.5` })
    expect(res.headers['content-encoding']).toBe(coding)
    expect(Number(res.headers['content-length'])).toBe(res.body.length)
    expect(String(res.headers.vary)).toMatch(/Accept-Encoding/i)
    expect(decode(res.body).toString()).toMatch(/^<!DOCTYPE html>[\s\S]*<\/html>$/)
  }
  const plain = await raw('/no/such/page')
  expect(plain.headers['content-encoding']).toBeUndefined()
  expect(Number(plain.headers['content-length'])).toBe(plain.body.length)
  expect(plain.body.toString()).toMatch(/<\/html>$/)
})
