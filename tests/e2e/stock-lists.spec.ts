import { expect, test } from '@playwright/test'
import { dataLayerEvents } from './data-layer-events.js'
import { siteUrl } from './site-url.js'
import { sweepPages } from './sweep-pages.js'
import { watchProblems } from './watch-problems.js'

// Issue 25, decision 060: the new, approved and used stock lists on both sites and under /ar. Each page
// renders and hydrates cleanly at 1280 and 375 px with no serious axe violation (screenshots in
// test-results/screenshots); a filter narrows one list; each list page pushes page kind plp.
test.use({ bypassCSP: true })

const LISTS = ['new', 'approved', 'used'] as const
const PAGES = (
  [
    ['lrdx', 'localhost'],
    ['jdx', 'jaguar.localhost'],
  ] as const
).flatMap(([theme, host]) =>
  LISTS.flatMap((list) => [
    [`${theme}-stock-${list}`, host, `/stock/${list}`] as const,
    [`${theme}-stock-${list}-ar`, host, `/ar/stock/${list}`] as const,
  ]),
)

const island = '[data-island="stock-locator"]'

sweepPages(PAGES, {
  afterHydration: async (page) => {
    await expect(page.locator(`${island} article[data-vehicle-id]`)).toHaveCount(12)
  },
})

test('a Retailer filter narrows the used list: every card is that retailer’s, and the URL keeps the search', async ({
  page,
}) => {
  const problems = watchProblems(page)
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto(siteUrl('localhost', '/stock/used'))
  await expect(page.locator(`${island}[data-hydrated]`)).toHaveCount(1)
  const count = page.locator(`${island} .stock-locator__count`)
  await expect(count).toHaveText(/^[\d,]+ vehicles found$/)
  const before = Number((await count.textContent())?.replace(/\D/g, ''))

  const retailers = page.locator('.facet-list').filter({ hasText: 'Retailer' })
  const option = retailers.locator('input[type=checkbox]:not([disabled])').first()
  const label = retailers.locator('label').first()
  const expected = Number((await label.locator('.facet-list__count').textContent())?.replace(/\D/g, ''))
  expect(expected).toBeGreaterThan(0)
  expect(expected).toBeLessThan(before)
  await option.check()
  await expect(page).toHaveURL(/owner_id_in=/)
  await expect(count).toHaveText(expected === 1 ? '1 vehicle found' : `${expected} vehicles found`)
  await expect(page.getByRole('button', { name: /Remove filter Retailer:/ })).toHaveCount(1)
  // The cards link to used vehicles only.
  for (const href of await page
    .locator(`${island} .stock-locator__main .vehicle-card__link`)
    .evaluateAll((links) => links.map((a) => a.getAttribute('href'))))
    expect(href).toMatch(/^\/showroom\/used-/)
  expect(problems).toEqual([])
})

test('each list page pushes page kind plp once the shopper accepts analytics', async ({ browser }) => {
  for (const [host, path] of [
    ['localhost', '/stock/new'],
    ['localhost', '/ar/stock/approved'],
    ['jaguar.localhost', '/stock/used'],
  ] as const) {
    // A fresh context per page: the consent given on one must not carry over to the next.
    const context = await browser.newContext()
    const page = await context.newPage()
    await page.goto(siteUrl(host, path))
    await page.locator('.cookie-banner:not([hidden]) [data-consent="acceptAll"]').click()
    await expect
      .poll(async () => (await dataLayerEvents(page, 'page_view')).map((e) => e.page_kind))
      .toEqual(['plp'])
    expect((await dataLayerEvents(page, 'page_view'))[0]).toMatchObject({ page_path: path })
    await context.close()
  }
})
