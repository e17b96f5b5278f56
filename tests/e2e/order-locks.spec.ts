import { expect, test, type Browser, type Page } from '@playwright/test'
import { expectAccessible } from './expect-accessible.js'
import { newShopper, nobodyHolds, pagePost, type Shopper } from './shopper.js'
import { siteUrl } from './site-url.js'

// Holds are fair and visible (decision 064): a vehicle another shopper holds says "Being reserved" on its
// page and its card, on both sites and in Arabic; the holder's reload keeps the hold, closing the checkout
// lets it go (pagehide beacon), and the page then offers the reservation again.

test.describe.configure({ mode: 'serial' })
// axe is injected as an inline script, which the pages' CSP refuses (tests/e2e/accessibility.spec.ts).
test.use({ bypassCSP: true })
test.setTimeout(90_000)

/** A page of a new shopper of its own (a client address the limits count apart). */
async function shopperPage(browser: Browser): Promise<{ page: Page; shopper: Shopper }> {
  const shopper = newShopper()
  const context = await browser.newContext({ extraHTTPHeaders: shopper.headers })
  return { page: await context.newPage(), shopper }
}

/** The ids of the cards the list page shows. */
const cardIds = (page: Page) =>
  page
    .locator('.vehicle-card')
    .evaluateAll((cards) => cards.map((c) => c.getAttribute('data-vehicle-id') ?? ''))

/** Whether the server says someone holds `vehicleId` (asked from `page`, on its site). */
const heldNow = (page: Page, vehicleId: string) =>
  page.evaluate(async (id) => {
    const res = await fetch(`/buy_online/holds?vehicle_ids=${id}`)
    return ((await res.json()) as { data: { data: { held: string[] } } }).data.data.held.includes(id)
  }, vehicleId)

for (const site of [
  { name: 'Land Rover in English', host: 'localhost', prefix: '', held: 'Being reserved', width: 1280 },
  { name: 'Jaguar in Arabic', host: 'jaguar.localhost', prefix: '/ar', held: 'قيد الحجز', width: 375 },
]) {
  test(`${site.name}: a held vehicle is "Being reserved" until its holder closes the checkout`, async ({
    browser,
  }) => {
    const viewer = await shopperPage(browser)
    const holder = await shopperPage(browser)
    await viewer.page.setViewportSize({ width: site.width, height: 900 })
    await viewer.page.goto(siteUrl(site.host, `${site.prefix}/stock/new`))
    await expect(viewer.page.locator('.vehicle-card').first()).toBeVisible()

    // A vehicle of the list's first page that nobody holds; the holder opens its checkout, which holds it.
    await holder.page.goto(siteUrl(site.host, '/404'))
    let vehicleId = ''
    for (const id of await cardIds(viewer.page))
      if (await nobodyHolds(pagePost(holder.page), id)) {
        vehicleId = id
        break
      }
    expect(vehicleId).not.toBe('')
    await holder.page.goto(
      siteUrl(site.host, `${site.prefix}/showroom-order-online/checkout?vehicle=${vehicleId}`),
    )
    await expect(holder.page.locator('.order-hold')).toBeVisible()
    expect(await heldNow(viewer.page, vehicleId)).toBe(true)

    // The viewer's list and vehicle page say so, in the page's language, and offer no reservation.
    await viewer.page.reload()
    const card = viewer.page.locator(`.vehicle-card[data-vehicle-id="${vehicleId}"]`)
    await card.scrollIntoViewIfNeeded()
    // The cards ask once their island works.
    await expect(viewer.page.locator('[data-island="stock-locator"][data-hydrated]')).toHaveCount(1, {
      timeout: 30_000,
    })
    await expect(card.locator('.vehicle-card__status')).toHaveText(site.held)
    await card.locator('.vehicle-card__view').click()
    await expect(viewer.page.locator('.vehicle-page__status')).toHaveText(site.held)
    await expect(viewer.page.locator('.vehicle-page__held')).toBeVisible()
    await expect(viewer.page.locator('a[data-action="reserve"]')).toHaveCount(0)
    await expect(viewer.page.locator('a[data-action="enquire"]')).toBeVisible()
    await expectAccessible(viewer.page, '.vehicle-page')
    const vehiclePage = viewer.page.url()

    // The holder's reload keeps the hold (the pagehide's release is taken back with the same lock).
    const lockBefore = await holder.page.evaluate(() => localStorage.getItem('sl_order_online_soft_lock'))
    await holder.page.reload()
    await expect(holder.page.locator('.order-hold')).toBeVisible()
    await expect(holder.page.locator('.order-modal')).toHaveCount(0)
    expect(
      JSON.parse(
        (await holder.page.evaluate(() => localStorage.getItem('sl_order_online_soft_lock'))) ?? '{}',
      ).lockId,
    ).toBe(JSON.parse(lockBefore ?? '{}').lockId)
    expect(await heldNow(viewer.page, vehicleId)).toBe(true)

    // Closing the checkout's tab lets the vehicle go at once, not in 15 minutes.
    await holder.page.close({ runBeforeUnload: true })
    await expect.poll(() => heldNow(viewer.page, vehicleId)).toBe(false)
    await viewer.page.goto(vehiclePage)
    await expect(viewer.page.locator('a[data-action="reserve"]')).toBeVisible()
    await expect(viewer.page.locator('.vehicle-page__status')).not.toHaveText(site.held)
    await expect(viewer.page.locator('.vehicle-page__held')).toHaveCount(0)
    await viewer.page.context().close()
  })
}

