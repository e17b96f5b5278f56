import { expect, test, type Page } from '@playwright/test'
import { expectAccessible } from './expect-accessible.js'
import { signIn } from './editor-session.js'
import { siteUrl } from './site-url.js'
import { afterDropClickGuard } from './drag.js'

// Issue 15 items 2 and 3: an admin reorders a site's menu by drag and drop and by keyboard, edits a footer
// link, and the live site shows both at once: Land Rover (lrdx, localhost) and Jaguar (jdx,
// jaguar.localhost), in English and in Arabic.

// axe is injected as a script: the admin's CSP would refuse it.
test.use({ bypassCSP: true })

const SHOTS = 'test-results/screenshots'

async function shoot(page: Page, name: string) {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 })
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true })
  }
  await page.setViewportSize({ width: 1280, height: 900 })
}

const topRows = (page: Page) => page.locator('.nav-tree > .nav-tree__item > .nav-tree__row .nav-tree__title')
const liveMenu = (page: Page) => page.locator('.site-nav__list > .site-nav__item > .site-nav__link')

/** Saves through the API what the screen showed first, so later suites see the seeded site. */
async function putBack(page: Page, path: string, original: Record<string, unknown>) {
  await page.evaluate(
    async ({ path, original }) => {
      const session = await (await fetch('/admin/api/session')).json()
      const current = (await (await fetch(path)).json()).data.data
      await fetch(path, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', 'csrf-token': session.data.csrfToken },
        body: JSON.stringify({ ...original, version: current.version }),
      })
    },
    { path, original },
  )
}

test('an admin reorders the menu by drag and by keyboard; the live site shows it in both themes and in Arabic', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await signIn(page, 'admin', '/admin/site/navigation?site=lrdx')
  const screen = page.getByTestId('navigation-screen')
  await expect(screen.getByTestId('navigation-source')).toContainText('These entries are live')
  await expect(topRows(page).first()).toBeVisible()
  const original = await page.evaluate(
    async () => (await (await fetch('/admin/api/navigation?site=lrdx&locale=en')).json()).data.data.entries,
  )
  await expectAccessible(page, 'main')
  await shoot(page, 'admin-site-navigation')

  // Drag the second entry by its handle onto the first: it goes before it. The first's sub-entries lie
  // between them, so the window is made tall enough to hold both.
  await page.setViewportSize({ width: 1280, height: 2400 })
  const [first, second] = (await topRows(page).allTextContents()) as [string, string]
  const handle = page.getByRole('button', { name: `Drag ${second}`, exact: true })
  const target = page.locator('.nav-tree__row', { hasText: first }).first()
  const from = (await handle.boundingBox())!
  const to = (await target.boundingBox())!
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2)
  await page.mouse.down()
  await page.mouse.move(from.x + from.width / 2, from.y - 10, { steps: 5 })
  await page.mouse.move(to.x + 40, to.y + to.height / 2, { steps: 10 })
  await expect(target).toHaveClass(/nav-tree__row--over/)
  await page.mouse.up()
  await expect(topRows(page).nth(0)).toHaveText(second)
  await expect(topRows(page).nth(1)).toHaveText(first)
  await page.setViewportSize({ width: 1280, height: 900 })
  await afterDropClickGuard(page)

  // Edit the moved entry's title in its dialog.
  await page.getByRole('button', { name: `Edit ${second}`, exact: true }).click()
  const dialog = page.getByTestId('nav-entry-dialog')
  await dialog.getByLabel('Title').fill(`${second} now`)
  await dialog.getByLabel('Link', { exact: true }).fill('javascript:alert(1)')
  await dialog.getByRole('button', { name: 'Apply' }).click()
  await expect(dialog).toContainText('javascript:, data: and other schemes are refused')
  await dialog.getByLabel('Link', { exact: true }).fill('/offers')
  await dialog.getByRole('button', { name: 'Apply' }).click()
  await expect(dialog).toBeHidden()

  await page.getByRole('button', { name: 'Save navigation' }).click()
  await expect(page.getByText('Saved the en navigation')).toBeVisible()

  await page.goto('/')
  await expect(liveMenu(page).nth(0)).toHaveText(`${second} now`)
  await expect(liveMenu(page).nth(1)).toHaveText(first)
  await page.screenshot({ path: `${SHOTS}/live-navigation-lrdx-en-1280.png` })

  // By keyboard, on the Jaguar site in Arabic: the first entry moves down with Enter on its button.
  await page.goto('/admin/site/navigation?site=jdx')
  await page.getByLabel('Locale').selectOption('ar')
  await expect(topRows(page).first()).toBeVisible()
  const originalAr = await page.evaluate(
    async () => (await (await fetch('/admin/api/navigation?site=jdx&locale=ar')).json()).data.data.entries,
  )
  const [arFirst, arSecond] = (await topRows(page).allTextContents()) as [string, string]
  await page.getByRole('button', { name: `Move ${arFirst} down`, exact: true }).focus()
  await page.keyboard.press('Enter')
  await expect(topRows(page).nth(0)).toHaveText(arSecond)
  await expect(page.getByRole('status').filter({ hasText: `Moved ${arFirst}` })).toBeAttached()
  await expectAccessible(page, 'main')
  await page.getByRole('button', { name: 'Save navigation' }).click()
  await expect(page.getByText('Saved the ar navigation')).toBeVisible()

  await page.goto(siteUrl('jaguar.localhost', '/ar'))
  await expect(liveMenu(page).nth(0)).toHaveText(arSecond)
  await expect(liveMenu(page).nth(1)).toHaveText(arFirst)
  await page.screenshot({ path: `${SHOTS}/live-navigation-jdx-ar-1280.png` })

  await page.goto('/admin/site/navigation?site=lrdx')
  await putBack(page, '/admin/api/navigation?site=lrdx&locale=en', { entries: original })
  await putBack(page, '/admin/api/navigation?site=jdx&locale=ar', { entries: originalAr })
})

