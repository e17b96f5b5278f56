import { expect, test, type Page } from '@playwright/test'

// The demo pages with JavaScript disabled (the `nojs` project): what bots and visitors without scripts get
// is the whole page, every block with its real content, no placeholder and no error state.

function url(host: string, path: string): string {
  const port = new URL(test.info().project.use.baseURL as string).port
  return `http://${host}:${port}${path}`
}

/** Checks what every page must show without JavaScript. */
async function expectComplete(page: Page): Promise<void> {
  await expect(page.locator('body')).not.toContainText('Something went wrong')
  await expect(page.locator('.block-loading')).toHaveCount(0)
  // Content React would move into place with a script (a boundary sent after the footer) is not there.
  await expect(page.locator('[hidden][id^="S:"]')).toHaveCount(0)
  // Every block has an element of its own besides its anchor, and every block of the page (nested ones may
  // sit in a closed tab) takes room on it.
  const empty = await page
    .locator('main .block')
    .evaluateAll((blocks) =>
      blocks
        .filter(
          (b) =>
            [...b.children].every((c) => c.classList.contains('block__anchor')) ||
            (b.id.startsWith('component-') && b.getBoundingClientRect().height === 0),
        )
        .map((b) => `${b.id} ${b.getAttribute('data-block')}`),
    )
  expect(empty).toEqual([])
}

const PAGES = [
  ['lrdx-home', 'localhost', '/'],
  ['lrdx-home-ar', 'localhost', '/ar'],
  ['lrdx-test-drive', 'localhost', '/test-drive'],
  ['jdx-home', 'jaguar.localhost', '/'],
] as const

for (const [name, host, path] of PAGES) {
  test(`${name} is complete without JavaScript`, async ({ page }) => {
    const response = await page.goto(url(host, path))
    expect(response?.status()).toBe(200)
    await expectComplete(page)
  })
}

test('the home page shows the stock carousel with its cards', async ({ page }) => {
  await page.goto(url('localhost', '/'))
  const carousel = page.locator('[data-block="stock-locator-carousel"]')
  await expect(carousel.locator('.vehicle-card').first()).toBeVisible()
  expect(await carousel.locator('.vehicle-card').count()).toBeGreaterThan(1)
})

test('the test-drive page shows its form block', async ({ page }) => {
  const response = await page.goto(url('localhost', '/test-drive'))
  const block = page.locator('[data-block="expanded-entry-form"]')
  await expect(block.getByRole('heading', { name: 'Book a test drive' })).toBeVisible()
  const form = block.getByTestId('lead-form:test-drive')
  await expect(form).toBeVisible()
  // The form's own fields with their labels, not a loading note.
  await expect(form.getByLabel('Model')).toBeVisible()
  await expect(form.getByLabel('Postcode')).toBeVisible()
  await expect(form.getByRole('button', { name: 'Next' })).toBeVisible()
  await expect(block).not.toContainText('Loading the form')
  // Chromium with scripts disabled by Playwright still parses <noscript> as text, so check the HTML sent.
  expect(await response?.text()).toContain(
    '<noscript><p class="lead-form__note">Sending this form needs JavaScript.',
  )
})

test('the Arabic test-drive page shows its form with its fields', async ({ page }) => {
  await page.goto(url('localhost', '/ar/test-drive'))
  const form = page.getByTestId('lead-form:test-drive-ar')
  await expect(form).toBeVisible()
  expect(await form.locator('label').count()).toBeGreaterThan(2)
  await expect(page.locator('[data-block="expanded-entry-form"]')).not.toContainText('جارٍ تحميل النموذج')
})

test('the stock page lists vehicles, and a vehicle page shows the vehicle', async ({ page }) => {
  const response = await page.goto(url('localhost', '/stock'))
  expect(response?.status()).toBe(200)
  await expectComplete(page)
  const cards = page.locator('.vehicle-card')
  expect(await cards.count()).toBeGreaterThan(1)
  const href = await cards.first().locator('a.vehicle-card__link').getAttribute('href')
  expect(href).toMatch(/\/showroom\//)
  const vehicle = await page.goto(url('localhost', href as string))
  expect(vehicle?.status()).toBe(200)
  await expect(page.locator('.vehicle-page__title')).not.toBeEmpty()
  await expect(page.locator('body')).not.toContainText('Something went wrong')
})
