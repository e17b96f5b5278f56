import { expect, test } from '@playwright/test'
import { expectAccessible } from './expect-accessible.js'
import { openNewPage } from './editor-session.js'
import { refuseCookies } from './refuse-cookies.js'
import { sweepPages } from './sweep-pages.js'
import { watchProblems } from './watch-problems.js'

// The model showcase blocks of issue 16 (derivatives with their filters and standard equipment, the
// catalogue specification, key details, electrifying power, the accolade) on both sites, in English and
// Arabic: no console errors or failed requests, nothing wider than the screen at 1280 and 375 px, no serious
// axe violation; screenshots in test-results/screenshots. Then a shopper uses the filters' hash ids and the
// standard equipment dialog by keyboard.
test.use({ bypassCSP: true })

const PAGES = [
  ['lrdx-derivatives', 'localhost', '/models/defender/derivatives'],
  ['lrdx-derivatives-ar', 'localhost', '/ar/models/defender/derivatives'],
  ['jdx-derivatives', 'jaguar.localhost', '/models/f-pace/derivatives'],
  ['jdx-derivatives-ar', 'jaguar.localhost', '/ar/models/f-pace/derivatives'],
] as const

// Islands in closed tabs hydrate when opened: the sweep waits for those on show.
sweepPages(PAGES, {
  visibleIslandsOnly: true,
  afterHydration: async (page) => {
    await expect(page.locator('.block-error')).toHaveCount(0)
    // The catalogue's figures streamed in: the specification table and the derivatives' figures.
    await expect(page.locator('.jlr-spec__row').first()).toBeVisible()
    await expect(page.locator('.model-summary__figure').first()).toBeVisible()
  },
  // Lazy images load as the shopper scrolls: scroll through once so the full-page screenshot shows them.
  beforeWideScreenshot: async (page) => {
    for (let y = 0; y < (await page.evaluate(() => document.documentElement.scrollHeight)); y += 700) {
      await page.evaluate((top) => window.scrollTo(0, top), y)
      await page.waitForTimeout(50)
    }
    await page.waitForLoadState('networkidle')
    await page.evaluate(() => window.scrollTo(0, 0))
  },
})

test('a shopper moves between the filters by keyboard; each puts its hash id in the address', async ({
  page,
}) => {
  const problems = watchProblems(page)
  await page.goto('/models/defender/derivatives')
  await refuseCookies(page)
  const filters = page.locator('[data-island="jlr-model-summary-filters"]')
  await filters.scrollIntoViewIfNeeded()
  await expect(filters).toHaveAttribute('data-hydrated')
  const first = page.getByRole('tab', { name: 'Defender 90' })
  await expect(first).toHaveAttribute('aria-selected', 'true')
  await first.focus()
  await page.keyboard.press('ArrowRight')
  const second = page.getByRole('tab', { name: 'Defender 110' })
  await expect(second).toBeFocused()
  await expect(second).toHaveAttribute('aria-selected', 'true')
  await expect(page).toHaveURL(/#defender-110$/)
  await expect(page.getByRole('heading', { name: 'Defender 110' }).first()).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Defender 90', level: 3 })).toBeHidden()
  await page.keyboard.press('End')
  await expect(page.getByRole('tab', { name: 'Defender 130' })).toHaveAttribute('aria-selected', 'true')
  await expect(page).toHaveURL(/#defender-130$/)
  expect(problems).toEqual([])
})

test("a derivative's hash id opens its filter, in Arabic too", async ({ page }) => {
  await page.goto('/models/defender/derivatives#defender-110-v8')
  await refuseCookies(page)
  const filters = page.locator('[data-island="jlr-model-summary-filters"]')
  await expect(filters).toHaveAttribute('data-hydrated')
  await expect(page.getByRole('tab', { name: 'Defender 110' })).toHaveAttribute('aria-selected', 'true')
  await expect(page.locator('#defender-110-v8').locator('xpath=..')).toBeVisible()
  // A link to another derivative while on the page (hashchange) opens its filter.
  await page.evaluate(() => (window.location.hash = 'defender-130-outbound'))
  await expect(page.getByRole('tab', { name: 'Defender 130' })).toHaveAttribute('aria-selected', 'true')

  // Right to left: ArrowLeft moves to the next filter.
  await page.goto('/ar/models/defender/derivatives#defender-110')
  const arabic = page.locator('[data-island="jlr-model-summary-filters"]')
  await expect(arabic).toHaveAttribute('data-hydrated')
  const tab110 = page.getByRole('tab', { name: 'Defender 110' })
  await expect(tab110).toHaveAttribute('aria-selected', 'true')
  await tab110.focus()
  await page.keyboard.press('ArrowLeft')
  await expect(page.getByRole('tab', { name: 'Defender 130' })).toHaveAttribute('aria-selected', 'true')
  await expect(page).toHaveURL(/#defender-130$/)
})

test('a shopper opens the standard equipment dialog by keyboard and closes it with Escape', async ({
  page,
}) => {
  const problems = watchProblems(page)
  await page.goto('/models/defender/derivatives#defender-110-x-dynamic')
  await refuseCookies(page)
  const summary = page.locator('[data-island="model-summary"]', {
    has: page.locator('#defender-110-x-dynamic'),
  })
  await summary.scrollIntoViewIfNeeded()
  await expect(summary).toHaveAttribute('data-hydrated')
  const button = summary.getByRole('button', { name: 'Standard equipment' })
  await button.focus()
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: 'Standard equipment' })
  await expect(dialog).toBeVisible()
  await expect(dialog).toContainText('Defender 110 · X-Dynamic SE · D350')
  await expect(dialog.getByText('Three-zone climate control')).toBeVisible()
  await expectAccessible(page, '.equipment-dialog[open]')
  await page.screenshot({ path: 'test-results/screenshots/lrdx-derivatives-equipment-1280.png' })
  // Focus is in the dialog (its close button), Tab stays there.
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(button).toBeFocused()
  // The close button closes it too.
  await page.keyboard.press('Enter')
  await expect(dialog).toBeVisible()
  await page.keyboard.press('Enter')
  await expect(dialog).toBeHidden()
  // On a phone it is a sheet from the bottom.
  await page.setViewportSize({ width: 375, height: 800 })
  await button.press('Enter')
  await expect(dialog).toBeVisible()
  await page.screenshot({ path: 'test-results/screenshots/lrdx-derivatives-equipment-375.png' })
  await page.keyboard.press('Escape')
  expect(problems).toEqual([])
})

test('an editor adds the six model showcase blocks to a page; the canvas shows each from its defaults', async ({
  page,
}) => {
  test.setTimeout(90_000)
  await openNewPage(page, 'Model showcase blocks')
  const canvas = page.frameLocator('iframe')
  for (const [name, template] of [
    ['Specification', 'jlr-specification'],
    ['Derivatives (model summary)', 'model-summary'],
    ['Model summary filters', 'jlr-model-summary-filters'],
    ['Key details', 'range-component'],
    ['Electrifying power', 'electrifying-power'],
    ['Accolade (image box)', 'image-box'],
  ]) {
    await page
      .getByRole('button', { name: `Add ${name}`, exact: true })
      .first()
      .click()
    await expect(canvas.locator(`[data-block="${template}"]`)).toHaveCount(1)
  }
  // The catalogue blocks' previews come from the server with the catalogue's data (defender-110).
  await expect(canvas.locator('.jlr-spec__row').first()).toBeVisible()
  await expect(canvas.locator('.model-summary__figure').first()).toBeVisible()
  await expect(canvas.locator('.block-error')).toHaveCount(0)
})
