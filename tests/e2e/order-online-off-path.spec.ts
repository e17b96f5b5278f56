import { expect, test, type Browser, type Page } from '@playwright/test'
import { devSmsCode } from './dev-sms-code.js'
import { expectAccessible } from './expect-accessible.js'
import { apiPost, freeVehicle, newShopper, pagePost, type Shopper } from './shopper.js'
import { siteUrl } from './site-url.js'
import { draftSaved, expectKept } from './checkout-draft-checks.js'

// A checkout survives what shoppers do (issue 25 item 2, docs/decisions/063): Back from the local Stripe
// card page, PayPal's cancel, a reload, a second tab, a hold that ran out while the phone slept, the same
// shopper on another device, and a payment page left for good, on both sites and in Arabic. Each test is a
// new shopper (tests/e2e/shopper.ts) on a vehicle nobody holds.

test.describe.configure({ mode: 'serial' })
// axe is injected as an inline script, which the pages' CSP refuses (tests/e2e/accessibility.spec.ts).
test.use({ bypassCSP: true })
test.setTimeout(120_000)

const LR = 'localhost'
const JAGUAR = 'jaguar.localhost'

/** The vehicle a new shopper of `host` reserves, with the shopper's browser set up for that site. */
async function start(
  page: Page,
  request: Parameters<typeof freeVehicle>[0],
  host: string,
): Promise<{ shopper: Shopper; vehicleId: string }> {
  await page.setViewportSize({ width: 1280, height: 900 })
  const shopper = newShopper()
  await page.context().setExtraHTTPHeaders(shopper.headers)
  // A Jaguar hold is probed from a Jaguar page: only the browser resolves its host name.
  await page.goto(siteUrl(host, '/404'))
  const post = host === LR ? apiPost(request, shopper) : pagePost(page)
  const vehicle = await freeVehicle(request, post, {
    brand: host === LR ? 'Land Rover' : 'Jaguar',
    free: false,
  })
  return { shopper, vehicleId: vehicle.id }
}

/** Verifies `phone` in the phone field inside `scope` (the checkout, or the resume part of the modal). */
async function verifyPhone(page: Page, browser: Browser, scope: string, phone: string) {
  await page.locator(`${scope} input[type="tel"]`).fill(phone)
  await page.locator(`${scope} .order-phone button`).click()
  const code = page.locator(`${scope} input[autocomplete="one-time-code"]`)
  await expect(code).toBeVisible()
  await code.fill(await devSmsCode(browser, siteUrl(LR, ''), phone))
  await page.locator(`${scope} .order-phone button`).last().click()
}

/** Fills the checkout's details, verifies the phone and accepts the terms. */
async function fillCheckout(page: Page, browser: Browser, phone: string) {
  await expect(page.locator('.order-hold')).toBeVisible()
  await page.locator('input[autocomplete="given-name"]').fill('Sam')
  await page.locator('input[autocomplete="family-name"]').fill('Lee')
  await page.locator('input[autocomplete="email"]').fill('sam.lee@example.com')
  await verifyPhone(page, browser, '.order-details', phone)
  await expect(page.locator('.order-verified')).toBeVisible()
  await page.locator('.order-terms ~ label input[type="checkbox"]').check()
}

/** A new shopper of `host` at the checkout of a vehicle nobody holds, with everything entered and saved. */
async function filledCheckout(
  page: Page,
  request: Parameters<typeof freeVehicle>[0],
  browser: Browser,
  host: string,
  phone: number,
): Promise<{ shopper: Shopper; vehicleId: string }> {
  const started = await start(page, request, host)
  await page.goto(siteUrl(host, `/showroom-order-online/checkout?vehicle=${started.vehicleId}`))
  await fillCheckout(page, browser, started.shopper.phone(phone))
  await draftSaved(page)
  return started
}

/**
 * Ends the page's hold as running out does for its holder, and another shopper holds the vehicle now: the
 * hold is let go and taken by another holder, so the old hold can never be renewed. A release alone is not
 * an end: its holder may take it back until its time is up (decision 064). Answers the other shopper's
 * release.
 */
async function takeOver(page: Page): Promise<() => Promise<unknown>> {
  const lock = await page.evaluate(
    () =>
      JSON.parse(localStorage.getItem('sl_order_online_soft_lock') ?? 'null') as {
        vehicleId: string
        lockId: string
        holder: string
      },
  )
  // From the page: its own site (only the browser resolves the Jaguar host), as another holder.
  const shopper = pagePost(page)
  const released = await shopper('/buy_online/orders/release', {
    vehicle_id: lock.vehicleId,
    lock_id: lock.lockId,
    holder: lock.holder,
  })
  expect(released.status).toBeLessThan(300)
  const other = await shopper('/buy_online/orders/init', { vehicle_id: lock.vehicleId })
  expect(other.status).toBe(201)
  const taken = (other.body as { data: { data: { lock_id: string; holder: string } } }).data.data
  return () =>
    shopper('/buy_online/orders/release', {
      vehicle_id: lock.vehicleId,
      lock_id: taken.lock_id,
      holder: taken.holder,
    })
}

