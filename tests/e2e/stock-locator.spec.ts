import { expect, test, type Page } from '@playwright/test'
import { siteUrl } from './site-url.js'

/** Collects console errors and failed requests; the stock pages should have none. */
function watch(page: Page): string[] {
  const problems: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`)
  })
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`))
  page.on('response', (response) => {
    if (response.status() >= 400 && !response.url().includes('/showroom/'))
      problems.push(`${response.status()}: ${response.url()}`)
  })
  return problems
}

const island = '[data-island="stock-locator"]'
const cardIds = (page: Page) =>
  page
    .locator(`${island} .stock-locator__main article[data-vehicle-id]`)
    .evaluateAll((cards) => cards.map((c) => c.getAttribute('data-vehicle-id')))

async function openStock(page: Page, path = '/stock', host = 'localhost'): Promise<void> {
  await page.goto(siteUrl(host, path))
  await expect(page.locator(`${island}[data-hydrated]`)).toHaveCount(1)
}

test('filter, sort and paginate; the URL gives the same results in a new page; Back restores the search', async ({
  page,
  context,
}) => {
  const problems = watch(page)
  await page.setViewportSize({ width: 1280, height: 900 })
  await openStock(page)
  const count = page.getByRole('status').first()
  const before = await count.textContent()

  // Filter by the first model that has vehicles.
  const model = page
    .locator('.facet-list')
    .filter({ hasText: 'Model' })
    .locator('input[type=checkbox]:not([disabled])')
    .first()
  await model.check()
  await expect(page).toHaveURL(/nameplate_name_in=/)
  await expect(count).not.toHaveText(before ?? '')
  await expect(page.getByRole('button', { name: /Remove filter Model:/ })).toHaveCount(1)

  // Sort by price.
  await page.getByLabel('Sort by').selectOption('priceAsc')
  await expect(page).toHaveURL(/sort=priceAsc/)

  // Clear the model filter and go to page 2 (the full list has more than 12).
  await page.getByRole('button', { name: /Remove filter Model:/ }).click()
  await expect(page).not.toHaveURL(/nameplate_name_in=/)
  await page.getByRole('link', { name: 'Next page' }).click()
  await expect(page).toHaveURL(/page=2/)
  await expect(page.locator('.pagination [aria-current="page"]')).toHaveText('2')
  const pageTwo = await cardIds(page)
  expect(pageTwo.length).toBeGreaterThan(0)

  // The same URL in a new page shows the same vehicles.
  const other = await context.newPage()
  await other.goto(page.url())
  await expect(other.locator(`${island} article[data-vehicle-id]`).first()).toBeVisible()
  expect(await cardIds(other)).toEqual(pageTwo)
  await other.close()

  // Back: page 1 of the same sort again.
  await page.goBack()
  await expect(page).not.toHaveURL(/page=2/)
  await expect(page.locator('.pagination [aria-current="page"]')).toHaveText('1')
  expect(await cardIds(page)).not.toEqual(pageTwo)
  expect(problems).toEqual([])
})

test("a range filter's Apply without a change adds no history entry: Back leaves the stock page", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto(siteUrl('localhost', '/'))
  await openStock(page)
  const apply = page.locator(`${island} .range-filter__apply`).first()
  await apply.click()
  await apply.click()
  expect(new URL(page.url()).search).toBe('')
  await page.goBack()
  await expect(page).toHaveURL(siteUrl('localhost', '/'))
})

test('open a vehicle, save one and see it in the saved view', async ({ page }) => {
  await openStock(page)
  const first = page.locator(`${island} article[data-vehicle-id]`).first()
  const id = await first.getAttribute('data-vehicle-id')
  await first.getByRole('button', { name: /Save vehicle/ }).click()
  await expect(first.getByRole('button', { name: /Saved/ })).toHaveAttribute('aria-pressed', 'true')
  const stored = await page.evaluate(() => window.localStorage.getItem('sl_product_page_data'))
  expect(JSON.parse(stored ?? '[]')).toEqual([expect.objectContaining({ id, list: 'new' })])
  await page.getByRole('button', { name: 'Saved vehicles (1)' }).click()
  await expect(page.locator(`${island} article[data-vehicle-id="${id}"]`)).toBeVisible()
  await expect(page.locator(`${island} article[data-vehicle-id]`)).toHaveCount(1)

  await page.getByRole('button', { name: 'All vehicles' }).click()
  await page.locator(`${island} article[data-vehicle-id="${id}"] .vehicle-card__link`).click()
  // The vehicle page may be built by another part of the work: the link's shape is what this checks.
  await expect(page).toHaveURL(new RegExp(`/showroom/new-[^/?]+-${id}$`))
})

