import { expect, test, type Page } from '@playwright/test'
import { expectAccessible } from './expect-accessible.js'
import { refuseCookies } from './refuse-cookies.js'

// Service journeys, part B (issue 14, decision 041): a shopper checks a recalled and a clean VIN, updates
// their maps in three steps, reads the news page by page and an article, tries the range calculator and the
// racing results; an editor adds a VIN in /admin Recalls and writes a news entry in /admin News, and both
// show on the site at once. axe on every block and screen.

test.use({ bypassCSP: true })

async function hydrated(page: Page, template: string) {
  const island = page.locator(`[data-island="${template}"]`)
  await island.scrollIntoViewIfNeeded()
  await expect(island).toHaveAttribute('data-hydrated', '')
  return island
}

async function signIn(page: Page, user: string) {
  await page.fill('input[name=username]', user)
  await page.fill('input[name=password]', user)
  await page.click('button[type=submit]')
  await page.waitForLoadState('networkidle')
}

test('a shopper checks a recalled VIN and a clean one', async ({ page }) => {
  await page.goto('/ownership/recall-check')
  await refuseCookies(page)
  const block = await hydrated(page, 'jlr-vin-checker-local')
  const vin = block.getByLabel('Vehicle identification number (VIN)')
  const check = block.getByRole('button', { name: 'Check my vehicle' })

  await vin.fill('SALGA2AE8LA6000O1')
  await check.click()
  await expect(vin).toHaveAttribute('aria-invalid', 'true')
  await expect(block.getByText('Enter the 17 characters of your VIN')).toBeVisible()

  await vin.fill('salga2ae8 la600001')
  await check.click()
  await expect(block.getByRole('status')).toHaveText(
    'Your vehicle is affected. Please contact your service centre to make an appointment for parts replacement.',
  )
  await vin.fill('SALGA2AE8LA699999')
  await check.click()
  await expect(block.getByRole('status')).toHaveText('Your vehicle is NOT the affected vehicle.')
  await expectAccessible(page, '[data-block="jlr-vin-checker-local"]')
})

test('a shopper finds their vehicle, agrees to the terms, downloads and is told how to copy to USB', async ({
  page,
}) => {
  await page.goto('/ownership/map-update')
  await refuseCookies(page)
  const block = await hydrated(page, 'jlr-map-update')
  const vin = block.getByLabel('Vehicle identification number (VIN)')
  await expect(block.locator('[aria-current="step"]')).toContainText('Find your vehicle')

  // Not a Jaguar Land Rover VIN: the §5 message, on the field.
  await vin.fill('WVWZZZ1JZXW000001')
  await block.getByRole('button', { name: 'Find my vehicle' }).click()
  await expect(
    block.getByText(
      'VIN not recognised. Please check you have entered your VIN correctly or try again later.',
    ),
  ).toBeVisible()
  await expect(vin).toBeFocused()

  await vin.fill('SALGA2AE8LA600123')
  await block.getByRole('button', { name: 'Find my vehicle' }).click()
  await expect(block.locator('[aria-current="step"]')).toContainText('Choose and download maps')
  await expect(block.getByRole('heading', { name: 'Download the app and your maps' })).toBeVisible()
  await expect(block.getByText('SALGA2AE8LA600123')).toBeVisible()

  // Nothing downloads before the terms are agreed.
  await expect(block.getByRole('link', { name: /Download for Apple Mac/ })).toHaveCount(0)
  await expect(block.getByRole('button', { name: 'I have downloaded my maps' })).toBeDisabled()
  await expectAccessible(page, '[data-block="jlr-map-update"]')
  await block.getByLabel(/I have read and agree to the terms and conditions/).check()
  await expect(block.getByRole('link', { name: /Download for Apple Mac/ })).toHaveAttribute(
    'href',
    'https://maps.example.com/jlr/MapDownloader.dmg',
  )
  await expect(block.getByRole('link', { name: /Download Australia and New Zealand/ })).toBeVisible()
  await block.getByRole('button', { name: 'I have downloaded my maps' }).click()

  await expect(block.locator('[aria-current="step"]')).toContainText('Copy to USB')
  await expect(
    block.getByText('The drive must be formatted FAT32 or NTFS: exFAT is not supported.'),
  ).toBeVisible()
  await expectAccessible(page, '[data-block="jlr-map-update"]')
  await block.getByRole('button', { name: 'Update a new vehicle' }).click()
  await expect(block.locator('[aria-current="step"]')).toContainText('Find your vehicle')
  await expect(vin).toHaveValue('')
})

test('a shopper reads the news page by page, opens an article and goes back; Arabic reads right to left', async ({
  page,
}) => {
  await page.goto('/news')
  await refuseCookies(page)
  const news = page.locator('[data-block="news"]')
  await expect(news.getByText('Page 1 of 2')).toBeVisible()
  await expect(news.getByRole('heading', { name: 'Defender OCTA arrives in the showroom' })).toBeVisible()
  await expect(news.locator('time').first()).toHaveText('12 June 2025')
  await expectAccessible(page, '[data-block="news"]')

  await news.getByRole('link', { name: 'Next' }).click()
  await expect(page).toHaveURL(/\?news_page=2$/)
  await expect(news.getByText('Page 2 of 2')).toBeVisible()
  await news.getByRole('link', { name: 'Defender Trophy: the Australian final' }).click()
  await expect(page).toHaveURL(/\?article=defender-trophy-2025$/)
  await expect(
    page.getByRole('heading', { level: 1, name: 'Defender Trophy: the Australian final' }),
  ).toBeVisible()
  await expect(news.getByText('Published 10 February 2025')).toBeVisible()
  await expectAccessible(page, '[data-block="news"]')
  await news.getByRole('link', { name: 'Back to news' }).click()
  await expect(news.getByText('Page 1 of 2')).toBeVisible()

  await page.goto('/ar/news')
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  await expect(
    page.locator('[data-block="news"]').getByRole('heading', { name: 'آخر الأخبار' }),
  ).toBeVisible()
  await expectAccessible(page, '[data-block="news"]')
})