/** Ends the page's hold (takeOver), and the other shopper lets the vehicle go again at once. */
async function endHold(page: Page) {
  const release = await takeOver(page)
  await release()
}

const orderNumberOf = (page: Page) =>
  page.evaluate(
    () =>
      (JSON.parse(localStorage.getItem('sl_order_online_reservation') ?? '{}') as { orderNumber?: string })
        .orderNumber ?? '',
  )

test('Back from the Stripe card page and a reload keep the checkout, which says the payment was cancelled', async ({
  page,
  request,
  browser,
}) => {
  const { vehicleId } = await filledCheckout(page, request, browser, LR, 1)
  // A reload before paying: everything is still there, and no payment notice.
  await page.reload()
  await expectKept(page)
  await expect(page.locator('[data-notice]')).toHaveCount(0)

  await page.getByRole('button', { name: /^Pay .* by card$/ }).click()
  await expect(page).toHaveURL(/\/dev-payments\/stripe\//)
  await page.goBack()
  await expect(page).toHaveURL(/\/showroom-order-online\/checkout\?vehicle=/)
  await expect(page.locator('[data-notice="cancelled"]')).toContainText('Your payment was cancelled')
  await expectKept(page)
  await expectAccessible(page, '.order-online')

  // Paying again goes to the same payment, which now goes through.
  await page.getByRole('button', { name: /^Pay .* by card$/ }).click()
  await expect(page).toHaveURL(/\/dev-payments\/stripe\//)
  await page.getByRole('button', { name: /Pay/ }).first().click()
  await expect(page.locator('.order-success')).toBeVisible({ timeout: 30_000 })

  // Back to the checkout after paying: the vehicle is this shopper's, not "reserved by someone else".
  await page.goto(`/showroom-order-online/checkout?vehicle=${vehicleId}`)
  await expect(page.locator('.order-notice')).toContainText('You have reserved this vehicle')
  await page.getByRole('link', { name: 'View your confirmation' }).click()
  await expect(page.locator('.order-confirmation')).toBeVisible()
})

test('a PayPal approval after another shopper took the vehicle is never charged, and the shopper is told', async ({
  page,
  request,
  browser,
}) => {
  await filledCheckout(page, request, browser, JAGUAR, 9)
  await page.getByRole('button', { name: /with PayPal/ }).click()
  await expect(page).toHaveURL(/\/dev-payments\/paypal\//)
  const number = await orderNumberOf(page)
  // The shopper lingers on PayPal's page; their hold runs out and another shopper takes the vehicle.
  const releaseOther = await takeOver(page)
  await page.getByRole('button', { name: /Approve/ }).click()
  await expect(page.locator('.order-notice')).toContainText('This reservation has expired', {
    timeout: 30_000,
  })
  await expect(page.locator('.order-notice')).toContainText('nothing was charged')
  await expectAccessible(page, '.order-online')
  const order = await page.evaluate(async (n) => (await fetch(`/buy_online/orders/${n}`)).json(), number)
  expect(order).toMatchObject({ data: { data: { status: 'expired' } } })
  expect((order as { data: { data: { payment_status: string } } }).data.data.payment_status).not.toBe('paid')
  await releaseOther()
})

test('PayPal’s cancel on the Jaguar site returns to the kept checkout; a second tab shows it too', async ({
  page,
  request,
  browser,
}) => {
  const { vehicleId } = await filledCheckout(page, request, browser, JAGUAR, 2)
  await page.getByRole('button', { name: /with PayPal/ }).click()
  await expect(page).toHaveURL(/\/dev-payments\/paypal\//)
  await page.getByRole('button', { name: 'Cancel and return' }).click()
  await expect(page).toHaveURL(/\/showroom-order-online\/checkout\?vehicle=/)
  await expect(page.locator('[data-notice="cancelled"]')).toContainText('Your payment was cancelled')
  await expectKept(page)
  await expectAccessible(page, '.order-online')

  // The same shopper opens the checkout in a second tab: the same hold, the same details.
  const second = await page.context().newPage()
  await second.goto(siteUrl(JAGUAR, `/showroom-order-online/checkout?vehicle=${vehicleId}`))
  await expectKept(second)
  await expect(second.getByRole('dialog')).toHaveCount(0)
  await second.close()
})

test('in Arabic, Back from the card page keeps the checkout and says so in Arabic', async ({
  page,
  request,
  browser,
}) => {
  const { shopper, vehicleId } = await start(page, request, LR)
  await page.setViewportSize({ width: 375, height: 800 })
  await page.goto(`/ar/showroom-order-online/checkout?vehicle=${vehicleId}`)
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  await fillCheckout(page, browser, shopper.phone(3))
  await draftSaved(page)
  await page.getByRole('button', { name: /بالبطاقة/ }).click()
  await expect(page).toHaveURL(/\/dev-payments\/stripe\//)
  await page.goBack()
  await expect(page.locator('[data-notice="cancelled"]')).toContainText('أُلغي الدفع')
  await expectKept(page)
  await expectAccessible(page, '.order-online')
})

test('a hold that ran out while the phone slept is taken again with everything entered', async ({
  page,
  request,
  browser,
}) => {
  await filledCheckout(page, request, browser, LR, 4)
  await endHold(page)
  // Waking up: the page finds its hold gone and offers to take it again.
  await page.reload()
  const modal = page.getByRole('dialog', { name: 'Your hold on this vehicle has ended' })
  await expect(modal).toBeVisible()
  await modal.getByRole('button', { name: 'Try again' }).click()
  await expect(modal).toBeHidden()
  await expectKept(page)
})

test('the same shopper continues on another device by verifying the same number; a stranger cannot', async ({
  page,
  request,
  browser,
}) => {
  const { shopper, vehicleId } = await filledCheckout(page, request, browser, LR, 5)

  // A stranger who knows the vehicle, with a number of their own: still "being reserved".
  const strangerShopper = newShopper()
  const stranger = await (
    await browser.newContext({ bypassCSP: true, extraHTTPHeaders: strangerShopper.headers })
  ).newPage()
  await stranger.goto(`/showroom-order-online/checkout?vehicle=${vehicleId}`)
  const strangerModal = stranger.getByRole('dialog', { name: 'This vehicle is being reserved' })
  await expect(strangerModal).toBeVisible()
  await strangerModal.getByText('Started on another device?').click()
  await verifyPhone(stranger, browser, '.order-resume', strangerShopper.phone(6))
  await expect(strangerModal).toContainText('No checkout verified with this number is holding this vehicle')
  await expectAccessible(stranger, '.order-modal')
  await stranger.context().close()

  // The shopper on their phone: another browser, the number of the checkout.
  const phone = await (
    await browser.newContext({ bypassCSP: true, extraHTTPHeaders: shopper.headers })
  ).newPage()
  await phone.setViewportSize({ width: 375, height: 800 })
  await phone.goto(`/showroom-order-online/checkout?vehicle=${vehicleId}`)
  const modal = phone.getByRole('dialog', { name: 'This vehicle is being reserved' })
  await expect(modal).toBeVisible()
  await modal.getByText('Started on another device?').click()
  await verifyPhone(phone, browser, '.order-resume', shopper.phone(5))
  await expect(modal).toBeHidden()
  await expect(phone.locator('.order-hold')).toBeVisible()
  await expectKept(phone)
  await phone.context().close()
})

for (const host of [LR, JAGUAR])
  test(`a payment page left for good resolves: the order expires and the vehicle is free again (${host})`, async ({
    page,
    request,
    browser,
  }) => {
    const { vehicleId } = await filledCheckout(page, request, browser, host, host === LR ? 7 : 8)
    await page.getByRole('button', { name: host === LR ? /by card/ : /with PayPal/ }).click()
    await expect(page).toHaveURL(/\/dev-payments\//)
    const paymentPage = page.url()
    const number = await orderNumberOf(page)
    expect(number).not.toBe('')
    // The shopper walks away; their hold ends.
    await endHold(page)

    await page.goto(siteUrl(host, `/showroom-order-online/confirmation/${number}`))
    await expect(page.locator('.order-confirmation')).toContainText('This reservation has expired')
    await expect(page.locator('.order-facts')).toContainText('Expired')
    await expectAccessible(page, '.order-online')
    await page.goto(siteUrl(host, `/showroom-order-online/success?order=${number}`))
    await expect(page.locator('.order-notice')).toContainText('This reservation has expired')
    await expectAccessible(page, '.order-online')

    // The card page can no longer take the card.
    if (host === LR) {
      await page.goto(paymentPage)
      await expect(page.getByRole('button', { name: /Pay/ })).toHaveCount(0)
    }
    // Another shopper may hold the vehicle now.
    await page.goto(siteUrl(host, '/404'))
    const other = await pagePost(page)('/buy_online/orders/init', { vehicle_id: vehicleId })
    expect(other.status).toBe(201)
    const lock = (other.body as { data: { data: { lock_id: string } } }).data.data
    await pagePost(page)('/buy_online/orders/release', { vehicle_id: vehicleId, lock_id: lock.lock_id })
  })
