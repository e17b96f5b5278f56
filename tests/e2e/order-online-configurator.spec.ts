import { expect, test, type Page } from '@playwright/test'
import { generateDealers } from '../../server/stock/generate/generate-dealers.js'
import { configuratorVehicles } from '../../server/stock/reference/configurator-vehicles.js'
import { RETAILERS_WITH_OWN_VENDOR } from '../../server/stock/reference/company-configs.js'
import { draftSaved, expectKept } from './checkout-draft-checks.js'
import { dataLayerEvents } from './data-layer-events.js'
import { expectAccessible } from './expect-accessible.js'
import { fillCheckout, payOnLocalStripePage } from './fill-checkout.js'
import { newShopper } from './shopper.js'
import { siteUrl } from './site-url.js'

// The configurator journey ends in a real order (issue 25 item 8, docs/decisions/070): a vehicle configured
// elsewhere, found by its config_url, goes from its details through the checkout (the shopper's own build
// held, the server's summary with the configuration, the phone, the terms) to the payment, the success step
// and the confirmation page, on the Land Rover site (local Stripe), the Jaguar site (local PayPal) and in
// Arabic, at 1280 and 375 px, axe at 0 serious. Each test is a new shopper with a build of their own, so a
// repeat orders the same configuration again, as two shoppers may.

test.describe.configure({ mode: 'serial' })
// axe is injected as an inline script, which the pages' CSP refuses (tests/e2e/accessibility.spec.ts).
test.use({ bypassCSP: true })
// Whole journeys: the payment's webhook reaches the order through the job worker before the confirm.
test.setTimeout(120_000)

/** The demo configurator's configuration of a brand, paid through its site's vendor (the seed's own data). */
function configUrlOf(brand: string): string {
  const found = configuratorVehicles(generateDealers()).find(
    (c) =>
      c.data.attributes.nameplate_brand_name === brand &&
      !RETAILERS_WITH_OWN_VENDOR.includes(String(c.data.attributes.owner_id)),
  )
  if (!found) throw new Error(`no ${brand} configuration in the demo configurator`)
  return found.config_url
}

const entry = (configUrl: string, prefix = '') =>
  `${prefix}/showroom-order-online/?config_url=${encodeURIComponent(configUrl)}`

/** A new shopper's page (tests/e2e/shopper.ts) at `width` px; answers the shopper. */
async function asNewShopper(page: Page, width: 1280 | 375) {
  await page.setViewportSize(width === 1280 ? { width, height: 900 } : { width, height: 800 })
  const shopper = newShopper()
  await page.context().setExtraHTTPHeaders(shopper.headers)
  return shopper
}

/** The details step of a configuration, hydrated. */
async function openDetails(page: Page, url: string) {
  await page.goto(url)
  await expect(
    page.locator('[data-island="storefront:order-online/details-step"][data-hydrated]'),
  ).toHaveCount(1)
}

/** The build's rows of a summary on the page (the checkout's, the success step's or the confirmation's). */
async function expectBuildRows(page: Page, scope: string) {
  const summary = page.locator(`${scope} [data-testid="order-summary"]`)
  await expect(summary.locator('[data-summary="configuration"] dd')).not.toBeEmpty()
  await expect(summary.locator('[data-summary="features"] dd')).not.toBeEmpty()
  return summary
}