test('the range calculator answers the shopper’s choices, and the racing results show their table', async ({
  page,
  baseURL,
}) => {
  const jaguar = new URL(baseURL!)
  jaguar.hostname = 'jaguar.localhost'
  await page.goto(new URL('/models/i-pace/range', jaguar).href)
  await refuseCookies(page)
  const block = await hydrated(page, 'range-calculator')
  const result = block.locator('.range-calc__number')
  await expect(result).toHaveText('456')
  await block.getByLabel('18 inch').check({ force: true })
  await expect(result).toHaveText('470')
  const speed = block.getByLabel(/Average speed/)
  await speed.focus()
  await page.keyboard.press('End')
  await expect(speed).toHaveAttribute('aria-valuetext', '130 km/h')
  await expect(result).toHaveText('310')
  await block.getByLabel('On', { exact: true }).check({ force: true })
  await expect(result).toHaveText('285')
  await expectAccessible(page, '[data-block="range-calculator"]')

  await page.goto(new URL('/racing', jaguar).href)
  const table = page.locator('[data-block="racing-results"]').first().getByRole('table')
  await expect(table.getByRole('row').nth(1)).toContainText('A. Marchetti')
  await expectAccessible(page, 'main')
})

test('an editor adds a recalled VIN and writes a news entry in /admin, and the site shows both', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000)
  await page.goto('/admin/recalls')
  await signIn(page, 'editor')
  await expect(page.getByRole('heading', { name: 'Recalls' })).toBeVisible()
  await expect(page.getByRole('table', { name: 'Recalls' })).toContainText('SALGA2AE8LA600001')
  await expectAccessible(page)
  await page.getByRole('button', { name: 'Add a VIN' }).click()
  const form = page.getByRole('form', { name: 'New recall' })
  await form.getByLabel('VIN').fill('SALGA2AE8LA655555')
  await form.getByLabel('Campaign').fill('R-2026-03 Door latch')
  await form.getByRole('button', { name: 'Save recall' }).click()
  await expect(page.getByTestId('toasts')).toHaveText('SALGA2AE8LA655555 saved')
  await expect(page.getByTestId('row:SALGA2AE8LA655555')).toContainText('R-2026-03 Door latch')

  const shopper = await context.browser()!.newPage()
  await shopper.goto('/ownership/recall-check')
  const block = await hydrated(shopper, 'jlr-vin-checker-local')
  await block.getByLabel('Vehicle identification number (VIN)').fill('SALGA2AE8LA655555')
  await block.getByRole('button', { name: 'Check my vehicle' }).click()
  await expect(block.getByRole('status')).toContainText('Your vehicle is affected.')

  await page.getByRole('link', { name: 'News', exact: true }).click()
  await expect(page.getByRole('heading', { name: 'News' })).toBeVisible()
  await page.getByRole('button', { name: 'New entry' }).click()
  const entry = page.getByRole('form', { name: 'New news entry' })
  await entry.getByLabel('Title').fill('Service lounge opens on Sundays')
  await expect(entry.getByLabel('Address')).toHaveValue('service-lounge-opens-on-sundays')
  await entry.getByLabel('Summary').fill('Our Artarmon lounge now opens on Sundays from 9 to 1.')
  await entry
    .getByRole('textbox', { name: 'Text', exact: true })
    .fill('Coffee and a car wash while you wait.')
  await entry.getByLabel('Publication date and time').fill('2025-08-01T09:00')
  await expectAccessible(page)
  await entry.getByRole('button', { name: 'Save entry' }).click()
  await expect(page.getByTestId('toasts')).toContainText(
    '“Service lounge opens on Sundays” saved (published)',
  )

  await shopper.goto('/news')
  await expect(shopper.getByRole('heading', { name: 'Service lounge opens on Sundays' })).toBeVisible()
  await shopper.getByRole('link', { name: 'Service lounge opens on Sundays' }).click()
  await expect(shopper.getByText('Coffee and a car wash while you wait.')).toBeVisible()

  // The editor takes both back, and the site forgets them (the news page's first entries and the recall
  // table are as the seed left them for the next run).
  await page.getByRole('button', { name: 'Delete Service lounge opens on Sundays' }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Delete entry' }).click()
  await expect(page.getByRole('button', { name: 'Delete Service lounge opens on Sundays' })).toHaveCount(0)
  await page.getByRole('link', { name: 'Recalls', exact: true }).click()
  await page.getByRole('button', { name: 'Delete SALGA2AE8LA655555' }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Remove VIN' }).click()
  await expect(page.getByTestId('row:SALGA2AE8LA655555')).toHaveCount(0)
  await shopper.goto('/news')
  await expect(shopper.getByRole('heading', { name: 'Service lounge opens on Sundays' })).toHaveCount(0)
  await shopper.goto('/ownership/recall-check')
  const again = await hydrated(shopper, 'jlr-vin-checker-local')
  await again.getByLabel('Vehicle identification number (VIN)').fill('SALGA2AE8LA655555')
  await again.getByRole('button', { name: 'Check my vehicle' }).click()
  await expect(again.getByRole('status')).toContainText('Your vehicle is NOT the affected vehicle.')
})
