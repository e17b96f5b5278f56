import { mkdirSync } from 'node:fs'
import { expect, test, type Page } from '@playwright/test'
import { block } from '../helpers/page-builder.js'
import { signIn } from './editor-session.js'
import { expectAccessible } from './expect-accessible.js'

// The pages screen (issue 13 item 8, decision 036): sites by name with their theme, a tree by path with each
// page's status and last editor; create with a taken path shown at the field, duplicate, versions with a
// side-by-side diff and restore, delete after a confirmation, view live, preview the draft, and sign out.
test.use({ bypassCSP: true })

const SHOTS = 'test-results/screenshots'

async function shot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true })
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true })
}

/** The admin API with the page's session (cookies and the CSRF token), for setting up a published page. */
async function api(page: Page) {
  const session = await page.request.get('/admin/api/session')
  const csrf = ((await session.json()) as { data: { csrfToken: string } }).data.csrfToken
  const headers = { 'csrf-token': csrf }
  return {
    put: (path: string, data: unknown) => page.request.put(`/admin/api${path}`, { data, headers }),
    post: (path: string) => page.request.post(`/admin/api${path}`, { data: {}, headers }),
    get: (path: string) => page.request.get(`/admin/api${path}`),
  }
}

test('an editor creates, compares, restores, duplicates and deletes pages, then signs out', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await signIn(page, 'editor')
  await expect(page.getByTestId('signed-in-user')).toHaveText('Signed in as Eddie Editor')
  const landRover = page.getByRole('region', { name: 'Southern Cross Land Rover' })
  await expect(landRover).toContainText('lrdx theme')
  await expect(page.getByRole('region', { name: 'Southern Cross Jaguar' })).toContainText('jdx theme')
  await expectAccessible(page)

  // Create: a taken path is named at the Path field, inside the dialog.
  await page.getByRole('button', { name: 'New page' }).click()
  const form = page.getByRole('form', { name: 'New page' })
  await expect(form.getByLabel('Site')).toContainText('Southern Cross Land Rover · lrdx theme')
  await form.getByLabel('Site').selectOption('lrdx')
  await form.getByLabel('Path').fill('/offers')
  await form.getByLabel('Title').fill('Clash')
  await form.getByRole('button', { name: 'Create and open' }).click()
  await expect(form.getByText('/offers already has a page')).toBeVisible()
  await expect(form.getByLabel('Path')).toHaveAttribute('aria-invalid', 'true')
  await expectAccessible(page)
  const path = `/e2e-pages-${Date.now()}`
  await form.getByLabel('Path').fill(path)
  await form.getByLabel('Title').fill('Autumn service')
  await form.getByRole('button', { name: 'Create and open' }).click()
  await expect(page).toHaveURL(/\/cms\/pages\//)
  const id = decodeURIComponent(page.url().split('/cms/pages/')[1]!)

  // Published once, then changed: the list says so.
  const admin = await api(page)
  const { draft } = ((await (await admin.get(`/pages/${id}`)).json()) as { data: { draft: object } }).data
  const first = { ...draft, blocks: [block('jlr-snippet', 'intro', { heading: 'First words' })] }
  expect((await admin.put(`/pages/${id}`, { document: first, base_version: 1 })).ok()).toBe(true)
  expect((await admin.post(`/pages/${id}/publish`)).ok()).toBe(true)
  const second = { ...draft, blocks: [block('jlr-snippet', 'intro', { heading: 'Second thoughts' })] }
  expect((await admin.put(`/pages/${id}`, { document: second, base_version: 2 })).ok()).toBe(true)
  await page.goto('/cms')
  await page.getByRole('searchbox', { name: 'Search' }).fill(path)
  const row = page.getByTestId(`page-row:${id}`)
  await expect(row.getByTestId(`page-status:${id}`)).toHaveText('Changed since publish')
  await expect(row).toContainText('by Eddie Editor')

  // View live and preview the draft: each shows its own words.
  const live = await row.getByRole('link', { name: /View live/ }).getAttribute('href')
  expect(live).toBe(new URL(path, page.url()).href)
  expect(await (await page.request.get(live!)).text()).toContain('First words')
  const preview = await row.getByRole('link', { name: /Preview draft/ }).getAttribute('href')
  expect(await (await page.request.get(preview!)).text()).toContain('Second thoughts')

  // Versions: version 1 beside the current draft, then restored.
  await row.getByRole('button', { name: /^Versions/ }).click()
  const versions = page.getByTestId('versions-dialog')
  await expect(versions.getByTestId('version-row:1')).toContainText('Live')
  const diff = versions.getByTestId('version-diff')
  await expect(diff).toContainText('1 line differs between version 1 and the current draft')
  await expect(diff.locator('.pages-diff__line--removed')).toContainText('First words')
  await expect(diff.locator('.pages-diff__line--added')).toContainText('Second thoughts')
  await expectAccessible(page)
  await shot(page, 'pages-versions-1280')
  await versions.getByRole('button', { name: 'Restore version 1' }).click()
  const restore = page.getByTestId('restore-dialog')
  await expect(restore).toContainText('is replaced by version 1')
  await restore.getByRole('button', { name: 'Restore version 1' }).click()
  await expect(page.getByTestId('toasts')).toContainText(`Version 1 of ${path} is the draft again`)
  await expect(row.getByTestId(`page-status:${id}`)).toHaveText('Published')

  // Duplicate: a taken path is named at the field; then a copy as a draft.
  await row.getByRole('button', { name: /^Duplicate/ }).click()
  const duplicate = page.getByRole('form', { name: `Duplicate ${path}` })
  await expect(duplicate.getByLabel('Path of the copy')).toHaveValue(`${path}-copy`)
  await duplicate.getByLabel('Path of the copy').fill('/offers')
  await duplicate.getByRole('button', { name: 'Duplicate' }).click()
  await expect(duplicate.getByText('/offers already has a page')).toBeVisible()
  await duplicate.getByLabel('Path of the copy').fill(`${path}-copy`)
  await duplicate.getByRole('button', { name: 'Duplicate' }).click()
  await expect(page.getByTestId('toasts')).toContainText(`Duplicated ${path} as ${path}-copy`)
  const copy = page.locator('[data-testid^="page-row:"]', { hasText: `${path}-copy` })
  await expect(copy.locator('[data-testid^="page-status:"]')).toHaveText('Draft')
  await expect(copy.getByRole('link', { name: /View live/ })).toHaveCount(0)

  // Delete asks first; Cancel keeps the page, Delete page removes it.
  await copy.getByRole('button', { name: /^Delete/ }).click()
  const confirm = page.getByTestId('delete-dialog')
  await expect(confirm).toContainText('Autumn service (copy)')
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(confirm).toHaveCount(0)
  await expect(copy).toHaveCount(1)
  await copy.getByRole('button', { name: /^Delete/ }).click()
  await confirm.getByRole('button', { name: 'Delete page' }).click()
  await expect(page.getByTestId('toasts')).toContainText(`Deleted ${path}-copy`)
  await expect(copy).toHaveCount(0)

  // Sign out: the session ends here, then at the provider (which asks), and /cms asks to sign in again.
  await page.getByRole('button', { name: 'Sign out' }).click()
  await page.getByRole('button', { name: 'Yes, sign me out' }).click()
  await expect(page).toHaveURL(/\/auth\/signed-out/)
  await page.goto('/cms')
  await expect(page.locator('input[name=username]')).toBeVisible()
})

