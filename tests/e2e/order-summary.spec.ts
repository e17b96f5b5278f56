import { expect, test } from '@playwright/test'
import { vehicleUrl } from '../../engine/storefront/vehicle-url.js'
import { fillCheckout } from './fill-checkout.js'
import { expectAccessible } from './expect-accessible.js'
import { apiPost, freeVehicle, newShopper, pagePost } from './shopper.js'
import { siteUrl } from './site-url.js'

// What the shopper chose is shown back to them (issue 25 items 6 and 7, docs/decisions/066): the trade-in's
// inline checks, one monthly price from the vehicle page to the journey, the server's summary before paying,
// and every choice again on the success and confirmation pages: Land Rover (Stripe), Jaguar (PayPal) and
// Arabic (a free reservation), at 1280 and 375 px, axe at 0 serious on each new screen.

test.describe.configure({ mode: 'serial' })
// axe is injected as an inline script, which the pages' CSP refuses (tests/e2e/accessibility.spec.ts).
test.use({ bypassCSP: true })
// Whole journeys: the payment's webhook reaches the order through the job worker before the confirm.
test.setTimeout(120_000)

/** The digits and decimal mark of a money text ("$1,160.69/Month" → "1160.69"). */
const amountOf = (text: string | null) => (text ?? '').replace(/[^\d.]/g, '')

