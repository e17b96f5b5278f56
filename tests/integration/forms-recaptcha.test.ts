// reCAPTCHA configuration (RECAPTCHA_SITE_KEY): the CSP allows Google's script and frames only when a site
// key is set, and GET /forms/{id} hands the key to forms that ask for reCAPTCHA. No request leaves the
// machine: only headers and answers are checked.
import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../helpers/test-app.js'

const directive = (csp: string, name: string) =>
  csp
    .split(';')
    .map((d) => d.trim())
    .find((d) => d.startsWith(`${name} `)) ?? ''

describe.each([
  ['with RECAPTCHA_SITE_KEY', 'site-key-for-tests'],
  ['without a site key', undefined],
])('%s', (_name, siteKey) => {
  let t: TestApp
  beforeAll(async () => {
    t = await startTestApp({ forms: { worker: false, ...(siteKey ? { recaptchaSiteKey: siteKey } : {}) } })
    await t.database.query(
      `UPDATE forms SET definition = jsonb_set(definition, '{settings,recaptcha}', 'true') WHERE id = 'test-drive'`,
    )
  })
  afterAll(() => t.close())

  it('allows Google’s reCAPTCHA in the CSP only with a key, keeping the nonce', async () => {
    const res = await request(t.app).get('/test-drive').expect(200)
    const csp = String(res.headers['content-security-policy'])
    const scriptSrc = directive(csp, 'script-src')
    expect(scriptSrc).toMatch(/'nonce-[A-Za-z0-9+/=]+'/)
    const hosts = [
      [scriptSrc, 'https://www.google.com/recaptcha/'],
      [scriptSrc, 'https://www.gstatic.com/recaptcha/'],
      [directive(csp, 'frame-src'), 'https://www.google.com/recaptcha/'],
      [directive(csp, 'frame-src'), 'https://recaptcha.google.com/recaptcha/'],
    ] as const
    for (const [value, host] of hosts) expect(value.split(' ').includes(host)).toBe(Boolean(siteKey))
    expect(directive(csp, 'frame-src')).toContain('https://www.youtube-nocookie.com')
    // The cached page swaps its nonce for hashes and keeps Google's hosts: the form's script needs no nonce.
    const cached = String(
      (await request(t.app).get('/test-drive').expect(200)).headers['content-security-policy'],
    )
    expect(cached).not.toContain('nonce')
    for (const host of ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'])
      expect(directive(cached, 'script-src').split(' ').includes(host)).toBe(Boolean(siteKey))
  })

  it('answers the site key with forms that ask for reCAPTCHA only', async () => {
    const testDrive = (await request(t.app).get('/forms/test-drive').expect(200)).body.data.data
    expect(testDrive.recaptcha_site_key).toBe(siteKey)
    const contactUs = (await request(t.app).get('/forms/contact-us').expect(200)).body.data.data
    expect(contactUs).not.toHaveProperty('recaptcha_site_key')
  })
})
