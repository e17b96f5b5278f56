// What the range calculator and racing results read by URL (decision 041): /block-data/ files in process, other
// servers through the one outbound client (private addresses refused), answers kept a minute but failures
// never, and a failed read shows the content-block error with "Try again".
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fetchBlockData } from '../../server/block-data/fetch-block-data.js'
import { OutboundHttp } from '../../server/http/outbound/outbound-http.js'
import { PROJECT_ROOT } from '../../server/project-root.js'
import { startTestApp, type TestApp } from '../helpers/test-app.js'

const DIR = join(PROJECT_ROOT, 'fixtures/block-data')
let t: TestApp
let remote: Server
let remoteUrl: string
let hits = 0
let answer: { status: number; body: string } = { status: 200, body: '{"rows":[]}' }

beforeAll(async () => {
  t = await startTestApp()
  remote = createServer((_req, res) => {
    hits++
    res.writeHead(answer.status, { 'content-type': 'application/json' }).end(answer.body)
  })
  await new Promise<void>((resolve) => remote.listen(0, '127.0.0.1', resolve))
  remoteUrl = `http://127.0.0.1:${(remote.address() as AddressInfo).port}/results.json`
})
afterAll(async () => {
  await new Promise((resolve) => remote.close(resolve))
  await t.close()
})

describe('fetchBlockData', () => {
  it('reads a /block-data/ file in process and refuses paths out of the folder', async () => {
    const read = fetchBlockData({ outbound: new OutboundHttp(), dir: DIR })
    expect(await read('/block-data/range-calculator/i-pace.json')).toMatchObject({ base_range_km: 470 })
    for (const url of [
      '/block-data/../../package.json',
      '/block-data/%2e%2e/%2e%2e/package.json',
      '/block-data/racing-results',
      '/block-data/missing.json',
      '/etc/passwd',
      'file:///etc/passwd.json',
    ])
      await expect(read(url), url).rejects.toThrow()
  })

  it('refuses another server on a private address unless development allows it', async () => {
    const strict = fetchBlockData({ outbound: new OutboundHttp({ allowPrivate: false }), dir: DIR })
    await expect(strict(remoteUrl)).rejects.toThrow(/not a public internet address/)
    await expect(strict('https://169.254.169.254/latest/meta-data.json')).rejects.toThrow(/not a public/)
  })

  it('keeps an answer a while, asks again after a failure, and names only the host of a bad answer', async () => {
    const read = fetchBlockData({
      outbound: new OutboundHttp({ allowPrivate: true }),
      dir: DIR,
      ttlMs: 60_000,
    })
    answer = { status: 503, body: '{"secret":"internal detail"}' }
    hits = 0
    const failed = await read(remoteUrl).catch((e: Error) => e.message)
    expect(failed).toMatch(/127\.0\.0\.1:\d+ answered 503/)
    expect(failed).not.toContain('internal detail')
    answer = { status: 200, body: '{"title":"ok"}' }
    expect(await read(remoteUrl)).toEqual({ title: 'ok' })
    expect(await read(remoteUrl)).toEqual({ title: 'ok' })
    expect(hits).toBe(2)
    answer = { status: 200, body: 'not json' }
    await expect(read(`${remoteUrl}?other`)).rejects.toThrow()
  })
})

describe('GET /block-data/...', () => {
  it('serves the data files as JSON, and nothing else', async () => {
    const res = await request(t.app).get('/block-data/racing-results/formula-e-drivers.json').expect(200)
    expect(res.headers['content-type']).toContain('application/json')
    expect(res.body.rows[0]).toMatchObject({ position: 1, highlight: true })
    await request(t.app).get('/block-data/racing-results/').expect(404)
    await request(t.app).get('/block-data/../package.json').expect(404)
    await request(t.app).get('/block-data/%2e%2e/%2e%2e/package.json').expect(404)
  })
})

describe('the blocks that read them', () => {
  it('render the racing results table and the range estimate on the server, in both languages', async () => {
    const racing = (await request(t.app).get('/racing').expect(200)).text
    expect(racing).toContain('Desert Rally Raid 2026 (demo data)')
    expect(racing).toMatch(/<th scope="row" class="racing-results__name">C\. Ferreira \/ N\. Abadi<\/th>/)
    expect(racing).toContain('is-highlighted')
    const jaguar = (await request(t.app).get('/racing').set('Host', 'jaguar.localhost').expect(200)).text
    expect(jaguar).toContain('Teams&#x27; standings after round 12')
    const range = (
      await request(t.app).get('/models/i-pace/range').set('Host', 'jaguar.localhost').expect(200)
    ).text
    // The data's defaults: 20 inch wheels, 20 °C, 70 km/h, climate control off: 470 × 0.97 = 456 km.
    expect(range).toMatch(/<span class="range-calc__number">456<\/span>/)
    expect(range).toContain(
      '<bdi dir="ltr">187<!-- --> <!-- -->km</bdi><bdi dir="ltr">493<!-- --> <!-- -->km</bdi>',
    )
    const ar = (await request(t.app).get('/ar/models/range-rover-electric/range').expect(200)).text
    expect(ar).toContain('المدى التقديري')
  })

  it('show the content-block error with "Try again" when their data cannot be read, and the page is not kept', async () => {
    const doc = {
      schema_version: 1 as const,
      id: 'lrdx-broken-data',
      site: 'lrdx',
      locale: 'en',
      path: '/broken-data',
      page_type: 'page' as const,
      attributes: { title: 'Broken data' },
      blocks: [
        {
          id: 'missing',
          template: 'range-calculator' as const,
          attributes: { data_url: '/block-data/range-calculator/missing.json' },
        },
        {
          id: 'refused',
          template: 'range-calculator' as const,
          attributes: {
            data_url: 'https://localhost:1/range.json',
            error_msg: 'No range today.',
            try_again_btn_label: 'Again',
          },
        },
      ],
    }
    await t.storage.pages.create(doc, { publish: true })
    const html = (await request(t.app).get('/broken-data').expect(200)).text
    expect(html).toContain('Something went wrong, please try again.')
    expect(html).toMatch(/<a class="button button--secondary" href="">Try again<\/a>/)
    expect(html).toContain('No range today.')
    expect(html).toContain('>Again</a>')
    expect(t.cache.get('lrdx', '/broken-data')).toBeUndefined()
  })
})
