// The language switch in the navigation and the hreflang links in the head, on both demo sites, for CMS pages,
// a vehicle page and the not-found page, and after a twin is published or removed while the pages are cached
// (docs/decisions/058).
import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { announcePublish } from '../../server/ssr/cache-invalidation.js'
import { block, pageWith } from '../helpers/page-builder.js'
import { startTestApp, type TestApp } from '../helpers/test-app.js'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp()
})
afterAll(() => t.close())

const get = (host: string, path: string) => request(t.app).get(path).set('Host', host)
// The hreflang links start with the site's configured origin (its host on PUBLIC_URL's scheme and port, which
// is http://localhost:3000 by default), never the Host header (decision 061).

/** The switch's links as the page has them: where each goes, its language and its name. */
function switchLinks(html: string) {
  return [...html.matchAll(/<a class="site-nav__link site-nav__language"([^>]*)>([^<]*)<\/a>/g)].map(
    ([, attributes, label]) => ({
      href: /href="([^"]*)"/.exec(attributes as string)?.[1],
      lang: /\blang="([^"]*)"/.exec(attributes as string)?.[1],
      hreflang: /hrefLang="([^"]*)"/i.exec(attributes as string)?.[1],
      label,
    }),
  )
}

/** The head's alternate-language links, by hreflang. */
function hreflangs(html: string): Record<string, string> {
  const head = html.slice(0, html.indexOf('</head>'))
  return Object.fromEntries(
    [...head.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)].map(([, lang, href]) => [
      lang,
      href,
    ]),
  )
}

describe.each([
  ['localhost', '/models/defender'],
  ['jaguar.localhost', '/fuel-quiz'],
])('the language switch on %s', (host, page) => {
  it('links the English home to the Arabic one and back, named in each language', async () => {
    const en = (await get(host, '/').expect(200)).text
    expect(switchLinks(en)).toEqual([{ href: '/ar', lang: 'ar', hreflang: 'ar', label: 'العربية' }])
    expect(hreflangs(en)).toEqual({
      en: `http://${host}:3000/`,
      ar: `http://${host}:3000/ar`,
      'x-default': `http://${host}:3000/`,
    })
    const ar = (await get(host, '/ar').expect(200)).text
    expect(switchLinks(ar)).toEqual([{ href: '/', lang: 'en', hreflang: 'en', label: 'English' }])
    expect(hreflangs(ar)).toEqual(hreflangs(en))
  })

  it(`links ${page} to its Arabic twin and the twin back`, async () => {
    const en = (await get(host, page).expect(200)).text
    expect(switchLinks(en).map((l) => l.href)).toEqual([`/ar${page}`])
    expect(hreflangs(en).ar).toBe(`http://${host}:3000/ar${page}`)
    const ar = (await get(host, `/ar${page}`).expect(200)).text
    expect(switchLinks(ar).map((l) => l.href)).toEqual([page])
    expect(hreflangs(ar)['x-default']).toBe(`http://${host}:3000${page}`)
  })

  it("sends the not-found page's switch to the other language's home, with no hreflang", async () => {
    const en = (await get(host, '/no-such-page').expect(404)).text
    expect(switchLinks(en).map((l) => l.href)).toEqual(['/ar'])
    expect(hreflangs(en)).toEqual({})
    const ar = (await get(host, '/ar/no-such-page').expect(404)).text
    expect(switchLinks(ar).map((l) => l.href)).toEqual(['/'])
  })
})

it('links a vehicle page to the same vehicle in Arabic: a route, so its twin is always there', async () => {
  const [vehicle] = await t.database.query<{ id: string }>(
    "SELECT id FROM vehicles WHERE status = 'stock' AND brand = 'Jaguar' ORDER BY id LIMIT 1",
  )
  const moved = await get('jaguar.localhost', `/showroom/x-${vehicle?.id}`).expect(301)
  const path = moved.headers.location as string
  const en = (await get('jaguar.localhost', path).expect(200)).text
  expect(switchLinks(en).map((l) => l.href)).toEqual([`/ar${path}`])
  expect(hreflangs(en)).toMatchObject({ ar: `http://jaguar.localhost:3000/ar${path}` })
  const ar = (await get('jaguar.localhost', `/ar${path}`).expect(200)).text
  expect(switchLinks(ar)).toEqual([{ href: path, lang: 'en', hreflang: 'en', label: 'English' }])
})

describe('a twin published or removed while the pages are cached', () => {
  const english = pageWith([block('jlr-snippet', 'twin-test-snippet', { heading: 'Winter service' })], {
    id: 'twin-test',
    path: '/twin-test',
    attributes: { title: 'Winter service' },
  })
  const arabic = pageWith([block('jlr-snippet', 'twin-test-snippet', { heading: 'صيانة الشتاء' })], {
    id: 'twin-test-ar',
    locale: 'ar',
    path: '/ar/twin-test',
    attributes: { title: 'صيانة الشتاء' },
  })

  /** Publishes as the admin API does: the new version, then the announcement every process listens to. */
  async function publish(doc: typeof english) {
    if (!(await t.storage.pageAdmin.draft(doc.id))) await t.storage.pageAdmin.create(doc)
    await t.storage.pageAdmin.publish(doc.id, doc)
    await announcePublish(t.database, doc.site, doc.path)
  }
  async function remove(doc: typeof english) {
    await t.storage.pageAdmin.remove(doc.id)
    await announcePublish(t.database, doc.site, doc.path)
  }
  /** The English page's switch target, asked twice so the second answer comes from the page cache. */
  async function englishSwitch(): Promise<string | undefined> {
    await get('localhost', '/twin-test').expect(200)
    expect(t.cache.get('lrdx', '/twin-test')).toBeTruthy()
    return switchLinks((await get('localhost', '/twin-test').expect(200)).text)[0]?.href
  }

  it('follows the twin in the switch and the head, never a stale link', async () => {
    await publish(english)
    expect(await englishSwitch()).toBe('/ar')
    expect(hreflangs((await get('localhost', '/twin-test')).text)).toEqual({})

    await publish(arabic)
    await expect.poll(() => t.cache.get('lrdx', '/twin-test'), { timeout: 5000 }).toBeUndefined()
    expect(await englishSwitch()).toBe('/ar/twin-test')
    expect(hreflangs((await get('localhost', '/twin-test')).text)).toEqual({
      en: 'http://localhost:3000/twin-test',
      ar: 'http://localhost:3000/ar/twin-test',
      'x-default': 'http://localhost:3000/twin-test',
    })
    const ar = (await get('localhost', '/ar/twin-test').expect(200)).text
    expect(switchLinks(ar).map((l) => l.href)).toEqual(['/twin-test'])

    await remove(arabic)
    await expect.poll(() => t.cache.get('lrdx', '/twin-test'), { timeout: 5000 }).toBeUndefined()
    expect(await englishSwitch()).toBe('/ar')
    expect(hreflangs((await get('localhost', '/twin-test')).text)).toEqual({})
    await get('localhost', '/ar/twin-test').expect(404)

    // And the other way: the Arabic page's switch falls back to the English home when its twin goes.
    await publish(arabic)
    await get('localhost', '/ar/twin-test').expect(200)
    expect(t.cache.get('lrdx', '/ar/twin-test')).toBeTruthy()
    await remove(english)
    await expect.poll(() => t.cache.get('lrdx', '/ar/twin-test'), { timeout: 5000 }).toBeUndefined()
    const alone = (await get('localhost', '/ar/twin-test').expect(200)).text
    expect(switchLinks(alone).map((l) => l.href)).toEqual(['/'])
    await remove(arabic)
  })
})
