import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test'
import { devSmsCode } from './dev-sms-code.js'
import { expectAccessible } from './expect-accessible.js'
import { apiPost, freeVehicle, newShopper } from './shopper.js'
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

/** Places an order through the API (hold, the code an editor reads on /dev-sms, order); confirms it when asked. */
async function placeOrder(request: APIRequestContext, browser: Browser, free: boolean, confirm: boolean) {
  const shopper = newShopper()
  const headers = shopper.headers
  const phone = shopper.phone(free ? 1 : 2)
  // From the listing's far end: the journey spec takes vehicles from its start.
  const vehicleId = (
    await freeVehicle(request, apiPost(request, shopper), { brand: 'Land Rover', free, fromEnd: true })
  ).id
  const lock = (
    await (await request.post('/buy_online/orders/init', { data: { vehicle_id: vehicleId }, headers })).json()
  ).data.data
  const started = (
    await (
      await request.post('/buy_online/phone_verification/create_verification', {
        data: { phone_number: phone },
        headers,
      })
    ).json()
  ).data.data
  const code = await devSmsCode(browser, siteUrl('localhost', ''), phone)
  await request.post('/buy_online/phone_verification/check_verification', {
    data: { phone_number: phone, code, verification_id: started.verification_id },
    headers,
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
        headers,
      })
    ).json()
  ).data.data as { order_number: string }
  if (confirm) await request.put(`/buy_online/orders/${order.order_number}/confirm`, { data: {}, headers })
  return order.order_number
}

test('an editor finds a reservation in /admin, reads its history and cancels another order', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(90_000)
  const confirmed = await placeOrder(request, browser, true, true)
  const open = await placeOrder(request, browser, false, false)

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
