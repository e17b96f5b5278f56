import { expect, test, type FrameLocator, type Page } from '@playwright/test'
import { expectAccessible } from './expect-accessible.js'
import { openNewPage } from './editor-session.js'

// Issue 13 item 4 (decision 035): blocks with server data show it in the canvas, through the preview
// endpoint, and follow their fields; interactive blocks run in the canvas, a first click choosing the block.
test.use({ bypassCSP: true })

const canvasOf = (page: Page): FrameLocator => page.frameLocator('iframe')

/** The names on the vehicle cards of a block in the canvas. */
const cardNames = (canvas: FrameLocator, blockId: string) =>
  canvas.getByTestId(`canvas-block:${blockId}`).locator('.vehicle-card h3').allInnerTexts()

async function addedBlockId(page: Page, name: string): Promise<string> {
  await page
    .getByRole('button', { name: `Add ${name}` })
    .first()
    .click()
  const id = await page.getByTestId('field-panel-area').getAttribute('data-block-id')
  expect(id).toBeTruthy()
  return id as string
}

test('a stock carousel added in the editor shows real vehicles from the stock, and follows its fields', async ({
  page,
}) => {
  test.setTimeout(90_000)
  await page.setViewportSize({ width: 1280, height: 800 })
  await openNewPage(page, 'Live stock in the canvas')
  const canvas = canvasOf(page)
  const id = await addedBlockId(page, 'Stock locator carousel')
  const block = canvas.getByTestId(`canvas-block:${id}`)

  // Real vehicles of the stock, 8 by default: names as the site shows them, not the editor's placeholder.
  await expect(block.locator('.vehicle-card')).toHaveCount(8)
  await expect(block).not.toContainText('with 0 cars')
  const names = await cardNames(canvas, id)
  for (const name of names) expect(name).toMatch(/^(land rover|range rover|jaguar)\s+\S/i)
  // Each card is a vehicle of the stock, linking to its vehicle page.
  for (const href of await block
    .locator('.vehicle-card a[href]')
    .evaluateAll((els) => els.map((e) => e.getAttribute('href'))))
    expect(href).toMatch(/^\/showroom\//)

  // The fields drive it: a heading shows at once (the browser renders it), a count after a pause in typing.
  const fields = page.getByTestId('field-panel-area')
  await fields.getByTestId('field:/heading').locator('input').fill('In stock now')
  await expect(block.getByRole('heading', { name: 'In stock now' })).toBeVisible()
  await fields.getByTestId('field:/items').locator('input').fill('3')
  await expect(block.locator('.vehicle-card')).toHaveCount(3)
  await fields.getByTestId('field:/list_key').locator('select').selectOption('used')
  await expect
    .poll(async () => (await cardNames(canvas, id)).join('|'), { timeout: 10_000 })
    .not.toBe(names.slice(0, 3).join('|'))
  await expect(block.locator('.vehicle-card')).toHaveCount(3)

  // Undo brings the earlier cars back from the canvas's cache, by the hash of the fields.
  await page.getByTestId('toolbar:undo').click()
  await expect.poll(async () => (await cardNames(canvas, id)).join('|')).toBe(names.slice(0, 3).join('|'))

  // The carousel runs here: its arrows move the row once the block is selected (it is: it was just added).
  await fields.getByTestId('field:/items').locator('input').fill('12')
  await expect(block.locator('.vehicle-card')).toHaveCount(12)
  await block.getByRole('button', { name: 'Next slide' }).click()
  await expect(block.locator('.carousel-controls__count')).toHaveText(/^2 of /)

  await expectAccessible(page)
})

test('an interactive block in the canvas takes a first click as choosing it, the next ones as using it', async ({
  page,
}) => {
  test.setTimeout(90_000)
  await page.setViewportSize({ width: 1280, height: 800 })
  await openNewPage(page, 'Tabs in the canvas')
  const canvas = canvasOf(page)
  const tabs = await addedBlockId(page, 'Tabs')
  const fields = page.getByTestId('field-panel-area')
  // Its two tabs, labelled.
  const labels = fields.locator('[data-testid$="/tab_label"] input')
  await expect(labels).toHaveCount(2)
  await labels.nth(0).fill('Petrol')
  await labels.nth(1).fill('Electric')
  await addedBlockId(page, 'Snippet')

  const block = canvas.getByTestId(`canvas-block:${tabs}`)
  const electric = block.getByRole('tab', { name: 'Electric' })
  await expect(electric).toHaveAttribute('aria-selected', 'false')
  // First click: the tabs block is chosen, its tab is not pressed.
  await electric.click()
  await expect(page.getByTestId(`outline-item:${tabs}`)).toHaveAttribute('aria-current', 'true')
  await expect(electric).toHaveAttribute('aria-selected', 'false')
  // Now it is selected, it works as on the site.
  await electric.click()
  await expect(electric).toHaveAttribute('aria-selected', 'true')
  await expect(page.getByTestId(`outline-item:${tabs}`)).toHaveAttribute('aria-current', 'true')
  // Links in the canvas never navigate.
  await expect(page).toHaveURL(/\/cms\/pages\//)
})

for (const where of [
  { site: 'lrdx', locale: 'en', name: 'land-rover' },
  { site: 'jdx', locale: 'en', name: 'jaguar' },
  { site: 'lrdx', locale: 'ar', name: 'arabic' },
]) {
  test(`stock blocks show live data in the canvas: ${where.name}, desktop and phone widths`, async ({
    page,
  }) => {
    test.setTimeout(120_000)
    await page.setViewportSize({ width: 1280, height: 800 })
    await openNewPage(page, `Live canvas ${where.name}`, undefined, where)
    const canvas = canvasOf(page)
    const carousel = await addedBlockId(page, 'Stock locator carousel')
    const inventory = await addedBlockId(page, 'In-page cars inventory (server-side rendered)')
    await expect(canvas.getByTestId(`canvas-block:${carousel}`).locator('.vehicle-card')).toHaveCount(8)
    await expect(canvas.getByTestId(`canvas-block:${inventory}`).locator('.vehicle-card')).not.toHaveCount(0)
    const prefix = where.locale === 'ar' ? '/ar/showroom/' : '/showroom/'
    const hrefs = await canvas
      .locator('.vehicle-card a[href]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('href') ?? ''))
    expect(hrefs.every((href) => href.startsWith(prefix))).toBe(true)
    await expect(canvas.locator('html')).toHaveAttribute('dir', where.locale === 'ar' ? 'rtl' : 'ltr')
    await expect(canvas.locator('html')).toHaveAttribute('data-theme', where.site)
    await page.screenshot({ path: `test-results/screenshots/live-canvas-${where.name}-1280.png` })
    await page.getByRole('group', { name: 'Viewport' }).getByRole('button', { name: '360px' }).click()
    await expect(canvas.getByTestId(`canvas-block:${carousel}`).locator('.vehicle-card')).toHaveCount(8)
    await page.screenshot({ path: `test-results/screenshots/live-canvas-${where.name}-360.png` })
  })
}
