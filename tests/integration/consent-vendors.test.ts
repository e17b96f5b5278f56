import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { announceSiteChange } from '../../server/ssr/cache-invalidation.js'
import { startTestApp, type TestApp } from '../helpers/test-app.js'

// A site on a consent vendor (issue 15 item 8, decision 048): the vendor's loader script in the head with
// the response's nonce, its hosts in this page's CSP only, no site banner, and the strategy in the consent
// and analytics islands' props so the page's consent gate reads the vendor.
let t: TestApp
beforeAll(async () => {
  t = await startTestApp()
})
afterAll(() => t.close())

const page = (path: string, host = 'localhost') => request(t.app).get(path).set('Host', host).expect(200)

async function useStrategy(site: string, strategy: string, vendorId?: string) {
  const set = (key: string, value: string) =>
    t.database.query(
      `INSERT INTO settings (site, key, locale, value) VALUES ($1, $2, '', $3)
       ON CONFLICT (site, key, locale) DO UPDATE SET value = EXCLUDED.value`,
      [site, key, value],
    )
  await set('cookie_consent.strategy', strategy)
  if (vendorId !== undefined) await set('cookie_consent.vendor_id', vendorId)
  await announceSiteChange(t.database, site)
}

describe('consent vendors in the page', () => {
  it('the basic strategy: the site banner, no vendor script, the strict policy', async () => {
    const res = await page('/')
    expect(res.text).toContain('class="cookie-banner"')
    expect(res.text).toContain('data-island="layout:consent"')
    expect(res.text).not.toContain('cookielaw')
    expect(res.headers['content-security-policy']).not.toContain('cookielaw')
  })

  it.each([
    ['onetrust', 'https://cdn.cookielaw.org/scripttemplates/otSDKStub.js', 'data-domain-script="abc-123"'],
    ['cookiebot', 'https://consent.cookiebot.com/uc.js', 'data-cbid="abc-123"'],
    ['usercentrics', 'https://app.usercentrics.eu/browser-ui/latest/loader.js', 'data-settings-id="abc-123"'],
    ['trustarc', 'https://consent.trustarc.com/notice?domain=abc-123', 'async'],
  ])(
    '%s: its loader script with the nonce, its hosts in the CSP, no site banner',
    async (strategy, src, attr) => {
      await useStrategy('jdx', strategy, 'abc-123')
      await expect
        .poll(async () => (await page('/', 'jaguar.localhost')).text)
        .toContain(`"strategy":"${strategy}"`)
      const res = await page('/', 'jaguar.localhost')
      const script = new RegExp(
        `<script (nonce="[^"]+" )?src="${src.replace(/[.?/]/g, '\\$&')}[^"]*"[^>]* ${attr}`,
      )
      expect(res.text).toMatch(script)
      expect(res.text).not.toContain('class="cookie-banner"')
      expect(res.text).toContain(`"consentStrategy":"${strategy}"`)
      expect(res.headers['content-security-policy']).toContain(new URL(src).origin)
      // A cached copy trades the nonce for the script's URL in its policy; the other site keeps its own strategy and policy.
      expect((await page('/')).headers['content-security-policy']).not.toContain(new URL(src).origin)
    },
  )

  it('logs a vendor strategy without a vendor id and loads no vendor script', async () => {
    await useStrategy('jdx', 'cookiebot', '')
    await expect
      .poll(async () => (await page('/', 'jaguar.localhost')).text)
      .toContain('"strategy":"cookiebot"')
    const res = await page('/', 'jaguar.localhost')
    expect(res.text).not.toContain('consent.cookiebot.com')
    expect(t.logs.join('\n')).toContain('needs the cookie_consent.vendor_id setting')
  })
})
