import { expect, test, type Page } from '@playwright/test'
import { expectAccessible } from './expect-accessible.js'
import { refuseCookies } from './refuse-cookies.js'

// A shopper finds the other language in the navigation (docs/decisions/058): on the Jaguar home they switch
// to Arabic and back, with a mouse and the keyboard on a desktop, and through the phone menu.

// axe is injected as an inline script, which the pages' CSP refuses (tests/e2e/accessibility.spec.ts).
test.use({ bypassCSP: true })

function url(host: string, path: string): string {
  const port = new URL(test.info().project.use.baseURL as string).port
  return `http://${host}:${port}${path}`
}

const arabic = (page: Page) => page.getByRole('link', { name: 'العربية', exact: true })
const english = (page: Page) => page.getByRole('link', { name: 'English', exact: true })

async function expectLanguage(page: Page, lang: string, dir: string, path: string): Promise<void> {
  await expect(page).toHaveURL(new RegExp(`:\\d+${path === '/' ? '/$' : `${path}$`}`))
  await expect(page.locator('html')).toHaveAttribute('lang', lang)
  await expect(page.locator('html')).toHaveAttribute('dir', dir)
}

test('on the Jaguar home, a shopper switches to Arabic and back on a desktop, by mouse and by keyboard', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto(url('jaguar.localhost', '/'))
  await refuseCookies(page)
  const toArabic = arabic(page)
  await expect(toArabic).toBeVisible()
  await expect(toArabic).toHaveAttribute('lang', 'ar')
  await expect(toArabic).toHaveAttribute('hreflang', 'ar')
  await expectAccessible(page, '.site-nav')
  await page.screenshot({ path: 'test-results/screenshots/language-switch-jdx-en-1280.png' })
  await toArabic.click()
  await expectLanguage(page, 'ar', 'rtl', '/ar')
  await expect(page.locator('main h1, main h2').first()).toContainText('جاكوار')

  // Back to English with the keyboard: the switch is reached with Tab and followed with Enter.
  const toEnglish = english(page)
  await expect(toEnglish).toHaveAttribute('lang', 'en')
  await expectAccessible(page, '.site-nav')
  await page.screenshot({ path: 'test-results/screenshots/language-switch-jdx-ar-1280.png' })
  for (let i = 0; i < 40 && !(await toEnglish.evaluate((a) => a === document.activeElement)); i++)
    await page.keyboard.press('Tab')
  await expect(toEnglish).toBeFocused()
  await page.keyboard.press('Enter')
  await expectLanguage(page, 'en', 'ltr', '/')
})

test('on a phone, the switch is the last row of the menu, in both languages', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 })
  await page.goto(url('jaguar.localhost', '/'))
  await refuseCookies(page)
  const menu = page.locator('.site-nav__menu-button')
  await expect(arabic(page)).toBeHidden()
  await menu.click()
  await expect(menu).toHaveAttribute('aria-expanded', 'true')
  await expect(arabic(page)).toBeVisible()
  await expectAccessible(page, '.site-nav')
  await page.screenshot({ path: 'test-results/screenshots/language-switch-jdx-en-375-menu.png' })
  await arabic(page).click()
  await expectLanguage(page, 'ar', 'rtl', '/ar')

  await menu.click()
  await expect(english(page)).toBeVisible()
  await page.screenshot({ path: 'test-results/screenshots/language-switch-jdx-ar-375-menu.png' })
  await english(page).click()
  await expectLanguage(page, 'en', 'ltr', '/')
})

for (const [site, host] of [
  ['lrdx', 'localhost'],
  ['jdx', 'jaguar.localhost'],
] as const)
  test(`${site}: a page with a twin leads to its twin, and the Arabic bar reads right to left`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto(url(host, '/finance'))
    await refuseCookies(page)
    await expectAccessible(page, '.site-nav')
    await arabic(page).click()
    await expectLanguage(page, 'ar', 'rtl', '/ar/finance')
    // Right to left: the switch ends the bar on the left, after the entries.
    const bar = await page.locator('.site-nav__bar').boundingBox()
    const link = await english(page).boundingBox()
    expect(link && bar && link.x < bar.x + bar.width / 2).toBe(true)
    await expectAccessible(page, '.site-nav')
    await page.screenshot({ path: `test-results/screenshots/language-switch-${site}-ar-finance-1280.png` })
    await english(page).click()
    await expectLanguage(page, 'en', 'ltr', '/finance')
  })
