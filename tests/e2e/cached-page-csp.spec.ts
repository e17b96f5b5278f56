import { expect, test } from '@playwright/test'

/**
 * A cached page is stored without a nonce and sent compressed as stored (docs/decisions/017): under its own
 * policy of hashes the metahead scripts and styles still run and the islands still hydrate, with no
 * violation of the policy.
 */
test('a cached page runs its metaheads and hydrates its islands under its policy of hashes', async ({
  page,
}) => {
  const violations: string[] = []
  await page.exposeFunction('reportViolation', (v: string) => violations.push(v))
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) =>
      (window as unknown as { reportViolation: (v: string) => void }).reportViolation(
        `${e.violatedDirective} ${e.blockedURI}`,
      ),
    )
  })
  // The first request renders the page and caches it; the browser then gets the stored copy.
  await expect
    .poll(async () => (await page.request.get('/')).headers()['content-security-policy'] ?? '')
    .not.toContain('nonce')
  const response = await page.goto('/')
  const headers = response?.headers() ?? {}
  expect(headers['content-encoding']).toBe('br')
  expect(headers['content-security-policy']).toMatch(/script-src 'self' 'sha256-/)
  expect(await page.locator('script[nonce]').count()).toBe(0)
  // The site's javascript metahead ran, and the scss one styles the page.
  await expect
    .poll(() =>
      page.evaluate(() =>
        ((window as unknown as { dataLayer?: { event?: string }[] }).dataLayer ?? []).some(
          (entry) => entry.event === 'dealer_site_ready',
        ),
      ),
    )
    .toBe(true)
  expect(await page.locator('style[data-metahead]').count()).toBeGreaterThan(0)
  const styleRules = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLStyleElement>('style[data-metahead]')].map(
      (style) => style.sheet?.cssRules.length ?? 0,
    ),
  )
  expect(styleRules.every((n) => n > 0)).toBe(true)
  // The hero hydrates on a first interaction (decision 021): hovering it loads its chunk and React DOM,
  // which must run under the same policy.
  await page.locator('[data-island="hero-carousel"]').hover()
  await expect(page.locator('[data-island="hero-carousel"][data-hydrated]')).toHaveCount(1)
  expect(violations).toEqual([])
})
