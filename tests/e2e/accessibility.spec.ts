import { expect, test, type Page } from '@playwright/test'
import { expectAccessible } from './expect-accessible.js'

// axe-core on screens no other spec checks: the sign-in failed and no-access pages, and the forms admin's
// integrations check. axe is injected as a script, which the pages' CSP would refuse.
test.use({ bypassCSP: true })

async function signIn(page: Page, user: string, path: string) {
  await page.goto(path)
  await page.fill('input[name=username]', user)
  await page.fill('input[name=password]', user)
  await page.click('button[type=submit]')
  await page.waitForLoadState('networkidle')
}

test('the sign-in failed page', async ({ page }) => {
  const response = await page.goto('/auth/callback')
  expect(response?.status()).toBe(400)
  await expect(page.getByRole('heading', { name: 'Sign-in failed' })).toBeVisible()
  await expectAccessible(page)
})

test('the no-access page', async ({ page }) => {
  await signIn(page, 'viewer', '/admin')
  await expect(page).toHaveURL(/\/auth\/error\?type=noPermissions/)
  await expect(page.getByRole('heading', { name: 'No access' })).toBeVisible()
  await expectAccessible(page)
})

test('the integrations screen and its check of the saved integrations', async ({ page }) => {
  test.setTimeout(60_000)
  await signIn(page, 'editor', '/admin/forms/test-drive')
  await page.getByRole('tab', { name: 'Integrations' }).click()
  const check = page.getByRole('button', { name: 'Check saved integrations' })
  await expect(check).toBeVisible()
  await expectAccessible(page)
  await check.click()
  await expect(
    page.getByRole('status', { name: 'Integration check' }).getByRole('listitem').first(),
  ).toBeVisible()
  await expectAccessible(page)
})
