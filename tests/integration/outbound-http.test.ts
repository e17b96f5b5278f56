// The one outbound HTTP client against a local server: refused as loopback unless private addresses are
// allowed, checked again after DNS and on every redirect, pinned to the address it checked, bounded in time
// and size. DNS answers come from an injected resolver: no test reaches the internet.
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { isBlockedAddress } from '../../server/http/outbound/blocked-address.js'
import { OutboundHttp, type ResolvedAddress } from '../../server/http/outbound/outbound-http.js'
import { OutboundRefusedError } from '../../server/http/outbound/outbound-refused-error.js'

let server: Server
let port: number
const hits: string[] = []

beforeAll(async () => {
  server = createServer((req, res) => {
    hits.push(`${req.method} ${req.url}`)
    if (req.url === '/ok') res.end('hello')
    else if (req.url?.startsWith('/to?')) {
      const to = new URL(req.url, 'http://x').searchParams.get('url') ?? '/'
      res
        .writeHead(Number(new URL(req.url, 'http://x').searchParams.get('status') ?? 302), { Location: to })
        .end()
    } else if (req.url === '/big') res.end(Buffer.alloc(64 * 1024, 'x'))
    else if (req.url === '/slow')
      return // never answers
    else if (req.url === '/echo') {
      const chunks: Buffer[] = []
      req.on('data', (c: Buffer) => chunks.push(c))
      req.on('end', () => res.end(`${req.method} ${Buffer.concat(chunks).toString()}`))
    } else res.writeHead(404).end()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  port = (server.address() as AddressInfo).port
})
afterAll(async () => {
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
})

/** A DNS of the test's own; counts the questions. */
function dns(answers: Record<string, string[] | (() => string[])>) {
  const asked: string[] = []
  const resolve = async (hostname: string): Promise<ResolvedAddress[]> => {
    asked.push(hostname)
    const answer = answers[hostname]
    if (!answer) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' })
    return (typeof answer === 'function' ? answer() : answer).map((address) => ({
      address,
      family: address.includes(':') ? 6 : 4,
    }))
  }
  return { asked, resolve }
}

// The local server counts as public here, as a real CRM would be; every other private address stays refused.
const localIsPublic = (address: string) => address !== '127.0.0.1' && isBlockedAddress(address)

describe('OutboundHttp', () => {
  it('refuses a loopback server unless private addresses are allowed', async () => {
    const url = `http://127.0.0.1:${port}/ok`
    await expect(new OutboundHttp().request(url)).rejects.toBeInstanceOf(OutboundRefusedError)
    const allowed = await new OutboundHttp({ allowPrivate: true }).request(url)
    expect(allowed.status).toBe(200)
    expect(allowed.body.toString()).toBe('hello')
  })

  it('lets a call for an operator-set URL reach a private address, and only that call', async () => {
    const client = new OutboundHttp()
    const url = `http://127.0.0.1:${port}/ok`
    expect((await client.request(url, { allowPrivate: true })).status).toBe(200)
    await expect(client.request(url)).rejects.toBeInstanceOf(OutboundRefusedError)
  })

  it.each([
    'http://localhost:1/',
    'http://127.1:1/',
    'http://0x7f.0.0.1:1/',
    'http://2130706433:1/',
    'http://0177.0.0.1:1/',
    'http://0.0.0.0:1/',
    'http://[::1]:1/',
    'http://[::ffff:127.0.0.1]:1/',
    'http://[::ffff:a9fe:a9fe]/',
    'http://169.254.169.254/latest/meta-data/',
    'http://metadata.test/',
    'http://10.1.2.3/',
    'http://100.64.0.1/',
    'http://[fd00::1]/',
    'http://[fe80::1]/',
    'http://224.0.0.1/',
    'ftp://example.com/',
    'file:///etc/passwd',
    'http://user:pass@crm.test/',
    'not a url',
  ])('refuses %s before connecting', async (url) => {
    const { resolve } = dns({ localhost: ['127.0.0.1', '::1'], 'metadata.test': ['169.254.169.254'] })
    await expect(new OutboundHttp({ resolve }).request(url)).rejects.toBeInstanceOf(OutboundRefusedError)
  })

  it('refuses a host when any of its addresses is private', async () => {
    const { resolve } = dns({ 'mixed.test': ['93.184.216.34', '10.0.0.5'] })
    await expect(new OutboundHttp({ resolve }).request('http://mixed.test/')).rejects.toThrow(
      /mixed\.test: it resolves to 10\.0\.0\.5/,
    )
  })

  it('connects to the address it checked, asking DNS once (a rebinding answer comes too late)', async () => {
    let answers = 0
    const { asked, resolve } = dns({
      'crm.test': () => (answers++ === 0 ? ['127.0.0.1'] : ['169.254.169.254']),
    })
    const client = new OutboundHttp({ resolve, isBlocked: localIsPublic })
    // crm.test exists in no real DNS: the answer can only have come through the checked address.
    const res = await client.request(`http://crm.test:${port}/ok`)
    expect(res.body.toString()).toBe('hello')
    expect(asked).toEqual(['crm.test'])
    // The next call asks again, gets the rebound answer, and is refused.
    await expect(client.request(`http://crm.test:${port}/ok`)).rejects.toBeInstanceOf(OutboundRefusedError)
  })

  it('checks every redirect: off to a private address is refused, a public one is followed', async () => {
    const { resolve } = dns({ 'crm.test': ['127.0.0.1'], 'metadata.test': ['169.254.169.254'] })
    const client = new OutboundHttp({ resolve, isBlocked: localIsPublic })
    for (const to of [
      'http://metadata.test/latest/',
      'http://169.254.169.254/',
      'http://[::1]/',
      'http://10.0.0.1/',
    ]) {
      const url = `http://crm.test:${port}/to?url=${encodeURIComponent(to)}`
      await expect(client.request(url)).rejects.toBeInstanceOf(OutboundRefusedError)
    }
    const followed = await client.request(
      `http://crm.test:${port}/to?url=${encodeURIComponent(`http://crm.test:${port}/ok`)}`,
    )
    expect(followed).toMatchObject({ status: 200, url: `http://crm.test:${port}/ok` })
  })

  it('follows a few redirects at most, and none when told so', async () => {
    const client = new OutboundHttp({ allowPrivate: true, maxRedirects: 1 })
    const base = `http://127.0.0.1:${port}`
    const twice = `${base}/to?url=${encodeURIComponent(`/to?url=${encodeURIComponent('/ok')}`)}`
    expect((await client.request(twice)).status).toBe(302)
    expect((await client.request(`${base}/to?url=%2Fok`)).status).toBe(200)
    expect((await client.request(`${base}/to?url=%2Fok`, { maxRedirects: 0 })).status).toBe(302)
  })

  it('keeps a POST body over 307, and turns a POST into a GET over 303', async () => {
    const client = new OutboundHttp({ allowPrivate: true })
    const base = `http://127.0.0.1:${port}`
    const post = { method: 'POST', body: 'a=1', headers: { 'content-type': 'text/plain' } }
    expect((await client.request(`${base}/to?status=307&url=%2Fecho`, post)).body.toString()).toBe('POST a=1')
    expect((await client.request(`${base}/to?status=303&url=%2Fecho`, post)).body.toString()).toBe('GET ')
  })

  it('fails an answer larger than its cap, and a server that does not answer in time', async () => {
    const client = new OutboundHttp({ allowPrivate: true })
    const base = `http://127.0.0.1:${port}`
    await expect(client.request(`${base}/big`, { maxBytes: 1024 })).rejects.toThrow(/more than 1024 bytes/)
    expect((await client.request(`${base}/big`)).body.length).toBe(64 * 1024)
    await expect(client.request(`${base}/slow`, { timeoutMs: 200 })).rejects.toMatchObject({
      code: 'ETIMEDOUT',
    })
  })

  it('gives up on a DNS answer that never comes', async () => {
    const client = new OutboundHttp({ resolve: () => new Promise(() => {}), timeoutMs: 100 })
    await expect(client.request('http://hang.test/')).rejects.toMatchObject({ code: 'ETIMEDOUT' })
  })
})