test('a Land Rover shopper’s lease, trade-in and service plan are checked, summarised and confirmed', async ({
  page,
  request,
  browser,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  const shopper = newShopper()
  await page.context().setExtraHTTPHeaders(shopper.headers)
  const vehicle = await freeVehicle(request, apiPost(request, shopper), { brand: 'Land Rover', free: false })

  // The vehicle page's calculator and the journey quote the car's one monthly price.
  await page.goto(vehicleUrl(vehicle, { omitBrand: 'Land Rover' }))
  await expect(
    page.locator('[data-island="storefront:vehicle-page/finance-calculator"][data-hydrated]'),
  ).toHaveCount(1)
  const pageMonthly = amountOf(await page.locator('.finance-calculator__payment').textContent())
  expect(Number(pageMonthly)).toBeGreaterThan(0)

  await page.goto(`/showroom-order-online/vehicle/${vehicle.id}`)
  await expect(
    page.locator('[data-island="storefront:order-online/details-step"][data-hydrated]'),
  ).toHaveCount(1)
  await page.getByRole('radio', { name: 'Lease' }).check()
  await expect(page.locator('.order-figure strong')).toContainText('/Month')
  expect(amountOf(await page.locator('.order-figure strong').textContent())).toBe(pageMonthly)

  // The trade-in: required fields and a negative mileage are said beside their fields.
  await page.getByRole('checkbox', { name: 'I have a vehicle to trade in' }).check()
  await page.getByRole('button', { name: 'Continue to checkout' }).click()
  await expect(page).toHaveURL(new RegExp(`/showroom-order-online/vehicle/${vehicle.id}$`))
  await expect(
    page.locator('.order-error').filter({ hasText: 'Brand: choose or enter a value.' }),
  ).toBeVisible()
  await expect(page.getByLabel('Brand')).toHaveAttribute('aria-invalid', 'true')
  await expectAccessible(page, '.order-online')
  await page.getByLabel('Brand').selectOption({ index: 1 })
  await page.getByLabel('Model').selectOption({ index: 1 })
  await page.getByLabel('Body type').selectOption({ index: 1 })
  await page.getByLabel('Fuel type').selectOption({ index: 1 })
  await page.getByLabel('First registration').fill('2019-03')
  await page.getByLabel('Mileage (km)').fill('-500')
  await expect(
    page.locator('.order-error').filter({ hasText: 'Mileage (km): enter 0 or more.' }),
  ).toBeVisible()
  await page.getByLabel('Mileage (km)').fill('84000')
  await expect(page.locator('.order-error')).toHaveCount(0)
  await page.getByRole('radio', { name: /3-year service plan/ }).check()
  await page.getByRole('button', { name: 'Continue to checkout' }).click()

  // Before paying: the server's summary of every choice.
  await expect(page).toHaveURL(/\/showroom-order-online\/checkout\?vehicle=/)
  const summary = page.getByTestId('order-summary')
  await expect(summary).toBeVisible()
  await expect(summary.locator('[data-summary="finance"]')).toContainText('Lease')
  await expect(summary.locator('[data-summary="finance"]')).toContainText('48 months')
  await expect(summary.locator('[data-summary="finance"]')).toContainText(
    pageMonthly.replace(/\B(?=(\d{3})+(?!\d))/g, ','),
  )
  await expect(summary.locator('[data-summary="fee"]')).toContainText('$500')
  await expect(summary.locator('[data-summary="trade_in"]')).toContainText('84,000 km')
  await expect(summary.locator('[data-summary="service_plan"]')).toContainText('3-year service plan')
  await expect(summary.locator('[data-summary="retailer"]')).toContainText(vehicle.attributes.owner_name)
  await fillCheckout(page, browser, shopper.phone(1), 'localhost')
  await expectAccessible(page, '.order-online')
  await page.setViewportSize({ width: 375, height: 800 })
  await expectAccessible(page, '.order-online')
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.getByRole('button', { name: /Pay \$500 by card/ }).click()

  await expect(page).toHaveURL(/\/dev-payments\/stripe\//)
  await page.getByRole('button', { name: /Pay/ }).first().click()
  await expect(page.locator('.order-success')).toBeVisible({ timeout: 30_000 })
  await expect(page.locator('.order-success [data-summary="trade_in"]')).toContainText('84,000 km')
  await page.locator('.order-success a').click()
  await expect(page).toHaveURL(/\/showroom-order-online\/confirmation\//)
  await expect(page.locator('.order-facts')).toContainText('Confirmed')
  const confirmed = page.getByTestId('order-summary')
  await expect(confirmed.locator('[data-summary="finance"]')).toContainText('Lease')
  await expect(confirmed.locator('[data-summary="service_plan"]')).toContainText('$1,950')
  await expectAccessible(page, '.order-online')
  await page.setViewportSize({ width: 375, height: 800 })
  await expectAccessible(page, '.order-online')
})

test('on the Jaguar site a cash reservation is summarised before PayPal and confirmed', async ({
  page,
  request,
  browser,
}) => {
  await page.setViewportSize({ width: 375, height: 800 })
  const shopper = newShopper()
  await page.context().setExtraHTTPHeaders(shopper.headers)
  await page.goto(siteUrl('jaguar.localhost', '/404'))
  const vehicle = await freeVehicle(request, pagePost(page), { brand: 'Jaguar', free: false })
  await page.goto(siteUrl('jaguar.localhost', `/showroom-order-online/vehicle/${vehicle.id}`))
  await expect(
    page.locator('[data-island="storefront:order-online/details-step"][data-hydrated]'),
  ).toHaveCount(1)
  await page.getByRole('radio', { name: 'Cash' }).check()
  await page.getByRole('button', { name: 'Continue to checkout' }).click()
  const summary = page.getByTestId('order-summary')
  await expect(summary.locator('[data-summary="finance"]')).toContainText('Cash')
  await expect(summary.locator('[data-summary="trade_in"]')).toContainText('No trade-in')
  await expect(summary.locator('[data-summary="vehicle"]')).toContainText('Jaguar')
  await fillCheckout(page, browser, shopper.phone(2), 'jaguar.localhost')
  await expectAccessible(page, '.order-online')
  await page.getByRole('button', { name: /with PayPal/ }).click()
  await expect(page).toHaveURL(/\/dev-payments\/paypal\//)
  await page.getByRole('button', { name: 'Approve and continue' }).click()
  await expect(page.locator('.order-success')).toBeVisible({ timeout: 30_000 })
  await page.locator('.order-success a').click()
  await expect(page.getByTestId('order-summary').locator('[data-summary="finance"]')).toContainText('Cash')
  await expectAccessible(page, '.order-online')
})

test('in Arabic the summary and the confirmation speak Arabic, right to left', async ({
  page,
  request,
  browser,
}) => {
  await page.setViewportSize({ width: 375, height: 800 })
  const shopper = newShopper()
  await page.context().setExtraHTTPHeaders(shopper.headers)
  const vehicle = await freeVehicle(request, apiPost(request, shopper), { brand: 'Land Rover', free: true })
  await page.goto(`/ar/showroom-order-online/vehicle/${vehicle.id}`)
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  await expect(
    page.locator('[data-island="storefront:order-online/details-step"][data-hydrated]'),
  ).toHaveCount(1)
  await page.getByRole('checkbox', { name: 'لدي سيارة للاستبدال' }).check()
  await page.getByRole('button', { name: 'المتابعة إلى الدفع' }).click()
  await expect(page.locator('.order-error').first()).toContainText('اختر قيمة أو أدخلها')
  await expectAccessible(page, '.order-online')
  await page.getByRole('checkbox', { name: 'لدي سيارة للاستبدال' }).uncheck()
  await page.getByRole('button', { name: 'المتابعة إلى الدفع' }).click()
  await expect(page).toHaveURL(/\/ar\/showroom-order-online\/checkout/)
  const summary = page.getByTestId('order-summary')
  await expect(summary.getByRole('heading', { name: 'طلبك' })).toBeVisible()
  await expect(summary.locator('[data-summary="fee"]')).toContainText('حجز مجاني')
  await expect(summary.locator('[data-summary="trade_in"]')).toContainText('لا توجد سيارة للاستبدال')
  await fillCheckout(page, browser, shopper.phone(3), 'localhost')
  await expectAccessible(page, '.order-online')
  await page.getByRole('button', { name: 'احجز مجانًا' }).click()
  await expect(page.locator('.order-success')).toContainText('شكرًا لحجزك', { timeout: 30_000 })
  await page.locator('.order-success a').click()
  await expect(page).toHaveURL(/\/ar\/showroom-order-online\/confirmation\//)
  await expect(page.getByTestId('order-summary')).toContainText('طريقة الدفع')
  await expectAccessible(page, '.order-online')
  await page.setViewportSize({ width: 1280, height: 900 })
  await expectAccessible(page, '.order-online')
})
