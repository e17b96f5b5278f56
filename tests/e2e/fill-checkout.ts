import { expect, type Browser, type Page } from '@playwright/test'
import { devSmsCode } from './dev-sms-code.js'
import { siteUrl } from './site-url.js'

/**
 * Fills the checkout's details, verifies the phone with the code the local verifier "texted" (read on the
 * site `host`'s /dev-sms) and accepts the terms.
 */
export async function fillCheckout(page: Page, browser: Browser, phone: string, host = 'localhost') {
  await expect(page.locator('.order-hold')).toBeVisible()
  await page.locator('input[autocomplete="given-name"]').fill('Sam')
  await page.locator('input[autocomplete="family-name"]').fill('Lee')
  await page.locator('input[autocomplete="email"]').fill('sam.lee@example.com')
  await page.locator('input[type="tel"]').fill(phone)
  await page.locator('.order-phone button').click()
  await expect(page.locator('input[autocomplete="one-time-code"]')).toBeVisible()
  await page
    .locator('input[autocomplete="one-time-code"]')
    .fill(await devSmsCode(browser, siteUrl(host, ''), phone))
  await page.locator('.order-phone button').last().click()
  await expect(page.locator('.order-verified')).toBeVisible()
  await page.locator('.order-terms ~ label input[type="checkbox"]').check()
}

/**
 * Pays on the local Stripe card page the checkout handed over to (in English or Arabic), and waits for the
 * success step of the journey under `prefix` (`/ar`).
 */
export async function payOnLocalStripePage(page: Page, prefix = '') {
  await expect(page).toHaveURL(/\/dev-payments\/stripe\//)
  await page
    .getByRole('button', { name: /Pay|ادفع/ })
    .first()
    .click()
  await expect(page).toHaveURL(new RegExp(`${prefix}/showroom-order-online/success\\?`))
  await expect(page.locator('.order-success')).toBeVisible({ timeout: 30_000 })
}
