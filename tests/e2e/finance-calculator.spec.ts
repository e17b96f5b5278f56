import { expect, test, type Page } from '@playwright/test'
import { openNewPage } from './editor-session.js'
import { expectAccessible } from './expect-accessible.js'
import { refuseCookies } from './refuse-cookies.js'
import { watchProblems } from './watch-problems.js'
import { siteUrl } from './site-url.js'

// The jlr-finance-calculator block on the three demo pages (fixtures/pages/*-finance*.json): a shopper
// changes the model, the product and the inputs and sees the figures change, on both sites and in Arabic.
test.use({ bypassCSP: true })

/** Opens the page, refuses the optional cookies and waits for the calculator's island to hydrate. */
async function openCalculator(page: Page, host: string, path: string) {
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto(siteUrl(host, path))
  await refuseCookies(page)
  const block = page.locator('.finance-block')
  await block.scrollIntoViewIfNeeded()
  await expect(page.locator('[data-island="jlr-finance-calculator"][data-hydrated]')).toHaveCount(1)
  // The quote's time is the shopper's: written once the island runs, never in the server's HTML.
  await expect(figure(page, 'created_at')).toBeVisible()
  return block
}

const monthly = (page: Page) => page.locator('.finance-summary__monthly-value')
const figure = (page: Page, key: string) => page.locator(`.finance-summary__figure[data-figure="${key}"] dd`)

/** Full-page screenshots at 1280 and 375 px for the record, each checked for sideways overflow. */
async function screenshots(page: Page, name: string) {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 })
    await page.locator('.finance-block').screenshot({ path: `test-results/screenshots/${name}-${width}.png` })
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
  }
}