test('a configured Land Rover is ordered with its choices and paid on the local Stripe page', async ({
  page,
  browser,
}) => {
  const shopper = await asNewShopper(page, 1280)
  const configUrl = configUrlOf('Land Rover')
  await openDetails(page, entry(configUrl))
  await expect(page.locator('.order-details')).toContainText('built to order')
  await expectAccessible(page, '.order-online')
  await page.getByRole('radio', { name: 'Lease' }).check()
  await page.locator('input[name="pack"]').nth(1).check()
  const plan = (await page.locator('input[name="pack"]').nth(1).locator('xpath=..').textContent()) ?? ''
  await page.getByRole('button', { name: 'Continue to checkout' }).click()

  await expect(page).toHaveURL(/\/showroom-order-online\/checkout\?config_url=/)
  const summary = await expectBuildRows(page, '.order-checkout')
  await expect(summary.locator('[data-summary="finance"]')).toContainText('Lease')
  await expect(summary.locator('[data-summary="service_plan"]')).toContainText(plan.split(' · ')[0]!)
  // The hold is on the shopper's own build of the configuration.
  const lock = await page.evaluate(() =>
    JSON.parse(localStorage.getItem('sl_order_online_soft_lock') ?? '{}'),
  )
  expect(lock).toMatchObject({ vehicleId: expect.stringMatching(/^build-/), configUrl })
  expect(await dataLayerEvents(page, 'checkout_begin')).toHaveLength(1)
  await fillCheckout(page, browser, shopper.phone(1))
  await expectAccessible(page, '.order-online')
  await page.getByRole('button', { name: /Pay \$500 by card/ }).click()

  await payOnLocalStripePage(page)
  await expectBuildRows(page, '.order-success')
  expect(await dataLayerEvents(page, 'checkout_order_confirmation')).toHaveLength(1)
  await expectAccessible(page, '.order-online')
  await page.locator('.order-success a').first().click()
  await expect(page).toHaveURL(/\/showroom-order-online\/confirmation\//)
  await expect(page.locator('.order-facts')).toContainText('Confirmed')
  const confirmed = await expectBuildRows(page, '.order-confirmation')
  await expect(confirmed.locator('[data-summary="finance"]')).toContainText('Lease')
  await expectAccessible(page, '.order-online')
})

test('a reload of the configurator checkout keeps the build, its hold and what was typed', async ({
  page,
  browser,
}) => {
  const shopper = await asNewShopper(page, 375)
  await openDetails(page, entry(configUrlOf('Land Rover')))
  await page.getByRole('button', { name: 'Continue to checkout' }).click()
  await expect(page).toHaveURL(/\/showroom-order-online\/checkout\?config_url=/)
  await fillCheckout(page, browser, shopper.phone(2))
  await draftSaved(page)
  const before = await page.evaluate(() => localStorage.getItem('sl_order_online_soft_lock'))
  await page.reload()
  await expect(page.locator('.order-hold')).toBeVisible()
  await expectKept(page)
  const after = JSON.parse(
    (await page.evaluate(() => localStorage.getItem('sl_order_online_soft_lock'))) ?? '{}',
  )
  const held = JSON.parse(before ?? '{}')
  expect(after).toMatchObject({ vehicleId: held.vehicleId, lockId: held.lockId, holder: held.holder })
  await expectAccessible(page, '.order-online')
})

test('on the Jaguar site a configured vehicle is ordered through the local PayPal page', async ({
  page,
  browser,
}) => {
  const shopper = await asNewShopper(page, 1280)
  await openDetails(page, siteUrl('jaguar.localhost', entry(configUrlOf('Jaguar'))))
  await page.getByRole('button', { name: 'Continue to checkout' }).click()
  await expectBuildRows(page, '.order-checkout')
  await fillCheckout(page, browser, shopper.phone(3))
  await expectAccessible(page, '.order-online')
  await page.getByRole('button', { name: /with PayPal/ }).click()
  await expect(page).toHaveURL(/\/dev-payments\/paypal\//)
  await page.getByRole('button', { name: 'Approve and continue' }).click()
  await expect(page.locator('.order-success')).toBeVisible({ timeout: 30_000 })
  await page.locator('.order-success a').first().click()
  await expect(page.locator('.order-facts')).toContainText(/Paid|Confirmed/)
  await expectBuildRows(page, '.order-confirmation')
})

test('in Arabic, right to left, a configured vehicle is ordered at 375 px', async ({ page, browser }) => {
  const shopper = await asNewShopper(page, 375)
  await openDetails(page, entry(configUrlOf('Land Rover'), '/ar'))
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  await expectAccessible(page, '.order-online')
  await page.getByRole('button', { name: 'المتابعة إلى الدفع' }).click()
  await expect(page).toHaveURL(/\/ar\/showroom-order-online\/checkout\?config_url=/)
  const summary = await expectBuildRows(page, '.order-checkout')
  await expect(summary).toContainText('مواصفات سيارتك')
  await fillCheckout(page, browser, shopper.phone(4))
  await expectAccessible(page, '.order-online')
  await page.locator('.order-details button[type="submit"]').click()
  await payOnLocalStripePage(page, '/ar')
  await page.locator('.order-success a').first().click()
  await expect(page).toHaveURL(/\/ar\/showroom-order-online\/confirmation\//)
  await expect(page.locator('.order-facts')).toContainText('مؤكد')
  await expectBuildRows(page, '.order-confirmation')
  await expectAccessible(page, '.order-online')
})
