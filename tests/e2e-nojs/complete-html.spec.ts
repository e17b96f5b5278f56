import { expect, test, type Page } from '@playwright/test'
import { siteUrl } from '../e2e/site-url.js'

// The demo pages with JavaScript disabled (the `nojs` project): what bots and visitors without scripts get
// is the whole page, every block with its real content, no placeholder and no error state.

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
  ['lrdx-news', 'localhost', '/news?news_page=2'],
  ['jdx-racing', 'jaguar.localhost', '/racing'],
  ['lrdx-derivatives', 'localhost', '/models/defender/derivatives'],
  ['jdx-derivatives-ar', 'jaguar.localhost', '/ar/models/f-pace/derivatives'],
] as const

for (const [name, host, path] of PAGES) {
  test(`${name} is complete without JavaScript`, async ({ page }) => {
    const response = await page.goto(siteUrl(host, path))
    expect(response?.status()).toBe(200)
    await expectComplete(page)
  })
}

test('the home page shows the stock carousel with its cards', async ({ page }) => {
  await page.goto(siteUrl('localhost', '/'))
  const carousel = page.locator('[data-block="stock-locator-carousel"]')
  await expect(carousel.locator('.vehicle-card').first()).toBeVisible()
  expect(await carousel.locator('.vehicle-card').count()).toBeGreaterThan(1)
})

test('the test-drive page shows its form block', async ({ page }) => {
  const response = await page.goto(siteUrl('localhost', '/test-drive'))
  const block = page.locator('[data-block="expanded-entry-form"]')
  await expect(block.getByRole('heading', { name: 'Book a test drive' })).toBeVisible()
  const form = block.getByTestId('lead-form:test-drive')
  await expect(form).toBeVisible()
  // The form's own fields with their labels, not a loading note.
  await expect(form.getByLabel('Model')).toBeVisible()
  await expect(form.getByLabel('Postcode')).toBeVisible()
  await expect(form.getByRole('button', { name: 'Next' })).toBeVisible()
  await expect(block).not.toContainText('Loading the form')
  // It posts itself without a script, so it says nothing about needing one (it has no robot check).
  // Chromium with scripts disabled by Playwright still parses <noscript> as text, so check the HTML sent.
  await expect(form).toHaveAttribute('method', 'post')
  await expect(form).toHaveAttribute('action', '/forms/test-drive/leads')
  expect(await response?.text()).not.toContain('needs JavaScript')
})

test('a visitor without JavaScript books a test drive: the lead is saved and the thank-you page shows', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000)
  const lastName = `NoScript-${Date.now()}`
  await page.goto(siteUrl('localhost', '/test-drive'))
  const form = page.getByTestId('lead-form:test-drive')
  await form.getByLabel(/^Model/).selectOption('defender_110')
  await form.getByLabel(/^Postcode/).fill('2000')
  // Without a script nothing switches steps: "Next" posts the first step, and the server answers with the
  // whole form, the values entered kept and the spec's texts beside the fields still empty.
  await form.getByRole('button', { name: 'Next' }).click()
  await expect(page).toHaveURL(/\/forms\/test-drive\/leads$/)
  const again = page.getByTestId('lead-form:test-drive')
  await expect(again.getByLabel(/^Model/)).toHaveValue('defender_110')
  await expect(again.getByLabel(/^Postcode/)).toHaveValue('2000')
  await expect(again.locator('#lead-form-first_name-error')).toHaveText('This field is required')
  await expect(page.getByRole('alert')).toContainText('There are problems with')
  await again.getByLabel(/^First name/).fill('Nora')
  await again.getByLabel(/^Last name/).fill(lastName)
  await again.getByLabel(/^Email/).fill('nora@example.com')
  await again.getByLabel(/^Mobile number/).fill('+61 400 000 111')
  await again.getByLabel(/I agree to be contacted/).check()
  await again.getByRole('button', { name: 'Request test drive' }).click()

  // POST/redirect/GET: the thank-you page in the site's layout; reloading it posts nothing again.
  await expect(page).toHaveURL(/\/forms\/test-drive\/thank-you\?/)
  await expect(page.getByRole('heading', { name: 'Thank you, your test drive request is in' })).toBeVisible()
  await expect(page.locator('footer').first()).toBeVisible()
  // The site sends no Referer, so the page of the form is not known: the way on is the home page.
  await expect(page.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/')

  // The lead is there for an editor (signed in with a script, in a context of its own).
  const admin = await browser.newContext({
    javaScriptEnabled: true,
    baseURL: test.info().project.use.baseURL as string,
  })
  const editor = await admin.newPage()
  await editor.goto('/admin')
  await editor.fill('input[name=username]', 'editor')
  await editor.fill('input[name=password]', 'editor')
  await editor.click('button[type=submit]')
  await editor.waitForLoadState('networkidle')
  const leads = await editor.request.get('/forms/test-drive/leads?items=100')
  expect(leads.status()).toBe(200)
  const lead = (
    (await leads.json()) as { data: { data: { attributes: Record<string, unknown> }[] } }
  ).data.data.find((l) => l.attributes.last_name === lastName)
  expect(lead?.attributes).toMatchObject({
    first_name: 'Nora',
    model: 'defender_110',
    postcode: '2000',
    consent: true,
    marketing_opt_in: false,
  })
  await admin.close()
})

