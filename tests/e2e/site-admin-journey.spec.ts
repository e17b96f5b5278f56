import { mkdirSync } from 'node:fs'
import { expect, test, type Page } from '@playwright/test'
import { signIn } from './editor-session.js'
import { expectAccessible } from './expect-accessible.js'
import { siteUrl } from './site-url.js'

// Issue 15's journey (decision 055): an admin changes the menu, the footer and the cookie strategy in /admin
// and sees all three on the live site, both themes and Arabic, with the breadcrumbs the menu gives; an
// editor is refused the settings; a shopper searches from the navigation's search field and picks a
// suggestion; a metahead that waits for marketing consent runs only once it is given, once.

// axe is injected as a script tag, which the strict CSP would refuse.
test.use({ bypassCSP: true })

const SHOTS = 'test-results/screenshots'

async function shoot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true })
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 })
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true })
    // No sideways scrolling on a phone.
    if (width === 375)
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
  }
  await page.setViewportSize({ width: 1280, height: 900 })
}

/** A call to the admin API with the session's CSRF token, from the signed-in page. */
async function adminApi(page: Page, method: string, path: string, body?: unknown): Promise<unknown> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const session = await (await fetch('/admin/api/session')).json()
      const res = await fetch(path, {
        method,
        headers: { 'content-type': 'application/json', 'csrf-token': session.data.csrfToken },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      })
      return res.status === 204 ? null : res.json()
    },
    { method, path, body },
  )
}

/** Saves over the current version what the screen showed first, so later suites see the seeded site. */
async function putBack(page: Page, path: string, original: Record<string, unknown>) {
  const current = (await adminApi(page, 'GET', path)) as { data: { data: { version: string } } }
  await adminApi(page, 'PUT', path, { ...original, version: current.data.data.version })
}

const liveMenu = (page: Page) => page.locator('.site-nav__list > .site-nav__item > .site-nav__link')

test('an admin changes the menu, the footer and the cookie strategy; the live sites show all three', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await signIn(page, 'admin', '/admin/site/navigation?site=lrdx')
  const tree = page.locator('.nav-tree > .nav-tree__item > .nav-tree__row .nav-tree__title')
  await expect(tree.first()).toBeVisible()
  const originalNav = (
    (await adminApi(page, 'GET', '/admin/api/navigation?site=lrdx&locale=en')) as {
      data: { data: { entries: unknown } }
    }
  ).data.data.entries
  const first = (await tree.first().textContent()) ?? ''

  // 1. The menu: the first entry gets a new title.
  await page.getByRole('button', { name: `Edit ${first}`, exact: true }).click()
  const dialog = page.getByTestId('nav-entry-dialog')
  await dialog.getByLabel('Title').fill('Our models')
  await dialog.getByRole('button', { name: 'Apply' }).click()
  await page.getByRole('button', { name: 'Save navigation' }).click()
  await expect(page.getByText('Saved the en navigation')).toBeVisible()

  // 2. The footer of the Jaguar site in Arabic: its first bottom link gets a new label.
  await page.goto('/admin/site/footer?site=jdx')
  await page.getByLabel('Locale').selectOption('ar')
  const item = page.getByTestId('footer-item:/footer/bottom/items/0')
  await expect(item).toBeVisible()
  const originalFooter = (
    (await adminApi(page, 'GET', '/admin/api/footer?site=jdx&locale=ar')) as {
      data: { data: { footer: unknown } }
    }
  ).data.data.footer
  await item.getByLabel('Label', { exact: true }).fill('شروط الاستخدام الجديدة')
  await page.getByRole('button', { name: 'Save footer' }).click()
  await expect(page.getByText('Saved the ar footer')).toBeVisible()

  // 3. The cookie strategy of the Land Rover site: none (no banner).
  await page.goto('/admin/site/settings?site=lrdx')
  const form = page.getByRole('form', { name: 'Site settings' })
  const strategy = form.getByTestId('field:/cookie_consent.strategy').getByLabel('Strategy')
  await strategy.selectOption('none')
  await page.getByRole('button', { name: 'Save settings' }).click()
  await expect(page.getByTestId('toasts')).toContainText('Settings saved')

  try {
    // The Land Rover site: the new menu title, the breadcrumbs it gives, no cookie banner.
    await page.goto('/models/defender')
    await expect(liveMenu(page).first()).toHaveText('Our models')
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' })
    await expect(crumbs.getByRole('link')).toHaveText(['Home', 'Our models'])
    await expect(crumbs.locator('[aria-current="page"]')).toHaveText('Defender')
    await expect(page.locator('.cookie-banner')).toHaveCount(0)
    const jsonLd = await page.locator('script[type="application/ld+json"]').first().textContent()
    expect(JSON.parse(jsonLd ?? '{}')).toMatchObject({ '@type': 'BreadcrumbList' })
    await expectAccessible(page)
    await shoot(page, 'journey-breadcrumbs-lrdx-en')

    // In Arabic, the same site: its own menu, right-to-left breadcrumbs, no banner either.
    await page.goto('/ar/models/range-rover-electric/range')
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    await expect(
      page.getByRole('navigation', { name: 'مسار التنقل' }).locator('[aria-current="page"]'),
    ).toBeVisible()
    await expect(page.locator('.cookie-banner')).toHaveCount(0)
    await expectAccessible(page)
    await shoot(page, 'journey-breadcrumbs-lrdx-ar')

    // The Jaguar site in Arabic: the new footer label; its banner is still there (its own strategy).
    await page.goto(siteUrl('jaguar.localhost', '/ar/ownership/map-update'))
    const link = page.locator('footer.site-footer').getByRole('link', { name: 'شروط الاستخدام الجديدة' })
    await expect(link).toBeAttached()
    await expect(page.locator('.cookie-banner')).toHaveCount(1)
    await expectAccessible(page)
    await shoot(page, 'journey-footer-jdx-ar')
    await page.goto(siteUrl('jaguar.localhost', '/ownership/map-update'))
    await shoot(page, 'journey-breadcrumbs-jdx-en')
  } finally {
    await page.goto('/admin/site/settings?site=lrdx')
    await strategy.selectOption('basic')
    await page.getByRole('button', { name: 'Save settings' }).click()
    await expect(page.getByTestId('toasts')).toContainText('Settings saved')
    await putBack(page, '/admin/api/navigation?site=lrdx&locale=en', { entries: originalNav })
    await putBack(page, '/admin/api/footer?site=jdx&locale=ar', { footer: originalFooter })
  }
})