test('Land Rover: a shopper changes model, deposit, term and product and sees the figures follow', async ({
  page,
}) => {
  const problems = watchProblems(page)
  const block = await openCalculator(page, 'localhost', '/finance')
  // Defender 110 from the catalogue, 20 % down over 5 years at 6.99 % with the $395 fee financed.
  await expect(figure(page, 'on_the_road_price')).toHaveText('$98,000')
  await expect(figure(page, 'total_deposit')).toHaveText('$19,600')
  await expect(figure(page, 'total_amount_of_credit')).toHaveText('$78,795')
  const first = await monthly(page).textContent()
  expect(first).toMatch(/^\$[\d,]+\.\d\d\/Month$/)

  // Another model: its price and so every figure change.
  await block.getByRole('radio', { name: /Discovery/ }).check()
  await expect(figure(page, 'on_the_road_price')).toHaveText('$104,000')
  await expect(monthly(page)).not.toHaveText(first ?? '')

  // The typed deposit is held to the range and snapped: 47 → 45 %.
  const before = await monthly(page).textContent()
  const deposit = block.getByLabel('Deposit (%)')
  await deposit.fill('47')
  await deposit.press('Enter')
  await expect(deposit).toHaveValue('45')
  await expect(figure(page, 'total_deposit')).toHaveText('$46,800')
  await expect(monthly(page)).not.toHaveText(before ?? '')

  // The slider moves the term with the keyboard: 5 → 6 years, 72 payments.
  await block.getByRole('slider', { name: 'Term' }).focus()
  await page.keyboard.press(await page.evaluate(() => (document.dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight')))
  await expect(figure(page, 'monthly_payments')).toHaveText('72')
  await expect(figure(page, 'duration_of_agreement')).toHaveText('72 months')

  // Balloon finance: a balloon and the $2,000 contribution split the deposit.
  await block.getByRole('radio', { name: 'Balloon finance' }).check()
  await expect(figure(page, 'final_payment')).toBeVisible()
  await expect(figure(page, 'deposit_contribution')).toHaveText('$2,000')
  await expect(block.getByText('Includes a $2,000 Land Rover deposit contribution')).toBeVisible()

  // Novated lease: an amount down and an adjustable rate.
  await block.getByRole('radio', { name: 'Novated lease' }).check()
  await expect(figure(page, 'final_payment')).toBeVisible()
  const leaseBefore = await monthly(page).textContent()
  const rate = block.getByLabel('Interest rate (%)')
  await rate.fill('8.5')
  await rate.press('Enter')
  await expect(figure(page, 'interest_rate')).toHaveText('8.5%')
  await expect(monthly(page)).not.toHaveText(leaseBefore ?? '')

  await expectAccessible(page, '.finance-block')
  await screenshots(page, 'finance-lrdx')
  expect(problems).toEqual([])
})

test('Jaguar: the guaranteed future value and the consumer loan in the jdx theme', async ({ page }) => {
  const problems = watchProblems(page)
  const block = await openCalculator(page, 'jaguar.localhost', '/finance')
  await expect(block.getByRole('radio', { name: /F-PACE/ })).toBeChecked()
  await expect(figure(page, 'final_payment')).toBeVisible()
  // hide_free_items: the F-TYPE's service plan is not listed.
  await block.getByRole('radio', { name: /F-TYPE/ }).check()
  await expect(block.locator('.finance-summary__free')).toHaveCount(0)

  const before = await monthly(page).textContent()
  const term = block.getByLabel('Term (months)')
  await term.fill('48')
  await term.press('Enter')
  await expect(figure(page, 'duration_of_agreement')).toHaveText('48 months')
  await expect(monthly(page)).not.toHaveText(before ?? '')

  await block.getByRole('radio', { name: 'Consumer loan' }).check()
  await expect(figure(page, 'final_payment')).toHaveCount(0)
  await expectAccessible(page, '.finance-block')
  await screenshots(page, 'finance-jdx')
  expect(problems).toEqual([])
})

test('Arabic, mena style: dropdowns, choice buttons, free items, right to left', async ({ page }) => {
  const problems = watchProblems(page)
  const block = await openCalculator(page, 'localhost', '/ar/finance')
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  // The lease string of the Arabic settings, not "/Month".
  await expect(monthly(page)).toContainText('شهريًا')
  await expect(block.getByText('خدمة صيانة مجانية لمدة 5 سنوات')).toBeVisible()

  const before = await monthly(page).textContent()
  await block.getByRole('radio', { name: '30%' }).check()
  await expect(monthly(page)).not.toHaveText(before ?? '')
  await expect(figure(page, 'total_deposit')).toHaveText('$29,400')

  await block.getByLabel('اختر الطراز').selectOption({ label: 'ديسكفري' })
  await expect(block.getByText('تسجيل مجاني')).toBeVisible()
  await expect(figure(page, 'on_the_road_price')).toHaveText('$104,000')

  // The conventional plan has a deposit contribution: the deposit splits in two.
  await block.getByLabel('اختر خطة التمويل').selectOption({ label: 'تقسيط' })
  await expect(figure(page, 'deposit_contribution')).toHaveText('$5,000')
  await expect(block.getByRole('radio', { name: '7 سنوات' })).toBeVisible()

  // Ijara: the residual value the shopper pays to own the car.
  await block.getByLabel('اختر خطة التمويل').selectOption({ label: 'إجارة' })
  await expect(figure(page, 'final_payment')).toBeVisible()

  await expectAccessible(page, '.finance-block')
  await screenshots(page, 'finance-lrdx-ar')
  expect(problems).toEqual([])
})

test('an editor adds the calculator, narrows its models, is stopped by a bad range, fixes it and publishes', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000)
  const path = await openNewPage(page, 'Finance offers')
  await page.getByRole('button', { name: 'Add Finance calculator' }).click()
  // The canvas renders the block with its loader's data (decision 035): the models of the site catalogue,
  // then only the ones the filter names.
  const canvas = page.frameLocator('iframe')
  await expect(canvas.getByText('Range Rover Velar')).toBeVisible()
  await page.getByTestId('field:/nameplate_key_filter').locator('input').fill('defender-90, discovery')
  await expect(canvas.getByText('Range Rover Velar')).toHaveCount(0)
  await expect(canvas.getByText('Defender 90', { exact: true })).toBeVisible()
  await expect(canvas.getByText('Discovery', { exact: true })).toBeVisible()
  await page.screenshot({ path: 'test-results/screenshots/finance-editor-1280.png' })

  // A range whose default lies outside it: the cross-field rule names it and publishing is refused.
  const inputs = page.getByTestId('field:/products/0/input_configuration').locator('textarea')
  const config = JSON.parse(await inputs.inputValue())
  config.duration = { ...config.duration, min: 2, max: 5, default: 9 }
  await inputs.fill(JSON.stringify(config, null, 2))
  await expect(page.getByTestId('field:/products/0/input_configuration')).toContainText(
    'must be between min (2) and max (5)',
  )
  await page.getByTestId('toolbar:publish').click()
  await expect(page.getByText(/Not published: fix 1 error/)).toBeVisible()

  config.duration.default = 3
  await inputs.fill(JSON.stringify(config, null, 2))
  await expect(page.locator('[data-testid^="block-error:"]')).toHaveCount(0)
  await page.getByTestId('toolbar:publish').click()
  await expect(page.getByText(/Published/)).toBeVisible()

  const visitor = await context.browser()!.newPage()
  await visitor.goto(path)
  await expect(visitor.locator('.finance-models__card')).toHaveCount(2)
  await expect(visitor.getByRole('radio', { name: /Defender 90/ })).toBeAttached()
  await expect(
    visitor.locator('.finance-summary__figure[data-figure="duration_of_agreement"] dd'),
  ).toHaveText('36 months')
  await visitor.close()
})
