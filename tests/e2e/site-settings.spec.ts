import { mkdirSync } from 'node:fs'
import { expect, test, type Page } from '@playwright/test'
import { signIn } from './editor-session.js'
import { expectAccessible } from './expect-accessible.js'
import { siteUrl } from './site-url.js'

// The Site section's Settings and History (issue 15 items 1 and 9, decision 044): an admin changes the
// title divider and the cookie banner's words and sees them on the live sites, both themes and an Arabic
// override; restores a change from the History; an editor is refused.

// axe is injected as a script tag, which the admin's strict CSP would refuse.
test.use({ bypassCSP: true })

const SHOTS = 'test-results/screenshots'

async function shot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true })
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true })
}

async function saveSettings(page: Page) {
  await page.getByRole('button', { name: 'Save settings' }).click()
  await expect(page.getByTestId('toasts')).toContainText('Settings saved')
}

test('an admin changes the title divider and the cookie banner and sees them on the live sites', async ({
  page,
}) => {
  await signIn(page, 'admin', '/admin/site/settings?site=jdx')
  await expect(page.getByRole('heading', { level: 1, name: 'Site' })).toBeVisible()
  const form = page.getByRole('form', { name: 'Site settings' })
  await expect(form.getByLabel('Title divider', { exact: true })).toHaveValue('—')
  await expectAccessible(page)
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 })
    await shot(page, `admin-site-settings-${width}`)
  }
  await page.setViewportSize({ width: 1280, height: 900 })

  // A value the schema refuses shows at its field and is not saved.
  await form.getByLabel('Cookie policy link', { exact: true }).fill('javascript:alert(1)')
  await expect(form.getByText(/is not a safe URL/)).toBeVisible()
  await form.getByLabel('Cookie policy link', { exact: true }).fill('/cookie-policy')

  await form.getByLabel('Title divider', { exact: true }).fill('~')
  const jaguarTitle = await form.getByLabel('Banner title', { exact: true }).inputValue()
  await form.getByLabel('Banner title', { exact: true }).fill('Biscuits on the Jaguar site')
  await saveSettings(page)

  const jaguar = siteUrl('jaguar.localhost', '')
  await page.goto(`${jaguar}/accessories`)
  await expect(page).toHaveTitle('Genuine Jaguar accessories ~ Southern Cross Jaguar')
  await expect(page.locator('.cookie-banner__title')).toHaveText('Biscuits on the Jaguar site')

  // The Land Rover site's Arabic pages get their own banner title; its English pages keep theirs.
  await page.goto('/admin/site/settings?site=lrdx')
  await page.getByLabel('Values for').selectOption('ar')
  await expect(form.getByLabel('Banner title', { exact: true })).toHaveValue('')
  await form.getByLabel('Banner title', { exact: true }).fill('ملفات تعريف الارتباط في موقعنا')
  await saveSettings(page)
  await shot(page, 'admin-site-settings-ar-1280')
  await page.goto('/ar/accessories')
  await expect(page.locator('.cookie-banner__title')).toHaveText('ملفات تعريف الارتباط في موقعنا')
  await shot(page, 'site-settings-ar-banner-1280')
  await page.goto('/accessories')
  await expect(page.locator('.cookie-banner__title')).not.toHaveText('ملفات تعريف الارتباط في موقعنا')

  // The History lists the changes and restores the divider.
  await page.goto('/admin/site/history?site=jdx')
  const row = page.getByRole('row').filter({ hasText: 'meta.title_divider' }).first()
  await expect(row).toContainText('“—” → “~”')
  await expectAccessible(page)
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 })
    await shot(page, `admin-site-history-${width}`)
  }
  await page.setViewportSize({ width: 1280, height: 900 })
  await row.getByRole('button', { name: 'Restore' }).click()
  const dialog = page.getByTestId('restore-change-dialog')
  await expect(dialog).toContainText('It goes back to “—”')
  await dialog.getByRole('button', { name: 'Restore' }).click()
  await expect(page.getByTestId('toasts')).toContainText('meta.title_divider restored')
  await expect(page.getByRole('row').filter({ hasText: 'restored from change' }).first()).toBeVisible()
  await page.goto(`${jaguar}/accessories`)
  await expect(page).toHaveTitle('Genuine Jaguar accessories — Southern Cross Jaguar')

  // The admin puts the banners back as they were (an emptied Arabic value falls back to the English one),
  // so the next run, and every other spec, meets the seeded settings.
  await page.goto('/admin/site/settings?site=jdx')
  await form.getByLabel('Banner title', { exact: true }).fill(jaguarTitle)
  await saveSettings(page)
  await page.goto('/admin/site/settings?site=lrdx')
  await page.getByLabel('Values for').selectOption('ar')
  await form.getByLabel('Banner title', { exact: true }).fill('')
  await saveSettings(page)
  await page.goto('/ar/accessories')
  await expect(page.locator('.cookie-banner__title')).not.toHaveText('ملفات تعريف الارتباط في موقعنا')
})

test('an editor is refused the Site section and reads retailers only', async ({ page }) => {
  await signIn(page, 'editor', '/admin/site/settings?site=lrdx')
  await expect(page.getByText(/^Only an admin manages/)).toBeVisible()
  await expect(page.getByRole('form', { name: 'Site settings' })).toHaveCount(0)
  const sections = page.getByRole('navigation', { name: 'Sections' })
  await expect(sections.getByRole('link', { name: 'Form settings' })).toBeVisible()
  await expect(sections.getByRole('link', { name: 'Site', exact: true })).toHaveCount(0)
  await expectAccessible(page)
  await shot(page, 'admin-site-editor-refused-1280')
  await page.goto('/admin/dealers')
  await expect(page.getByRole('heading', { level: 1, name: 'Dealers' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'New retailer' })).toHaveCount(0)
  await expect(page.getByRole('button', { name: /^Delete / })).toHaveCount(0)
})
