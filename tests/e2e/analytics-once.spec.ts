import { expect, test, type BrowserContext, type Page } from '@playwright/test'
import { devSmsCode } from './dev-sms-code.js'
import { apiPost, freeVehicle, newShopper } from './shopper.js'
import { dataLayerEvents } from './data-layer-events.js'
import { siteUrl } from './site-url.js'

// Issue 25 item 12, decision 067: analytics exactly once. Every stock list pushes page kind plp and one
// plp_view; a confirmed reservation pushes its conversion once, and a reload or Back pushes nothing;
// checkout_begin only when the checkout holds the vehicle; saving and comparing on a list card push events.
test.use({ bypassCSP: true })
test.setTimeout(120_000)

/**
 * Counts every data-layer event of a tab across its page loads: each page's `dataLayer.push` also writes
 * the event's name to session storage, which a reload or Back keeps.
 */
async function countEvents(context: BrowserContext) {
  await context.addInitScript(() => {
    const layer: Record<string, unknown>[] = []
    layer.push = (...items: Record<string, unknown>[]) => {
      const seen = JSON.parse(sessionStorage.getItem('e2e-events') ?? '[]') as unknown[]
      sessionStorage.setItem('e2e-events', JSON.stringify([...seen, ...items.map((i) => i.event)]))
      return Array.prototype.push.apply(layer, items)
    }
    ;(window as unknown as { dataLayer: unknown[] }).dataLayer = layer
  })
}
const counted = async (page: Page, event: string) =>
  (await page.evaluate(() => JSON.parse(sessionStorage.getItem('e2e-events') ?? '[]') as string[])).filter(
    (e) => e === event,
  ).length

test('every stock list pushes page kind plp and one plp_view', async ({ browser }) => {
  for (const [host, path, list] of [
    ['localhost', '/stock', 'new'],
    ['localhost', '/stock/new', 'new'],
    ['localhost', '/stock/approved', 'approved'],
    ['localhost', '/stock/used', 'used'],
    ['localhost', '/ar/stock/used', 'used'],
    ['jaguar.localhost', '/stock/new', 'new'],
  ] as const) {
    // A fresh context per page: the consent given on one must not carry over to the next.
    const context = await browser.newContext()
    const page = await context.newPage()
    await page.goto(siteUrl(host, path))
    await page.locator('.cookie-banner:not([hidden]) [data-consent="acceptAll"]').click()
    await expect
      .poll(async () => (await dataLayerEvents(page, 'page_view')).map((e) => e.page_kind))
      .toEqual(['plp'])
    await expect.poll(async () => (await dataLayerEvents(page, 'plp_view')).length).toBe(1)
    expect((await dataLayerEvents(page, 'plp_view'))[0]).toMatchObject({ page_kind: 'plp', list })
    await context.close()
  }
})

test('saving and comparing on a list card push their events', async ({ page }) => {
  await page.goto('/stock/used')
  await page.locator('.cookie-banner:not([hidden]) [data-consent="acceptAll"]').click()
  await expect(page.locator('[data-island="stock-locator"][data-hydrated]')).toHaveCount(1)
  const card = page.locator('[data-island="stock-locator"] article[data-vehicle-id]').first()
  const id = await card.getAttribute('data-vehicle-id')
  await card.getByRole('button', { name: /Save vehicle/ }).click()
  await expect.poll(async () => (await dataLayerEvents(page, 'saved_vehicle_add')).length).toBe(1)
  expect((await dataLayerEvents(page, 'saved_vehicle_add'))[0]).toMatchObject({
    event_category: 'Saved vehicles',
    vehicle: { id, list: 'used' },
  })
  await card.getByRole('button', { name: /Saved/ }).click()
  await expect.poll(async () => (await dataLayerEvents(page, 'saved_vehicle_remove')).length).toBe(1)
  await card.getByRole('button', { name: /^Compare/ }).click()
  await expect.poll(async () => (await dataLayerEvents(page, 'compare_vehicle_add')).length).toBe(1)
  expect((await dataLayerEvents(page, 'compare_vehicle_add'))[0]).toMatchObject({
    page_kind: 'plp',
    vehicle: { id },
  })
  await card.getByRole('button', { name: /Comparing/ }).click()
  await expect.poll(async () => (await dataLayerEvents(page, 'compare_vehicle_remove')).length).toBe(1)
})

