import { expect, test, type Page } from '@playwright/test'
import { pointerAway } from './pointer-away.js'

// The layout's islands: plain modules for the cookie banner (no React), the navigation and the exit popup
// loaded on interaction, with a click before they are ready held and replayed; the floating button loads
// with the page (it makes way for the page's buttons as the shopper scrolls).

/** The script URLs the page has requested so far. */
function scripts(page: Page): string[] {
  const urls: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') urls.push(new URL(request.url()).pathname)
  })
  return urls
}

test('the cookie banner works without React: accept hides it for good', async ({ page }) => {
  await pointerAway(page)
  const loaded = scripts(page)
  await page.goto('/404')
  const banner = page.locator('.cookie-banner')
  await expect(banner).toBeVisible()
  await banner.getByRole('button', { name: /accept/i }).click()
  await expect(banner).toBeHidden()
  await page.reload()
  await page.waitForLoadState('networkidle')
  await expect(banner).toBeHidden()
  // Nothing loaded on interaction is requested before it.
  expect(loaded.filter((url) => /layout-main-navigation|layout-exit-popup/.test(url))).toEqual([])
})

test('the cookie banner: reject hides it too', async ({ page }) => {
  await page.goto('/')
  const banner = page.locator('.cookie-banner')
  await banner.getByRole('button', { name: /reject/i }).click()
  await expect(banner).toBeHidden()
  expect(await page.evaluate(() => localStorage.getItem('cookieConsentStatus'))).toMatch(/^rejected/)
})

test('the navigation loads on interaction, and the first click opens its dropdown', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await pointerAway(page)
  const loaded = scripts(page)
  await page.goto('/')
  await page.waitForLoadState('networkidle')
  expect(loaded.some((url) => url.includes('layout-main-navigation'))).toBe(false)
  const toggle = page.locator('.site-nav__toggle').first()
  await toggle.click()
  await expect(toggle).toHaveAttribute('aria-expanded', 'true')
  await expect(page.locator('.site-nav__dropdown').first()).toBeVisible()
  expect(loaded.some((url) => url.includes('layout-main-navigation'))).toBe(true)
})

test('on a phone, the menu button opens the menu on the first tap', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 })
  await page.goto('/')
  const button = page.locator('.site-nav__menu-button')
  await button.click()
  await expect(button).toHaveAttribute('aria-expanded', 'true')
})

test('the floating action button opens its menu on the first click', async ({ page }) => {
  await page.goto('/')
  await page.waitForLoadState('networkidle')
  // The cookie banner covers the button's corner until a choice is made.
  await page
    .locator('.cookie-banner')
    .getByRole('button', { name: /accept/i })
    .click()
  const button = page.locator('.fab__button')
  await button.click()
  await expect(button).toHaveAttribute('aria-expanded', 'true')
  await expect(page.locator('#fab-menu')).toBeVisible()
})

test('the exit popup holds a link that leaves the site, even when it is the first thing clicked', async ({
  page,
}) => {
  await page.goto('/')
  await page.waitForLoadState('networkidle')
  // Nothing external is requested: the test would navigate away if the popup did not hold the click.
  await page.route(/landrover\.com\.au/, (route) => route.abort())
  const link = page.locator('footer a[href^="https://www.landrover.com.au/"]').first()
  await link.dispatchEvent('click', { button: 0 })
  const dialog = page.getByRole('dialog')
  await expect(dialog).toBeVisible()
  await dialog.getByRole('button', { name: 'Stay on this site' }).click()
  await expect(dialog).toBeHidden()
  expect(new URL(page.url()).pathname).toBe('/')
})