test('compare two vehicles: the compare view shows both side by side, remove takes one off', async ({
  page,
}) => {
  const problems = watch(page)
  await page.setViewportSize({ width: 1280, height: 900 })
  await openStock(page)
  const cards = page.locator(`${island} .stock-locator__main article[data-vehicle-id]`)
  const ids = [
    await cards.nth(0).getAttribute('data-vehicle-id'),
    await cards.nth(1).getAttribute('data-vehicle-id'),
  ]
  for (const n of [0, 1]) {
    const toggle = cards.nth(n).locator('.vehicle-card__compare')
    await toggle.click()
    await expect(toggle).toHaveAttribute('aria-pressed', 'true')
  }
  expect(JSON.parse((await page.evaluate(() => sessionStorage.getItem('models'))) ?? '[]')).toEqual(ids)

  // Keyboard: the view button is reachable and works with Enter.
  const view = page.getByRole('button', { name: 'Compare (2)' })
  await view.focus()
  await page.keyboard.press('Enter')
  const table = page.getByRole('table', { name: 'Compared vehicles' })
  await expect(table.locator('thead th[scope=col]')).toHaveCount(2)
  for (const id of ids) await expect(table.locator(`th[data-vehicle-id="${id}"]`)).toBeVisible()
  await expect(table.getByRole('rowheader', { name: 'Price' })).toBeVisible()
  await expect(table.getByRole('rowheader', { name: 'Transmission' })).toBeVisible()
  await page.screenshot({ path: 'test-results/screenshots/lrdx-stock-compare-1280.png', fullPage: true })

  await table
    .locator(`th[data-vehicle-id="${ids[0]}"]`)
    .getByRole('button', { name: /Remove/ })
    .click()
  await expect(table.locator('thead th[scope=col]')).toHaveCount(1)
  await expect(table.locator(`th[data-vehicle-id="${ids[1]}"]`)).toBeVisible()
  await expect(page.getByRole('button', { name: 'Compare (1)' })).toBeVisible()
  expect(JSON.parse((await page.evaluate(() => sessionStorage.getItem('models'))) ?? '[]')).toEqual([ids[1]])

  // The vehicle link opens its page.
  await table.locator(`th[data-vehicle-id="${ids[1]}"] a.compare-table__name`).click()
  await expect(page).toHaveURL(new RegExp(`/showroom/[^/?]+-${ids[1]}$`))
  expect(problems).toEqual([])
})

for (const [name, host, path, viewName] of [
  ['jdx-stock-compare', 'jaguar.localhost', '/stock', 'Compare (2)'],
  ['lrdx-stock-compare-ar', 'localhost', '/ar/stock', 'المقارنة (2)'],
] as const) {
  test(`${name}: compare view and vehicle links keep the site and language (screenshots)`, async ({
    page,
  }) => {
    const problems = watch(page)
    await page.setViewportSize({ width: 1280, height: 900 })
    await openStock(page, path, host)
    const cards = page.locator(`${island} .stock-locator__main article[data-vehicle-id]`)
    const prefix = path.startsWith('/ar/') ? '/ar' : ''
    const href = await cards.first().locator('.vehicle-card__link').getAttribute('href')
    expect(href?.startsWith(`${prefix}/showroom/`)).toBe(true)
    for (const n of [0, 1]) await cards.nth(n).locator('.vehicle-card__compare').click()
    await page.getByRole('button', { name: viewName }).click()
    const table = page.locator(`${island} table.compare-table`)
    await expect(table.locator('thead th[scope=col]')).toHaveCount(2)
    await expect(table.locator('thead a.compare-table__name').first()).toHaveAttribute(
      'href',
      new RegExp(`^${prefix}/showroom/`),
    )
    await page.screenshot({ path: `test-results/screenshots/${name}-1280.png`, fullPage: true })
    await page.setViewportSize({ width: 375, height: 800 })
    await page.screenshot({ path: `test-results/screenshots/${name}-375.png`, fullPage: true })
    // The table scrolls inside its region; the page does not scroll sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
    expect(problems).toEqual([])
  })
}

test('a postcode search with no retailer opens the postcode modal, which cannot be closed', async ({
  page,
}) => {
  await openStock(page)
  await page.getByLabel('Postcode').first().fill('0000')
  await page.getByLabel('Suburb').first().fill('Nowhere')
  await page.getByRole('main').getByRole('button', { name: 'Search', exact: true }).first().click()
  const dialog = page.getByRole('dialog')
  await expect(dialog).toBeVisible()
  await expect(dialog).toContainText('No retailers found')
  await expect(page).toHaveURL(/_postcode=0000&_locality=Nowhere/)
  await expect(dialog.getByRole('button', { name: 'Close' })).toHaveCount(0)
  // Focus moved into the dialog.
  await expect.poll(() => page.evaluate(() => !!document.activeElement?.closest('[role=dialog]'))).toBe(true)
  await page.keyboard.press('Escape')
  await page.mouse.click(5, 5)
  await expect(dialog).toBeVisible()
})

for (const [name, host, path] of [
  ['lrdx-stock', 'localhost', '/stock'],
  ['jdx-stock', 'jaguar.localhost', '/stock'],
  ['lrdx-stock-ar', 'localhost', '/ar/stock'],
] as const) {
  test(`${name} renders without console errors (screenshots)`, async ({ page }) => {
    const problems = watch(page)
    await page.setViewportSize({ width: 1280, height: 900 })
    await openStock(page, path, host)
    await page.waitForLoadState('networkidle')
    await page.screenshot({ path: `test-results/screenshots/${name}-1280.png`, fullPage: true })
    await page.setViewportSize({ width: 375, height: 800 })
    await page.screenshot({ path: `test-results/screenshots/${name}-375.png`, fullPage: true })
    // Nothing sticks out sideways (right to left included).
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
    expect(problems).toEqual([])
  })
}