test('an admin edits a footer link; the live site shows it at once, in Arabic and in the other theme', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await signIn(page, 'admin', '/admin/site/footer?site=lrdx')
  const screen = page.getByTestId('footer-screen')
  await page.getByLabel('Locale').selectOption('ar')
  const item = screen.getByTestId('footer-item:/footer/bottom/items/0')
  await expect(item).toBeVisible()
  const original = await page.evaluate(
    async () => (await (await fetch('/admin/api/footer?site=lrdx&locale=ar')).json()).data.data.footer,
  )
  await expectAccessible(page, 'main')
  await shoot(page, 'admin-site-footer')

  // A refused link is named at its field, nothing saved.
  await item.getByLabel('Link', { exact: true }).fill('javascript:alert(1)')
  await page.getByRole('button', { name: 'Save footer' }).click()
  await expect(item.getByText(/javascript: and data: are refused/)).toBeVisible()
  await item.getByLabel('Label', { exact: true }).fill('الشروط الجديدة')
  await item.getByLabel('Link', { exact: true }).fill('/ar/new-terms')
  await page.getByRole('button', { name: 'Save footer' }).click()
  await expect(page.getByText('Saved the ar footer')).toBeVisible()

  await page.goto('/ar')
  const link = page.locator('footer.site-footer').getByRole('link', { name: 'الشروط الجديدة' })
  await expect(link).toHaveAttribute('href', '/ar/new-terms')
  await link.scrollIntoViewIfNeeded()
  await page.screenshot({ path: `${SHOTS}/live-footer-lrdx-ar-1280.png` })

  // The Jaguar site in English, its market list too.
  await page.goto('/admin/site/footer?site=jdx')
  const originalJdx = await page.evaluate(
    async () => (await (await fetch('/admin/api/footer?site=jdx&locale=en')).json()).data.data.footer,
  )
  const jItem = page.getByTestId('footer-item:/footer/bottom/items/0')
  await jItem.getByLabel('Label', { exact: true }).fill('Our terms')
  await page.getByRole('button', { name: 'Save footer' }).click()
  await expect(page.getByText('Saved the en footer')).toBeVisible()
  await page.goto(siteUrl('jaguar.localhost', '/'))
  await expect(page.locator('footer.site-footer').getByRole('link', { name: 'Our terms' })).toBeVisible()

  await page.goto('/admin/site/footer?site=lrdx')
  await putBack(page, '/admin/api/footer?site=lrdx&locale=ar', { footer: original })
  await putBack(page, '/admin/api/footer?site=jdx&locale=en', { footer: originalJdx })
})