test('an editor is refused the settings screen', async ({ page }) => {
  await signIn(page, 'editor', '/admin/site/settings?site=lrdx')
  await expect(page.getByText(/^Only an admin manages/)).toBeVisible()
  await expect(page.getByRole('form', { name: 'Site settings' })).toHaveCount(0)
  const status = await page.evaluate(async () => (await fetch('/admin/api/settings?site=lrdx')).status)
  expect(status).toBe(403)
})

test('a shopper searches from the navigation and picks a suggestion, on a desktop and in the phone menu', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto('/')
  const toggle = page.locator('.site-nav__search-toggle')
  await toggle.click()
  const field = page.locator('#nav-search-keyword')
  await expect(field).toBeFocused()
  await field.pressSequentially('Defe', { delay: 30 })
  const list = page.locator('#nav-search-keyword-suggestions')
  await expect(list.getByRole('option').first()).toBeVisible()
  await expectAccessible(page)
  await page.screenshot({ path: `${SHOTS}/journey-nav-search-1280.png` })
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/search\?keyword=Defender/)

  // The Jaguar site in Arabic, on a phone: the field is the first thing in the menu.
  await page.setViewportSize({ width: 375, height: 800 })
  await page.goto(siteUrl('jaguar.localhost', '/ar'))
  await page.locator('.site-nav__menu-button').click()
  const phoneField = page.locator('#nav-search-keyword')
  await expect(phoneField).toBeVisible()
  await page.screenshot({ path: `${SHOTS}/journey-nav-search-jdx-ar-375.png` })
  await phoneField.fill('')
  await phoneField.pressSequentially('F-P', { delay: 30 })
  const option = page.locator('#nav-search-keyword-suggestions').getByRole('option').first()
  await expect(option).toBeVisible()
  const picked = (await option.textContent()) ?? ''
  await option.click()
  await expect(page).toHaveURL(
    new RegExp(`/ar/search\\?keyword=${encodeURIComponent(picked).replace(/%20/g, '\\+')}`),
  )
})

test('a metahead waiting for marketing consent runs only once the shopper accepts, once', async ({
  page,
}) => {
  await signIn(page, 'admin', '/admin/site/metaheads?site=lrdx')
  const created = (await adminApi(page, 'POST', '/admin/api/metaheads?site=lrdx', {
    language: 'javascript',
    content: 'window.__consentMetahead = (window.__consentMetahead || 0) + 1',
    consent_scope: 'marketing',
  })) as { data: { data: { id: number } } }
  const id = created.data.data.id
  try {
    const ran = () => page.evaluate(() => (window as { __consentMetahead?: number }).__consentMetahead ?? 0)
    await page.goto('/finance')
    await page.evaluate(() => localStorage.clear())
    await page.reload()
    const banner = page.locator('.cookie-banner:not([hidden])')
    await expect(banner).toBeVisible()
    expect(await ran()).toBe(0)
    // Refused: it stays inert, on this page and the next (served from the page cache too).
    await banner.locator('.button--secondary').click()
    expect(await ran()).toBe(0)
    await page.reload()
    expect(await ran()).toBe(0)
    await expect(page.locator(`script[type="text/plain"][data-metahead="${id}"]`)).toHaveCount(1)

    // Accepted: it runs at once, once; and on the next page at load.
    await page.evaluate(() => localStorage.clear())
    await page.reload()
    await page.locator('.cookie-banner:not([hidden])').locator('.button--primary').click()
    await expect.poll(ran).toBe(1)
    await page.waitForTimeout(200)
    expect(await ran()).toBe(1)
    await page.reload()
    await expect.poll(ran).toBe(1)
  } finally {
    await adminApi(page, 'DELETE', `/admin/api/metaheads/${id}?site=lrdx`)
  }
})
