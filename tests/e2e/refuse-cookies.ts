import { expect, type Page } from '@playwright/test'

/** Refuses optional cookies on the banner, which otherwise covers the bottom of the screen. */
export async function refuseCookies(page: Page): Promise<void> {
  const banner = page.locator('.cookie-banner:not([hidden])')
  await expect(banner).toBeVisible()
  await banner.locator('.button--secondary').click()
  await expect(banner).toHaveCount(0)
}
