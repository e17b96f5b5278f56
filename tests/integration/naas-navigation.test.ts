// The external navigation service at render (000 §7 "Other", 001 §2, decision 055): its menu, read through the
// block-data reader (the one outbound client: a local fake server here, never the internet), replaces the
// site's own entries in the main navigation and the breadcrumbs; when it is not configured, fails or answers
// nothing usable, the own entries are the menu (000 §2) and the failure is only logged (000 §8).
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { naasEntries } from '../../engine/navigation/naas-entries.js'
import { fetchBlockData } from '../../server/block-data/fetch-block-data.js'
import { OutboundHttp } from '../../server/http/outbound/outbound-http.js'
import { PROJECT_ROOT } from '../../server/project-root.js'
import { announceSiteChange } from '../../server/ssr/cache-invalidation.js'
import { naasNavigation } from '../../server/ssr/naas-navigation.js'
import { startTestApp, type TestApp } from '../helpers/test-app.js'

const DIR = join(PROJECT_ROOT, 'fixtures/block-data')
let t: TestApp
let fake: Server
let fakeOrigin: string
let asked: string[] = []
let answer: { status: number; body: string } = { status: 200, body: '[]' }

beforeAll(async () => {
  t = await startTestApp()
  fake = createServer((req, res) => {
    asked.push(req.url ?? '')
    res.writeHead(answer.status, { 'content-type': 'application/json' }).end(answer.body)
  })
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve))
  fakeOrigin = `http://127.0.0.1:${(fake.address() as AddressInfo).port}`
})
afterAll(async () => {
  await new Promise((resolve) => fake.close(resolve))
  await t.close()
})

describe('naasEntries (the service file read like the footer: bad items dropped)', () => {
  it.each<[string, unknown, string[] | null]>([
    ['an entries object', { entries: [{ title: 'A', url: '/a' }] }, ['A']],
    ['a bare list with label and href', [{ label: 'B', href: 'https://b.example/' }], ['B']],
    [
      'unsafe links and untitled items dropped',
      [{ title: 'X', url: 'javascript:alert(1)' }, { url: '/y' }, { title: 'Z', url: '/z' }],
      ['Z'],
    ],
    ['nothing usable', [{ title: 'X', url: 'data:text/html,hi' }], null],
    ['not a menu', { menu: 'no' }, null],
    ['a string', 'Service unavailable', null],
  ])('%s', (_name, json, titles) => {
    const entries = naasEntries(json)
    expect(entries?.map((e) => e.title) ?? null).toEqual(titles)
  })

  it('keeps to 3 levels and cuts long titles', () => {
    const deep = {
      title: 'L1',
      url: '/1',
      children: [
        {
          title: 'L2',
          url: '/2',
          children: [{ title: 'L3', url: '/3', children: [{ title: 'L4', url: '/4' }] }],
        },
      ],
    }
    const entries = naasEntries([deep, { title: 'x'.repeat(300), url: '/long' }])!
    expect(entries[0]!.children[0]!.children[0]!.children).toEqual([])
    expect(entries[1]!.title).toHaveLength(100)
  })
})

