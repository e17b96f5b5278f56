import { expect, test, type Locator } from '@playwright/test'
import { drag } from './drag.js'
import { openNewPage, signIn } from './editor-session.js'
import { expectAccessible } from './expect-accessible.js'

// The template gallery (issue 16, 4 and 5): the library shows every template by its picture, searchable,
// with a larger preview on hover; the Blocks screen documents each template with a live preview.

const SHOTS = 'test-results/screenshots'

// axe is injected as a script.
test.use({ bypassCSP: true })

/** The picture really arrived: loaded, with the size npm run thumbnails writes. */
async function expectPictureLoaded(picture: Locator) {
  await expect
    .poll(() => picture.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)))
    .toBe(400)
}

test('an editor finds a template by its picture, drags it in, edits it and publishes', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000)
  await page.setViewportSize({ width: 1280, height: 900 })
  const path = await openNewPage(page, 'Gallery sign post')

  const library = page.getByRole('region', { name: 'Template library' })
  await library.getByLabel('Search templates').fill('sign')
  const item = library.getByTestId('palette-item:jlr-sign-post')
  const picture = item.locator('img')
  await expect(picture).toHaveAttribute('src', '/cms/thumbnails/jlr-sign-post.lrdx.webp')
  await expectPictureLoaded(picture)

  // Hovering shows the larger preview, in both themes.
  await picture.hover()
  const preview = page.getByTestId('template-preview:jlr-sign-post')
  await expect(preview).toBeVisible()
  await expectPictureLoaded(preview.locator('img').first())
  await expectPictureLoaded(preview.locator('img').last())
  await page.screenshot({ path: `${SHOTS}/template-library-1280.png` })
  await expectAccessible(page, '#editor-library')

  // Drag it by its picture onto the page; it is selected: edit its heading.
  await drag(page, picture, page.getByTestId('dropzone:root'))
  await expect(page.locator('[data-testid^="outline-item:"]')).toHaveCount(1)
  const heading = page.getByTestId('field:/heading').locator('input')
  await heading.fill('Winter tyres fitted')
  await expect(page.frameLocator('iframe').getByText('Winter tyres fitted')).toBeVisible()

  await page.getByTestId('toolbar:publish').click()
  await expect(page.getByText(/Published/)).toBeVisible()
  const visitor = await context.browser()!.newPage()
  await visitor.goto(path)
  await expect(visitor.locator('[data-block="jlr-sign-post"]').getByText('Winter tyres fitted')).toBeVisible()
  await visitor.close()
})

test('the Blocks screen documents every template with its picture, a live preview, limits and fields', async ({
  page,
}) => {
  test.setTimeout(90_000)
  await page.setViewportSize({ width: 1280, height: 900 })
  await signIn(page, 'editor')
  await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Blocks' }).click()
  await expect(page).toHaveURL(/\/cms\/blocks$/)
  await expect(page.getByRole('heading', { name: 'Blocks', level: 1 })).toBeVisible()

  // Every template is listed; search narrows the list.
  await page.getByRole('searchbox', { name: 'Search' }).fill('tabs')
  await expect(page.getByTestId('blocks-nav:jlr-tabs')).toBeVisible()
  await expect(page.getByTestId('blocks-nav:hero-carousel')).toHaveCount(0)
  await page.getByTestId('blocks-nav:jlr-tabs').click()
  await expect(page).toHaveURL(/\/cms\/blocks\/jlr-tabs$/)
  await expectPictureLoaded(page.getByTestId('blocks-nav:jlr-tabs').locator('img'))

  const detail = page.getByRole('article', { name: 'Tabs' })
  await expect(detail.getByRole('heading', { name: 'Live preview' })).toBeVisible()
  // The showcase case rendered by the real components in the canvas frame.
  const frame = page.frameLocator('[data-testid="blocks-live-preview"] iframe')
  await expect(frame.locator('[data-block="jlr-tabs"]')).toBeVisible()
  await expect(detail.getByText(/nested blocks/).first()).toBeVisible()
  await expect(detail.getByRole('table', { name: 'Fields of Tabs' })).toBeVisible()
  await expect(detail.getByTestId('field:tabs')).toContainText('Group')
  await page.screenshot({ path: `${SHOTS}/blocks-screen-1280.png`, fullPage: true })
  await expectAccessible(page)

  // The Jaguar theme previews the same case in that theme.
  await detail.getByLabel('Theme').selectOption('jdx')
  await expect(
    page.frameLocator('[data-testid="blocks-live-preview"] iframe').locator('html'),
  ).toHaveAttribute('data-theme', 'jdx')
  await page.screenshot({ path: `${SHOTS}/blocks-screen-jdx-1280.png`, fullPage: true })
  // Right to left, as an Arabic page lays it out.
  await detail.getByLabel('Direction').selectOption('rtl')
  await expect(
    page.frameLocator('[data-testid="blocks-live-preview"] iframe').locator('html'),
  ).toHaveAttribute('dir', 'rtl')
  await page.screenshot({ path: `${SHOTS}/blocks-screen-rtl-1280.png` })

  // A block with a loader previews through the server (the news list).
  await page.goto('/cms/blocks/news')
  await expect(
    page.frameLocator('[data-testid="blocks-live-preview"] iframe').locator('[data-block="news"]'),
  ).toBeVisible()

  // On a phone: stacked, nothing wider than the screen.
  await page.setViewportSize({ width: 375, height: 800 })
  await page.goto('/cms/blocks/jlr-tabs')
  await expect(page.getByRole('article', { name: 'Tabs' })).toBeVisible()
  // The chosen template comes first on a phone, above the catalogue.
  const detailBox = (await page.getByRole('article', { name: 'Tabs' }).boundingBox())!
  const listBox = (await page.getByTestId('blocks-nav:jlr-tabs').boundingBox())!
  expect(detailBox.y).toBeLessThan(listBox.y)
  await page.screenshot({ path: `${SHOTS}/blocks-screen-375.png`, fullPage: true })
  const wide = await page.evaluate(() =>
    [...document.querySelectorAll('body *')]
      .filter((e) => e.getBoundingClientRect().right > window.innerWidth + 1)
      .slice(0, 8)
      .map((e) => `${e.tagName}.${e.className} ${Math.round(e.getBoundingClientRect().right)}`),
  )
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
  expect(overflow, wide.join('\n')).toBeLessThanOrEqual(0)
})
