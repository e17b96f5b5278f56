import { expect, test, type Page } from '@playwright/test'
import { parseVehicleRef } from '../../engine/storefront/parse-vehicle-ref.js'
import { overlapArea } from './overlap-area.js'
import { refuseCookies } from './refuse-cookies.js'
import { siteUrl } from './site-url.js'
import { watchProblems } from './watch-problems.js'

/** The first vehicle page linked from the stock list. */
async function firstVehiclePath(page: Page): Promise<string> {
  await page.goto('/stock')
  const link = page.locator('a[href^="/showroom/"]').first()
  await expect(link).toBeVisible()
  return (await link.getAttribute('href')) as string
}

test('a vehicle page from the stock list: gallery, prices, finance, save and compare survive a reload', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  const path = await firstVehiclePath(page)
  const problems = watchProblems(page)
  await page.goto(path)
  await expect(page.locator('h1.vehicle-page__title')).toBeVisible()
  await expect(page.locator('.vehicle-prices')).toBeVisible()
  await expect(
    page.locator('[data-island="storefront:vehicle-page/save-button"][data-hydrated]'),
  ).toHaveCount(1)

  await page.getByRole('button', { name: 'Save vehicle' }).click()
  await expect(page.getByRole('button', { name: 'Saved' })).toHaveAttribute('aria-pressed', 'true')
  await page.getByLabel('Compare').check()

  const finance = page.locator('.finance-calculator')
  if (await finance.count()) {
    await finance.scrollIntoViewIfNeeded()
    await expect(
      page.locator('[data-island="storefront:vehicle-page/finance-calculator"][data-hydrated]'),
    ).toHaveCount(1)
    const before = await page.locator('.finance-calculator__payment').textContent()
    const deposit = page.getByLabel('Deposit (%)')
    await deposit.fill('50')
    await deposit.press('Enter')
    await expect(page.locator('.finance-calculator__payment')).not.toHaveText(before ?? '')
  }

  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('sl_product_page_data') ?? '[]'))
  expect(stored).toHaveLength(1)
  expect(path.endsWith(`-${stored[0].id}`)).toBe(true)
  const events = await page.evaluate(() => (window.dataLayer ?? []).map((e) => e.event))
  expect(events).toEqual(expect.arrayContaining(['pdp_view', 'saved_vehicle_add']))

  await page.reload()
  await expect(
    page.locator('[data-island="storefront:vehicle-page/save-button"][data-hydrated]'),
  ).toHaveCount(1)
  await expect(page.getByRole('button', { name: 'Saved' })).toBeVisible()
  await expect(page.getByLabel('In compare list')).toBeChecked()
  await page.screenshot({ path: 'test-results/screenshots/showroom-lrdx.png', fullPage: true })
  expect(problems).toEqual([])
})

test('a wrong slug redirects to the canonical page; an unknown vehicle is not found', async ({ page }) => {
  const path = await firstVehiclePath(page)
  const id = parseVehicleRef(path.slice('/showroom/'.length))?.id
  const res = await page.goto(`/showroom/not-the-right-name-${id}`)
  expect(res?.status()).toBe(200)
  expect(new URL(page.url()).pathname).toBe(path)
  const missing = await page.goto('/showroom/new-defender-2024-nosuchvehicle')
  expect(missing?.status()).toBe(404)
})

test('the Arabic vehicle page is right to left', async ({ page }) => {
  const path = await firstVehiclePath(page)
  await page.goto(`/ar${path}`)
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  await expect(page.locator('.vehicle-spec h2')).toHaveText('المواصفات')
  // Coded values in Arabic, and similar vehicles lead to Arabic vehicle pages.
  await expect(page.locator('.vehicle-spec__table')).not.toContainText(
    /Automatic|Manual|In stock|Diesel|Petrol/,
  )
  const similar = page.locator('.vehicle-similar a.vehicle-card__link')
  expect(await similar.count()).toBeGreaterThan(0)
  for (const href of await similar.evaluateAll((links) => links.map((a) => a.getAttribute('href'))))
    expect(href).toMatch(/^\/ar\/showroom\//)
  await page.screenshot({ path: 'test-results/screenshots/showroom-lrdx-ar.png', fullPage: true })
})

test('the Jaguar vehicle page, with the compare list full (screenshot)', async ({ page }) => {
  await page.goto(siteUrl('jaguar.localhost', '/stock'))
  const path = (await page.locator('a.vehicle-card__link').first().getAttribute('href')) as string
  const problems = watchProblems(page)
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.evaluate(() => sessionStorage.setItem('models', JSON.stringify(['a', 'b', 'c'])))
  await page.goto(siteUrl('jaguar.localhost', path))
  await expect(
    page.locator('[data-island="storefront:vehicle-page/compare-toggle"][data-hydrated]'),
  ).toHaveCount(1)
  await expect(page.getByLabel('Compare list full (3)')).toBeDisabled()
  await page.screenshot({ path: 'test-results/screenshots/showroom-jdx.png', fullPage: true })
  expect(problems).toEqual([])
})

// The Jaguar demo vehicle's buttons end above a 375x800 screen's quick-links bar; a 667 px high phone
// (iPhone SE) brings them under it.
for (const [name, host, floating, height] of [
  ['the floating button', 'localhost', '.fab__button', 800],
  ['the quick-links bar', 'jaguar.localhost', '.quick-links', 667],
] as const)
  test(`on a phone, ${name} never covers the vehicle page's "Enquire now" (screenshots)`, async ({
    page,
  }) => {
    const origin = siteUrl(host, '')
    await page.setViewportSize({ width: 375, height })
    await page.goto(`${origin}/stock`)
    const path = (await page.locator('a.vehicle-card__link').first().getAttribute('href')) as string
    await page.goto(`${origin}${path}`)
    await expect(page.locator('[data-island="layout:floating-action-button"][data-hydrated]')).toHaveCount(1)
    await refuseCookies(page)
    const enquire = '.vehicle-page__buttons a[data-action="enquire"]'
    // Quick links appear once the page has scrolled 400 px. Then every scroll position that shows the
    // button, the button's bottom edge passing the control's place at the bottom of the screen included.
    await page.evaluate(() => window.scrollTo({ top: 1500, behavior: 'instant' }))
    await expect(page.locator(floating)).toBeVisible()
    const buttonBottom = await page
      .locator(enquire)
      .evaluate((el) => el.getBoundingClientRect().bottom + window.scrollY)
    for (let y = Math.max(0, buttonBottom - height); y < buttonBottom; y += 40) {
      await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y)
      await expect.poll(() => overlapArea(page, floating, enquire), { message: `scrolled to ${y}` }).toBe(0)
    }
    await page.locator(enquire).evaluate((el) => el.scrollIntoView({ block: 'end', behavior: 'instant' }))
    await expect.poll(() => overlapArea(page, floating, enquire)).toBe(0)
    await page.screenshot({ path: `test-results/screenshots/showroom-enquire-375x${height}-${host}.png` })
    // Scrolled away from the buttons, the control is back.
    await page.evaluate(() => window.scrollTo({ top: 1500, behavior: 'instant' }))
    await expect(page.locator(floating)).toBeVisible()
  })