describe('naasNavigation through the one outbound client', () => {
  // The service is an https address; the fake listens on http, so its host stands in for the service's.
  const viaFake = (read: (url: string) => Promise<unknown>) => (url: string) =>
    read(url.replace('https://nav.test', fakeOrigin))
  const settings = { 'navigation.naas_url': 'https://nav.test/menu.json', 'navigation.naas_logo': 'lr' }

  it('asks for the locale file with the logo and reads its entries; the answer is kept', async () => {
    const read = viaFake(fetchBlockData({ outbound: new OutboundHttp({ allowPrivate: true }), dir: DIR }))
    answer = { status: 200, body: JSON.stringify({ entries: [{ title: 'Service menu', url: '/service' }] }) }
    asked = []
    const logs: string[] = []
    const first = await naasNavigation({ settings, locale: 'ar', fetchData: read, log: (m) => logs.push(m) })
    expect(first).toEqual({
      entries: [{ id: 'naas-0', title: 'Service menu', url: '/service', children: [] }],
      read: true,
    })
    await naasNavigation({ settings, locale: 'ar', fetchData: read, log: (m) => logs.push(m) })
    expect(asked).toEqual(['/menu.json?locale=ar&logo=lr'])
    expect(logs).toEqual([])
  })

  it('falls back (null entries) and logs "Error fetching Naas Navigation" when the service fails', async () => {
    const read = viaFake(fetchBlockData({ outbound: new OutboundHttp({ allowPrivate: true }), dir: DIR }))
    const logs: string[] = []
    for (const failing of [
      { status: 503, body: '{}' },
      { status: 200, body: 'not json' },
      { status: 200, body: '{"entries":[]}' },
    ]) {
      answer = failing
      const result = await naasNavigation({
        settings,
        locale: `en-${failing.status}-${failing.body.length}`,
        fetchData: read,
        log: (m) => logs.push(m),
      })
      expect(result).toEqual({ entries: null, read: true })
    }
    expect(logs).toHaveLength(3)
    for (const line of logs) expect(line).toContain('Error fetching Naas Navigation')
  })

  it('refuses a private address outside development: the own entries stay the menu', async () => {
    const strict = viaFake(fetchBlockData({ outbound: new OutboundHttp({ allowPrivate: false }), dir: DIR }))
    const logs: string[] = []
    const result = await naasNavigation({
      settings,
      locale: 'en',
      fetchData: strict,
      log: (m) => logs.push(m),
    })
    expect(result.entries).toBeNull()
    expect(logs.join()).toContain('Error fetching Naas Navigation')
  })

  it('is not read at all when no service is configured', async () => {
    let reads = 0
    const result = await naasNavigation({
      settings: {},
      locale: 'en',
      fetchData: async () => reads++,
      log: () => {},
    })
    expect(result).toEqual({ entries: null, read: false })
    expect(reads).toBe(0)
  })
})

describe('the live site with the service', () => {
  const setNaas = async (value: string | null) => {
    await t.database.query(`DELETE FROM settings WHERE site = 'lrdx' AND key = 'navigation.naas_url'`)
    if (value !== null)
      await t.database.query(
        `INSERT INTO settings (site, key, locale, value) VALUES ('lrdx', 'navigation.naas_url', '', $1)`,
        [value],
      )
    await announceSiteChange(t.database, 'lrdx')
  }
  const page = (path: string) => request(t.app).get(path).set('Host', 'localhost').expect(200)

  it('shows the service menu in the main navigation and the breadcrumbs follow it, in English and Arabic', async () => {
    await setNaas('/block-data/naas/lrdx-{locale}.json')
    await expect.poll(async () => (await page('/models/defender')).text).toContain('Explore models')
    const en = (await page('/models/defender')).text
    expect(en).toContain('site-nav--naas')
    expect(en).toMatch(/<nav class="breadcrumbs"[^>]*>.*Explore models.*aria-current="page">Defender</s)
    // A page below the service's entry: its chain, then the page named by its title.
    const ar = (await page('/ar/models/range-rover-electric/range')).text
    expect(ar).toMatch(
      /<nav class="breadcrumbs"[^>]*>.*اكتشف الطرازات.*aria-current="page">مدى رينج روفر الكهربائية</s,
    )
    expect(ar).toContain('"@type":"BreadcrumbList"')
  })

  it('falls back to the own entries when the service file cannot be read, and logs it', async () => {
    await setNaas('/block-data/naas/no-such-menu.json')
    await expect.poll(async () => (await page('/models/defender')).text).not.toContain('Explore models')
    const html = (await page('/models/defender')).text
    expect(html).toContain('site-nav--main')
    expect(html).toContain('Range Rover Sport')
    expect(t.logs.join('\n')).toContain('Error fetching Naas Navigation')
    await setNaas(null)
  })
})