test('a reservation pushes checkout_begin and its conversion once; a reload or Back pushes nothing', async ({
  browser,
  request,
}) => {
  const shopper = newShopper()
  const context = await browser.newContext({ extraHTTPHeaders: shopper.headers })
  await countEvents(context)
  const page = await context.newPage()
  const phone = shopper.phone(4)
  const vehicle = await freeVehicle(request, apiPost(request, shopper), { brand: 'Land Rover', free: true })
  await page.goto(`/showroom-order-online/vehicle/${vehicle.id}`)
  await page.getByRole('button', { name: 'Continue to checkout' }).click()
  await expect(page).toHaveURL(/\/showroom-order-online\/checkout/)
  await expect(page.locator('.order-hold')).toBeVisible()
  await expect.poll(() => counted(page, 'checkout_begin')).toBe(1)
  await page.locator('input[autocomplete="given-name"]').fill('Sam')
  await page.locator('input[autocomplete="family-name"]').fill('Lee')
  await page.locator('input[autocomplete="email"]').fill('sam.lee@example.com')
  await page.locator('input[type="tel"]').fill(phone)
  await page.locator('.order-phone button').click()
  await page
    .locator('input[autocomplete="one-time-code"]')
    .fill(await devSmsCode(browser, siteUrl('localhost', ''), phone))
  await page.locator('.order-phone button').last().click()
  await expect(page.locator('.order-verified')).toBeVisible()
  await page.locator('.order-terms ~ label input[type="checkbox"]').check()
  await page.getByRole('button', { name: 'Reserve for free' }).click()
  await expect(page).toHaveURL(/\/showroom-order-online\/success\?/)
  await expect(page.locator('.order-success')).toBeVisible({ timeout: 30_000 })
  expect(await counted(page, 'checkout_order_confirmation')).toBe(1)
  const [conversion] = await dataLayerEvents(page, 'checkout_order_confirmation')
  const orderNumber = await page.locator('.order-success strong').textContent()
  expect(conversion).toMatchObject({ page_kind: 'checkout_order_confirmation', order_number: orderNumber })

  // A reload confirms the order again and shows it, and pushes no second conversion.
  await page.reload()
  await expect(page.locator('.order-success')).toBeVisible({ timeout: 30_000 })
  expect(await counted(page, 'checkout_order_confirmation')).toBe(1)
  // On to the confirmation page and Back: still one.
  await page.locator('.order-success a').click()
  await expect(page).toHaveURL(/\/showroom-order-online\/confirmation\//)
  await page.goBack()
  await expect(page.locator('.order-success')).toBeVisible({ timeout: 30_000 })
  expect(await counted(page, 'checkout_order_confirmation')).toBe(1)
  expect(await counted(page, 'checkout_begin')).toBe(1)
  await context.close()
})

test('a checkout that cannot hold the vehicle pushes no checkout_begin', async ({ browser, request }) => {
  const holder = newShopper()
  const vehicle = await freeVehicle(request, apiPost(request, holder), { brand: 'Land Rover', free: false })
  const held = await request.post('/buy_online/orders/init', {
    data: { vehicle_id: vehicle.id },
    headers: holder.headers,
  })
  expect(held.status()).toBe(201)
  const context = await browser.newContext({ extraHTTPHeaders: newShopper().headers })
  await countEvents(context)
  const page = await context.newPage()
  await page.goto(`/showroom-order-online/checkout?vehicle=${vehicle.id}`)
  await expect(page.getByRole('dialog', { name: 'This vehicle is being reserved' })).toBeVisible()
  expect(await counted(page, 'checkout_begin')).toBe(0)
  await context.close()
})