// One test per width: fourteen axe runs and screenshots in one test took most of a minute on a busy machine.
for (const width of [1280, 375]) {
  test(`the pages screen and the admin screens in the design system, at ${width} px`, async ({ page }) => {
    test.setTimeout(90_000)
    await signIn(page, 'editor')
    await page.setViewportSize({ width, height: 900 })
    await page.goto('/cms')
    await expect(page.getByRole('region', { name: 'Southern Cross Jaguar' })).toBeVisible()
    await shot(page, `pages-${width}`)
    await expectAccessible(page)
    await page.getByRole('button', { name: 'New page' }).click()
    await expectAccessible(page)
    await shot(page, `pages-new-${width}`)
    await page.keyboard.press('Escape')
    for (const [path, heading] of [
      ['/admin', 'Forms'],
      ['/admin/locations', 'Locations'],
      ['/admin/settings', 'Form settings'],
      ['/admin/orders', 'Orders'],
    ] as const) {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
      await expectAccessible(page)
      await shot(page, `admin${path.replace(/\W+/g, '-')}-${width}`)
    }
  })
}

test('a delete on an admin screen asks in the same dialog as the pages screen', async ({ page }) => {
  await signIn(page, 'editor')
  await page.goto('/admin')
  await page
    .getByTestId('form-row:contact-us')
    .getByRole('button', { name: /^Delete/ })
    .click()
  const dialog = page.getByRole('dialog', { name: 'Delete the form “Contact us”?' })
  await expect(dialog).toContainText('Its leads are kept.')
  await expectAccessible(page)
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await expect(page.getByTestId('form-row:contact-us')).toBeVisible()
})
