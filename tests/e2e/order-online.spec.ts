import { expect, test } from '@playwright/test'
import { vehicleUrl } from '../../engine/storefront/vehicle-url.js'
import { fillCheckout, payOnLocalStripePage } from './fill-checkout.js'
import { expectAccessible } from './expect-accessible.js'
import { apiPost, freeVehicle, newShopper, pagePost } from './shopper.js'
import { siteUrl } from './site-url.js'
import { LIQPAY_DEALER } from '../../server/stock/reference/company-configs.js'

// The order-online journey in the browser (issue "Order online", docs/decisions/027): a reservation paid on
// the local Stripe page (Land Rover), on the local PayPal page (Jaguar) and for free in Arabic
// (NO_PAYMENT_JAPAN, the retailer dealer-025), through LiqPay in hryvnias (the retailer dealer-027), the soft-lock modal in a second browser, and axe on each step.

test.describe.configure({ mode: 'serial' })
// axe is injected as an inline script, which the pages' CSP refuses (tests/e2e/accessibility.spec.ts).
test.use({ bypassCSP: true })
// Whole journeys: the payment's webhook reaches the order through the job worker before the confirm.
test.setTimeout(120_000)

test('a shopper reserves a Land Rover from the stock list, paying on the local Stripe page', async ({
  page,
  request,
  browser,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  const shopper = newShopper()
  await page.context().setExtraHTTPHeaders(shopper.headers)
  const vehicle = await freeVehicle(request, apiPost(request, shopper), { brand: 'Land Rover', free: false })
  await page.goto('/stock')
  await expect(page.locator('a[href^="/showroom/"]').first()).toBeVisible()
  const vehiclePath = vehicleUrl(vehicle, { omitBrand: 'Land Rover' })
  await page.goto(vehiclePath)
  await page.locator('a[data-action="reserve"]').click()
  await expect(page).toHaveURL(new RegExp(`/showroom-order-online/vehicle/${vehicle.id}$`))
  await expect(
    page.locator('[data-island="storefront:order-online/details-step"][data-hydrated]'),
  ).toHaveCount(1)
  await expect(page.locator('.order-steps [aria-current="step"]')).toContainText('Details')
  await expectAccessible(page, '.order-online')
  await page.getByRole('radio', { name: 'Lease' }).check()
  await expect(page.locator('.order-figure')).toContainText('/Month')
  await page.getByRole('button', { name: 'Continue to checkout' }).click()

  await expect(page).toHaveURL(/\/showroom-order-online\/checkout\?vehicle=/)
  await fillCheckout(page, browser, shopper.phone(1))
  await expect(page.locator('.order-hold__time')).toContainText(/1[45]:\d\d/)
  await expectAccessible(page, '.order-online')
  await page.getByRole('button', { name: /Pay \$500 by card/ }).click()

  await payOnLocalStripePage(page)
  await expectAccessible(page, '.order-online')
  // The journey's browser storage is cleared once the reservation is confirmed.
  expect(await page.evaluate(() => localStorage.getItem('sl_order_online_data'))).toBeNull()
  await page.locator('.order-success a').click()
  await expect(page.locator('.order-facts')).toContainText('Confirmed')
  // The fee reads as the site prints prices.
  await expect(page.locator('.order-facts')).toContainText('$500')

  // The vehicle is now reserved: its page says so and offers no reservation.
  await page.goto(vehiclePath)
  await expect(page.locator('.vehicle-page__status')).toHaveText(/reserved/i)
  await expect(page.locator('a[data-action="reserve"]')).toHaveCount(0)
})

test('on the Jaguar site the reservation is paid on the local PayPal page', async ({
  page,
  request,
  browser,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  const shopper = newShopper()
  await page.context().setExtraHTTPHeaders(shopper.headers)
  // The hold is probed from a page of the Jaguar site, whose host name only the browser resolves.
  await page.goto(siteUrl('jaguar.localhost', '/404'))
  const vehicle = await freeVehicle(request, pagePost(page), { brand: 'Jaguar', free: false })
  await page.goto(siteUrl('jaguar.localhost', `/showroom-order-online/vehicle/${vehicle.id}`))
  await page.getByRole('button', { name: 'Continue to checkout' }).click()
  await fillCheckout(page, browser, shopper.phone(2))
  await page.getByRole('button', { name: /with PayPal/ }).click()
  await expect(page).toHaveURL(/\/dev-payments\/paypal\//)
  await page.getByRole('button', { name: 'Approve and continue' }).click()
  await expect(page.locator('.order-success')).toBeVisible({ timeout: 30_000 })
  await page.locator('.order-success a').click()
  await expect(page.locator('.order-facts')).toContainText('Paid')
})

test('a retailer that takes LiqPay: the fee is paid in hryvnias on the local LiqPay checkout', async ({
  page,
  request,
  browser,
}) => {
  await page.setViewportSize({ width: 375, height: 800 })
  const shopper = newShopper()
  await page.context().setExtraHTTPHeaders(shopper.headers)
  const vehicle = await freeVehicle(request, apiPost(request, shopper), {
    brand: 'Land Rover',
    retailer: LIQPAY_DEALER,
  })
  await page.goto(`/showroom-order-online/vehicle/${vehicle.id}`)
  await page.getByRole('button', { name: 'Continue to checkout' }).click()
  await fillCheckout(page, browser, shopper.phone(4))
  await expectAccessible(page, '.order-online')
  // The fee is in the retailer's currency, not the site's dollars.
  await page.getByRole('button', { name: 'Pay 20000.00 UAH with LiqPay' }).click()
  await expect(page).toHaveURL(/\/dev-payments\/liqpay\/checkout$/)
  await expect(page.locator('dl')).toContainText('20000 UAH')
  await page.getByRole('button', { name: 'Pay', exact: true }).click()
  await expect(page).toHaveURL(/\/showroom-order-online\/success\?/)
  await expect(page.locator('.order-success')).toBeVisible({ timeout: 30_000 })
  await page.locator('.order-success a').click()
  await expect(page.locator('.order-facts')).toContainText('20000.00 UAH')
  await expect(page.locator('.order-facts')).toContainText('Confirmed')
})

test('in Arabic, a retailer without payment reserves for free (NO_PAYMENT_JAPAN)', async ({
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
  await expect(page.locator('.order-steps [aria-current="step"]')).toContainText('التفاصيل')
  await page.getByRole('button', { name: 'المتابعة إلى الدفع' }).click()
  await expect(page).toHaveURL(/\/ar\/showroom-order-online\/checkout/)
  await fillCheckout(page, browser, shopper.phone(3))
  await expectAccessible(page, '.order-online')
  await page.getByRole('button', { name: 'احجز مجانًا' }).click()
  await expect(page).toHaveURL(/\/ar\/showroom-order-online\/success\?/)
  await expect(page.locator('.order-success')).toContainText('شكرًا لحجزك', { timeout: 30_000 })
  await page.locator('.order-success a').click()
  await expect(page).toHaveURL(/\/ar\/showroom-order-online\/confirmation\//)
  await expect(page.locator('.order-facts')).toContainText('مؤكد')
})

test('a second shopper meets the soft-lock modal while the first holds the vehicle', async ({
  browser,
  request,
}) => {
  const vehicle = await freeVehicle(request, apiPost(request, newShopper()), {
    brand: 'Land Rover',
    free: false,
  })
  const first = await (
    await browser.newContext({ bypassCSP: true, extraHTTPHeaders: newShopper().headers })
  ).newPage()
  await first.goto(`/showroom-order-online/checkout?vehicle=${vehicle.id}`)
  await expect(first.locator('.order-hold')).toBeVisible()
  const second = await (
    await browser.newContext({ bypassCSP: true, extraHTTPHeaders: newShopper().headers })
  ).newPage()
  await second.goto(`/showroom-order-online/checkout?vehicle=${vehicle.id}`)
  const modal = second.getByRole('dialog', { name: 'This vehicle is being reserved' })
  await expect(modal).toBeVisible()
  await expectAccessible(second, '.order-modal')
  // The first shopper can take more time; the second still cannot hold the vehicle.
  await first.getByRole('button', { name: 'More time' }).click()
  await modal.getByRole('button', { name: 'Try again' }).click()
  await expect(modal).toBeVisible()
})