test('the Arabic test-drive form without JavaScript answers in Arabic, right to left', async ({ page }) => {
  await page.goto(siteUrl('localhost', '/ar/test-drive'))
  const form = page.getByTestId('lead-form:test-drive-ar')
  await form.locator('button[type=submit]').click()
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar')
  await expect(page.getByTestId('lead-form:test-drive-ar').locator('.lead-form__error').first()).toHaveText(
    'هذا الحقل مطلوب',
  )
})

test('the Arabic test-drive page shows its form with its fields', async ({ page }) => {
  await page.goto(siteUrl('localhost', '/ar/test-drive'))
  const form = page.getByTestId('lead-form:test-drive-ar')
  await expect(form).toBeVisible()
  expect(await form.locator('label').count()).toBeGreaterThan(2)
  await expect(page.locator('[data-block="expanded-entry-form"]')).not.toContainText('جارٍ تحميل النموذج')
})

test('the stock page lists vehicles, and a vehicle page shows the vehicle', async ({ page }) => {
  const response = await page.goto(siteUrl('localhost', '/stock'))
  expect(response?.status()).toBe(200)
  await expectComplete(page)
  const cards = page.locator('.vehicle-card')
  expect(await cards.count()).toBeGreaterThan(1)
  const href = await cards.first().locator('a.vehicle-card__link').getAttribute('href')
  expect(href).toMatch(/\/showroom\//)
  const vehicle = await page.goto(siteUrl('localhost', href as string))
  expect(vehicle?.status()).toBe(200)
  await expect(page.locator('.vehicle-page__title')).not.toBeEmpty()
  await expect(page.locator('body')).not.toContainText('Something went wrong')
})

test('without JavaScript the reservation journey goes from the details step to the checkout', async ({
  page,
  request,
}) => {
  const listing = (await (await request.get(siteUrl('localhost', '/listing/new?items=12'))).json()) as {
    data: { id: string; attributes: { status: string; nameplate_brand_name: string } }[]
  }
  const vehicle = listing.data.find(
    (v) => v.attributes.status === 'stock' && v.attributes.nameplate_brand_name === 'Land Rover',
  )
  expect(vehicle).toBeTruthy()
  await page.goto(siteUrl('localhost', `/showroom-order-online/vehicle/${vehicle!.id}`))
  await expectComplete(page)
  await page.getByRole('button', { name: 'Continue to checkout' }).click()
  await expect(page).toHaveURL(new RegExp(`/showroom-order-online/checkout\\?vehicle=${vehicle!.id}`))
  await expect(page.locator('.order-steps [aria-current="step"]')).toBeVisible()
})
