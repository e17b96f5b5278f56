import { expect, test } from '@playwright/test'
import { overlapArea } from './overlap-area.js'
import { refuseCookies } from './refuse-cookies.js'
import { watchProblems } from './watch-problems.js'
import { pageWidth } from './page-width.js'
import { siteUrl } from './site-url.js'

const PAGES = [
  ['lrdx-home', 'localhost', '/'],
  ['lrdx-defender', 'localhost', '/models/defender'],
  ['lrdx-ownership', 'localhost', '/ownership'],
  ['lrdx-offers', 'localhost', '/offers'],
  ['lrdx-home-ar', 'localhost', '/ar'],
  ['jdx-home', 'jaguar.localhost', '/'],
  ['jdx-home-ar', 'jaguar.localhost', '/ar'],
  // Service journeys, part B (decision 041).
  ['lrdx-map-update', 'localhost', '/ownership/map-update'],
  ['jdx-recall-check-ar', 'jaguar.localhost', '/ar/ownership/recall-check'],
  ['lrdx-news', 'localhost', '/news'],
  ['jdx-range', 'jaguar.localhost', '/models/i-pace/range'],
  ['lrdx-racing-ar', 'localhost', '/ar/racing'],
] as const

for (const [name, host, path] of PAGES) {
  test(`${name} renders without console errors`, async ({ page }) => {
    const problems = watchProblems(page)
    await page.setViewportSize({ width: 1280, height: 900 })
    const response = await page.goto(siteUrl(host, path), { waitUntil: 'load' })
    expect(response?.status()).toBe(200)
    await page.evaluate(async () => {
      // Scroll through the page so every island hydrates and every lazy image loads.
      for (let y = 0; y < document.body.scrollHeight; y += 600) {
        window.scrollTo(0, y)
        await new Promise((r) => setTimeout(r, 60))
      }
      window.scrollTo(0, 0)
    })
    await page.waitForLoadState('networkidle')
    await page.screenshot({ path: `test-results/screenshots/${name}-1280.png`, fullPage: true })
    // Nothing widens the page sideways (a carousel's hidden texts once did), at either width.
    expect(await pageWidth(page)).toBeLessThanOrEqual(1280)
    await page.setViewportSize({ width: 375, height: 800 })
    await page.screenshot({ path: `test-results/screenshots/${name}-375.png`, fullPage: true })
    expect(await pageWidth(page)).toBeLessThanOrEqual(375)
    expect(problems).toEqual([])
  })
}

for (const width of [375, 1280])
  test(`at the end of the page the floating button leaves the footer's last lines readable (${width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 })
    await page.goto(siteUrl('localhost', '/'))
    // The button is the server's markup here: it loads its script on the shopper's first interaction.
    await page.waitForLoadState('networkidle')
    await refuseCookies(page)
    // Blocks load as they near the viewport, so the page grows: scroll to its end until it stays there.
    const toEnd = () =>
      page.evaluate(() => {
        window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' })
        return Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight
      })
    await expect.poll(toEnd).toBe(true)
    await expect(page.locator('.fab__button')).toBeVisible()
    for (const line of ['.site-footer__copyright', '.site-footer__bottom-items li:last-child'])
      await expect
        .poll(async () => ((await toEnd()) ? overlapArea(page, '.fab__button', line) : -1), { message: line })
        .toBe(0)
  })

test('the two sites have their own themes, and /ar is right to left', async ({ page }) => {
  await page.goto(siteUrl('localhost', '/'))
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'lrdx')
  await page.goto(siteUrl('jaguar.localhost', '/'))
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'jdx')
  await page.goto(siteUrl('localhost', '/ar'))
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar')
})

test('an island hydrates when it nears the viewport and responds to a click', async ({ page }) => {
  await page.goto(siteUrl('localhost', '/'))
  const tabs = page.locator('[data-island="jlr-tabs"]').first()
  await tabs.scrollIntoViewIfNeeded()
  await expect(tabs).toHaveAttribute('data-hydrated', '')
  const tabButtons = tabs.getByRole('tab')
  await tabButtons.nth(1).click()
  await expect(tabButtons.nth(1)).toHaveAttribute('aria-selected', 'true')
  await expect(tabButtons.nth(0)).toHaveAttribute('aria-selected', 'false')
})

test("a page of static blocks loads no block JavaScript (only the layout's islands)", async ({ page }) => {
  const scripts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url())
  })
  await page.goto(siteUrl('localhost', '/404'))
  await page.waitForLoadState('networkidle')
  expect(scripts.filter((s) => /\/assets\/block-/.test(s))).toEqual([])
  await page.goto(siteUrl('localhost', '/'))
  await page.waitForLoadState('networkidle')
  // The home page has interactive blocks: the hero's chunk loads when the shopper points at it (before
  // that, its server markup is the carousel), the others when they near the viewport.
  await page.locator('[data-island="hero-carousel"]').hover()
  await expect.poll(() => scripts.some((s) => /\/assets\/block-hero-carousel-/.test(s))).toBe(true)
  await page.locator('[data-island="jlr-tabs"]').first().scrollIntoViewIfNeeded()
  await expect.poll(() => scripts.some((s) => /\/assets\/block-jlr-tabs-/.test(s))).toBe(true)
})

test('the not-found page hydrates its layout islands without errors (React #418)', async ({ page }) => {
  const errors: string[] = []
  page.on('console', (message) => {
    // The 404 answer itself is reported as a failed resource load; hydration errors are what count.
    if (message.type() === 'error' && !/status of 404/.test(message.text())) errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  const response = await page.goto(siteUrl('localhost', '/no-such-page'))
  expect(response?.status()).toBe(404)
  await expect(page.locator('[data-island^="layout:"]').first()).toHaveAttribute('data-hydrated', '')
  await page.waitForLoadState('networkidle')
  expect(errors).toEqual([])
})