test('the shopper who holds a vehicle is not told it is "Being reserved"', async ({ browser }) => {
  const { page } = await shopperPage(browser)
  await page.goto('/stock/new')
  await expect(page.locator('.vehicle-card').first()).toBeVisible()
  const post = pagePost(page)
  let vehicleId = ''
  for (const id of await cardIds(page))
    if (await nobodyHolds(post, id)) {
      vehicleId = id
      break
    }
  // The hold as the checkout keeps it in this browser (journey storage, 000 §9).
  const hold = (await post('/buy_online/orders/init', { vehicle_id: vehicleId })).body as {
    data: { data: { lock_id: string; holder: string; expires_at: string } }
  }
  const lock = hold.data.data
  await page.evaluate((stored) => localStorage.setItem('sl_order_online_soft_lock', JSON.stringify(stored)), {
    vehicleId,
    lockId: lock.lock_id,
    holder: lock.holder,
    expiresAt: lock.expires_at,
  })
  expect(await heldNow(page, vehicleId)).toBe(true)
  const asked = page.waitForResponse((res) => res.url().includes('/buy_online/holds?'))
  await page.reload()
  const card = page.locator(`.vehicle-card[data-vehicle-id="${vehicleId}"]`)
  await card.scrollIntoViewIfNeeded()
  const answer = (await (await asked).json()) as { data: { data: { held: string[] } } }
  expect(answer.data.data.held).not.toContain(vehicleId)
  await expect(card.locator('.vehicle-card__status')).not.toHaveText('Being reserved')
  await post('/buy_online/orders/release', {
    vehicle_id: vehicleId,
    lock_id: lock.lock_id,
    holder: lock.holder,
  })
  await page.context().close()
})

test('a similar vehicle another shopper holds is "Being reserved" on the vehicle page', async ({
  browser,
}) => {
  const viewer = await shopperPage(browser)
  const holder = await shopperPage(browser)
  await viewer.page.goto('/stock/new')
  await viewer.page.locator('.vehicle-card__view').first().click()
  await expect(viewer.page.locator('.vehicle-page__status')).toBeVisible()
  const similar = viewer.page.locator('.vehicle-similar .vehicle-card')
  await expect(similar.first()).toBeVisible()
  const ids = await similar.evaluateAll((cards) => cards.map((c) => c.getAttribute('data-vehicle-id') ?? ''))

  // Another shopper holds one of them.
  await holder.page.goto('/404')
  const post = pagePost(holder.page)
  let vehicleId = ''
  for (const id of ids)
    if (await nobodyHolds(post, id)) {
      vehicleId = id
      break
    }
  expect(vehicleId).not.toBe('')
  const taken = await post('/buy_online/orders/init', { vehicle_id: vehicleId })
  expect(taken.status).toBe(201)
  const lock = (taken.body as { data: { data: { lock_id: string; holder: string } } }).data.data

  // The page is cached HTML; the card's status asks once it nears the viewport.
  await viewer.page.reload()
  const card = viewer.page.locator(`.vehicle-similar .vehicle-card[data-vehicle-id="${vehicleId}"]`)
  await card.scrollIntoViewIfNeeded()
  await expect(card.locator('.vehicle-card__status')).toHaveText('Being reserved')
  await expectAccessible(viewer.page, '.vehicle-similar')

  await post('/buy_online/orders/release', {
    vehicle_id: vehicleId,
    lock_id: lock.lock_id,
    holder: lock.holder,
  })
  await viewer.page.context().close()
  await holder.page.context().close()
})
