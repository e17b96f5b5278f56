import { expect, test, type Page } from '@playwright/test'
import { signIn } from './editor-session.js'
import { expectAccessible } from './expect-accessible.js'
import { siteUrl } from './site-url.js'

// Issue 15 items 4 and 5 (decision 046): an admin adds a css metahead and a redirect in the Site section, and
// sees both on the live site at once, in both themes; the screens pass axe at desktop and phone widths.

// axe is injected as an inline script: the admin pages' CSP would refuse it. The live site is opened in a
// context of its own that keeps its CSP, so the metahead is seen working under the real policy.
test.use({ bypassCSP: true })

const SITES = [
  { key: 'lrdx', host: 'localhost', padding: '17px' },
  { key: 'jdx', host: 'jaguar.localhost', padding: '19px' },
] as const

async function shoot(page: Page, name: string) {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 })
    await expectAccessible(page)
    await page.screenshot({ path: `test-results/screenshots/site-${name}-${width}.png`, fullPage: true })
  }
  await page.setViewportSize({ width: 1280, height: 900 })
}

const scrollPadding = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.documentElement).scrollPaddingTop)

test('an admin adds a css metahead and a redirect, and the live site has both at once (both themes)', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000)
  const siteContext = await browser.newContext({ bypassCSP: false })
  const stamp = Date.now()
  await signIn(page, 'admin', '/admin/site/metaheads?site=lrdx')
  for (const site of SITES.map((s) => ({ ...s, origin: siteUrl(s.host, '') }))) {
    // Metaheads: add a stylesheet for every page, then move it up with the keyboard-friendly button.
    await page.goto(`/admin/site/metaheads?site=${site.key}`)
    const table = page.getByRole('table', { name: /^Metaheads of / })
    await expect(table).toBeVisible()
    const before = await table.locator('tbody tr').count()
    if (site.key === 'lrdx') await shoot(page, 'metaheads')
    await page.getByRole('button', { name: 'Add metahead' }).first().click()
    const dialog = page.getByTestId('metahead-dialog')
    await dialog.getByLabel('Language').selectOption('css')
    await dialog.getByLabel('Content').fill(`html[data-site] { scroll-padding-top: ${site.padding}; }`)
    if (site.key === 'lrdx') {
      await expectAccessible(page, '[data-testid="metahead-dialog"]')
      await page.screenshot({ path: 'test-results/screenshots/site-metahead-dialog-1280.png' })
    }
    await dialog.getByRole('button', { name: 'Save metahead' }).click()
    await expect(dialog).toBeHidden()
    await expect(page.getByTestId('toasts')).toContainText(/Added metahead \d+/)
    await expect(table.locator('tbody tr')).toHaveCount(before + 1)
    const last = table.locator('tbody tr').last()
    const id = (await last.getAttribute('data-testid'))?.replace('metahead:', '') as string
    await last.getByRole('button', { name: `Move metahead ${id} up` }).click()
    await expect(table.locator('tbody tr').nth(before - 1)).toHaveAttribute('data-testid', `metahead:${id}`)

    // A Sass error is shown in the dialog with its line, and nothing is saved.
    await page.getByRole('button', { name: 'Add metahead' }).first().click()
    await dialog.getByLabel('Language').selectOption('scss')
    await dialog.getByLabel('Content').fill('.a {\n  color: $nope;\n}')
    await dialog.getByRole('button', { name: 'Save metahead' }).click()
    await expect(dialog.getByRole('alert').first()).toContainText('line 2: Undefined variable')
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await expect(table.locator('tbody tr')).toHaveCount(before + 1)

    // Redirects: a new path to the home page.
    await page.goto(`/admin/site/redirects?site=${site.key}`)
    await page.getByRole('button', { name: 'Add redirect' }).first().click()
    const form = page.getByTestId('redirect-dialog')
    const from = `/e2e-h5-${site.key}-${stamp}`
    await form.getByLabel('From (path on this site)').fill(from)
    await form.getByLabel('To', { exact: true }).fill('/')
    if (site.key === 'lrdx') await expectAccessible(page, '[data-testid="redirect-dialog"]')
    await form.getByRole('button', { name: 'Save redirect' }).click()
    await expect(form).toBeHidden()
    await expect(page.getByTestId(`redirect:${from}`)).toContainText('301')
    // A loop is refused in place, naming it.
    await page.getByRole('button', { name: 'Add redirect' }).first().click()
    await form.getByLabel('From (path on this site)').fill(`${from}-b`)
    await form.getByLabel('To', { exact: true }).fill(`${from}-b`)
    await form.getByRole('button', { name: 'Save redirect' }).click()
    await expect(form.getByRole('alert').first()).toContainText('would make a loop')
    await form.getByRole('button', { name: 'Cancel' }).click()
    if (site.key === 'lrdx') await shoot(page, 'redirects')

    // The live site, in its theme: the style is on the page, the redirect answers.
    const live = await siteContext.newPage()
    await live.goto(`${site.origin}/`)
    await expect.poll(() => scrollPadding(live)).toBe(site.padding)
    // The browser follows the redirect; the hop it came through answered 301 with the target.
    const arrived = await live.goto(`${site.origin}${from}`)
    const hop = await arrived?.request().redirectedFrom()?.response()
    expect(hop?.status()).toBe(301)
    expect(hop?.headers().location).toBe('/')
    await expect(live).toHaveURL(`${site.origin}/`)
    if (site.key === 'lrdx') {
      // Arabic pages carry the global metahead too.
      await live.goto(`${site.origin}/ar`)
      await expect.poll(() => scrollPadding(live)).toBe(site.padding)
    }
    await live.close()

    // Delete both again, after a confirmation.
    await page.getByRole('button', { name: `Delete the redirect from ${from}` }).click()
    await page.getByRole('button', { name: 'Delete redirect' }).click()
    await expect(page.getByTestId(`redirect:${from}`)).toHaveCount(0)
    await page.goto(`/admin/site/metaheads?site=${site.key}`)
    await page.getByRole('button', { name: `Delete metahead ${id}` }).click()
    await page.getByRole('button', { name: 'Delete metahead', exact: true }).click()
    await expect(page.getByTestId(`metahead:${id}`)).toHaveCount(0)
  }
  await siteContext.close()
})

test('an editor sees why the Site section is not theirs', async ({ page }) => {
  await signIn(page, 'editor', '/admin/site/metaheads?site=lrdx')
  await expect(page.getByText('Only an admin manages')).toHaveAttribute('role', 'alert')
})
