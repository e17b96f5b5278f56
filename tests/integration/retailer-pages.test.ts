import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { dealerFromInput } from '../../engine/dealers/dealer-from-input.js'
import { announceSiteChange } from '../../server/ssr/cache-invalidation.js'
import { startTestApp, type TestApp } from '../helpers/test-app.js'

// The retailer blocks on the demo pages (issue 14 item 1, decision 038), rendered by the real server from
// the seeded dealers: what a shared locator link shows, the no-results text, an open card, the CSP of a
// page with a map, the JSON-LD of the schema blocks, and the collection item's English retailer link.
let t: TestApp
beforeAll(async () => {
  t = await startTestApp()
})
afterAll(() => t.close())

const page = (path: string, host = 'localhost') => request(t.app).get(path).set('Host', host).expect(200)
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ')

describe('the retailer locators', () => {
  it('render the search a shared link names: nearest first with the distance', async () => {
    const res = await page('/retailers?_postcode=2000')
    const words = text(res.text)
    expect(words).toContain('10 retailers near 2000 Sydney')
    expect(words.indexOf('Heritage Artarmon Jaguar Land Rover')).toBeLessThan(
      words.indexOf('Summit Five Dock Land Rover'),
    )
    expect(words).toContain('6.9 km away')
    // A Jaguar-only retailer is not on the Land Rover site.
    expect(words).not.toContain('Harbour Parramatta Jaguar')
    expect(res.headers['cache-control']).not.toContain('s-maxage=60')
  })

  it("read the search box's text, the service and the open card from a form sent without JavaScript", async () => {
    const res = await page('/retailers?_q=vic&_service=parts&_retailer=dealer-020')
    const words = text(res.text)
    expect(words).toContain('retailers near VIC')
    expect(res.text).toMatch(
      /id="locator-retailer-search-result-dealer-020"[^>]*>[\s\S]*?aria-expanded="true"/,
    )
    expect(words).not.toMatch(/Brighton/) // Brighton VIC has no parts counter.
  })

  it('say the spec text when nothing is found', async () => {
    const res = await page('/retailers?_postcode=0000')
    expect(text(res.text)).toContain('Sorry, there were no results for your search.')
  })

  it('list the Emirates by city in Arabic names on the Arabic MENA page', async () => {
    const res = await page('/ar/retailers/middle-east?_locality=Abu%20Dhabi')
    const words = text(res.text)
    expect(words.indexOf('لاند روفر الكورنيش أبوظبي')).toBeLessThan(words.indexOf('لاند روفر الصفا دبي'))
    expect(res.text).toContain('<option value="Sharjah">Sharjah</option>')
  })

  it('draw the map variant as a map and positions in words, its CSP open to the style only', async () => {
    const res = await page('/retailer-locator')
    expect(res.text).toContain('class="static-map"')
    expect(res.text).toContain('retailer-card__coordinates')
    const policy = res.headers['content-security-policy'] as string
    expect(policy).toMatch(/connect-src 'self' https:\/\/tiles\.openfreemap\.org/)
    expect(policy).not.toContain('googleapis')
    const plain = await page('/retailers')
    expect(plain.headers['content-security-policy']).not.toContain('openfreemap')
  })

  it("allow Google's maps hosts only on map pages of a site with a maps key", async () => {
    await t.database.query(
      `INSERT INTO settings (site, key, locale, value) VALUES ('jdx', 'general.maps_key', '', 'test-key-1234567890')
       ON CONFLICT (site, key, locale) DO UPDATE SET value = EXCLUDED.value`,
    )
    await announceSiteChange(t.database, 'jdx')
    await expect
      .poll(
        async () => (await page('/retailer-locator', 'jaguar.localhost')).headers['content-security-policy'],
      )
      .toMatch(/script-src [^;]*https:\/\/\*\.googleapis\.com/)
    const jaguar = await page('/retailer-locator', 'jaguar.localhost')
    expect(jaguar.text).toContain('"googleKey":"test-key-1234567890"')
    expect((await page('/retailers', 'jaguar.localhost')).headers['content-security-policy']).not.toContain(
      'googleapis',
    )
    expect((await page('/retailer-locator')).headers['content-security-policy']).not.toContain('googleapis')
  })
})

describe('the retailer schema blocks', () => {
  it('emit an AutoDealer and an AutoRepair from the Dealers screen, nothing visible', async () => {
    const res = await page('/visit-us')
    const scripts = [...res.text.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(
      (m) => JSON.parse(m[1] as string) as Record<string, unknown>,
    )
    expect(scripts.map((s) => s['@type'])).toEqual(['AutoDealer', 'AutoRepair'])
    expect(scripts[0]).toMatchObject({
      name: 'Southern Cross Phillip Jaguar Land Rover',
      address: { '@type': 'PostalAddress', streetAddress: '18 Botany Street', postalCode: '2606' },
      geo: { '@type': 'GeoCoordinates', latitude: -35.344, longitude: 149.088 },
    })
    expect(scripts[1]).toMatchObject({ name: 'Southern Cross Phillip Service Centre' })
  })

  it('show a retailer saved in the Dealers screen at once, though the page was cached', async () => {
    await page('/visit-us')
    const current = await t.storage.dealers.get('dealer-001')
    if (!current) throw new Error('no dealer-001')
    const input = {
      ...current,
      name: 'Southern Cross Canberra',
      latitude: current.latitude,
      longitude: current.longitude,
      url: current.url,
      position: current.position,
    }
    const saved = await t.storage.dealers.update('dealer-001', input, current.version)
    expect('ok' in saved).toBe(true)
    await expect.poll(async () => text((await page('/visit-us')).text)).toContain('Southern Cross Canberra')
    expect(dealerFromInput('x', input).name).toBe('Southern Cross Canberra')
  })
})

describe('the collection item', () => {
  it('links to the English retailer locator on an Arabic page', async () => {
    const res = await page('/ar/accessories')
    expect(res.text).toMatch(
      /<a class="button button--secondary collection-item__retailer" href="\/retailer-locator">/,
    )
    const links = [...res.text.matchAll(/collection-item__retailer" href="([^"]+)"/g)].map((m) => m[1])
    expect(links).toEqual(['/retailer-locator', '/retailer-locator', '/retailer-locator'])
  })
})
