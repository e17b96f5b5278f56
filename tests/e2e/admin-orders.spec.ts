import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test'
import { devSmsCode } from './dev-sms-code.js'
import { expectAccessible } from './expect-accessible.js'
import { apiPost, freeVehicle, newShopper, pagePost } from './shopper.js'
import { siteUrl } from './site-url.js'

// An editor finds orders in /admin (issue "Order online", deliver 6): the list filtered by status, an order's
// transitions and mails, and a cancellation through the admin. Orders are placed through the buy-online API.
// Issue 25 item 11 (decision 067): the orders of every site the admin may see, with a site filter; an admin
// coming from the Jaguar host lands on the Jaguar orders; an admin of the Jaguar site alone sees no other.

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

/**
 * An order of the Jaguar site, not yet paid, placed from a page of that site (its host name resolves only
 * in the browser) by a shopper of its own.
 */
async function jaguarOrder(browser: Browser, request: APIRequestContext): Promise<string> {
  const shopper = newShopper()
  const context = await browser.newContext({ extraHTTPHeaders: shopper.headers })
  const page = await context.newPage()
  await page.goto(siteUrl('jaguar.localhost', '/404'))
  const post = pagePost(page)
  const phone = shopper.phone(5)
  const vehicleId = (await freeVehicle(request, post, { brand: 'Jaguar', free: false, fromEnd: true })).id
  const lock = (
    (await post('/buy_online/orders/init', { vehicle_id: vehicleId })).body as {
      data: { data: { lock_id: string; holder: string } }
    }
  ).data.data
  const started = (
    (await post('/buy_online/phone_verification/create_verification', { phone_number: phone })).body as {
      data: { data: { verification_id: string } }
    }
  ).data.data
  const code = await devSmsCode(browser, siteUrl('localhost', ''), phone)
  await post('/buy_online/phone_verification/check_verification', {
    phone_number: phone,
    code,
    verification_id: started.verification_id,
  })
  const order = await post('/buy_online/orders', {
    order: {
      vehicle_id: vehicleId,
      lock_id: lock.lock_id,
      holder: lock.holder,
      verification_id: started.verification_id,
      phone_number: phone,
      customer: { first_name: 'Jo', last_name: `Jaguar-${phone.slice(-3)}`, email: 'jo@example.com' },
      finance_option: 'cash',
    },
  })
  expect(order.status).toBe(201)
  await context.close()
  return (order.body as { data: { data: { order_number: string } } }).data.data.order_number
}

test('an admin from the Jaguar host lands on its orders, filters by site and cancels a Jaguar order; a Jaguar-only admin sees no other site', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(120_000)
  const jaguar = await jaguarOrder(browser, request)
  const landRover = await placeOrder(request, browser, false, false)

  await page.setViewportSize({ width: 1280, height: 900 })
  // Sign-in happens on the Land Rover origin; the admin comes back with the Jaguar site chosen.
  await page.goto(siteUrl('jaguar.localhost', '/admin/orders'))
  await signIn(page, 'admin')
  await expect(page).toHaveURL(/\/admin\/orders\?site=jdx$/)
  await expect(page.getByLabel('Site')).toHaveValue('jdx')
  const jaguarRow = page.getByRole('row', { name: new RegExp(jaguar) })
  await expect(jaguarRow).toBeVisible()
  await expect(jaguarRow).toContainText('Southern Cross Jaguar')
  await expect(page.getByRole('row', { name: new RegExp(landRover) })).toHaveCount(0)
  await expectAccessible(page, '.admin-main')

  await page.getByLabel('Site').selectOption('')
  await expect(page.getByRole('row', { name: new RegExp(landRover) })).toBeVisible()
  await expect(page.getByRole('row', { name: new RegExp(jaguar) })).toBeVisible()
  await page.getByLabel('Site').selectOption('lrdx')
  await expect(page.getByRole('row', { name: new RegExp(jaguar) })).toHaveCount(0)
  await expect(page.getByRole('row', { name: new RegExp(landRover) })).toBeVisible()

  // The Jaguar order opens and is cancelled from the Land Rover origin.
  await page.goto(`/admin/orders/${jaguar}`)
  await expect(page.getByRole('table', { name: 'Order' })).toContainText('Southern Cross Jaguar')
  await page.getByRole('button', { name: 'Cancel order' }).click()
  await page.getByRole('button', { name: 'Cancel the order' }).click()
  await expect(page.getByRole('status')).toHaveText('The order is cancelled.')
  await expect(page.getByRole('table', { name: 'Order' })).toContainText('Cancelled')

  // An admin of the Jaguar site alone: its orders only, no site to choose, the other site's order not found.
  const context = await browser.newContext({ bypassCSP: true })
  const limited = await context.newPage()
  await limited.setViewportSize({ width: 375, height: 800 })
  await limited.goto('/admin/orders')
  await signIn(limited, 'jaguar-admin')
  await expect(limited.getByRole('row', { name: new RegExp(jaguar) })).toBeVisible()
  await expect(limited.getByRole('row', { name: new RegExp(landRover) })).toHaveCount(0)
  await expect(limited.getByLabel('Site')).toHaveCount(0)
  await expectAccessible(limited, '.admin-main')
  await limited.goto(`/admin/orders/${landRover}`)
  await expect(limited.getByText(`No order ${landRover}`)).toBeVisible()
  await context.close()
})
