import { expect, test } from '@playwright/test'

// The model showcase blocks without JavaScript (the `nojs` project): the catalogue's figures are in the
// page, the first filter shows its derivatives, and every derivative and standard equipment list is in the
// HTML for bots even where a closed tab or dialog hides it.

test('the Defender derivatives page shows its catalogue figures and holds every derivative', async ({
  page,
}) => {
  const response = await page.goto('/models/defender/derivatives')
  expect(response?.status()).toBe(200)
  await expect(page.locator('.jlr-spec__row').first()).toBeVisible()
  await expect(page.getByRole('tab', { name: 'Defender 90' })).toHaveAttribute('aria-selected', 'true')
  await expect(page.getByRole('heading', { name: 'Defender 90', level: 3 })).toBeVisible()
  await expect(page.locator('#defender-90-s').locator('xpath=..')).toContainText('183 kW')
  const html = (await response?.text()) ?? ''
  for (const derivative of ['X-Dynamic SE · D350', 'V8 · P525 V8', 'Outbound · P400'])
    expect(html).toContain(derivative)
  expect(html).toContain('Three-zone climate control')
  await expect(page.locator('.block-error')).toHaveCount(0)
})
