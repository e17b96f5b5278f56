import { expect, type Page } from '@playwright/test'

/** The draft the server keeps for this browser's hold (read as the checkout reads it). */
export function serverDraft(page: Page) {
  return page.evaluate(async () => {
    const lock = JSON.parse(localStorage.getItem('sl_order_online_soft_lock') ?? 'null') as {
      vehicleId: string
      holder: string
    } | null
    if (!lock) return null
    const answer = await fetch('/buy_online/checkout_draft/open', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ vehicle_id: lock.vehicleId, holder: lock.holder }),
    })
    return ((await answer.json()) as { data: { data: Record<string, unknown> | null } }).data.data
  })
}

/** Waits until the server has what the checkout shows (the draft is saved a moment after each change). */
export async function draftSaved(page: Page) {
  await expect
    .poll(() => serverDraft(page))
    .toMatchObject({
      first_name: 'Sam',
      email: 'sam.lee@example.com',
      terms_accepted: true,
      phone_verified: true,
    })
}

/** The checkout shows what was entered before: names, email, the verified phone, the accepted terms. */
export async function expectKept(page: Page) {
  await expect(page.locator('input[autocomplete="given-name"]')).toHaveValue('Sam')
  await expect(page.locator('input[autocomplete="family-name"]')).toHaveValue('Lee')
  await expect(page.locator('input[autocomplete="email"]')).toHaveValue('sam.lee@example.com')
  await expect(page.locator('.order-verified')).toBeVisible()
  await expect(page.locator('.order-terms ~ label input[type="checkbox"]')).toBeChecked()
}
