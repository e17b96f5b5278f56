import { expect, test, type Page } from '@playwright/test'
import { expectAccessible } from './expect-accessible.js'
import { refuseCookies } from './refuse-cookies.js'
import { watchProblems } from './watch-problems.js'
import { pageWidth } from './page-width.js'
import { siteUrl } from './site-url.js'

// Issue 15 item 6 (decision 047): a shopper searches from the footer, picks a suggestion and sees results;
// the spec's no-results text; the Arabic page right to left; both themes at 1280 and 375 px.

const NO_RESULTS =
  'Sorry there were no results for your search. Please try again with another term or phrase.'

test.use({ bypassCSP: true })

/** The footer's search field, hydrated (it hydrates when it nears the viewport). */
async function footerSearch(page: Page) {
  const form = page.locator('footer [data-island="layout:search-autocomplete"]')
  await form.scrollIntoViewIfNeeded()
  await expect(form).toHaveAttribute('data-hydrated', '')
  return form
}

async function screenshots(page: Page, name: string): Promise<void> {
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.screenshot({ path: `test-results/screenshots/${name}-1280.png`, fullPage: true })
  expect(await pageWidth(page)).toBeLessThanOrEqual(1280)
  await page.setViewportSize({ width: 375, height: 800 })
  await page.screenshot({ path: `test-results/screenshots/${name}-375.png`, fullPage: true })
  expect(await pageWidth(page)).toBeLessThanOrEqual(375)
}

test('a shopper searches from the footer, picks a suggestion and sees the results', async ({ page }) => {
  const problems = watchProblems(page)
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto(siteUrl('localhost', '/'))
  await refuseCookies(page)
  const form = await footerSearch(page)
  const input = form.getByRole('combobox', { name: 'Search' })
  const list = form.getByRole('listbox')

  // Two characters ask nothing; the third does, after the pause.
  const asked: string[] = []
  page.on('request', (r) => {
    if (r.url().includes('/search_suggestions/'))
      asked.push(new URL(r.url()).searchParams.get('keyword') ?? '')
  })
  await input.pressSequentially('ra')
  await page.waitForTimeout(400)
  expect(asked).toEqual([])
  await expect(list).toBeHidden()
  await input.pressSequentially('nge')
  await expect(list).toBeVisible()
  expect(asked).toEqual(['range'])
  const options = list.getByRole('option')
  expect(await options.count()).toBeLessThanOrEqual(5)
  for (const text of await options.allTextContents()) expect(text.toLowerCase()).toContain('range')
  await expect(input).toHaveAttribute('aria-expanded', 'true')
  await expectAccessible(page, 'footer [data-island="layout:search-autocomplete"]')
  await page.screenshot({ path: 'test-results/screenshots/search-suggestions-lrdx-1280.png' })

  // Keyboard: arrows move through the list, Escape closes it, the arrow opens it again.
  await input.press('ArrowDown')
  await expect(options.first()).toHaveAttribute('aria-selected', 'true')
  await expect(input).toHaveAttribute(
    'aria-activedescendant',
    (await options.first().getAttribute('id')) ?? '',
  )
  await input.press('Escape')
  await expect(list).toBeHidden()
  await expect(input).toHaveAttribute('aria-expanded', 'false')
  await input.press('ArrowDown')
  await expect(list).toBeVisible()

  // An outside click hides the list; below three characters it stays hidden.
  await page.locator('.site-footer__copyright').click()
  await expect(list).toBeHidden()
  await input.fill('ra')
  await page.waitForTimeout(400)
  await expect(list).toBeHidden()

  // Picking a suggestion searches for it.
  await input.fill('range rover sp')
  await list.getByRole('option', { name: 'Range Rover Sport', exact: true }).click()
  await expect(page).toHaveURL(/\/search\?keyword=Range\+Rover\+Sport$/)
  const results = page.locator('.search-page')
  await expect(results.getByRole('heading', { level: 1 })).toHaveText('Search')
  await expect(results.getByRole('status')).toContainText(/\d+ results? for “Range Rover Sport”/)
  const firstResult = results.locator('.search-page__result-title a').first()
  await expect(firstResult).toBeVisible()
  const href = (await firstResult.getAttribute('href')) ?? ''
  expect(href).toMatch(/^\//)
  await expect(results.locator('.search-page__snippet mark').first()).toBeVisible()
  await expect(results.getByRole('heading', { name: 'Vehicles in stock' })).toBeVisible()
  await expect(results.getByRole('combobox', { name: 'Search' })).toHaveValue('Range Rover Sport')
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'none')
  await expectAccessible(page)
  await screenshots(page, 'search-results-lrdx')

  // A result opens its page.
  await page.setViewportSize({ width: 1280, height: 900 })
  await firstResult.click()
  await expect(page).toHaveURL(new URL(href, page.url()).href)
  expect(problems).toEqual([])
})

test('nothing found: the spec text, on the Jaguar site, with the keyword echoed as text', async ({
  page,
}) => {
  const problems = watchProblems(page)
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto(siteUrl('jaguar.localhost', '/search?keyword=%3Cb%3Ezzqx%3C%2Fb%3E'))
  await refuseCookies(page)
  await expect(page.locator('.search-page').getByRole('status')).toHaveText(NO_RESULTS)
  await expect(page.getByRole('combobox', { name: 'Search' }).first()).toHaveValue('<b>zzqx</b>')
  await expectAccessible(page)
  await screenshots(page, 'search-no-results-jdx')

  // The Jaguar site finds its own models, by the page search form, with Enter on a suggestion.
  await page.setViewportSize({ width: 1280, height: 900 })
  const input = page.locator('.search-page').getByRole('combobox', { name: 'Search' })
  await input.fill('')
  await input.pressSequentially('pace')
  await expect(page.locator('.search-page').getByRole('listbox')).toBeVisible()
  await input.press('ArrowDown')
  const chosen = await page.locator('.search-page [role="option"][aria-selected="true"]').textContent()
  await input.press('Enter')
  await expect(page).toHaveURL(
    new RegExp(`/search\\?keyword=${encodeURIComponent(chosen ?? '').replace(/%20/g, '\\+')}$`),
  )
  await expect(page.locator('.search-page__result').first()).toBeVisible()
  await expectAccessible(page)
  await screenshots(page, 'search-results-jdx')
  expect(problems).toEqual([])
})

test('Arabic: the footer search suggests in Arabic and /ar/search answers right to left', async ({
  page,
}) => {
  const problems = watchProblems(page)
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto(siteUrl('localhost', '/ar'))
  await refuseCookies(page)
  const form = await footerSearch(page)
  const input = form.getByRole('combobox')
  await input.pressSequentially('رينج')
  await form.getByRole('option', { name: 'رينج روفر', exact: true }).click()
  await expect(page).toHaveURL(/\/ar\/search\?keyword=/)
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  await expect(page.locator('.search-page').getByRole('heading', { level: 1 })).toHaveText('بحث')
  await expect(page.locator('.search-page__result a[href^="/ar/"]').first()).toBeVisible()
  await expectAccessible(page)
  await screenshots(page, 'search-results-lrdx-ar')

  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto(siteUrl('jaguar.localhost', '/ar/search?keyword=zzqx'))
  await expect(page.locator('.search-page').getByRole('status')).toContainText('عذرًا')
  await expectAccessible(page)
  await screenshots(page, 'search-no-results-jdx-ar')
  expect(problems).toEqual([])
})
