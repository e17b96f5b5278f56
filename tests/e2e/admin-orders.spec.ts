import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test'
import type { Vehicle } from '../../engine/stock/stock-types.js'
import { FREE_RESERVATION_DEALER } from '../../server/stock/reference/company-configs.js'
import { devSmsCode } from './dev-sms-code.js'
import { expectAccessible } from './expect-accessible.js'
import { siteUrl } from './site-url.js'

// An editor finds orders in /admin (issue "Order online", deliver 6): the list filtered by status, an order's
// transitions and mails, and a cancellation through the admin. Orders are placed through the buy-online API.

test.use({ bypassCSP: true })

async function signIn(page: Page, user: string) {
  await page.fill('input[name=username]', user)
  await page.fill('input[name=password]', user)
  await page.click('button[type=submit]')
  await page.waitForLoadState('networkidle')
}

/** A Land Rover on sale, from the far end of the listing (the journey spec takes the first ones). */
async function vehicle(request: APIRequestContext, free: boolean, skip = 0): Promise<string> {
  let seen = 0
  for (let page = 40; page >= 1; page--) {
    const listing = (await (await request.get(`/listing/new?items=12&page=${page}`)).json()) as {
      data: Vehicle[]
    }
    for (const v of listing.data) {
      const a = v.attributes
      if (a.status !== 'stock' || a.nameplate_brand_name !== 'Land Rover') continue
      if ((a.owner_id === FREE_RESERVATION_DEALER) !== free) continue
      if (seen++ === skip) return v.id
    }
  }
  throw new Error('no vehicle on sale')
}

/** Places an order through the API (hold, the code an editor reads on /dev-sms, order); confirms it when asked. */
async function placeOrder(
  request: APIRequestContext,
  browser: Browser,
  vehicleId: string,
  phone: string,
  confirm: boolean,
) {
  const lock = (
    await (await request.post('/buy_online/orders/init', { data: { vehicle_id: vehicleId } })).json()
  ).data.data
  const started = (
    await (
      await request.post('/buy_online/phone_verification/create_verification', {
        data: { phone_number: phone },
      })
    ).json()
  ).data.data
  const code = await devSmsCode(browser, siteUrl('localhost', ''), phone)
  await request.post('/buy_online/phone_verification/check_verification', {
    data: { phone_number: phone, code, verification_id: started.verification_id },
  })
  const order = (
    await (
      await request.post('/buy_online/orders', {
        data: {
          order: {
            vehicle_id: vehicleId,
            lock_id: lock.lock_id,
            holder: lock.holder,
            verification_id: started.verification_id,
            phone_number: phone,
            customer: {
              first_name: 'Alex',
              last_name: `Admin-${phone.slice(-3)}`,
              email: 'alex@example.com',
            },
            finance_option: 'cash',
          },
        },
      })
    ).json()
  ).data.data as { order_number: string }
  if (confirm) await request.put(`/buy_online/orders/${order.order_number}/confirm`, { data: {} })
  return order.order_number
}

test('an editor finds a reservation in /admin, reads its history and cancels another order', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(90_000)
  const confirmed = await placeOrder(request, browser, await vehicle(request, true), '+61 400 555 301', true)
  const open = await placeOrder(request, browser, await vehicle(request, false, 0), '+61 400 555 302', false)

  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto('/admin/orders')
  await signIn(page, 'editor')
  await expect(page.getByRole('heading', { name: 'Orders' })).toBeVisible()
  await page.getByLabel('Status').selectOption('confirmed')
  const row = page.getByRole('row', { name: new RegExp(confirmed) })
  await expect(row).toBeVisible()
  await expect(page.getByRole('row', { name: new RegExp(open) })).toHaveCount(0)
  await expectAccessible(page, '.admin-main')

  await row.getByRole('link', { name: confirmed }).click()
  await expect(page.getByRole('heading', { name: `Order ${confirmed}` })).toBeVisible()
  const transitions = page.getByRole('table', { name: 'Transitions' })
  await expect(transitions).toContainText('Confirmed')
  await expect(page.getByRole('table', { name: 'Mails' })).toContainText('Dealer notification')
  await expectAccessible(page, '.admin-main')

  await page.goto(`/admin/orders/${open}`)
  await page.getByRole('button', { name: 'Cancel order' }).click()
  await page.getByLabel('Reason (optional)').fill('Shopper called to cancel')
  await page.getByRole('button', { name: 'Cancel the order' }).click()
  await expect(page.getByRole('status')).toHaveText('The order is cancelled.')
  await expect(page.getByRole('table', { name: 'Order' })).toContainText('Cancelled')
  await expect(page.getByRole('table', { name: 'Transitions' })).toContainText('Shopper called to cancel')
})
