import { expect, type Page } from '@playwright/test'

/** Signs in through the development provider's real form. */
export async function signIn(page: Page, user: string, path = '/cms') {
  await page.goto(path)
  await page.fill('input[name=username]', user)
  await page.fill('input[name=password]', user)
  await page.click('button[type=submit]')
  await page.waitForLoadState('networkidle')
}

/**
 * Signs in as an editor and opens a new, empty page in the editor (of `type`, a page by default; of the
 * lrdx site in English unless `site` and `locale` say otherwise); returns its path.
 */
export async function openNewPage(
  page: Page,
  title: string,
  type?: string,
  { site = 'lrdx', locale = 'en' }: { site?: string; locale?: string } = {},
): Promise<string> {
  const path = `/e2e-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${Date.now()}`
  await signIn(page, 'editor')
  await page.getByRole('button', { name: 'New page' }).click()
  const form = page.getByRole('form', { name: 'New page' })
  await form.getByLabel('Site').selectOption(site)
  await form.getByLabel('Locale').selectOption(locale)
  await form.getByLabel('Path').fill(path)
  await form.getByLabel('Title').fill(title)
  if (type) await form.getByLabel('Type').selectOption(type)
  await form.getByRole('button', { name: 'Create and open' }).click()
  await expect(page).toHaveURL(/\/cms\/pages\//)
  return path
}

/** Publishes the open page once its draft is saved, and waits for the editor to say so. */
export async function publish(page: Page) {
  await expect(page.getByTestId('toolbar:save-state')).toHaveText('All changes saved', { timeout: 10_000 })
  await page.getByTestId('toolbar:publish').click()
  await expect(page.getByText(/Published/)).toBeVisible()
}
